import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { sql } from "kysely";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../../tests/server/functions-client.ts";
import { supabaseFor } from "../../../tests/server/supabase.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { readJson } from "../db/dialect.ts";
import { site } from "../../../content/site.ts";

type Role = "anon" | "agent" | "admin";
type Verb = "select" | "insert" | "update" | "delete";

/** The data API's rule for each exposed table, role and verb, written out (README: "Policy table"). */
const RULES: Record<string, Record<Role, Verb[]>> = {
  leads: { anon: ["insert"], agent: ["select", "insert", "update"], admin: ["select", "insert", "update", "delete"] },
  chat_sessions: { anon: [], agent: ["select"], admin: ["select"] },
  chat_session_messages: { anon: [], agent: ["select"], admin: ["select"] },
  chat_messages: { anon: [], agent: ["select"], admin: ["select"] },
  blog_posts: { anon: ["select"], agent: ["select", "insert", "update", "delete"], admin: ["select", "insert", "update", "delete"] },
  clinics: { anon: ["select"], agent: ["select"], admin: ["select", "insert", "update", "delete"] },
};

describe.each(testDatabaseKinds())("the leads topic's rules through the data API on %s", (kind) => {
  let t: TestApp;
  let anonKey: string;
  let anon: SupabaseClient;
  let admin: { userId: string; token: string };
  let agent: { userId: string; token: string };
  const db = () => t.app.database.db;
  const as = (token: string) =>
    createClient(t.url, anonKey, { realtime: { transport: WebSocket as never }, auth: { persistSession: false, autoRefreshToken: false }, global: { headers: { Authorization: `Bearer ${token}` } } });

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: 10_000 } });
    anonKey = await t.app.tokens.anonKey;
    anon = await supabaseFor(t);
    admin = await signedInAgent(t, "admin@rules.example");
    agent = await signedInAgent(t, "agent@rules.example");
    const now = new Date().toISOString();
    await db().insertInto("staff_members").values({ user_id: admin.userId, role: "admin", display_name: "Asha Admin", active: t.app.database.bool(true), created_at: now }).execute();
    await db().insertInto("staff_members").values({ user_id: agent.userId, role: "agent", display_name: "Ravi Agent", active: t.app.database.bool(true), created_at: now }).execute();
  });
  afterAll(async () => t?.close());

  const captures = (id: string) =>
    db().selectFrom("lead_events").select(["data", "actor_id"]).where("lead_id", "=", id).where("kind", "=", "capture").orderBy("created_at").execute();

  it("three captures of one person through the official client make one lead with three captures and one 'New lead' mail", async () => {
    const meena = { name: "Meena K", user_type: "farmer", source: "website" };
    expect((await anon.from("leads").insert({ ...meena, email: "meena.k@example.com", phone: "+91 98765 11111" })).status).toBe(201);
    expect((await anon.from("leads").insert({ ...meena, email: "  Meena.K@Example.COM " })).status).toBe(201);
    // The same phone written another way, with an e-mail she gave later: the lead shows the newer one.
    const third = await as(agent.token)
      .from("leads")
      .insert({ ...meena, email: "meena.farm@example.com", phone: "9876511111", source: "manual" })
      .select("id, email, phone")
      .single();
    expect(third.status, JSON.stringify(third.error)).toBe(201);

    const rows = await db().selectFrom("leads").select(["id", "email"]).where("name", "=", "Meena K").execute();
    expect(rows).toHaveLength(1);
    const id = rows[0]!.id;
    // Return=representation answers the lead as stored: the earlier lead it joined.
    expect(third.data).toEqual({ id, email: "meena.farm@example.com", phone: "+91 98765 11111" });
    const events = await captures(id);
    expect(events).toHaveLength(3);
    expect(events.map((e) => readJson<{ joined?: boolean }>(e.data).joined ?? false)).toEqual([false, true, true]);
    expect(events[2]!.actor_id).toBe(agent.userId);
    const mails = await db().selectFrom("mail_outbox").select("subject").where("lead_id", "=", id).execute();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^New lead: Meena K/)]);
    // Both e-mails stay on the lead.
    const kept = await db().selectFrom("lead_contacts").select("normalized").where("lead_id", "=", id).where("kind", "=", "email").orderBy("normalized").execute();
    expect(kept.map((k) => k.normalized)).toEqual(["meena.farm@example.com", "meena.k@example.com"]);
  });

  it("an anonymous insert cannot read back, choose an id, or skip a required field", async () => {
    const back = await anon.from("leads").insert({ name: "A", email: "a@rules.example", user_type: "farmer" }).select().single();
    expect(back.status).toBe(401);
    expect((await anon.from("leads").insert({ id: randomUUID(), name: "A", email: "a@rules.example", user_type: "farmer" })).status).toBe(401);
    const missing = await anon.from("leads").insert({ email: "b@rules.example", user_type: "farmer" });
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toMatch(/name/);
    expect(await db().selectFrom("leads").select("id").where("email", "=", "b@rules.example").execute()).toHaveLength(0);
  });

  it("an agent cannot delete leads through the data API; an agent's edit is the desk's recorded command or refused", async () => {
    await anon.from("leads").insert({ name: "Gopal Rao", email: "gopal@rules.example", phone: "98765 22222", user_type: "farmer" });
    const lead = await db().selectFrom("leads").select(["id", "source"]).where("email", "=", "gopal@rules.example").executeTakeFirstOrThrow();
    const before = Number((await db().selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

    const del = await as(agent.token).from("leads").delete().not("id", "is", null);
    expect(del.status).toBe(403);
    expect(del.error?.code).toBe("42501");
    expect(del.error?.message).toBe("permission denied for table leads");
    expect(del.error?.hint).toMatch(/Only an admin may delete leads/);
    expect(Number((await db().selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n)).toBe(before);

    // Where a lead came from is history: refused, nothing written.
    const source = await as(agent.token).from("leads").update({ source: "manual" }).eq("id", lead.id);
    expect(source.status).toBe(403);
    expect(source.error?.message).toMatch(/column source/);
    expect((await db().selectFrom("leads").select("source").where("id", "=", lead.id).executeTakeFirstOrThrow()).source).toBe(lead.source);

    // A correction is the edit command: changed, with who and what on the timeline.
    const fixed = await as(agent.token).from("leads").update({ location: "Sangli", phone: "+91 98765 33333" }).eq("id", lead.id).select("location, phone").single();
    expect(fixed.status).toBe(200);
    expect(fixed.data).toEqual({ location: "Sangli", phone: "+91 98765 33333" });
    const edit = await db().selectFrom("lead_events").select(["actor_id", "data"]).where("lead_id", "=", lead.id).where("kind", "=", "edit").executeTakeFirstOrThrow();
    expect(edit.actor_id).toBe(agent.userId);
    expect(readJson<{ changes: Record<string, unknown> }>(edit.data).changes).toEqual({
      location: { from: null, to: "Sangli" },
      phone: { from: "98765 22222", to: "+91 98765 33333" },
    });
    // The old number still finds the lead.
    const phones = await db().selectFrom("lead_contacts").select("normalized").where("lead_id", "=", lead.id).where("kind", "=", "phone").orderBy("normalized").execute();
    expect(phones.map((p) => p.normalized)).toEqual(["+919876522222", "+919876533333"]);
  });

  it("an admin's delete is recorded and leaves nothing pointing at the lead", async () => {
    await anon.from("leads").insert({ name: "Kiran Jadhav", email: "kiran@rules.example", phone: "98765 44444", user_type: "farmer" });
    const lead = await db().selectFrom("leads").select("id").where("email", "=", "kiran@rules.example").executeTakeFirstOrThrow();
    // A second lead merged into it, a chat with messages and a call-back: all of it goes.
    await anon.from("leads").insert({ name: "Kiran J", email: "kiran.j@rules.example", user_type: "farmer" });
    const other = await db().selectFrom("leads").select("id").where("email", "=", "kiran.j@rules.example").executeTakeFirstOrThrow();
    await t.app.leads.merge(admin.userId, lead.id, other.id);
    const sessionId = randomUUID();
    const now = new Date().toISOString();
    await db().insertInto("chat_sessions").values({ id: sessionId, user_name: "Kiran", user_email: "kiran@rules.example", user_type: "farmer", lead_id: lead.id, status: "ended", agent_id: null, created_at: now, ended_at: now }).execute();
    await db().insertInto("chat_session_messages").values({ id: randomUUID(), session_id: sessionId, sender_type: "user", sender_name: "Kiran", message: "Namaste", created_at: now }).execute();
    await db().insertInto("callback_requests").values({ id: randomUUID(), lead_id: lead.id, session_id: sessionId, phone: "+919876544444", slot_start: now, note: null, status: "requested", created_at: now }).execute();

    const del = await as(admin.token).from("leads").delete().eq("id", lead.id).select("name");
    expect(del.status, JSON.stringify(del.error)).toBe(200);
    expect(del.data).toEqual([{ name: "Kiran Jadhav" }]);

    const record = await db().selectFrom("lead_deletions").selectAll().where("lead_id", "=", lead.id).executeTakeFirstOrThrow();
    expect(record.deleted_by).toBe(admin.userId);
    expect(record.via).toBe("rest");
    expect(Date.now() - Date.parse(new Date(record.deleted_at).toISOString())).toBeLessThan(60_000);
    const what = readJson<{ name: string; merged: string[]; removed: Record<string, number> }>(record.record);
    expect(what.name).toBe("Kiran Jadhav");
    expect(what.merged).toEqual([other.id]);
    expect(what.removed).toMatchObject({ chat_sessions: 1, chat_session_messages: 1, callback_requests: 1 });
    expect(JSON.stringify(what)).not.toContain("kiran@rules.example");

    // No row of any table points at either lead.
    const gone = [lead.id, other.id];
    expect(await db().selectFrom("leads").select("id").where("id", "in", gone).execute()).toHaveLength(0);
    const tables =
      kind === "sqlite"
        ? (await sql<{ name: string }>`select m.name as name from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.name = 'lead_id'`.execute(db())).rows
        : (await sql<{ name: string }>`select table_name as name from information_schema.columns where column_name = 'lead_id' and table_schema = current_schema()`.execute(db())).rows;
    expect(tables.map((r) => r.name)).toEqual(expect.arrayContaining(["lead_events", "lead_contacts", "chat_sessions", "callback_requests", "mail_outbox"]));
    for (const { name } of tables.filter((r) => r.name !== "lead_deletions")) {
      const left = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)} where lead_id in (${sql.join(gone)})`.execute(db());
      expect(Number(left.rows[0]!.n), name).toBe(0);
    }
    expect(await db().selectFrom("chat_session_messages").select("id").where("session_id", "=", sessionId).execute()).toHaveLength(0);
  });

  it("a capture that joins a closed lead sends its owner a notice, not a 'New lead' mail", async () => {
    await anon.from("leads").insert({ name: "Suresh Patil", email: "suresh@rules.example", user_type: "farmer" });
    const lead = await db().selectFrom("leads").select("id").where("email", "=", "suresh@rules.example").executeTakeFirstOrThrow();
    await t.app.leads.change(admin.userId, lead.id, { action: "owner", ownerId: agent.userId });
    await t.app.leads.change(admin.userId, lead.id, { action: "status", status: "lost", reason: "No budget" });
    await anon.from("leads").insert({ name: "Suresh Patil", email: "SURESH@rules.example", user_type: "farmer" });
    const mails = await db().selectFrom("mail_outbox").select(["recipient", "subject"]).where("lead_id", "=", lead.id).orderBy("created_at").execute();
    expect(mails).toEqual([
      { recipient: site.emails.sales, subject: expect.stringMatching(/^New lead: Suresh Patil/) },
      { recipient: "agent@rules.example", subject: "A closed lead came back: Suresh Patil" },
    ]);
  });

  it("every exposed table answers each role and verb as its topic's rule says", async () => {
    const tokens: Record<Role, string> = { anon: anonKey, agent: agent.token, admin: admin.token };
    const request = (table: string, verb: Verb, token: string) => {
      const headers = { apikey: anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" };
      const none = `id=eq.${randomUUID()}`;
      // Allowed writes are sent so that they change nothing: an empty row (a 400) or a filter matching no row.
      if (verb === "select") return fetch(`${t.url}/rest/v1/${table}?select=*&limit=1`, { headers });
      if (verb === "insert") return fetch(`${t.url}/rest/v1/${table}`, { method: "POST", headers, body: "{}" });
      if (verb === "update") return fetch(`${t.url}/rest/v1/${table}?${none}`, { method: "PATCH", headers, body: "{}" });
      return fetch(`${t.url}/rest/v1/${table}?${none}`, { method: "DELETE", headers });
    };
    const seen: string[] = [];
    const expected: string[] = [];
    for (const [table, rule] of Object.entries(RULES)) {
      for (const role of ["anon", "agent", "admin"] as Role[]) {
        for (const verb of ["select", "insert", "update", "delete"] as Verb[]) {
          const res = await request(table, verb, tokens[role]);
          const refused = res.status === 401 || res.status === 403;
          if (refused) expect((await res.json()).code).toBe("42501");
          else expect(res.status, `${table} ${role} ${verb}`).toBeLessThan(500);
          seen.push(`${table} ${role} ${verb}: ${refused ? "refused" : "allowed"}`);
          expected.push(`${table} ${role} ${verb}: ${rule[role].includes(verb) ? "allowed" : "refused"}`);
        }
      }
    }
    expect(seen).toEqual(expected);
  });
});
