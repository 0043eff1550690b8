import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import type { SampleFigures } from "../../shared/samples.ts";
import { median } from "./figures.ts";

const results = { ph: 8.6, ec: 0.5, oc: 0.42, n: 210, p: 18, k: 190, s: 12, zn: 0.45, fe: 6, cu: 0.5, mn: 3, b: 0.7 };

describe("the median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 10, 6])).toBe(5);
  });
});

/** The dashboard's samples figures and the samples CSV, through the desk's staff functions. */
describe.each(testDatabaseKinds())("samples figures and file on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let agent: { userId: string; token: string };
  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    agent = await signedInAgent(t, "desk@figures.example");
    await t.app.database.db.insertInto("staff_members").values({ user_id: agent.userId, role: "agent", display_name: "Desk", active: t.app.database.bool(true), created_at: new Date().toISOString() }).execute();
  });
  afterAll(async () => t?.close());

  it("counts samples per step and the median IST days from collection to report; the CSV has every sample with its values", async () => {
    const { samples, database } = t.app;
    const lead = await t.app.leads.capture({ name: "Ramesh, \"Patil\"", email: "", phone: "98450 91111", location: null, user_type: "farmer", source: "booking", metadata: null, language: "mr" });
    const make = async (collectedOn: string) => samples.create(agent.userId, { leadId: lead.id, village: "Malegaon", district: "Pune", state: "Maharashtra", surveyNo: null, areaAcres: 1.5, crop: "wheat", clinicId: null, collector: null, collectedOn } as never);
    const ready = async (id: string, readyAt: string) => {
      await samples.saveResults(agent.userId, id, results);
      await samples.approve(agent.userId, id, (await samples.detail(id))!.advice!);
      await database.db.updateTable("samples").set({ report_ready_at: readyAt }).where("id", "=", id).execute();
    };
    const a = await make("2026-11-01");
    const b = await make("2026-11-01");
    const c = await make("2026-11-10");
    await make("2026-11-20");
    // 6, 10 and (IST: 19:00 UTC on the 13th is the 14th) 4 days.
    await ready(a.id, "2026-11-07T06:00:00.000Z");
    await ready(b.id, "2026-11-11T06:00:00.000Z");
    await ready(c.id, "2026-11-13T19:00:00.000Z");
    await samples.share(agent.userId, c.id);
    await samples.receive(agent.userId, (await make("2026-11-21")).id);

    expect((await call("samples-figures")).status).toBe(401);
    const res = await call("samples-figures", { token: agent.token });
    expect(res.status, res.text).toBe(200);
    const figures = res.json as unknown as SampleFigures;
    expect(figures.byStatus).toEqual({ collected: 1, received: 1, tested: 0, report_ready: 2, shared: 1, rejected: 0 });
    expect(figures.total).toBe(5);
    expect(figures.reported).toBe(3);
    expect(figures.medianDaysToReport).toBe(6);

    const file = await call("samples-export", { token: agent.token });
    expect(file.status).toBe(200);
    const lines = file.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("sample_id,status,farmer_name,phone,language,village,district,state,survey_no,area_acres,crop,clinic,collector,collected_on,received_at,tested_at,report_ready_at,shared_at,reject_reason,ph,ec,oc,n,p,k,s,zn,fe,cu,mn,b");
    expect(lines).toHaveLength(6);
    const shared = lines.find((l) => l.startsWith(`${c.code},shared,`))!;
    expect(shared).toContain('"Ramesh, ""Patil""",+91 98450 91111,mr,Malegaon,Pune,Maharashtra,,1.5,wheat,');
    expect(shared.endsWith(",8.6,0.5,0.42,210,18,190,12,0.45,6,0.5,3,0.7")).toBe(true);
  });
});
