import http from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../../content/site.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startSmtpPeer } from "../../../tests/server/smtp-peer.ts";

const visitor = {
  name: "Sunita Devi",
  email: "sunita@example.in",
  phone: "+91 94150 22222",
  location: "Barabanki, Uttar Pradesh",
  user_type: "farmer",
  metadata: { userAgent: "Mozilla/5.0 (Linux; Android 11)" },
};

/** A raw request with any Host header (fetch may not set one). */
function rawRequest(url: string, opts: { method?: string; host: string; headers?: Record<string, string>; body?: unknown }) {
  const u = new URL(url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      { host: u.hostname, port: u.port, path: u.pathname + u.search, method: opts.method ?? "GET", headers: { host: opts.host, ...(body ? { "content-type": "application/json" } : {}), ...opts.headers } },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe.each(testDatabaseKinds())("the chat widget's lead path on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let call: ReturnType<typeof functionsClient>;
  let anonKey: string;
  const db = () => t.app.database.db;
  const rowsFor = async (email: string) => ({
    leads: await db().selectFrom("leads").selectAll().where("email", "=", email).execute(),
    sessions: await db().selectFrom("chat_sessions").selectAll().where("user_email", "=", email).execute(),
    mails: await db()
      .selectFrom("mail_outbox")
      .selectAll()
      .where("text", "like", `%${email}%`)
      .execute(),
  });

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(kind, { listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50 } });
    anonKey = await t.app.tokens.anonKey;
    call = functionsClient(t.url, anonKey);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("stores the lead, its notification and a session linked by id in one request, and mails the stored row", async () => {
    const r = await call("live-chat?action=start_chat", { body: visitor });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ mode: "assistant", hasAgent: false, agentId: null });
    const { leads, sessions, mails } = await rowsFor(visitor.email);
    expect(leads).toHaveLength(1);
    // The phone typed with spaces is stored in its one canonical form.
    expect(leads[0]).toMatchObject({ id: r.json.leadId, name: visitor.name, source: "live_chat", phone: "+919415022222" });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ id: r.json.sessionId, lead_id: r.json.leadId, mode: "assistant" });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lead_id).toBe(r.json.leadId);

    const mail = (await smtp.find((m) => m.raw.includes(visitor.email)))!;
    expect(mail.to).toEqual([site.emails.sales]);
    for (const fact of [visitor.name, "+91 94150 22222", visitor.location, "Farmer", "Live Chat", "Android 11"]) expect(mail.raw).toContain(fact);
    // The link in a staff e-mail is the configured address, not the request's.
    expect(mail.raw).toContain(`${t.config.siteUrl}/admin/leads`);
  });

  it("opens a live chat when an agent is online, and the agent sees the lead behind it", async () => {
    const agent = await signedInAgent(t, "agent-start@soil.example");
    expect((await call("live-chat?action=agent_online", { body: {}, token: agent.token })).status).toBe(200);
    const r = await call("live-chat?action=start_chat", { body: { ...visitor, email: "live.visitor@example.in" } });
    expect(r.json).toMatchObject({ mode: "live", hasAgent: true });
    const waiting = await call("live-chat?action=get_waiting_sessions", { token: agent.token });
    const mine = (waiting.json.sessions as Array<{ id: string; lead: { id: string; location: string } | null }>).find((s) => s.id === r.json.sessionId);
    expect(mine?.lead).toMatchObject({ id: r.json.leadId, location: visitor.location });
    await call("live-chat?action=agent_offline", { body: {}, token: agent.token });
  });

  it("leaves nothing half-written when a step fails: no lead, no e-mail, no session", async () => {
    if (kind === "sqlite") {
      await sql`create trigger refuse_sessions before insert on chat_sessions begin select raise(abort, 'sessions refused for this test'); end`.execute(db());
    } else {
      await sql`create function refuse_sessions() returns trigger language plpgsql as $$ begin raise exception 'sessions refused for this test'; end $$`.execute(db());
      await sql`create trigger refuse_sessions before insert on chat_sessions for each row execute function refuse_sessions()`.execute(db());
    }
    try {
      const r = await call("live-chat?action=start_chat", { body: { ...visitor, email: "half.written@example.in" } });
      expect(r.status).toBe(500);
      expect(r.text).not.toContain("refused for this test");
      const { leads, sessions, mails } = await rowsFor("half.written@example.in");
      expect({ leads: leads.length, sessions: sessions.length, mails: mails.length }).toEqual({ leads: 0, sessions: 0, mails: 0 });
      expect(await smtp.find((m) => m.raw.includes("half.written@example.in"), 500)).toBeUndefined();
    } finally {
      await sql`drop trigger refuse_sessions${kind === "postgres" ? sql` on chat_sessions` : sql``}`.execute(db());
      if (kind === "postgres") await sql`drop function refuse_sessions()`.execute(db());
    }
  });

  it("records the visitor's language, and the team's e-mail says it", async () => {
    const r = await call("live-chat?action=start_chat", { body: { ...visitor, email: "hindi.visitor@example.in", phone: "+91 94150 33333", language: "hi" } });
    expect(r.status).toBe(201);
    const { leads } = await rowsFor("hindi.visitor@example.in");
    expect(leads[0]!.language).toBe("hi");
    const mail = await smtp.find((m) => m.raw.includes("hindi.visitor@example.in"));
    expect(mail?.raw).toContain("Language: Hindi");
    expect((await call("live-chat?action=start_chat", { body: { ...visitor, language: "fr" } })).status).toBe(400);
  });

  it("refuses a start with bad fields, with the problem named", async () => {
    const r = await call("live-chat?action=start_chat", { body: { ...visitor, email: "not-an-email" } });
    expect(r.status).toBe(400);
    expect(String(r.json.error)).toMatch(/email/);
    expect((await call("live-chat?action=start_chat", { body: { ...visitor, user_type: "wizard" } })).status).toBe(400);
  });

  it("send-lead-email mails nothing for a person who never left a lead", async () => {
    const stranger = { name: "Not Stored", email: "never.stored@example.in", user_type: "farmer", source: "live_chat" };
    const r = await call("send-lead-email", { body: { leadData: stranger } });
    expect(r.status).toBe(404);
    expect(r.json.code).toBe("lead_not_found");
    expect((await rowsFor(stranger.email)).mails).toHaveLength(0);
    expect(await smtp.find((m) => m.raw.includes(stranger.email), 500)).toBeUndefined();
  });

  it("the original calls still work: a lead stored through the data API is mailed once, however often send-lead-email is asked", async () => {
    const lead = { name: "Old Flow", email: "old.flow@example.in", phone: null, location: "Sagar", user_type: "fpo", source: "live_chat", metadata: { timestamp: new Date().toISOString() } };
    const insert = await fetch(`${t.url}/rest/v1/leads`, {
      method: "POST",
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
      body: JSON.stringify(lead),
    });
    expect(insert.status).toBe(201);
    const first = await call("send-lead-email", { body: { leadData: lead } });
    const again = await call("send-lead-email", { body: { leadData: lead } });
    expect(first.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    const { leads, mails } = await rowsFor(lead.email);
    expect(leads).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lead_id).toBe(leads[0]!.id);
  });

  it("create_session never links a stranger's lead by e-mail; a visitor token links the visitor's own", async () => {
    const agent = await signedInAgent(t, "agent-link@soil.example");
    await call("live-chat?action=agent_online", { body: {}, token: agent.token });
    const victim = await call("live-chat?action=start_chat", { body: { ...visitor, email: "victim@example.in" } });
    const attacker = await call("live-chat?action=create_session", { body: { userName: "Someone", userEmail: "victim@example.in", userType: "farmer" } });
    expect(attacker.status).toBe(200);
    const own = await call("live-chat?action=create_session", {
      body: { userName: visitor.name, userEmail: "victim@example.in", userType: "farmer", visitorToken: victim.json.visitorToken },
    });
    const forged = await call("live-chat?action=create_session", {
      body: { userName: "Someone", userEmail: "victim@example.in", userType: "farmer", visitorToken: `${String(victim.json.visitorToken).slice(0, -4)}AAAA` },
    });
    const waiting = (await call("live-chat?action=get_waiting_sessions", { token: agent.token })).json.sessions as Array<{ id: string; lead: unknown; lead_id: string | null }>;
    const byId = (id: unknown) => waiting.find((s) => s.id === id);
    expect(byId(attacker.json.sessionId)).toMatchObject({ lead: null, lead_id: null });
    expect(byId(forged.json.sessionId)).toMatchObject({ lead: null, lead_id: null });
    expect(byId(own.json.sessionId)).toMatchObject({ lead_id: victim.json.leadId });
    await call("live-chat?action=agent_offline", { body: {}, token: agent.token });
  });

  it("a forged Host header never reaches /config.json or a staff e-mail", async () => {
    const config = await rawRequest(`${t.url}/config.json`, { host: "evil.example" });
    expect(config.status).toBe(400);
    expect(config.text).not.toContain("evil.example");
    const ok = await rawRequest(`${t.url}/config.json`, { host: new URL(t.url).host });
    expect(JSON.parse(ok.text).supabaseUrl).toBe(t.url);

    const r = await rawRequest(`${t.url}/functions/v1/live-chat?action=start_chat`, {
      method: "POST",
      host: "evil.example",
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
      // Another person (the same phone would join the earlier lead, which sends no second "New lead" mail).
      body: { ...visitor, email: "host.check@example.in", phone: "+91 94150 66666" },
    });
    expect(r.status).toBe(201);
    const mail = (await smtp.find((m) => m.raw.includes("host.check@example.in")))!;
    expect(mail.raw).not.toContain("evil.example");
    expect(mail.raw).toContain(`${t.config.siteUrl}/admin/leads`);
  });
});

describe("the public address in production", () => {
  it("stops the server with a clear message when PUBLIC_URL is missing, and uses it everywhere when set", async () => {
    const { loadConfig } = await import("../config.server.ts");
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    const c = loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), PUBLIC_URL: "https://soil.example/" });
    expect(c.siteUrl).toBe("https://soil.example");
    const t = await startTestApp("sqlite", { listen: true, overrides: { publicUrl: "https://soil.example" } });
    try {
      const r = await rawRequest(`${t.url}/config.json`, { host: "evil.example" });
      expect(JSON.parse(r.text).supabaseUrl).toBe("https://soil.example");
    } finally {
      await t.close();
    }
  });
});
