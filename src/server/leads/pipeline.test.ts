import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import type { DeskDashboard, DeskLead, LeadDetail } from "../../shared/desk-types.ts";
import type { NewLead } from "./schema.ts";

const farmer = (over: Partial<NewLead> = {}): NewLead => ({
  name: "Asha Rao",
  email: "asha@farm.example",
  phone: "98450 00001",
  location: "Pune",
  user_type: "farmer",
  source: "live_chat",
  metadata: { crop: "wheat" },
  ...over,
});

describe.each(testDatabaseKinds())("lead pipeline on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let admin: { userId: string; token: string };
  let agent: { userId: string; token: string };

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    admin = await signedInAgent(t, "admin@soil.example");
    agent = await signedInAgent(t, "agent@soil.example");
    await t.app.database.db
      .insertInto("staff_members")
      .values({ user_id: agent.userId, role: "agent", display_name: "Ravi Agent", active: t.app.database.bool(true), created_at: new Date().toISOString() })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const detail = async (id: string, token = agent.token) => {
    const res = await call("lead-detail", { query: { id }, token });
    expect(res.status).toBe(200);
    return res.json as unknown as LeadDetail;
  };

  it("the same phone in two formats is one lead with two captures", async () => {
    const first = await t.app.leads.capture(farmer({ email: "one@farm.example", phone: "+91 98450 11111" }));
    const second = await t.app.leads.capture(farmer({ email: "other@farm.example", phone: "098450-11111", source: "website", metadata: { message: "Need a test" } }));
    expect(second.id).toBe(first.id);
    const d = await detail(first.id);
    const captures = d.timeline.filter((i) => i.type === "event" && i.kind === "capture");
    expect(captures).toHaveLength(2);
    expect(captures.map((c) => (c.type === "event" ? c.data?.source : null)).sort()).toEqual(["live_chat", "website"]);
    // One "New lead" mail: the second capture joined the lead and sends none.
    expect(d.timeline.filter((i) => i.type === "email")).toHaveLength(1);
    // The lead shows the newer e-mail and keeps both.
    expect(d.lead.email).toBe("other@farm.example");
    const kept = await t.app.database.db.selectFrom("lead_contacts").select("normalized").where("lead_id", "=", first.id).where("kind", "=", "email").orderBy("normalized").execute();
    expect(kept.map((k) => k.normalized)).toEqual(["one@farm.example", "other@farm.example"]);
    const n = await t.app.database.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).where("phone_e164", "=", "+919845011111").executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });

  it("the same e-mail in another case joins the earlier lead; a different person does not", async () => {
    const a = await t.app.leads.capture(farmer({ email: "Mixed@Farm.example", phone: null }));
    const b = await t.app.leads.capture(farmer({ email: "mixed@farm.example", phone: "98450 22222" }));
    const c = await t.app.leads.capture(farmer({ email: "someone@farm.example", phone: "98450 33333" }));
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
  });

  it("bookings without an e-mail are not joined by their empty address, only by the same phone", async () => {
    const a = await t.app.leads.capture(farmer({ email: "", phone: "94150 55501", source: "website" }));
    const b = await t.app.leads.capture(farmer({ email: "", phone: "94150 55502", source: "website" }));
    const c = await t.app.leads.capture(farmer({ email: "", phone: "+91 94150 55501", source: "website" }));
    expect(b.id).not.toBe(a.id);
    expect(c.id).toBe(a.id);
  });

  it("a lead not heard from in 90 days is not joined", async () => {
    const old = await t.app.leads.capture(farmer({ email: "old@farm.example", phone: "98450 44444" }));
    const longAgo = new Date(Date.now() - 91 * 86_400_000).toISOString();
    await t.app.database.db.updateTable("leads").set({ created_at: longAgo }).where("id", "=", old.id).execute();
    await t.app.database.db.updateTable("lead_contacts").set({ first_seen_at: longAgo, last_seen_at: longAgo }).where("lead_id", "=", old.id).execute();
    const again = await t.app.leads.capture(farmer({ email: "old@farm.example", phone: "98450 44444" }));
    expect(again.id).not.toBe(old.id);
  });

  it("status, owner, note and follow-up persist and each appears on the timeline with who did it", async () => {
    const lead = await t.app.leads.capture(farmer({ email: "pipe@farm.example", phone: "98450 55555" }));
    const at = "2026-11-21T04:30:00.000Z";
    for (const body of [
      { id: lead.id, action: "status", status: "contacted" },
      { id: lead.id, action: "owner", ownerId: agent.userId },
      { id: lead.id, action: "note", text: "Called; will bring soil on Friday" },
      { id: lead.id, action: "follow_up", at },
    ]) {
      const res = await call("lead-update", { body, token: agent.token });
      expect(res.status, res.text).toBe(200);
    }
    const d = await detail(lead.id);
    expect(d.lead).toMatchObject<Partial<DeskLead>>({ status: "contacted", owner_id: agent.userId, next_follow_up_at: at });
    const kinds = d.timeline.flatMap((i) => (i.type === "event" ? [i.kind] : []));
    expect(kinds.slice(0, 4).sort()).toEqual(["follow_up", "note", "owner", "status"]);
    const note = d.timeline.find((i) => i.type === "event" && i.kind === "note");
    expect(note).toMatchObject({ actor: "Ravi Agent", data: { text: "Called; will bring soil on Friday" } });
    const rows = await t.app.database.db.selectFrom("lead_events").select("kind").where("lead_id", "=", lead.id).execute();
    expect(rows).toHaveLength(5);
  });

  it("refuses a lost status without a reason, an unknown owner and a missing lead with 4xx", async () => {
    const lead = await t.app.leads.capture(farmer({ email: "bad@farm.example", phone: "98450 66666" }));
    expect((await call("lead-update", { body: { id: lead.id, action: "status", status: "lost" }, token: agent.token })).status).toBe(400);
    const lost = await call("lead-update", { body: { id: lead.id, action: "status", status: "lost", reason: "Too far away" }, token: agent.token });
    expect(lost.json).toMatchObject({ status: "lost", lost_reason: "Too far away" });
    expect((await call("lead-update", { body: { id: lead.id, action: "owner", ownerId: crypto.randomUUID() }, token: agent.token })).status).toBe(400);
    expect((await call("lead-update", { body: { id: crypto.randomUUID(), action: "note", text: "x" }, token: agent.token })).status).toBe(404);
    expect((await call("lead-update", { body: { id: lead.id, action: "note", text: "x" } })).status).toBe(401);
  });

  it("bulk assign and bulk status change every chosen lead, each on its own timeline", async () => {
    const a = await t.app.leads.capture(farmer({ email: "bulk1@farm.example", phone: "98450 77771" }));
    const b = await t.app.leads.capture(farmer({ email: "bulk2@farm.example", phone: "98450 77772" }));
    expect((await call("leads-bulk", { body: { ids: [a.id, b.id], change: { action: "owner", ownerId: admin.userId } }, token: agent.token })).status).toBe(200);
    expect((await call("leads-bulk", { body: { ids: [a.id, b.id], change: { action: "status", status: "qualified" } }, token: agent.token })).status).toBe(200);
    const page = await call("leads-page", { query: { status: "qualified", owner: admin.userId }, token: agent.token });
    expect((page.json as { rows: DeskLead[] }).rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    const summary = await call("leads-summary", { query: { owner: admin.userId }, token: agent.token });
    expect((summary.json as { byStatus: Record<string, number> }).byStatus.qualified).toBe(2);
  });

  it("deleting a lead is admin-only and needs its name typed", async () => {
    const lead = await t.app.leads.capture(farmer({ name: "Delete Me", email: "del@farm.example", phone: "98450 88888" }));
    expect((await call("lead-delete", { body: { id: lead.id, confirmName: "Delete Me" }, token: agent.token })).status).toBe(403);
    expect((await call("lead-delete", { body: { id: lead.id, confirmName: "Delete" }, token: admin.token })).status).toBe(400);
    expect((await call("lead-delete", { body: { id: lead.id, confirmName: "Delete Me" }, token: admin.token })).status).toBe(200);
    expect(await t.app.database.db.selectFrom("leads").select("id").where("id", "=", lead.id).executeTakeFirst()).toBeUndefined();
  });

  it("the dashboard lists overdue and due-today follow-ups and counts conversions by source", async () => {
    const late = await t.app.leads.capture(farmer({ email: "late@farm.example", phone: "98450 90001" }));
    const soon = await t.app.leads.capture(farmer({ email: "soon@farm.example", phone: "98450 90002", source: "website" }));
    await call("lead-update", { body: { id: late.id, action: "follow_up", at: new Date(Date.now() - 3_600_000).toISOString() }, token: agent.token });
    // A minute from now is still today in India unless the test runs in the last minute of an IST day.
    await call("lead-update", { body: { id: soon.id, action: "follow_up", at: new Date(Date.now() + 60_000).toISOString() }, token: agent.token });
    await call("lead-update", { body: { id: soon.id, action: "status", status: "converted" }, token: agent.token });
    const res = await call("desk-dashboard", { token: agent.token });
    expect(res.status).toBe(200);
    const d = res.json as unknown as DeskDashboard;
    expect(d.overdue.map((i) => i.lead.id)).toContain(late.id);
    expect(d.overdue.map((i) => i.lead.id)).not.toContain(soon.id);
    expect(d.byStatus.converted).toBeGreaterThanOrEqual(1);
    expect(d.conversionBySource.website!.converted).toBeGreaterThanOrEqual(1);
    const due = await call("leads-page", { query: { followUp: "due" }, token: agent.token });
    expect((due.json as { rows: DeskLead[] }).rows.map((r) => r.id)).toContain(late.id);
    expect((await call("desk-dashboard")).status).toBe(401);
  });
});
