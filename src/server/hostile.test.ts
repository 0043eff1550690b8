import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../tests/server/test-db.ts";
import { signedInAgent } from "../../tests/server/functions-client.ts";
import { hostileRequest, LEAK, prng, type HostileRequest, type Surface } from "../../tests/server/hostile.ts";
import { apiTables } from "./rest/tables.server.ts";

/**
 * The hostile-request suite: thousands of seeded, randomised requests over
 * every endpoint and page, with the anonymous key and a staff token. No
 * answer may be a 5xx or hold anything like a stack or an internal message,
 * and the server must still be healthy at the end. Most requests go in-process
 * (inject); streams, and a share of the rest, go over real HTTP so the
 * transport is part of the test. HOSTILE_SEED and HOSTILE_COUNT repeat or
 * widen a run.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 16_2026);
const COUNT = Number(process.env.HOSTILE_COUNT ?? 5200);
const HTTP_SHARE = 0.1;
const CONCURRENCY = 4;

const buildDir = process.env.E2E_BUILD_DIR ?? process.env.BUILD_DIR ?? "build";
const hasBuild = existsSync(path.join(buildDir, "server", "index.js"));

interface Outcome {
  req: HostileRequest;
  status: number;
  body: string;
  type?: string;
}

/** The site's own scripts and styles may well contain words like "TypeError"; only answers the server composes are searched. */
const leaks = (out: Outcome) => !/javascript|css/.test(out.type ?? "") && LEAK.test(out.body);

function assetsOf(): string[] {
  const base = ["/favicon.svg", "/robots.txt", "/sitemap.xml", "/assets/nope.js", "/assets/..%2F..%2Fpackage.json", "/%2e%2e/%2e%2e/etc/passwd", "/assets/%00.js", "/favicon.svg%00"];
  const dir = path.join(buildDir, "client", "assets");
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.(js|css)$/.test(f)).slice(0, 5) : [];
  return [...base, ...files.map((f) => `/assets/${f}`)];
}

async function overHttp(t: TestApp, req: HostileRequest): Promise<Outcome> {
  const controller = new AbortController();
  const res = await fetch(t.url + req.url, {
    method: req.method,
    headers: req.headers,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : req.body,
    signal: controller.signal,
    redirect: "manual",
  });
  // A stream is judged by its status and headers; it would never end.
  if (req.stream && res.status < 300) {
    controller.abort();
    return { req, status: res.status, body: "" };
  }
  return { req, status: res.status, body: await res.text(), type: res.headers.get("content-type") ?? undefined };
}

async function inProcess(t: TestApp, req: HostileRequest, ip: string): Promise<Outcome> {
  const res = await t.app.inject({ method: req.method as "GET", url: req.url, headers: req.headers, payload: req.body, remoteAddress: ip });
  return { req, status: res.statusCode, body: res.body, type: String(res.headers["content-type"] ?? "") };
}

/** A raw request line or header the fetch client would refuse to send. */
function raw(t: TestApp, text: string): Promise<string> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(text));
    let data = "";
    socket.on("data", (c) => (data += c.toString("latin1")));
    socket.on("close", () => resolve(data));
    socket.on("error", () => resolve(data));
  });
}

describe("the hostile-request generator and leak detector", () => {
  it("repeats exactly for a seed and tells a stack from a plain message", () => {
    const surface: Surface = {
      tables: { leads: ["name"] }, functions: ["chat"], liveChatActions: ["start_chat"], pages: ["/"], formPages: ["/contact"], assets: ["/favicon.svg"],
      anonKey: "anon", staffToken: "staff",
    };
    const run = (seed: number) => { const r = prng(seed); return Array.from({ length: 50 }, () => hostileRequest(r, surface)); };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
    expect(LEAK.test("RangeError: Maximum call stack size exceeded\n    at JSON.stringify (<anonymous>)")).toBe(true);
    expect(LEAK.test('{"message":"x"}\n    at render (/app/build/server/index.js:12:34)')).toBe(true);
    expect(LEAK.test('{"code":"22021","message":"The input contains a character the database cannot store (such as NUL)"}')).toBe(false);
  });
});

describe.each(testDatabaseKinds())("hostile requests (%s)", (kind) => {
  let t: TestApp;
  let surface: Surface;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      listen: true,
      web: hasBuild,
      // Limits would turn most writes into 429s before they reach the code under test.
      overrides: { publicWriteLimitPerMinute: 1_000_000 },
    });
    const staff = await signedInAgent(t, `hostile-${kind}@example.in`, "hostile-password-1");
    const tables: Record<string, string[]> = {};
    for (const [name, def] of apiTables(t.app)) tables[name] = Object.keys(def.columns);
    surface = {
      tables,
      functions: t.app.functions.all().map((f) => f.name),
      liveChatActions: [
        "check_agent_availability", "start_chat", "create_session", "send_message", "get_messages", "stream", "agent_online", "agent_offline",
        "heartbeat", "get_waiting_sessions", "get_active_sessions", "take_session", "end_session", "agent_stream",
        "send_transcript", "device_challenge", "device_token",
      ],
      pages: ["/", "/about", "/solutions", "/for-farmers", "/resources", "/soil-intelligence", "/start-clinic", "/privacy-policy", "/blog", "/blog/nope", "/sitemap", "/hi", "/hi/blog", "/admin", "/admin/login", "/admin/leads", "/admin/setup", "/no-such-page", "/%E0%A4", "/a/../../b"],
      formPages: ["/contact", "/csr", "/for-partners", "/find-clinic", "/hi/contact", "/hi/csr", "/resources", "/hi/resources", "/newsletter/confirm", "/hi/newsletter/unsubscribe", "/chat/transcript", "/hi/chat/transcript"],
      assets: assetsOf(),
      anonKey: await t.app.tokens.anonKey,
      staffToken: staff.token,
    };
    // A real chat session, so mutated messages and reads reach the database and not only the checks before it.
    const start = await t.app.inject({
      method: "POST",
      url: "/functions/v1/live-chat?action=start_chat",
      headers: { apikey: surface.anonKey, authorization: `Bearer ${surface.anonKey}`, "content-type": "application/json" },
      payload: { name: "Asha Devi", email: "asha@example.in", user_type: "farmer" },
    });
    expect(start.statusCode, start.body).toBe(201);
    const { sessionId } = start.json() as { sessionId: string };
    const lead = { name: "Asha Devi", email: "asha@example.in", phone: "+91 98220 00000", location: "Nashik", user_type: "farmer", source: "website", metadata: { page: "/contact" }, language: "en" };
    surface.validRows = {
      leads: lead,
      clinics: { name: "Nashik clinic", address: "Main road", district: "Nashik", state: "Maharashtra", services: [], phone: null, email: null, lat: 20, lng: 73.8 },
      blog_posts: { slug: "soil-health", title: "Soil health", content: "Text", status: "draft", tags: ["soil"], published_at: "2026-01-01T00:00:00Z" },
      chat_sessions: { user_name: "Asha", user_email: "asha@example.in", status: "waiting" },
      chat_session_messages: { session_id: sessionId, sender_type: "user", message: "Hello" },
      chat_messages: { session_id: sessionId, sender: "user", message: "Hello" },
    };
    surface.validBodies = {
      start_chat: { name: "Asha Devi", email: "asha@example.in", user_type: "farmer", metadata: { page: "/" } },
      create_session: { userName: "Asha Devi", userEmail: "asha@example.in", userType: "farmer" },
      send_message: { sessionId, message: "Is my soil acidic?", senderType: "user", senderName: "Asha" },
      take_session: { sessionId, agentId: staff.userId },
      end_session: { sessionId, agentId: staff.userId },
    };
  }, 60_000);
  afterAll(async () => t?.close());

  it("answers HEAD on every function, and every live-chat action, as its GET would: at once, no 5xx, no body", async () => {
    const urls = [
      ...surface.functions.map((name) => `/functions/v1/${name}`),
      ...surface.liveChatActions.map((action) => `/functions/v1/live-chat?action=${action}`),
    ];
    for (const token of [surface.anonKey, surface.staffToken]) {
      for (const url of urls) {
        // Over real HTTP, so a stream that a HEAD left open would hang here until the test's time runs out.
        const res = await fetch(t.url + url, { method: "HEAD", headers: { apikey: surface.anonKey, authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5_000) });
        expect(res.status, `HEAD ${url}`).toBeLessThan(500);
        expect(await res.text()).toBe("");
      }
    }
  });

  it("answers the shapes that once gave a 5xx or a JSON error with a plain 4xx", async () => {
    const answers: string[] = [];
    const note = (shape: string, status: number, type: string | undefined, body: string) => answers.push(`${shape} → ${status} ${type ?? ""} ${body.slice(0, 80)}`);
    if (hasBuild) {
      for (const page of ["/contact", "/csr", "/for-partners", "/find-clinic", "/hi/contact", "/hi/csr", "/hi/for-partners", "/hi/find-clinic"]) {
        // A post with no body and no Content-Type, in-process and over HTTP.
        const bare = await t.app.inject({ method: "POST", url: page });
        note(`bare POST ${page}`, bare.statusCode, bare.headers["content-type"] as string, bare.body);
        const overHttp = await fetch(t.url + page, { method: "POST", redirect: "manual" });
        note(`bare POST ${page} over HTTP`, overHttp.status, overHttp.headers.get("content-type") ?? undefined, await overHttp.text());
        // A form whose every field is valid but for a NUL (PostgreSQL refuses it in text).
        const nul = await t.app.inject({
          method: "POST",
          url: page,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "intent=contact&name=Asha%00Devi&email=asha@example.in&phone=%2B91%2098220%2000000&location=Nashik&message=Is%20my%20soil%20acidic%3F&user_type=farmer",
        });
        note(`NUL in a form field ${page}`, nul.statusCode, nul.headers["content-type"] as string, nul.body);
      }
      // A mangled language cookie is no choice of language, never a server error.
      for (const cookie of ["lang=%", "lang=%E0%A4", "theme=x; lang=hi%"]) {
        const read = await t.app.inject({ method: "GET", url: "/about", headers: { cookie } });
        expect(read.statusCode, cookie).toBe(200);
      }
    }
    const host = new URL(t.url).host;
    for (const method of ["HEAD", "GET"]) {
      const answer = await raw(t, `${method} / HTTP/1.1\r\nHost: ${host}\r\nX-Padding: ${"a".repeat(17 * 1024)}\r\nConnection: close\r\n\r\n`);
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      note(`${method} with 17 KiB of headers`, Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), /content-type: ([^\r]+)/i.exec(head)?.[1], body);
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      // A HEAD's answer has no body; a GET's is a sentence, not JSON.
      expect(body).toBe(method === "HEAD" ? "" : "The request's headers are larger than this server reads (16 KB)");
    }
    const wrong = answers.filter((a) => !/ → 4\d\d text\/plain/.test(a));
    expect(wrong).toEqual([]);
  });

  it(`answers ${COUNT} seeded hostile requests with no 5xx and no leak, and stays healthy`, async () => {
    const r = prng(SEED);
    const requests = Array.from({ length: COUNT }, () => hostileRequest(r, surface));
    // Drawn up front, so which requests travel over HTTP does not depend on timing.
    const overHttpFlags = requests.map((req) => req.stream || r.next() < HTTP_SHARE);
    const ips = Array.from({ length: 40 }, (_, i) => `203.0.113.${i + 1}`);
    const failures: Outcome[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const spent = new Map<string, number>();
    let viaHttp = 0;
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const i = next++;
        const req = requests[i]!;
        const http = overHttpFlags[i]!;
        let out: Outcome;
        const started = performance.now();
        try {
          out = http ? await overHttp(t, req) : await inProcess(t, req, ips[i % ips.length]!);
        } catch (err) {
          // The client refusing to send (a header it will not write) is not an answer; the connection dying is a failure.
          if (err instanceof TypeError && /header|Headers|ByteString|invalid|method is unsupported/i.test(String(err.message) + String((err as { cause?: Error }).cause?.message))) continue;
          out = { req, status: 599, body: String(err) };
        }
        sent++;
        const area = /^\/(rest|auth|functions)\//.exec(req.url)?.[1] ?? (req.url.startsWith("/assets") ? "assets" : "pages");
        spent.set(area, (spent.get(area) ?? 0) + performance.now() - started);
        if (http) viaHttp++;
        statuses.set(out.status, (statuses.get(out.status) ?? 0) + 1);
        if (out.status >= 500 || leaks(out)) failures.push(out);
      }
    };
    // The page renderer logs every refused page request with its stack (to the log, never to the client); kept out of the test output.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      quiet.mockRestore();
    }

    // Requests only a raw socket can make: HTTP/1.0 without Host, a lying Content-Length, a bad request line.
    const host = new URL(t.url).host;
    const rawAnswers = await Promise.all([
      raw(t, "GET / HTTP/1.0\r\n\r\n"),
      raw(t, `POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\nConnection: close\r\n\r\nab`),
      raw(t, `GET /%%% HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      raw(t, `PUT /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 20000\r\nConnection: close\r\n\r\n${"[".repeat(20_000)}`),
      raw(t, `GET /rest/v1/leads?name=eq.%00 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    ]);
    for (const answer of rawAnswers) {
      sent++;
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 || LEAK.test(answer)) failures.push({ req: { method: "RAW", url: answer.slice(0, 60), headers: {} }, status, body: answer });
    }

    const health = await fetch(`${t.url}/healthz`);
    const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
    console.log(
      `hostile requests on ${kind}: sent ${sent} (${viaHttp} over HTTP, pages ${hasBuild ? "included" : "left out: no site build"}), ` +
        `responses >= 500: ${fiveHundreds}, leaks: ${failures.length - fiveHundreds}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; ` +
        `seconds by area ${JSON.stringify(Object.fromEntries([...spent].map(([k, v]) => [k, Math.round(v / 100) / 10])))}`,
    );
    const shown = failures.slice(0, 5).map((f) => `${f.status} ${f.req.method} ${f.req.url.slice(0, 200)} ${JSON.stringify(f.req.headers).slice(0, 200)} body=${String(f.req.body ?? "").slice(0, 120)} → ${f.body.slice(0, 300)}`);
    expect(shown).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(health.status).toBe(200);
  }, 240_000);
});
