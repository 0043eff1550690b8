import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import type { DeskDashboard, DeskLead, LeadDetail, TimelineItem } from "../../shared/desk-types.ts";
import { openDatabase } from "../db/index.server.ts";
import { captureLead } from "./commands.ts";
import type { NewLead } from "./schema.ts";

let seq = 0;
const farmer = (over: Partial<NewLead> = {}): NewLead => {
  seq += 1;
  return {
    name: `Farmer ${seq}`,
    email: `farmer${seq}@desk.example`,
    phone: `97400 ${String(10000 + seq).slice(-5)}`,
    location: "Nashik",
    user_type: "farmer",
    source: "live_chat",
    metadata: null,
    ...over,
  };
};

describe.each(testDatabaseKinds())("the desk's call-backs, ratings, merges and round-robin on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let admin: { userId: string; token: string };
  let agent: { userId: string; token: string };
  const db = () => t.app.database.db;

  const addStaff = async (userId: string, role: "admin" | "agent", name: string, active = true, createdAt = new Date().toISOString()) =>
    db()
      .insertInto("staff_members")
      .values({ user_id: userId, role, display_name: name, active: t.app.database.bool(active), created_at: createdAt })
      .execute();

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    admin = await signedInAgent(t, "admin@desk.example");
    agent = await signedInAgent(t, "agent@desk.example");
    await addStaff(admin.userId, "admin", "Asha Admin");
    await addStaff(agent.userId, "agent", "Ravi Agent", true, "2026-01-01T00:00:00.000Z");
  });
  afterAll(async () => {
    await t?.close();
  });

  const detail = async (id: string, token = agent.token) => {
    const res = await call("lead-detail", { query: { id }, token });
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as LeadDetail;
  };
  const dashboard = async (query: Record<string, string> = {}) => {
    const res = await call("desk-dashboard", { query, token: agent.token });
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as DeskDashboard;
  };
  /** The leads staff read through the data API (as the dashboard does), by name. */
  const restLeadIds = async (name: string) => {
    const res = await t.app.inject({ url: `/rest/v1/leads?select=id&name=ilike.*${name}*`, headers: { apikey: await t.app.tokens.anonKey, authorization: `Bearer ${agent.token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ id: string }>).map((r) => r.id);
  };
  const dueIds = async () => ((await call("leads-page", { query: { followUp: "due" }, token: agent.token })).json as { rows: DeskLead[] }).rows.map((r) => r.id);

  const callback = async (leadId: string | null, slot: Date, note: string | null = "After 5 pm please") => {
    const id = randomUUID();
    await db()
      .insertInto("callback_requests")
      .values({ id, lead_id: leadId, session_id: null, phone: "+919740012345", slot_start: slot.toISOString(), note, created_at: new Date().toISOString() })
      .execute();
    return id;
  };
  const chat = async (leadId: string, rating: number | null, agentId: string | null, endedAt = new Date()) => {
    const id = randomUUID();
    await db()
      .insertInto("chat_sessions")
      .values({
        id,
        user_name: "Visitor",
        user_email: "visitor@desk.example",
        user_type: "farmer",
        lead_id: leadId,
        status: "ended",
        agent_id: agentId,
        created_at: new Date(endedAt.getTime() - 600_000).toISOString(),
        ended_at: endedAt.toISOString(),
        rating,
        rated_agent_id: rating === null ? null : agentId,
      })
      .execute();
    await db()
      .insertInto("chat_session_messages")
      .values({ id: randomUUID(), session_id: id, sender_type: "user", sender_name: "Visitor", message: "Is my soil salty?", created_at: new Date(endedAt.getTime() - 500_000).toISOString() })
      .execute();
    return id;
  };

  describe("call-backs", () => {
    it("show on the lead's timeline with their slot, phone and note", async () => {
      const lead = await t.app.leads.capture(farmer());
      const slot = new Date(Date.now() + 86_400_000);
      const id = await callback(lead.id, slot);
      const item = (await detail(lead.id)).timeline.find((i) => i.type === "callback");
      expect(item).toMatchObject<Partial<TimelineItem>>({ type: "callback", id, phone: "+919740012345", note: "After 5 pm please", status: "requested" });
      expect(item && item.type === "callback" && Date.parse(item.slot)).toBe(slot.getTime());
    });

    it("an open call-back is a follow-up due at its slot: overdue, due today, the leads page's filter and the open count", async () => {
      const before = (await dashboard()).openCallbacks;
      const late = await t.app.leads.capture(farmer());
      const soon = await t.app.leads.capture(farmer());
      const later = await t.app.leads.capture(farmer());
      const lateId = await callback(late.id, new Date(Date.now() - 3_600_000));
      // A minute from now is still today in India unless the test runs in the last minute of an IST day.
      await callback(soon.id, new Date(Date.now() + 60_000));
      await callback(later.id, new Date(Date.now() + 3 * 86_400_000));
      const d = await dashboard();
      expect(d.openCallbacks).toBe(before + 3);
      expect(d.overdue.find((i) => i.lead.id === late.id)).toMatchObject({ kind: "callback", callbackId: lateId, phone: "+919740012345" });
      expect(d.dueToday.find((i) => i.lead.id === soon.id)).toMatchObject({ kind: "callback" });
      expect([...d.overdue, ...d.dueToday].map((i) => i.lead.id)).not.toContain(later.id);
      const due = await dueIds();
      expect(due).toEqual(expect.arrayContaining([late.id, soon.id]));
      expect(due).not.toContain(later.id);
      // The page shows the soonest open call-back beside the lead's own follow-up.
      const page = (await call("leads-page", { query: { q: late.email }, token: agent.token })).json as { rows: DeskLead[] };
      expect(Date.parse(page.rows[0]!.next_callback_at!)).toBeLessThan(Date.now());
    });

    it("marked done once by staff, audited on the timeline, and then no longer due", async () => {
      const lead = await t.app.leads.capture(farmer());
      const id = await callback(lead.id, new Date(Date.now() - 60_000));
      expect(await dueIds()).toContain(lead.id);
      expect((await call("callback-done", { body: { id } })).status).toBe(401);
      const res = await call("callback-done", { body: { id }, token: agent.token });
      expect(res.status, res.text).toBe(200);
      expect(res.json).toMatchObject({ id, status: "done", lead_id: lead.id });
      const again = await call("callback-done", { body: { id }, token: admin.token });
      expect(again.status).toBe(409);
      expect(again.json.error).toMatch(/already marked done/);
      expect((await call("callback-done", { body: { id: randomUUID() }, token: agent.token })).status).toBe(404);
      expect((await call("callback-done", { body: { id: "nope" }, token: agent.token })).status).toBe(400);

      const timeline = (await detail(lead.id)).timeline;
      expect(timeline.find((i) => i.type === "callback")).toMatchObject({ status: "done", doneBy: "Ravi Agent" });
      expect(timeline.find((i) => i.type === "event" && i.kind === "callback_done")).toMatchObject({ actor: "Ravi Agent", data: { callbackId: id } });
      expect(await dueIds()).not.toContain(lead.id);
      const d = await dashboard();
      expect([...d.overdue, ...d.dueToday].map((i) => i.callbackId)).not.toContain(id);
    });
  });

  describe("chat ratings", () => {
    it("show with the chat on the timeline; the dashboard averages them over the window and per agent", async () => {
      const lead = await t.app.leads.capture(farmer());
      const other = await signedInAgent(t, "meena@desk.example");
      await addStaff(other.userId, "agent", "Meena Agent");
      const rated = await chat(lead.id, 4, agent.userId);
      await chat(lead.id, null, agent.userId);
      await chat(lead.id, 2, other.userId);
      await chat(lead.id, 5, agent.userId);
      // Rated long ago: counted over all time only.
      await chat(lead.id, 1, other.userId, new Date(Date.now() - 60 * 86_400_000));

      const chats = (await detail(lead.id)).timeline.filter((i) => i.type === "chat");
      expect(chats).toHaveLength(5);
      expect(chats.find((c) => c.id === rated)).toMatchObject({ rating: 4, ratedAgent: "Ravi Agent" });
      expect(chats.filter((c) => c.type === "chat" && c.rating === null)).toHaveLength(1);

      const week = await dashboard({ since: new Date(Date.now() - 7 * 86_400_000).toISOString() });
      expect(week.rating).toEqual({ average: 3.67, count: 3 });
      expect(week.ratingByAgent).toEqual([
        { agentId: agent.userId, name: "Ravi Agent", average: 4.5, count: 2 },
        { agentId: other.userId, name: "Meena Agent", average: 2, count: 1 },
      ]);
      const all = await dashboard();
      expect(all.rating).toEqual({ average: 3, count: 4 });
      expect(all.ratingByAgent.find((a) => a.agentId === other.userId)).toMatchObject({ average: 1.5, count: 2 });
    });
  });

  describe("conversion", () => {
    it("is counted by user type as well as by source, over the window", async () => {
      const before = await dashboard();
      const fpo = await t.app.leads.capture(farmer({ user_type: "fpo", source: "website" }));
      await t.app.leads.capture(farmer({ user_type: "fpo", source: "website" }));
      const old = await t.app.leads.capture(farmer({ user_type: "fpo", source: "website" }));
      await db().updateTable("leads").set({ created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() }).where("id", "=", old.id).execute();
      await call("lead-update", { body: { id: fpo.id, action: "status", status: "converted" }, token: agent.token });
      const d = await dashboard();
      const was = before.conversionByUserType.fpo ?? { total: 0, converted: 0 };
      expect(d.conversionByUserType.fpo).toEqual({ total: was.total + 3, converted: was.converted + 1 });
      const month = await dashboard({ since: new Date(Date.now() - 30 * 86_400_000).toISOString() });
      expect(month.conversionByUserType.fpo!.total).toBe(d.conversionByUserType.fpo!.total - 1);
      expect(month.conversionBySource.website!.converted).toBeGreaterThanOrEqual(1);
    });
  });

  describe("merging by hand", () => {
    /** Where every row of both leads lives: the undo must put each back exactly. */
    const snapshot = async (ids: string[]) => ({
      leads: await db().selectFrom("leads").select(["id", "owner_id", "next_follow_up_at", "merged_into", "status"]).where("id", "in", ids).orderBy("id").execute(),
      events: await db().selectFrom("lead_events").select(["id", "lead_id", "kind"]).where("lead_id", "in", ids).orderBy("id").execute(),
      chats: await db().selectFrom("chat_sessions").select(["id", "lead_id"]).where("lead_id", "in", ids).orderBy("id").execute(),
      callbacks: await db().selectFrom("callback_requests").select(["id", "lead_id"]).where("lead_id", "in", ids).orderBy("id").execute(),
      mails: await db().selectFrom("mail_outbox").select(["id", "lead_id"]).where("lead_id", "in", ids).orderBy("id").execute(),
    });

    it("moves the other lead's history over, hides it, records a merge event, and an undo splits them back exactly", async () => {
      const keep = await t.app.leads.capture(farmer({ name: "Kiran Patil", email: "kiran@desk.example" }));
      const other = await t.app.leads.capture(farmer({ name: "Kiran P.", email: "kiran.p@mail.example", source: "website", metadata: { form: "contact" } }));
      await call("lead-update", { body: { id: other.id, action: "note", text: "Asked about zinc" }, token: agent.token });
      await call("lead-update", { body: { id: other.id, action: "owner", ownerId: agent.userId }, token: agent.token });
      const followUp = new Date(Date.now() + 2 * 86_400_000).toISOString();
      await call("lead-update", { body: { id: other.id, action: "follow_up", at: followUp }, token: agent.token });
      const chatId = await chat(other.id, 5, agent.userId);
      const cbId = await callback(other.id, new Date(Date.now() + 86_400_000));
      const before = await snapshot([keep.id, other.id]);
      const keepBefore = (await detail(keep.id)).timeline.length;
      const otherBefore = (await detail(other.id)).timeline.length;

      const res = await call("lead-merge", { body: { id: keep.id, sourceId: other.id }, token: agent.token });
      expect(res.status, res.text).toBe(200);
      // The lead that stays had no owner or follow-up: it takes the other's.
      expect(res.json).toMatchObject({ id: keep.id, owner_id: agent.userId, next_follow_up_at: followUp });

      const merged = await detail(keep.id);
      expect(merged.timeline.length).toBe(keepBefore + otherBefore + 1);
      expect(merged.timeline.filter((i) => i.type === "event" && i.kind === "capture")).toHaveLength(2);
      expect(merged.timeline.find((i) => i.type === "chat" && i.id === chatId)).toMatchObject({ rating: 5 });
      expect(merged.timeline.find((i) => i.type === "callback" && i.id === cbId)).toBeTruthy();
      expect(merged.timeline.find((i) => i.type === "event" && i.kind === "note")).toMatchObject({ data: { text: "Asked about zinc" } });
      const mergeEvent = merged.timeline.find((i) => i.type === "event" && i.kind === "merge");
      expect(mergeEvent).toMatchObject({ actor: "Ravi Agent", data: { lead: { id: other.id, name: "Kiran P." } } });

      // Hidden, not deleted: out of the list and the search, still readable by id, pointing at the lead that stayed.
      const list = (await call("leads-page", { query: { q: "Kiran" }, token: agent.token })).json as { rows: DeskLead[] };
      expect(list.rows.map((r) => r.id)).toEqual([keep.id]);
      expect((await detail(other.id)).lead.merged_into).toBe(keep.id);
      // The data API, which the dashboard's cards and recent leads read, hides it too.
      expect(await restLeadIds("Kiran")).toEqual([keep.id]);
      // A new capture with the hidden lead's e-mail joins the lead that stayed.
      expect((await t.app.leads.capture(farmer({ email: "KIRAN.P@mail.example" }))).id).toBe(keep.id);

      const undo = await call("lead-unmerge", { body: { id: keep.id, eventId: mergeEvent!.id }, token: agent.token });
      expect(undo.status, undo.text).toBe(200);
      const after = await snapshot([keep.id, other.id]);
      // Everything that moved is back where it was; the lead that stayed keeps what came later
      // (the new capture and its e-mail) and the merge's audit: the merge and unmerge events.
      const added = after.events.filter((e) => !before.events.some((b) => b.id === e.id));
      expect(added.map((e) => [e.lead_id, e.kind]).sort()).toEqual([
        [keep.id, "capture"],
        [keep.id, "merge"],
        [keep.id, "unmerge"],
      ]);
      expect(after.events.filter((e) => before.events.some((b) => b.id === e.id))).toEqual(before.events);
      expect(after.chats).toEqual(before.chats);
      expect(after.callbacks).toEqual(before.callbacks);
      expect(after.mails.filter((m) => before.mails.some((b) => b.id === m.id))).toEqual(before.mails);
      expect(after.leads).toEqual(before.leads);
      expect((await detail(other.id)).timeline.length).toBe(otherBefore);
      const list2 = (await call("leads-page", { query: { q: "Kiran" }, token: agent.token })).json as { rows: DeskLead[] };
      expect(list2.rows.map((r) => r.id).sort()).toEqual([keep.id, other.id].sort());
      expect((await restLeadIds("Kiran")).sort()).toEqual([keep.id, other.id].sort());
      const undone = (await detail(keep.id)).timeline.find((i) => i.id === mergeEvent!.id);
      expect(undone).toMatchObject({ data: { undoneBy: agent.userId } });

      const twice = await call("lead-unmerge", { body: { id: keep.id, eventId: mergeEvent!.id }, token: agent.token });
      expect(twice.status).toBe(409);
    });

    it("keeps both captures of leads stored before timelines existed, and undoes that exactly too", async () => {
      const ids = [randomUUID(), randomUUID()];
      for (const [i, id] of ids.entries()) {
        await db()
          .insertInto("leads")
          .values({ id, name: `Old ${i}`, email: `old${i}@desk.example`, phone: null, location: null, user_type: "farmer", source: "website", metadata: null, language: null, created_at: new Date(Date.now() - (i + 1) * 3_600_000).toISOString() })
          .execute();
      }
      const before = await snapshot(ids);
      expect((await call("lead-merge", { body: { id: ids[0], sourceId: ids[1] }, token: admin.token })).status).toBe(200);
      const timeline = (await detail(ids[0]!)).timeline;
      expect(timeline.filter((i) => i.type === "event" && i.kind === "capture").map((i) => (i.type === "event" ? i.data?.name : null)).sort()).toEqual(["Old 0", "Old 1"]);
      const merge = timeline.find((i) => i.type === "event" && i.kind === "merge")!;
      expect((await call("lead-unmerge", { body: { id: ids[0], eventId: merge.id }, token: admin.token })).status).toBe(200);
      const after = await snapshot(ids);
      expect(after.leads).toEqual(before.leads);
      expect(after.events.map((e) => e.kind).sort()).toEqual(["merge", "unmerge"]);
      for (const id of ids) expect((await detail(id)).timeline.filter((i) => i.type === "event" && i.kind === "capture")).toHaveLength(1);
    });

    it("refuses a merge into itself, of a lead merged already, of unknown leads and without a staff account, with 4xx", async () => {
      const a = await t.app.leads.capture(farmer());
      const b = await t.app.leads.capture(farmer());
      const c = await t.app.leads.capture(farmer());
      const self = await call("lead-merge", { body: { id: a.id, sourceId: a.id }, token: agent.token });
      expect(self.status).toBe(400);
      expect(self.json.error).toMatch(/itself/);
      expect((await call("lead-merge", { body: { id: a.id, sourceId: randomUUID() }, token: agent.token })).status).toBe(404);
      expect((await call("lead-merge", { body: { id: a.id, sourceId: "x" }, token: agent.token })).status).toBe(400);
      expect((await call("lead-merge", { body: { id: a.id, sourceId: b.id } })).status).toBe(401);
      expect((await call("lead-merge", { body: { id: a.id, sourceId: b.id }, token: agent.token })).status).toBe(200);
      expect((await call("lead-merge", { body: { id: c.id, sourceId: b.id }, token: agent.token })).status).toBe(409);
      expect((await call("lead-merge", { body: { id: b.id, sourceId: c.id }, token: agent.token })).status).toBe(409);
      expect((await call("lead-unmerge", { body: { id: a.id, eventId: randomUUID() }, token: agent.token })).status).toBe(404);
      // A deactivated staff member may no longer merge.
      const gone = await signedInAgent(t, "gone@desk.example");
      await addStaff(gone.userId, "agent", "Gone Agent", false);
      expect((await call("lead-merge", { body: { id: a.id, sourceId: c.id }, token: gone.token })).status).toBe(403);
    });
  });

  describe("round-robin assignment", () => {
    it("is off by default and only an admin may turn it on", async () => {
      expect((await call("desk-settings", { token: agent.token })).json).toEqual({ roundRobin: false });
      const lead = await t.app.leads.capture(farmer());
      expect((await detail(lead.id)).lead.owner_id).toBeNull();
      expect((await call("desk-settings", { body: { roundRobin: true }, token: agent.token })).status).toBe(403);
      expect((await call("desk-settings", { body: { roundRobin: "yes" }, token: admin.token })).status).toBe(400);
      expect((await call("desk-settings", { body: { roundRobin: true } })).status).toBe(401);
      expect((await call("desk-settings", { token: agent.token })).json).toEqual({ roundRobin: false });
    });

    it("gives each new lead to the next active agent in turn, also when two servers capture at once", async () => {
      const second = await signedInAgent(t, "second@desk.example");
      const third = await signedInAgent(t, "third@desk.example");
      const off = await signedInAgent(t, "off@desk.example");
      await db().updateTable("staff_members").set({ active: t.app.database.bool(false) }).where("role", "=", "agent").execute();
      await db().updateTable("staff_members").set({ active: t.app.database.bool(true) }).where("user_id", "=", agent.userId).execute();
      await addStaff(second.userId, "agent", "Second Agent", true, "2026-02-01T00:00:00.000Z");
      await addStaff(third.userId, "agent", "Third Agent", true, "2026-03-01T00:00:00.000Z");
      await addStaff(off.userId, "agent", "Off Agent", false, "2026-04-01T00:00:00.000Z");
      const agents = [agent.userId, second.userId, third.userId];
      expect((await call("desk-settings", { body: { roundRobin: true }, token: admin.token })).json).toEqual({ roundRobin: true });

      const owners: string[] = [];
      for (let i = 0; i < 4; i++) owners.push((await detail((await t.app.leads.capture(farmer())).id)).lead.owner_id!);
      // In turn, whoever started: each agent once, then the first again.
      const start = agents.indexOf(owners[0]!);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(owners).toEqual([0, 1, 2, 3].map((k) => agents[(start + k) % 3]));
      const first = (await db().selectFrom("leads").select("id").where("owner_id", "=", owners[3]!).orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow()).id;
      expect((await detail(first)).timeline.find((i) => i.type === "event" && i.kind === "owner")).toMatchObject({ actor: null, data: { roundRobin: true, to: owners[3] } });

      // The same person again joins their lead and does not take a turn.
      const again = await t.app.leads.capture(farmer({ email: (await detail(first)).lead.email }));
      expect(again.id).toBe(first);

      // 12 leads captured at once: 4 each. On PostgreSQL through two servers (two connection pools on one
      // database); SQLite serves one process only.
      const other = kind === "postgres" ? openDatabase(t.config.database) : t.app.database;
      try {
        const deps = { database: other, mailer: t.app.mailer, adminUrl: "http://localhost/admin/leads" };
        const made = await Promise.all(
          Array.from({ length: 12 }, (_, i) => (i % 2 ? captureLead(deps, farmer()) : t.app.leads.capture(farmer()))),
        );
        const rows = await db().selectFrom("leads").select("owner_id").where("id", "in", made.map((m) => m.id)).execute();
        const counts = agents.map((a) => rows.filter((r) => r.owner_id === a).length);
        expect(counts).toEqual([4, 4, 4]);
      } finally {
        if (other !== t.app.database) await other.close();
      }

      await call("desk-settings", { body: { roundRobin: false }, token: admin.token });
      expect((await detail((await t.app.leads.capture(farmer())).id)).lead.owner_id).toBeNull();
    });
  });
});
