import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../../tests/server/test-db.ts";
import type { FieldChangeInput, FieldChangeResult, FieldLead } from "../../../shared/field-desk.ts";
import type { LeadDetail } from "../../../shared/desk-types.ts";

describe.each(testDatabaseKinds())("field desk sync on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let agent: { userId: string; token: string };
  let other: { userId: string; token: string };

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    agent = await signedInAgent(t, "field@soil.example");
    other = await signedInAgent(t, "office@soil.example");
    for (const [who, name] of [[agent, "Ravi Field"], [other, "Meena Office"]] as const) {
      await t.app.database.db
        .insertInto("staff_members")
        .values({ user_id: who.userId, role: "agent", display_name: name, active: t.app.database.bool(true), created_at: new Date().toISOString() })
        .execute();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const newLead = async (phone: string) => {
    const lead = await t.app.leads.capture({ name: `Farmer ${phone}`, phone, location: "Nashik", user_type: "farmer" as const, source: "website" as const, metadata: {} } as Parameters<TestApp["app"]["leads"]["capture"]>[0]);
    await call("lead-update", { body: { id: lead.id, action: "owner", ownerId: agent.userId }, token: other.token });
    return lead.id;
  };
  const sync = async (changes: FieldChangeInput[], token = agent.token) => {
    const res = await call("field-sync", { body: { changes }, token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json as unknown as { results: FieldChangeResult[] }).results;
  };
  const timeline = async (id: string) => {
    const res = await call("lead-detail", { query: { id }, token: agent.token });
    return (res.json as unknown as LeadDetail).timeline.filter((i) => i.type === "event");
  };

  it("lists only the agent's own leads", async () => {
    const mine = await newLead("98450 70001");
    await t.app.leads.capture({ name: "Not mine", phone: "98450 70002", location: "Pune", user_type: "farmer" as const, source: "website" as const, metadata: {} } as Parameters<TestApp["app"]["leads"]["capture"]>[0]);
    const res = await call("field-leads", { token: agent.token });
    expect(res.status).toBe(200);
    const leads = (res.json as unknown as { leads: FieldLead[] }).leads;
    expect(leads.map((l) => l.id)).toContain(mine);
    expect(leads.every((l) => l.name !== "Not mine")).toBe(true);
    expect((await call("field-leads", {})).status).toBe(401);
  });

  it("applies a change sent twice once, and says the second was a repeat", async () => {
    const id = await newLead("98450 70011");
    const note = { changeId: randomUUID(), leadId: id, madeAt: new Date().toISOString(), action: "note" as const, text: "Visited the farm" };
    const [first] = await sync([note]);
    expect(first).toMatchObject({ outcome: "applied", repeat: false });
    const [again] = await sync([note]);
    expect(again).toMatchObject({ outcome: "applied", repeat: true });
    // Two copies at once: still one note.
    const copy = { ...note, changeId: randomUUID() };
    await Promise.all([sync([copy]), sync([copy]), sync([copy])]);
    const notes = (await timeline(id)).filter((e) => e.type === "event" && e.kind === "note");
    expect(notes).toHaveLength(2);
    const rows = await t.app.database.db.selectFrom("field_changes").select("change_id").where("lead_id", "=", id).execute();
    expect(rows).toHaveLength(2);
  });

  it("applies a queue in the order it was made", async () => {
    const id = await newLead("98450 70021");
    const at = (s: number) => new Date(Date.now() - 60_000 + s * 1000).toISOString();
    const results = await sync([
      { changeId: randomUUID(), leadId: id, madeAt: at(1), action: "status", status: "contacted" },
      { changeId: randomUUID(), leadId: id, madeAt: at(2), action: "call", outcome: "answered", text: "Wants a test" },
      { changeId: randomUUID(), leadId: id, madeAt: at(3), action: "status", status: "qualified" },
      { changeId: randomUUID(), leadId: id, madeAt: at(4), action: "follow_up", at: "2030-01-05T04:30:00.000Z" },
    ]);
    expect(results.map((r) => r.outcome)).toEqual(["applied", "applied", "applied", "applied"]);
    expect(results[3]?.lead).toMatchObject({ status: "qualified", next_follow_up_at: "2030-01-05T04:30:00.000Z" });
    // Each answer carries the lead as it stood after that change: the queue was applied in its order.
    expect(results.map((r) => r.lead?.status)).toEqual(["contacted", "contacted", "qualified", "qualified"]);
    // On the timeline, each entry is no earlier than the one before it (two written in the same millisecond tie).
    const expected = ["status:contacted", "note:Call: Answered. Wants a test", "status:qualified", "follow_up:2030-01-05T04:30:00.000Z"];
    const events = (await timeline(id)).flatMap((e) => (e.type === "event" ? [{ key: `${e.kind}:${String(e.data?.to ?? e.data?.text ?? "")}`, at: e.at }] : []));
    const times = expected.map((key) => events.find((e) => e.key === key)?.at);
    expect(times.every(Boolean), JSON.stringify(events)).toBe(true);
    for (let i = 1; i < times.length; i++) expect(times[i]! >= times[i - 1]!, `${expected[i]} after ${expected[i - 1]}`).toBe(true);
  });

  it("keeps a later change by someone else current and puts both on the timeline", async () => {
    const id = await newLead("98450 70031");
    const madeOffline = new Date(Date.now() - 5 * 60_000).toISOString();
    await call("lead-update", { body: { id, action: "status", status: "lost", reason: "Sold the land" }, token: other.token });
    const [result] = (await sync([{ changeId: randomUUID(), leadId: id, madeAt: madeOffline, action: "status", status: "contacted" }])) as [FieldChangeResult];
    expect(result.outcome).toBe("superseded");
    expect(result.later).toMatchObject({ by: "Meena Office", to: "Lost" });
    expect(result.lead?.status).toBe("lost");
    const events = await timeline(id);
    expect(events.some((e) => e.type === "event" && e.kind === "status" && e.data?.to === "lost")).toBe(true);
    expect(events.some((e) => e.type === "event" && e.kind === "note" && String(e.data?.text).includes("Meena Office"))).toBe(true);
    // A change made after the other one is applied.
    const [newer] = (await sync([{ changeId: randomUUID(), leadId: id, madeAt: new Date(Date.now() + 1000).toISOString(), action: "status", status: "contacted" }])) as [FieldChangeResult];
    expect(newer.outcome).toBe("applied");
  });

  it("refuses bad input with a 400 and an unknown lead without failing the queue", async () => {
    const bad = await call("field-sync", { body: { changes: [{ changeId: "x", leadId: randomUUID(), madeAt: "soon", action: "status", status: "won" }] }, token: agent.token });
    expect(bad.status).toBe(400);
    const id = await newLead("98450 70041");
    const results = await sync([
      { changeId: randomUUID(), leadId: randomUUID(), madeAt: new Date().toISOString(), action: "note", text: "gone" },
      { changeId: randomUUID(), leadId: id, madeAt: new Date().toISOString(), action: "note", text: "here" },
    ]);
    expect(results.map((r) => r.outcome)).toEqual(["refused", "applied"]);
  });
});
