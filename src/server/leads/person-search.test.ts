import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import type { LeadsPage } from "../../shared/api-types.ts";
import type { DuplicateLead } from "../../shared/manual-lead.ts";
import { readJson } from "../db/dialect.ts";
import { sendDailyDigest } from "./digest.ts";

describe.each(testDatabaseKinds())("finding the person behind a lead on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let agent: { userId: string; token: string };
  let rameshwar: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    agent = await signedInAgent(t, "agent@search.example");
    await t.app.database.db
      .insertInto("staff_members")
      .values({ user_id: agent.userId, role: "agent", display_name: "Ravi Agent", active: t.app.database.bool(true), created_at: new Date().toISOString() })
      .execute();
    const first = await t.app.leads.capture({ name: "रामेश्वर पाटील", email: "rameshwar.old@example.in", phone: "98765 43210", user_type: "farmer", source: "website", language: "hi" });
    // He comes back through the chat with a new e-mail: the same phone joins the lead.
    const again = await t.app.leads.capture({ name: "Rameshwar", email: "rameshwar.new@example.in", phone: "+91 98765 43210", user_type: "farmer", source: "live_chat", language: "en" });
    expect(again.id).toBe(first.id);
    rameshwar = first.id;
    await t.app.leads.capture({ name: "Someone Else", email: "else@example.in", phone: "91234 56789", user_type: "farmer", source: "website" });
  });
  afterAll(async () => t?.close());

  const search = async (q: string) => {
    const res = await call("leads-page", { query: { q, page: "0" }, token: agent.token });
    expect(res.status, res.text).toBe(200);
    return (res.json as unknown as LeadsPage).rows.map((r) => r.id);
  };

  it.each(["9876543210", "+91 98765 43210", "98765 43210", "43210", "Rameshwar", "rameshwar patil", "रामेश्वर", "rameshwar.old@example.in", "RAMESHWAR.NEW@example.in"])(
    "%s finds the lead",
    async (q) => {
      expect(await search(q)).toEqual([rameshwar]);
    },
  );

  it("a term that is nobody's finds nothing", async () => {
    expect(await search("Mahesh")).toEqual([]);
    expect(await search("98765 00000")).toEqual([]);
  });

  it("the lead shows the newer e-mail and the language of the last conversation, with the change on its timeline", async () => {
    const lead = await t.app.database.db.selectFrom("leads").select(["name", "email", "language"]).where("id", "=", rameshwar).executeTakeFirstOrThrow();
    expect(lead).toEqual({ name: "रामेश्वर पाटील", email: "rameshwar.new@example.in", language: "en" });
    const language = await t.app.database.db.selectFrom("lead_events").select("data").where("lead_id", "=", rameshwar).where("kind", "=", "language").executeTakeFirstOrThrow();
    expect(readJson(language.data)).toEqual({ from: "hi", to: "en", source: "live_chat" });
  });

  it("staff add a lead who phoned; the same person again is suggested as a duplicate or joins", async () => {
    const bad = await call("lead-add", { body: { name: "Walk In", userType: "farmer" }, token: agent.token });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/phone/i);
    expect((await call("lead-add", { body: { name: "X", phone: "98765 11111", userType: "farmer" } })).status).toBe(401);

    const added = await call("lead-add", { body: { name: "Savitri Bai", phone: "094150 77777", userType: "farmer", language: "hi", notes: "Came to the lab with a sample" }, token: agent.token });
    expect(added.status, added.text).toBe(200);
    const id = (added.json as { id: string }).id;
    const row = await t.app.database.db.selectFrom("leads").select(["source", "phone", "email"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ source: "manual", phone: "+919415077777", email: "" });
    const events = await t.app.database.db.selectFrom("lead_events").select(["kind", "actor_id"]).where("lead_id", "=", id).orderBy("created_at").execute();
    expect(events).toEqual([
      { kind: "capture", actor_id: agent.userId },
      { kind: "note", actor_id: agent.userId },
    ]);
    // The same number typed another way joins her lead.
    const twice = await call("lead-add", { body: { name: "Savitri", phone: "+91 94150 77777", userType: "farmer" }, token: agent.token });
    expect((twice.json as { id: string }).id).toBe(id);

    // A lead of the same name in Latin letters, with another number, is suggested on her page.
    const other = await t.app.leads.capture({ name: "सावित्री बाई", email: "savitri@example.in", user_type: "farmer", source: "website" });
    const dup = await call("lead-duplicates", { query: { id: other.id }, token: agent.token });
    expect(dup.status, dup.text).toBe(200);
    const list = (dup.json as { duplicates: DuplicateLead[] }).duplicates;
    expect(list.map((d) => [d.id, d.shared])).toEqual([[id, ["name"]]]);
    expect((await call("lead-duplicates", { query: { id: crypto.randomUUID() }, token: agent.token })).status).toBe(404);
  });

  it("a returning lead is one line in its owner's digest, not a second 'New lead' mail", async () => {
    await t.app.leads.change(agent.userId, rameshwar, { action: "owner", ownerId: agent.userId });
    await t.app.leads.capture({ name: "Rameshwar", email: "rameshwar.new@example.in", user_type: "farmer", source: "website" });
    const mails = await t.app.database.db.selectFrom("mail_outbox").select("subject").where("lead_id", "=", rameshwar).execute();
    expect(mails.filter((m) => m.subject.startsWith("New lead"))).toHaveLength(1);
    // The next 9:30 IST (04:00 UTC) from now.
    const at = new Date();
    at.setUTCHours(4, 0, 0, 0);
    if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
    const sent = await sendDailyDigest({ database: t.app.database, mailer: t.app.mailer, adminUrl: "https://site.example/admin/leads" }, at);
    expect(sent.outcome).toBe("sent");
    const digest = await t.app.database.db.selectFrom("mail_outbox").select(["subject", "text"]).where("recipient", "=", "agent@search.example").executeTakeFirstOrThrow();
    expect(digest.subject).toMatch(/^Returning leads/);
    expect(digest.text.match(/Returning lead: /g)).toHaveLength(1);
    expect(digest.text).toContain(`Returning lead: रामेश्वर पाटील (Live Chat, Website)\n  https://site.example/admin/leads/${rameshwar}`);
  });
});
