/**
 * The production recipe, run for real: two site processes on one PostgreSQL
 * database behind nginx with the repository's deploy/nginx/soil-site-proxy.conf,
 * TRUST_PROXY=1, one JWT secret. Pages, lead inserts through the official
 * client, limits shared by both processes, a live chat crossing processes, and
 * service going on when one process is killed with SIGKILL.
 *
 * Needs nginx (Debian: nginx-light) and TEST_DATABASE_URL; CI has both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { createTestDatabase, type TestDatabase } from "../server/test-db.ts";
import { openEventStream } from "../server/functions-client.ts";
import { openDatabase, type DatabaseHandle } from "../../src/server/db/index.server.ts";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { ensureBuild, freePort, nginxBinary, siteConfig, startNginx, startServer, type Nginx, type ServerProcess } from "./cluster.ts";

const missing = [!nginxBinary() && "nginx (apt-get install nginx-light)", !process.env.TEST_DATABASE_URL && "TEST_DATABASE_URL"].filter(Boolean);
const title = missing.length
  ? `two processes behind nginx: SKIPPED, needs ${missing.join(" and ")}`
  : "two processes behind nginx on PostgreSQL";
if (missing.length) console.warn(`[proxy test] ${title}`);

// Node 20 has no WebSocket of its own; the client wants a transport even when it never opens one.
const clientOptions = { realtime: { transport: WebSocket as never }, auth: { persistSession: false, autoRefreshToken: false } };

/** Anonymous writes per address per minute in this test (PUBLIC_WRITE_LIMIT_PER_MINUTE). */
const LIMIT = 30;
type Json = Record<string, unknown>;

/** A raw HTTP request from a chosen loopback source address (127.0.0.0/8 is all local on Linux). */
function request(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string; from?: string }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: opts.method ?? "GET",
        headers: { ...(opts.body ? { "content-length": String(Buffer.byteLength(opts.body)) } : {}), ...opts.headers },
        localAddress: opts.from,
        agent: false,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe.skipIf(missing.length > 0)(title, () => {
  let db: TestDatabase;
  let handle: DatabaseHandle;
  let dataDir: string;
  let servers: ServerProcess[] = [];
  let nginx: Nginx;
  let anonKey: string;
  let supabase: SupabaseClient;
  const leadEmails: string[] = [];

  beforeAll(async () => {
    // The processes serve pages from the site build (CI builds before the tests).
    ensureBuild();
    db = await createTestDatabase("postgres");
    dataDir = mkdtempSync(path.join(os.tmpdir(), "site-proxy-"));
    const [a, b, n] = [await freePort(), await freePort(), await freePort()];
    const env = {
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${n}`,
      DATABASE_URL: db.config.kind === "postgres" ? db.config.url : "",
      JWT_SECRET: "proxy-test-secret-".padEnd(48, "s"),
      TRUST_PROXY: "1",
      PUBLIC_WRITE_LIMIT_PER_MINUTE: String(LIMIT),
      DATA_DIR: dataDir,
    };
    // One after the other: the first applies the migrations to the fresh schema.
    servers = [await startServer(a, env), await startServer(b, env)];
    // The test's own marker of which process answered; the shipped settings come unchanged from the include.
    nginx = await startNginx(n, [a, b], "add_header X-Test-Upstream $upstream_addr always;");
    handle = openDatabase(db.config);
    anonKey = (await siteConfig(nginx.url)).anonKey;
    supabase = createClient(nginx.url, anonKey, clientOptions);
  }, 600_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.kill("SIGKILL")));
    await handle?.close();
    await db?.cleanup();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const upstreamOf = (headers: Headers | http.IncomingHttpHeaders) =>
    String(headers instanceof Headers ? headers.get("x-test-upstream") : headers["x-test-upstream"]);
  const lead = (email: string) => ({ name: "Proxy Farmer", email, user_type: "farmer", source: "live_chat", metadata: { via: "nginx" } });
  const rowsFor = async (emails: string[]) =>
    emails.length ? (await handle.db.selectFrom("leads").select("email").where("email", "in", emails).execute()).map((r) => r.email) : [];

  it("serves pages and assets through nginx from both processes", async () => {
    const seen = new Set<string>();
    for (const route of ["/", "/contact", "/about", "/", "/contact", "/about"]) {
      const res = await fetch(`${nginx.url}${route}`, { headers: { "accept-encoding": "br" } });
      expect(res.status, route).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toMatch(/<html/i);
      seen.add(upstreamOf(res.headers));
      // A hashed asset the page names, compressed by the app and passed on as it is.
      const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
      expect(asset, `an asset on ${route}`).toBeTruthy();
      const a = await fetch(`${nginx.url}${asset}`, { headers: { "accept-encoding": "br" } });
      expect(a.status).toBe(200);
      expect(a.headers.get("content-encoding")).toBe("br");
      await a.arrayBuffer();
      seen.add(upstreamOf(a.headers));
    }
    expect([...seen].sort()).toEqual(servers.map((s) => `127.0.0.1:${s.port}`).sort());
  });

  it("stores every lead the official client was told was created (201)", async () => {
    const emails = Array.from({ length: 16 }, (_, i) => `proxy-lead-${i}@farm.example`);
    const results = await Promise.all(emails.map((e) => supabase.from("leads").insert(lead(e))));
    for (const r of results) expect(r.error).toBeNull();
    const created = emails.filter((_, i) => results[i]!.status === 201);
    expect(created).toHaveLength(emails.length);
    leadEmails.push(...created);
    expect((await rowsFor(created)).sort()).toEqual([...created].sort());
  });

  it("counts the per-address limit once across both processes, whatever X-Forwarded-For the client sends", async () => {
    const from = "127.0.0.2";
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    const created: string[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < LIMIT * 2; i++) {
      const email = `limit-${i}@farm.example`;
      const r = await request(`${nginx.url}/rest/v1/leads`, {
        method: "POST",
        from,
        // A different forged client address on every request.
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` },
        body: JSON.stringify(lead(email)),
      });
      statuses.push(r.status);
      upstreams.add(upstreamOf(r.headers));
      if (r.status === 201) created.push(email);
      if (r.status === 429) retryAfter ??= String(r.headers["retry-after"]);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(upstreams.size).toBe(2);
    expect((await rowsFor(created)).sort()).toEqual([...created].sort());
    // Another address still has its own allowance.
    const other = await request(`${nginx.url}/rest/v1/leads`, {
      method: "POST",
      from: "127.0.0.3",
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
      body: JSON.stringify(lead("limit-other@farm.example")),
    });
    expect(other.status).toBe(201);
  });

  it("delivers an agent's messages sent through one process to a visitor's stream held by the other", async () => {
    const email = "proxy-agent@soil.example";
    const password = "proxy-agent-password-1";
    await upsertConfirmedUser(handle, email, password);
    // A client of its own: the lead inserts elsewhere stay anonymous.
    const staff = createClient(nginx.url, anonKey, clientOptions);
    const signIn = await staff.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const token = signIn.data.session!.access_token;
    const call = async (base: string, action: string, body?: Json, asAgent = true) => {
      const res = await fetch(`${base}/functions/v1/live-chat?action=${action}`, {
        method: body ? "POST" : "GET",
        headers: { apikey: anonKey, authorization: `Bearer ${asAgent ? token : anonKey}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: (await res.json()) as Json };
    };

    expect((await call(nginx.url, "agent_online", {})).status).toBe(200);
    const created = await call(nginx.url, "create_session", { userName: "Asha Devi", userEmail: "asha@example.in", userType: "farmer" }, false);
    expect(created.status).toBe(200);
    expect(created.json.hasAgent).toBe(true);
    const sessionId = String(created.json.sessionId);
    expect((await call(nginx.url, "take_session", { sessionId })).status).toBe(200);

    const stream = await openEventStream(`${nginx.url}/functions/v1/live-chat?action=stream&sessionId=${sessionId}&apikey=${encodeURIComponent(anonKey)}`);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      await stream.waitFor((e) => e.event === "status" && (e.data as Json).status === "active", 10_000);
      const holder = upstreamOf(stream.res.headers);
      const other = servers.find((s) => `127.0.0.1:${s.port}` !== holder);
      expect(other, `the stream is on ${holder}`).toBeTruthy();

      for (let i = 0; i < 5; i++) {
        const text = `Reply ${i} from the other process`;
        const sentAt = performance.now();
        const sent = await call(other!.url, "send_message", { sessionId, message: text, senderType: "agent" });
        const answeredAt = performance.now();
        expect(sent.status).toBe(200);
        const got = await stream.waitFor((e) => e.event === "message" && (e.data as Json).message === text, 10_000);
        // On the visitor's stream within a second of being stored (the send's answer); buffering in nginx
        // would hold it back. Measured from the answer, not the request, so a slow machine does not fail it.
        expect(got.at - answeredAt, `message ${i}: ${Math.round(got.at - sentAt)} ms from the start of the send`).toBeLessThan(1000);
      }
    } finally {
      await stream.close();
    }
  });

  it("keeps answering when one process is killed with SIGKILL", async () => {
    const [survivor, victim] = servers as [ServerProcess, ServerProcess];
    await victim.kill("SIGKILL");
    const emails: string[] = [];
    const upstreams = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const page = await fetch(`${nginx.url}/contact`);
      expect(page.status, `page ${i}`).toBe(200);
      await page.text();
      upstreams.add(upstreamOf(page.headers));
      const email = `after-kill-${i}@farm.example`;
      const r = await supabase.from("leads").insert(lead(email));
      expect(r.error, `lead ${i}`).toBeNull();
      expect(r.status).toBe(201);
      emails.push(email);
    }
    // nginx tried the dead process at most once per request and answered from the survivor.
    for (const u of upstreams) expect(u.split(", ").at(-1)).toBe(`127.0.0.1:${survivor.port}`);
    expect((await rowsFor(emails)).sort()).toEqual([...emails].sort());
    expect((await rowsFor(leadEmails)).sort()).toEqual([...leadEmails].sort());
  });
});
