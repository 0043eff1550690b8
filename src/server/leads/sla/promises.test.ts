import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../../tests/server/test-db.ts";
import type { LeadDetail } from "../../../shared/desk-types.ts";
import type { LeadPromise, PromiseFigures, PromiseSettings, RoutingOverview } from "../../../shared/routing.ts";
import type { NewLead } from "../schema.ts";
import { sweepPromises, type SweepResult } from "./sweep.ts";
import { DEFAULT_PROMISES } from "./settings.ts";
import { addWorkingMinutes, workingMinutesBetween } from "./working-time.ts";

const ist = (local: string) => new Date(`${local}+05:30`);

describe("working time (IST)", () => {
  const hours = DEFAULT_PROMISES.hours;
  it("counts only the office's hours: Mon-Fri 9-18, Sat 9-13", () => {
    // 2026-01-02 is a Friday.
    expect(addWorkingMinutes(hours, ist("2026-01-02T17:58:00"), 30)).toEqual(ist("2026-01-03T09:28:00"));
    expect(addWorkingMinutes(hours, ist("2026-01-02T10:00:00"), 2)).toEqual(ist("2026-01-02T10:02:00"));
    // Saturday noon plus two hours: one hour Saturday, one on Monday (Sunday is closed).
    expect(addWorkingMinutes(hours, ist("2026-01-03T12:00:00"), 120)).toEqual(ist("2026-01-05T10:00:00"));
    // Before opening, the clock waits for 9:00.
    expect(addWorkingMinutes(hours, ist("2026-01-05T06:00:00"), 30)).toEqual(ist("2026-01-05T09:30:00"));
    expect(workingMinutesBetween(hours, ist("2026-01-02T17:00:00"), ist("2026-01-05T09:30:00"))).toBe(60 + 240 + 30);
    expect(workingMinutesBetween(hours, ist("2026-01-05T09:30:00"), ist("2026-01-02T17:00:00"))).toBe(-(60 + 240 + 30));
    expect(workingMinutesBetween(hours, ist("2026-01-04T10:00:00"), ist("2026-01-04T12:00:00"))).toBe(0);
  });
});

let seq = 0;
const lead = (over: Partial<NewLead> = {}): NewLead => {
  seq += 1;
  return { name: `Farmer ${seq}`, email: `p${seq}-${randomUUID().slice(0, 6)}@promise.example`, user_type: "farmer", source: "website", location: "Nashik", metadata: null, ...over };
};
/** Always open, 1-minute targets: the test's clocks run whenever it runs. */
const ALWAYS_OPEN: PromiseSettings = {
  targets: { live_chat: 1, chatbot: 1, website: 1, missed_call: 1, manual: null },
  otherMinutes: 1,
  hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: 0, close: 24 * 60 })),
  idleDays: null,
  idleAction: "next",
};

describe.each(testDatabaseKinds())("response-time promises on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let admin: { userId: string; token: string };
  let owner: { userId: string; token: string };
  let teamA: { userId: string; token: string };
  let teamB: { userId: string; token: string };
  const db = () => t.app.database.db;
  const deps = () => ({ database: t.app.database, mailer: t.app.mailer, adminUrl: "http://localhost/admin/leads" });
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const mailsTo = async (leadId: string, subject: RegExp) =>
    (await db().selectFrom("mail_outbox").select(["recipient", "subject"]).where("lead_id", "=", leadId).execute()).filter((m) => subject.test(m.subject));
  const sweepIn = (now: Date) =>
    new Promise<SweepResult>((resolve, reject) => {
      execFile(process.execPath, ["--import", "tsx", "tests/server/promise-sweep-worker.ts", JSON.stringify(t.db.config), now.toISOString()], (err, stdout, stderr) =>
        err ? reject(new Error(stderr || String(err))) : resolve(JSON.parse(stdout) as SweepResult),
      );
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    const now = new Date().toISOString();
    const staff = async (email: string, role: "admin" | "agent", name: string) => {
      const s = await signedInAgent(t, email);
      await db().insertInto("staff_members").values({ user_id: s.userId, role, display_name: name, active: t.app.database.bool(true), created_at: now }).execute();
      return s;
    };
    admin = await staff("admin@promise.example", "admin", "Asha");
    // A second admin: an escalation reaches every admin.
    await staff("admin2@promise.example", "admin", "Bina");
    owner = await staff("owner@promise.example", "agent", "Omkar");
    teamA = await staff("a@promise.example", "agent", "Anil");
    teamB = await staff("b@promise.example", "agent", "Bhavna");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("admins set the targets and hours; bad settings get a 400", async () => {
    expect((await call("desk-promises", { token: owner.token })).json).toMatchObject({ targets: { live_chat: 2, website: 30, missed_call: 30 }, idleDays: null });
    expect((await call("desk-promises", { body: ALWAYS_OPEN, token: owner.token })).status).toBe(403);
    const bad = await call("desk-promises", { body: { ...ALWAYS_OPEN, hours: [{ day: 1, open: 600, close: 540 }] }, token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/close after it opens/);
    expect((await call("desk-promises", { body: { ...ALWAYS_OPEN, targets: { fax: 3 } }, token: admin.token })).status).toBe(400);
    const saved = await call("desk-promises", { body: ALWAYS_OPEN, token: admin.token });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ targets: { website: 1 } });
  });

  it("a breach notifies the owner once and then the admins once, however many processes sweep", async () => {
    await call("desk-routing", { body: { action: "save_rule", name: "Nashik", conditions: { districts: ["Nashik"] }, target: { kind: "agent", id: owner.userId } }, token: admin.token });
    const l = await t.app.leads.capture(lead());
    const view = async () => ((await call("lead-routing", { query: { id: l.id }, token: owner.token })).json as { promise: LeadPromise }).promise;
    expect(await view()).toMatchObject({ targetMinutes: 1, state: "running", clockRunning: true, firstResponseAt: null });
    expect((await view()).minutesLeft).toBeGreaterThan(0);

    // Two other processes and this one sweep at once, past the due time (times from the lead's arrival:
    // starting the other processes takes seconds on a busy machine).
    const after = (minutes: number) => new Date(Date.parse(l.created_at) + minutes * 60_000);
    const at = after(1.5);
    const results = await Promise.all([sweepIn(at), sweepIn(at), sweepPromises(deps(), at)]);
    expect(results.reduce((n, r) => n + r.breached, 0)).toBe(1);
    expect(await mailsTo(l.id, /^No reply yet/)).toEqual([{ recipient: "owner@promise.example", subject: `No reply yet: ${l.name}` }]);
    expect(await mailsTo(l.id, /^Still no reply/)).toEqual([]);
    // Swept again: nothing more.
    await sweepPromises(deps(), after(1.7));
    expect(await mailsTo(l.id, /^No reply yet/)).toHaveLength(1);
    expect(await mailsTo(l.id, /^Still no reply/)).toEqual([]);

    // One more target later and still nobody: the admins, once each.
    const at2 = after(4);
    const again = await Promise.all([sweepIn(at2), sweepPromises(deps(), at2), sweepPromises(deps(), at2)]);
    expect(again.reduce((n, r) => n + r.escalated, 0)).toBe(1);
    expect((await mailsTo(l.id, /^Still no reply/)).map((m) => m.recipient).sort()).toEqual(["admin2@promise.example", "admin@promise.example"]);
    await sweepPromises(deps(), after(10));
    expect(await mailsTo(l.id, /^Still no reply/)).toHaveLength(2);

    const timeline = ((await call("lead-detail", { query: { id: l.id }, token: admin.token })).json as unknown as LeadDetail).timeline;
    expect(timeline.filter((i) => i.type === "event" && i.kind === "promise_breached")).toHaveLength(1);
    expect(timeline.filter((i) => i.type === "event" && i.kind === "promise_escalated")).toHaveLength(1);
    expect((await view()).state).toBe("breached");
  }, 120_000);

  it("the first contact by staff stops the clock: a status change, a chat reply", async () => {
    const byStatus = await t.app.leads.capture(lead());
    const res = await call("lead-update", { body: { id: byStatus.id, action: "status", status: "contacted" }, token: owner.token });
    expect(res.status, res.text).toBe(200);
    const r = await sweepPromises(deps(), later(2));
    expect(r.answered).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(byStatus.id, /^No reply yet/)).toEqual([]);
    const p = ((await call("lead-routing", { query: { id: byStatus.id }, token: owner.token })).json as { promise: LeadPromise }).promise;
    expect(p).toMatchObject({ state: "met", firstResponseBy: owner.userId, firstResponseKind: "status", minutesLeft: null });
    expect(p.tookMinutes).toBeLessThan(1);

    // A plain note is not contact; a note that records a call (made from the agent's own phone) is.
    const byNote = await t.app.leads.capture(lead());
    await call("lead-update", { body: { id: byNote.id, action: "note", text: "Will try later" }, token: owner.token });
    const open = ((await call("lead-routing", { query: { id: byNote.id }, token: owner.token })).json as { promise: LeadPromise }).promise;
    expect(open.firstResponseAt).toBeNull();
    expect((await call("lead-update", { body: { id: byNote.id, action: "note", text: "Spoke to her, visit on Monday", call: true }, token: owner.token })).status).toBe(200);
    const noted = ((await call("lead-routing", { query: { id: byNote.id }, token: owner.token })).json as { promise: LeadPromise }).promise;
    expect(noted).toMatchObject({ state: "met", firstResponseBy: owner.userId, firstResponseKind: "call" });

    // A chat: the agent's reply is the first response.
    const chat = await t.app.chat.startChat({ ...lead({ source: "live_chat" }) });
    await t.app.chat.store.takeSession(chat.sessionId, teamA.userId);
    await t.app.chat.addMessage(chat.sessionId, "agent", "Anil", "Namaste! How can I help?");
    const c = ((await call("lead-routing", { query: { id: chat.leadId }, token: owner.token })).json as { promise: LeadPromise }).promise;
    expect(c).toMatchObject({ state: "met", firstResponseBy: teamA.userId, firstResponseKind: "chat" });

    // Staff entering a lead by hand already spoke to that person: no clock.
    const manual = await t.app.leads.capture({ ...lead({ source: "manual" }), actorId: owner.userId });
    expect(((await call("lead-routing", { query: { id: manual.id }, token: owner.token })).json as { promise: unknown }).promise).toBeNull();

    const figures = (await call("desk-promise-figures", { token: owner.token })).json as unknown as PromiseFigures;
    expect(figures.breaches).toBeGreaterThanOrEqual(1);
    const omkar = figures.byAgent.find((a) => a.key === owner.userId)!;
    expect(omkar).toMatchObject({ name: "Omkar", answered: 2 });
    expect(omkar.p90!).toBeGreaterThanOrEqual(omkar.median!);
    expect(figures.bySource.find((s) => s.name === "Website")).toMatchObject({ answered: 2 });
    expect(figures.bySource.find((s) => s.name === "Live Chat")).toMatchObject({ answered: 1, breaches: 0 });
  });

  it("a lead untouched for the idle days moves to the team's next agent, or back to the pool, and the timeline says so", async () => {
    const team = (await call("desk-routing", { body: { action: "save_team", name: "Guntur team", members: [teamA.userId, teamB.userId] }, token: admin.token })).json as unknown as RoutingOverview;
    const teamId = team.teams.find((x) => x.name === "Guntur team")!.id;
    await call("desk-routing", { body: { action: "save_rule", name: "Guntur", conditions: { districts: ["Guntur"] }, target: { kind: "team", id: teamId } }, token: admin.token });
    await call("desk-promises", { body: { ...ALWAYS_OPEN, idleDays: 3, idleAction: "next" }, token: admin.token });
    const idle = await t.app.leads.capture(lead({ location: "Guntur" }));
    const touched = await t.app.leads.capture(lead({ location: "Guntur" }));
    const closed = await t.app.leads.capture(lead({ location: "Guntur" }));
    const first = (await db().selectFrom("leads").select("owner_id").where("id", "=", idle.id).executeTakeFirstOrThrow()).owner_id!;
    expect([teamA.userId, teamB.userId]).toContain(first);
    // Two days on, someone wrote a note on one lead; another was won.
    await db().insertInto("lead_events").values({ id: randomUUID(), lead_id: touched.id, kind: "note", actor_id: first, data: JSON.stringify({ text: "called, will visit" }), created_at: later(2 * 24 * 60).toISOString() }).execute();
    await call("lead-update", { body: { id: closed.id, action: "status", status: "converted" }, token: admin.token });

    // Four days on, swept by two processes at once: the idle lead moves once.
    const at = later(4 * 24 * 60);
    const results = await Promise.all([sweepIn(at), sweepPromises(deps(), at)]);
    // (Earlier tests' leads, untouched as long, move too.)
    expect(results.reduce((n, r) => n + r.moved, 0)).toBeGreaterThanOrEqual(1);
    const moved = await db().selectFrom("leads").select("owner_id").where("id", "=", idle.id).executeTakeFirstOrThrow();
    expect(moved.owner_id).toBe(first === teamA.userId ? teamB.userId : teamA.userId);
    const events = ((await call("lead-detail", { query: { id: idle.id }, token: admin.token })).json as unknown as LeadDetail).timeline.filter((i) => i.type === "event" && i.kind === "owner");
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ actor: null, data: { from: first, to: moved.owner_id, idle: { days: 3, action: "next" } } });
    for (const id of [touched.id, closed.id]) {
      expect((await db().selectFrom("lead_events").select("id").where("lead_id", "=", id).where("kind", "=", "owner").execute()).length).toBe(1);
    }
    // Its new owner gets the lead's e-mail, once, saying why it is theirs now.
    const newOwnerEmail = moved.owner_id === teamA.userId ? "a@promise.example" : "b@promise.example";
    const nowYours = await mailsTo(idle.id, /^Now yours: /);
    expect(nowYours).toEqual([{ recipient: newOwnerEmail, subject: `Now yours: ${idle.name}` }]);
    const body = await db().selectFrom("mail_outbox").select(["text"]).where("lead_id", "=", idle.id).where("subject", "like", "Now yours:%").executeTakeFirstOrThrow();
    expect(body.text).toMatch(/nobody on the team touched it for 3 days/);
    expect(body.text).toContain(`/admin/leads/${idle.id}`);

    // Back to the pool instead.
    await call("desk-promises", { body: { ...ALWAYS_OPEN, idleDays: 3, idleAction: "pool" }, token: admin.token });
    const another = await t.app.leads.capture(lead({ location: "Guntur" }));
    await sweepPromises(deps(), later(4 * 24 * 60));
    expect((await db().selectFrom("leads").select("owner_id").where("id", "=", another.id).executeTakeFirstOrThrow()).owner_id).toBeNull();
    const pooled = ((await call("lead-detail", { query: { id: another.id }, token: admin.token })).json as unknown as LeadDetail).timeline.find((i) => i.type === "event" && i.kind === "owner" && i.data?.idle);
    expect(pooled).toMatchObject({ data: { to: null, idle: { days: 3, action: "pool" } } });
    // Nobody to tell when it goes back to the pool.
    expect(await mailsTo(another.id, /^Now yours: /)).toEqual([]);
    await call("desk-promises", { body: ALWAYS_OPEN, token: admin.token });
  }, 120_000);
});
