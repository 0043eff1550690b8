import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../../tests/server/test-db.ts";
import { performanceCsv, performanceWindow, type AgentPerformance, type PerformanceReport } from "../../../shared/performance.ts";
import { agentPerformance } from "./performance.ts";

/** A time written in IST, as UTC ISO. */
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();
/** "Now" for the seeded history: Tuesday 10 March 2026, noon IST. */
const NOW = new Date(ist("2026-03-10T12:00:00"));

describe("the period", () => {
  it("is the last N days in IST, today included, up to now", () => {
    expect(performanceWindow(7, NOW)).toMatchObject({ start: new Date(ist("2026-03-04T00:00:00")), end: NOW, firstDay: "2026-03-04", lastDay: "2026-03-10" });
    // 00:10 IST is still the previous day in UTC: the IST day decides.
    const early = new Date(ist("2026-03-10T00:10:00"));
    expect(performanceWindow(30, early)).toMatchObject({ start: new Date(ist("2026-02-09T00:00:00")), firstDay: "2026-02-09", lastDay: "2026-03-10" });
  });
});

describe("the CSV", () => {
  it("writes the table with sortable IST dates, quoting what needs it", () => {
    const agent: AgentPerformance = {
      agentId: "a",
      name: 'Rao, "Ravi"',
      email: "ravi@example.in",
      role: "agent",
      active: true,
      leadsOwned: 3,
      withTarget: 2,
      contactedInTime: 1,
      medianFirstResponse: 20,
      calls: 4,
      samples: 0,
      conversions: 1,
      ratings: 2,
      averageRating: 4.5,
    };
    const report: PerformanceReport = { days: 7, from: "", to: "", firstDay: "2026-03-04", lastDay: "2026-03-10", agents: [agent, { ...agent, name: "=cmd", medianFirstResponse: null, averageRating: null }] };
    const lines = performanceCsv(report).split("\r\n");
    expect(lines[0]).toBe(
      "Agent,Email,First day (IST),Last day (IST),Leads owned,With a response target,Contacted within target,Median first response (working minutes),Calls,Samples,Conversions,Rated chats,Average rating",
    );
    expect(lines[1]).toBe('"Rao, ""Ravi""",ravi@example.in,2026-03-04,2026-03-10,3,2,1,20,4,0,1,2,4.5');
    expect(lines[2]).toBe("'=cmd,ravi@example.in,2026-03-04,2026-03-10,3,2,1,,4,0,1,2,");
    expect(lines[3]).toBe("");
  });
});

describe.each(testDatabaseKinds())("agent performance on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let admin: { userId: string; token: string };
  let anil: { userId: string; token: string };
  let bina: { userId: string; token: string };
  const db = () => t.app.database.db;

  const addStaff = (userId: string, role: "admin" | "agent", name: string) =>
    db().insertInto("staff_members").values({ user_id: userId, role, display_name: name, active: t.app.database.bool(true), created_at: NOW.toISOString() }).execute();
  const addLead = async (owner: string | null, createdAt: string, over: { status?: string; merged_into?: string | null } = {}) => {
    const id = randomUUID();
    await db()
      .insertInto("leads")
      .values({ id, name: `Farmer ${id.slice(0, 4)}`, email: `${id}@perf.example`, user_type: "farmer", source: "website", created_at: createdAt, status: over.status ?? "new", owner_id: owner, merged_into: over.merged_into ?? null } as never)
      .execute();
    return id;
  };
  const addPromise = (leadId: string, started: string, due: string, answered: string | null, by: string | null) =>
    db()
      .insertInto("lead_promises")
      .values({
        lead_id: leadId,
        source: "website",
        target_minutes: 30,
        started_at: started,
        due_at: due,
        first_response_at: answered,
        first_response_by: answered ? by : null,
        first_response_kind: answered ? "call" : null,
        breached_at: null,
        breach_owner: null,
        owner_notified_at: null,
        admin_notified_at: null,
      })
      .execute();
  const addEvent = (leadId: string, kind: string, actor: string | null, data: Record<string, unknown>, at: string) =>
    db().insertInto("lead_events").values({ id: randomUUID(), lead_id: leadId, kind, actor_id: actor, data: JSON.stringify(data), created_at: at }).execute();
  const addCall = (agent: string, leadId: string, at: string, direction: "outbound" | "inbound" = "outbound") =>
    db()
      .insertInto("calls")
      .values({ id: randomUUID(), provider_sid: null, direction, lead_id: leadId, callback_id: null, agent_id: agent, from_number: "+919800000000", to_number: "+919800000001", status: "completed", talk_seconds: 30, recording_url: null, error: null, created_at: at, ended_at: at } as never)
      .execute();
  const addSample = (agent: string, leadId: string, at: string) => {
    const id = randomUUID();
    return db()
      .insertInto("samples")
      .values({
        id,
        code: `SD-26-${id.replace(/\D/g, "").slice(0, 6).padEnd(6, "0")}`,
        lead_id: leadId,
        farmer_name: "Farmer",
        phone_e164: "+919800000002",
        email: null,
        language: "en",
        village: "Ozar",
        district: "Nashik",
        state: "Maharashtra",
        survey_no: null,
        area_acres: null,
        crop: "Grapes",
        clinic_id: null,
        collector: null,
        collected_on: at.slice(0, 10),
        status: "collected",
        reject_reason: null,
        results: null,
        advice: null,
        link_token_hash: null,
        created_by: agent,
        created_at: at,
        received_at: null,
        tested_at: null,
        report_ready_at: null,
        shared_at: null,
        updated_at: at,
      })
      .execute();
  };
  const addRatedChat = (agent: string, rating: number, endedAt: string) =>
    db()
      .insertInto("chat_sessions")
      .values({ id: randomUUID(), user_name: "Visitor", user_email: "v@perf.example", user_type: "farmer", lead_id: null, status: "ended", agent_id: agent, created_at: endedAt, ended_at: endedAt, rating, rated_agent_id: agent } as never)
      .execute();
  const rowOf = (report: PerformanceReport, id: string) => report.agents.find((a) => a.agentId === id)!;

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    admin = await signedInAgent(t, "admin@perf.example");
    await addStaff(admin.userId, "admin", "Asha");
    anil = await signedInAgent(t, "anil@perf.example");
    await addStaff(anil.userId, "agent", "Anil");
    bina = await signedInAgent(t, "bina@perf.example");
    await addStaff(bina.userId, "agent", "Bina");

    // Anil: the first minute of the 7-day period counts, the last minute before it does not.
    const first = await addLead(anil.userId, ist("2026-03-04T00:00:00"));
    // Wednesday: the clock starts at 9:00; answered 9:45, 15 minutes late, 45 working minutes.
    await addPromise(first, ist("2026-03-04T00:00:00"), ist("2026-03-04T09:30:00"), ist("2026-03-04T09:45:00"), anil.userId);
    const before = await addLead(anil.userId, ist("2026-03-03T23:59:00"));
    // Answered a minute late.
    await addPromise(before, ist("2026-03-03T23:59:00"), ist("2026-03-04T09:30:00"), ist("2026-03-04T09:31:00"), anil.userId);
    // Monday 10:00, answered in 20 minutes: within target.
    const monday = await addLead(anil.userId, ist("2026-03-09T10:00:00"));
    await addPromise(monday, ist("2026-03-09T10:00:00"), ist("2026-03-09T10:30:00"), ist("2026-03-09T10:20:00"), anil.userId);
    // Today 11:00, not yet recorded as answered, but a call note at 11:10 answers it (the sweep has not run yet).
    const today = await addLead(anil.userId, ist("2026-03-10T11:00:00"));
    await addPromise(today, ist("2026-03-10T11:00:00"), ist("2026-03-10T11:30:00"), null, null);
    await addEvent(today, "note", anil.userId, { text: "Called from my phone", call: true }, ist("2026-03-10T11:10:00"));
    // Entered by staff: owned, no promise.
    const manual = await addLead(anil.userId, ist("2026-03-08T15:00:00"));
    // A lead merged into another leaves the count.
    await addLead(anil.userId, ist("2026-03-08T16:00:00"), { merged_into: monday });

    // Anil's calls: two from the desk in the period (their timeline entries are the same calls), one before it,
    // one inbound; a plain note is not a call.
    await addCall(anil.userId, monday, ist("2026-03-09T10:20:00"));
    await addEvent(monday, "call", anil.userId, { direction: "outbound", outcome: "completed" }, ist("2026-03-09T10:21:00"));
    await addCall(anil.userId, manual, ist("2026-03-10T11:59:00"));
    await addCall(anil.userId, manual, ist("2026-03-03T23:00:00"));
    await addCall(anil.userId, manual, ist("2026-03-09T12:00:00"), "inbound");
    await addEvent(manual, "note", anil.userId, { text: "Spoke at the fair" }, ist("2026-03-08T15:30:00"));

    // Anil's ratings: 4 and 5 in the period, 1 before it.
    await addRatedChat(anil.userId, 4, ist("2026-03-05T10:00:00"));
    await addRatedChat(anil.userId, 5, ist("2026-03-10T09:00:00"));
    await addRatedChat(anil.userId, 1, ist("2026-03-03T18:00:00"));

    // Bina: one lead converted in the period, one converted before it, one converted and then lost again.
    const won = await addLead(bina.userId, ist("2026-03-05T10:00:00"), { status: "converted" });
    await addEvent(won, "status", bina.userId, { from: "report_shared", to: "converted" }, ist("2026-03-07T10:00:00"));
    const old = await addLead(bina.userId, ist("2026-02-20T10:00:00"), { status: "converted" });
    await addEvent(old, "status", bina.userId, { from: "qualified", to: "converted" }, ist("2026-03-03T23:59:59"));
    const lost = await addLead(bina.userId, ist("2026-03-05T11:00:00"), { status: "lost" });
    await addEvent(lost, "status", bina.userId, { from: "qualified", to: "converted" }, ist("2026-03-06T10:00:00"));
    await addEvent(lost, "status", bina.userId, { from: "converted", to: "lost" }, ist("2026-03-06T11:00:00"));
    // Bina's samples: one in the period, one before it.
    await addSample(bina.userId, won, ist("2026-03-06T10:00:00"));
    await addSample(bina.userId, old, ist("2026-02-25T10:00:00"));
  });
  afterAll(() => t?.close());

  it("counts each agent's work over the last 7 days, IST", async () => {
    const report = await agentPerformance(db(), { days: 7, now: NOW });
    expect(report).toMatchObject({ days: 7, firstDay: "2026-03-04", lastDay: "2026-03-10", from: ist("2026-03-04T00:00:00"), to: NOW.toISOString() });
    expect(rowOf(report, anil.userId)).toMatchObject({
      name: "Anil",
      leadsOwned: 4,
      withTarget: 3,
      contactedInTime: 2,
      // 45, 20 and 10 working minutes: the median is 20.
      medianFirstResponse: 20,
      calls: 3,
      samples: 0,
      conversions: 0,
      ratings: 2,
      averageRating: 4.5,
    });
    expect(rowOf(report, bina.userId)).toMatchObject({ leadsOwned: 2, withTarget: 0, contactedInTime: 0, medianFirstResponse: null, calls: 0, samples: 1, conversions: 1, ratings: 0, averageRating: null });
    // Everyone active has a row, with noughts when there is nothing.
    expect(rowOf(report, admin.userId)).toMatchObject({ leadsOwned: 0, calls: 0, averageRating: null });
  });

  it("a longer period takes in the older history", async () => {
    const report = await agentPerformance(db(), { days: 30, now: NOW });
    expect(rowOf(report, anil.userId)).toMatchObject({ leadsOwned: 5, withTarget: 4, contactedInTime: 2, calls: 4, ratings: 3, averageRating: 3.33 });
    expect(rowOf(report, bina.userId)).toMatchObject({ leadsOwned: 3, samples: 2, conversions: 2 });
  });

  it("an agent sees only their own row; an admin sees everyone; the period is checked", async () => {
    const mine = await call("desk-performance", { token: anil.token, query: { days: "30" } });
    expect(mine.status).toBe(200);
    const own = mine.json as unknown as PerformanceReport;
    expect(own.days).toBe(30);
    expect(own.agents.map((a) => a.agentId)).toEqual([anil.userId]);
    const all = (await call("desk-performance", { token: admin.token })).json as unknown as PerformanceReport;
    expect(all.days).toBe(7);
    expect(all.agents.map((a) => a.agentId).sort()).toEqual([admin.userId, anil.userId, bina.userId].sort());
    const bad = await call("desk-performance", { token: admin.token, query: { days: "8" } });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/7, 30 or 90/);
    expect((await call("desk-performance")).status).toBe(401);
  });
});
