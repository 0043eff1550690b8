import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import type { PhoneOutcome } from "../../shared/samples.ts";
import { reportPages } from "../web/report-pages.server.ts";
import { compareResults, previousReport, samePlot } from "./compare.ts";

const base = { ph: 8.6, ec: 0.5, oc: 0.42, n: 210, p: 18, k: 190, s: 12, zn: 0.45, fe: 6, cu: 0.5, mn: 3, b: 0.7 };
const plot = (over: Partial<Parameters<typeof samePlot>[0]> = {}) => ({ code: "SD-26-000001", village: "Malegaon", district: "Pune", state: "Maharashtra", survey_no: null, collected_on: "2025-11-01", created_at: "2025-11-01T10:00:00Z", ...over });

describe("a plot's reports compared", () => {
  it("the same plot is the same village, district and state in any case, and the same survey number when both give one", () => {
    expect(samePlot(plot(), plot({ village: " malegaon ", district: "PUNE" }))).toBe(true);
    expect(samePlot(plot({ survey_no: "112/3" }), plot())).toBe(true);
    expect(samePlot(plot({ survey_no: "112/3" }), plot({ survey_no: "112/4" }))).toBe(false);
    expect(samePlot(plot(), plot({ village: "Baramati" }))).toBe(false);
  });
  it("the previous report is the latest one of the same plot before this one", () => {
    const now = plot({ code: "C", collected_on: "2026-11-01" });
    const reports = [plot({ code: "A", collected_on: "2024-11-01" }), plot({ code: "B", collected_on: "2025-11-01" }), plot({ code: "X", collected_on: "2025-12-01", village: "Other" }), now, plot({ code: "D", collected_on: "2027-01-01" })];
    expect(previousReport(now, reports)?.code).toBe("B");
    expect(previousReport(reports[0]!, reports)).toBeNull();
  });
  it("each parameter goes up, down or stays, as the report prints it", () => {
    const rows = compareResults(base, { ...base, n: 260, ph: 8.1, oc: 0.421 });
    expect(rows.find((r) => r.parameter === "n")).toEqual({ parameter: "n", before: 210, now: 260, change: "up" });
    expect(rows.find((r) => r.parameter === "ph")?.change).toBe("down");
    expect(rows.find((r) => r.parameter === "oc")?.change).toBe("same");
    expect(rows).toHaveLength(12);
  });
});

/**
 * The farmer's lookup by phone alone, through the /report page's posts: a code
 * by SMS to any Indian mobile (the answer is the same with or without
 * samples), the code checked by the phone check the chat uses, then every
 * sample of that phone with each report beside the plot's previous one.
 */
describe.each(testDatabaseKinds())("the lookup by phone on %s", (kind) => {
  let t: TestApp;
  let actor: string;
  let ipSeq = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    actor = (await signedInAgent(t, "lab@phone-lookup.example")).userId;
    await t.app.database.db.insertInto("staff_members").values({ user_id: actor, role: "agent", display_name: "Sunita Lab", active: t.app.database.bool(true), created_at: new Date().toISOString() }).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const pages = (ip: string) => reportPages(t.app, { ip } as FastifyRequest);
  const post = (ip: string, fields: Record<string, string>, locale = "hi") => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return pages(ip).byPhone(form, locale);
  };
  const lastCode = async (e164: string) => {
    const row = await t.app.database.db.selectFrom("sms_messages").select(["body", "template"]).where("to_number", "=", e164).where("template", "=", "otp").orderBy("created_at", "desc").executeTakeFirstOrThrow();
    return /\d{6}/.exec(row.body)![0];
  };
  const sample = async (leadId: string, over: Record<string, unknown>, results?: typeof base) => {
    const s = await t.app.samples.create(actor, { leadId, village: "Malegaon", district: "Pune", state: "Maharashtra", surveyNo: null, areaAcres: 2, crop: "wheat", clinicId: null, collector: null, collectedOn: "2026-11-20", ...over } as never);
    if (results) {
      await t.app.samples.saveResults(actor, s.id, results);
      const d = (await t.app.samples.detail(s.id))!;
      await t.app.samples.approve(actor, s.id, d.advice!);
      await t.app.samples.share(actor, s.id);
    }
    return s;
  };

  it("sends a code to any Indian mobile alike, refuses other numbers plainly, and lists the phone's samples with a comparison", async () => {
    const ip = `203.0.113.${++ipSeq}`;
    const lead = await t.app.leads.capture({ name: "सीता देवी", email: "", phone: "98450 71111", location: "Malegaon", user_type: "farmer", source: "booking", metadata: null, language: "hi" });
    const old = await sample(lead.id, { collectedOn: "2025-11-02" }, base);
    const now = await sample(lead.id, { collectedOn: "2026-11-02", surveyNo: "12" }, { ...base, n: 290, ph: 8.1 });
    const elsewhere = await sample(lead.id, { collectedOn: "2026-11-05", village: "Baramati" }, base);
    const waiting = await sample(lead.id, { collectedOn: "2026-11-20" });

    // A number with samples and one without get the same answer.
    const withSamples = await post(ip, { intent: "phone-code", phone: "+91 98450 71111" });
    const without = await post(ip, { intent: "phone-code", phone: "98450 79999" });
    expect(withSamples).toEqual({ step: "code", phone: "+919845071111", tail: "1111" });
    expect(without).toEqual({ step: "code", phone: "+919845079999", tail: "9999" });
    // Not an Indian mobile: no code is sent.
    expect(await post(ip, { intent: "phone-code", phone: "12345" })).toMatchObject({ step: "phone", error: "invalid_phone" });
    expect(await post(ip, { intent: "phone-code", phone: "+44 7700 900123" })).toMatchObject({ step: "phone", error: "invalid_phone" });
    expect(await post(ip, { intent: "phone-code", phone: "080 4711 2233" })).toMatchObject({ step: "phone", error: "invalid_phone" });

    const code = await lastCode("+919845071111");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await post(ip, { intent: "phone-verify", phone: "+919845071111", otp: wrong })).toMatchObject({ step: "code", error: "wrong_code" });
    // A code for one number opens no other.
    expect(await post(ip, { intent: "phone-verify", phone: "+919845079999", otp: code })).toMatchObject({ step: "code" });
    const viewsBefore = Number((await t.app.database.db.selectFrom("sample_views").select((eb) => eb.fn.countAll<number>().as("n")).where("via", "=", "phone").executeTakeFirstOrThrow()).n);
    const list = (await post(ip, { intent: "phone-verify", phone: "+919845071111", otp: code })) as Extract<PhoneOutcome, { step: "list" }>;
    expect(list.step).toBe("list");
    expect(list.samples.map((s) => s.code)).toEqual([waiting.code, elsewhere.code, now.code, old.code]);
    const [w, e, n, o] = list.samples;
    expect(w).toMatchObject({ status: "collected", isReport: false, comparison: null, expectedBy: expect.stringMatching(/^2026-1[12]-\d\d$/) });
    expect(e!.comparison).toBeNull();
    expect(o!.comparison).toBeNull();
    expect(n!.comparison).toMatchObject({ previousCode: old.code, previousCollectedOn: "2025-11-02" });
    expect(n!.comparison!.rows.find((r) => r.parameter === "n")).toEqual({ parameter: "n", before: 210, now: 290, change: "up" });
    expect(n!.comparison!.rows.find((r) => r.parameter === "ph")).toEqual({ parameter: "ph", before: 8.6, now: 8.1, change: "down" });
    expect(n!.comparison!.rows.find((r) => r.parameter === "k")?.change).toBe("same");
    // Each listed report is a view; each pass opens its own sample only.
    const viewsAfter = Number((await t.app.database.db.selectFrom("sample_views").select((eb) => eb.fn.countAll<number>().as("n")).where("via", "=", "phone").executeTakeFirstOrThrow()).n);
    expect(viewsAfter - viewsBefore).toBe(3);
    expect((await t.app.samples.open(now.code, { access: n!.access }))?.report?.results.n).toBe(290);
    expect(await t.app.samples.open(old.code, { access: n!.access })).toBeNull();
    // The code is used up.
    expect(await post(ip, { intent: "phone-verify", phone: "+919845071111", otp: code })).toMatchObject({ step: "code", error: "expired" });

    // A proved number without samples sees none.
    const none = await post(ip, { intent: "phone-verify", phone: "+919845079999", otp: await lastCode("+919845079999") });
    expect(none).toEqual({ step: "list", tail: "9999", samples: [] });
  });

  it("is rate-limited per address", async () => {
    const ip = `198.51.100.${++ipSeq}`;
    let last: PhoneOutcome | null = null;
    for (let i = 0; i < 21; i++) last = await post(ip, { intent: "phone-verify", phone: "98450 72222", otp: "123456" });
    expect(last).toMatchObject({ step: "code", error: "too_many" });
    expect(await post(ip, { intent: "phone-code", phone: "98450 72222" })).toMatchObject({ step: "phone", error: "too_many" });
  });
});
