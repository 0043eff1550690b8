import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../tests/server/functions-client.ts";
import { mailLinks, mailText } from "../../../tests/server/mail-text.ts";
import { startSmtpPeer } from "../../../tests/server/smtp-peer.ts";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import type { LeadDetail } from "../../shared/desk-types.ts";
import type { SampleDetail, SamplesPage } from "../../shared/samples.ts";
import type { NewLead } from "../leads/schema.ts";

let seq = 0;
const farmer = (over: Partial<NewLead> = {}): NewLead => {
  seq += 1;
  return { name: `Ramesh ${seq}`, email: `ramesh${seq}@farm.example`, phone: `98450 ${String(20000 + seq).slice(-5)}`, location: "Baramati", user_type: "farmer", source: "booking", metadata: null, language: "en", ...over };
};
const lowN = { ph: 8.6, ec: 0.5, oc: 0.42, n: 210, p: 18, k: 190, s: 12, zn: 0.45, fe: 6, cu: 0.5, mn: 3, b: 0.7 };

/**
 * Samples through the desk's staff functions over real HTTP: created from a
 * lead with its short code and label, each step on the lead's timeline,
 * results checked against their ranges, advice reviewed, the report shared
 * by e-mail in the lead's language; the list's filters; codes unique when two
 * processes create samples at once.
 */
describe.each(testDatabaseKinds())("samples on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let call: ReturnType<typeof functionsClient>;
  let agent: { userId: string; token: string };
  let clinicId: string;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(kind, { listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50 } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    agent = await signedInAgent(t, "lab@samples.example");
    await db().insertInto("staff_members").values({ user_id: agent.userId, role: "agent", display_name: "Sunita Lab", active: t.app.database.bool(true), created_at: new Date().toISOString() }).execute();
    const clinic = await db().selectFrom("clinics").select("id").executeTakeFirst();
    clinicId = clinic!.id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = async (name: string, body: unknown, expected = 200) => {
    const res = await call(name, { body, token: agent.token });
    expect(res.status, res.text).toBe(expected);
    return res.json;
  };
  const detail = async (id: string) => {
    const res = await call("sample-detail", { query: { id }, token: agent.token });
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as SampleDetail;
  };
  const list = async (query: Record<string, string>) => {
    const res = await call("samples-page", { query, token: agent.token });
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as SamplesPage;
  };
  const create = async (leadId: string, over: Record<string, unknown> = {}) =>
    (await post("sample-create", { leadId, village: "Malegaon", district: "Pune", state: "Maharashtra", areaAcres: 2.5, crop: "wheat", clinicId, collector: "Kavita", collectedOn: "2026-11-20", ...over })) as { id: string; code: string };

  it("staff only: the anonymous key gets 401", async () => {
    expect((await call("samples-page")).status).toBe(401);
  });

  it("a sample made from a lead gets a short code, a QR label and a timeline entry with who", async () => {
    const lead = await t.app.leads.capture(farmer({ phone: "+91 98450 11111" }));
    const s = await create(lead.id, { surveyNo: "112/3" });
    expect(s.code).toMatch(/^SD-\d{2}-\d{6}$/);
    const d = await detail(s.id);
    expect(d).toMatchObject({ code: s.code, status: "collected", phone: "+919845011111", farmerName: lead.name, village: "Malegaon", surveyNo: "112/3", areaAcres: 2.5, crop: "wheat", clinicId, collector: "Kavita" });
    expect(d.clinicName).toBeTruthy();
    expect(d.statusUrl).toBe(`${t.config.siteUrl}/report?code=${s.code}`);
    expect(d.qrSvg).toMatch(/^<svg[^>]*>.*<path/s);
    const timeline = (await call("lead-detail", { query: { id: lead.id }, token: agent.token })).json as unknown as LeadDetail;
    expect(timeline.lead.status).toBe("sample_collected");
    const entry = timeline.timeline.find((i) => i.type === "event" && i.kind === "sample");
    expect(entry).toMatchObject({ actor: "Sunita Lab", data: { code: s.code, to: "collected", sampleId: s.id } });
  });

  it("refuses a sample for no lead, a bad crop, a bad date and an unknown clinic", async () => {
    const lead = await t.app.leads.capture(farmer());
    await post("sample-create", { leadId: "00000000-0000-4000-8000-000000000000", village: "A", district: "B", state: "C", crop: "wheat", collectedOn: "2026-11-20" }, 404);
    expect(String((await post("sample-create", { leadId: lead.id, village: "A", district: "B", state: "C", crop: "coffee", collectedOn: "2026-11-20" }, 400)).error)).toContain("crop");
    expect(String((await post("sample-create", { leadId: lead.id, village: "A", district: "B", state: "C", crop: "wheat", collectedOn: "20/11/2026" }, 400)).error)).toContain("collectedOn");
    await post("sample-create", { leadId: lead.id, village: "A", district: "B", state: "C", crop: "wheat", collectedOn: "2026-11-20", clinicId: "00000000-0000-4000-8000-000000000000" }, 400);
  });

  it("steps in order: received → results (an impossible value is refused with its range) → reviewed advice → shared by e-mail in Hindi", async () => {
    const lead = await t.app.leads.capture(farmer({ language: "hi", name: "सीता देवी", email: "sita@farm.example" }));
    const s = await create(lead.id);
    // Not yet: a report cannot be ready before results.
    await post("sample-advice", { id: s.id, advice: { crop: "wheat", dose: { n: 1, p2o5: 1, k2o: 1 }, fertilisers: [], amendments: [] } }, 409);
    await post("sample-step", { id: s.id, to: "received" });
    await post("sample-step", { id: s.id, to: "received" }, 409);
    const bad = await post("sample-results", { id: s.id, results: { ...lowN, ph: 15 } }, 400);
    expect(String(bad.error)).toContain("must be within 3–11");
    expect((await detail(s.id)).status).toBe("received");
    await post("sample-results", { id: s.id, results: lowN });
    const tested = await detail(s.id);
    expect(tested.status).toBe("tested");
    expect(tested.adviceReviewed).toBe(false);
    // Low N (210 kg/ha): wheat's 120 kg N rises to 150; sulphur is enough, so DAP.
    expect(tested.advice?.dose.n).toBe(150);
    expect(tested.advice?.fertilisers.map((f) => f.product)).toEqual(["urea", "dap", "mop"]);
    expect(tested.advice?.amendments.map((a) => a.kind)).toEqual(["zinc_sulphate", "gypsum_alkaline", "farmyard_manure"]);
    // The agronomist edits the advice before sharing.
    const edited = { ...tested.advice!, note: "गेहूँ की बुआई नवंबर के आख़िर तक कर लें।", fertilisers: tested.advice!.fertilisers.map((f) => (f.product === "urea" ? { ...f, kgPerAcre: 110 } : f)) };
    await post("sample-advice", { id: s.id, advice: edited });
    const ready = await detail(s.id);
    expect(ready.status).toBe("report_ready");
    expect(ready.adviceReviewed).toBe(true);
    expect(ready.advice?.fertilisers[0]).toEqual({ product: "urea", kgPerAcre: 110 });
    const shared = (await post("sample-share", { id: s.id })) as { link: string; emailed: boolean };
    expect(shared.emailed).toBe(true);
    expect(shared.link).toMatch(new RegExp(`^${t.config.siteUrl}/hi/report/${s.code}\\?key=[\\w-]{32}$`));
    const mail = (await smtp.find((m) => m.to.includes("sita@farm.example")))!;
    expect(mail).toBeDefined();
    const text = mailText(mail);
    expect(text).toContain(`आपके मिट्टी के नमूने ${s.code} की रिपोर्ट तैयार है`);
    expect(mailLinks(mail)).toContain(shared.link);
    // The token itself is never stored.
    const row = await db().selectFrom("samples").select(["link_token_hash", "status"]).where("id", "=", s.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("shared");
    expect(row.link_token_hash).not.toContain(new URL(shared.link).searchParams.get("key"));
    const timeline = ((await call("lead-detail", { query: { id: lead.id }, token: agent.token })).json as unknown as LeadDetail);
    expect(timeline.lead.status).toBe("report_shared");
    const steps = timeline.timeline.filter((i) => i.type === "event" && i.kind === "sample").map((i) => (i.type === "event" ? i.data?.to : null));
    expect(steps).toEqual(["shared", "report_ready", "tested", "received", "collected"]);
    // The e-mail is on the lead's timeline too.
    expect(timeline.timeline.some((i) => i.type === "email" && i.to === "sita@farm.example")).toBe(true);
  });

  it("a rejected sample needs a reason and stops there", async () => {
    const lead = await t.app.leads.capture(farmer());
    const s = await create(lead.id);
    await post("sample-step", { id: s.id, to: "rejected", reason: "" }, 400);
    await post("sample-step", { id: s.id, to: "rejected", reason: "too little soil" });
    const d = await detail(s.id);
    expect(d).toMatchObject({ status: "rejected", rejectReason: "too little soil" });
    await post("sample-results", { id: s.id, results: lowN }, 409);
  });

  it("filters the list by status, clinic, district and days overdue at the lab", async () => {
    const lead = await t.app.leads.capture(farmer());
    const old = await create(lead.id, { district: "Nashik", collectedOn: "2026-01-02", clinicId: null });
    const fresh = await create(lead.id, { district: "nashik", collectedOn: new Date().toISOString().slice(0, 10), clinicId: null });
    const codes = (p: SamplesPage) => p.rows.map((r) => r.code);
    expect(codes(await list({ district: "NASHIK" }))).toEqual([fresh.code, old.code]);
    expect(codes(await list({ district: "Nashik", overdueDays: "10" }))).toEqual([old.code]);
    await post("sample-step", { id: old.id, to: "received" });
    expect(codes(await list({ district: "Nashik", status: "received" }))).toEqual([old.code]);
    expect(codes(await list({ district: "Nashik", overdueDays: "10" }))).toEqual([old.code]);
    expect((await list({ clinicId })).rows.every((r) => r.clinicId === clinicId)).toBe(true);
    expect(codes(await list({ leadId: lead.id }))).toEqual([fresh.code, old.code]);
    expect((await call("samples-page", { query: { status: "lost" }, token: agent.token })).status).toBe(400);
  });

  it("the farmer's lookup and links: id and phone, or the secret link; anything changed shows nothing; views are recorded", async () => {
    const lead = await t.app.leads.capture(farmer({ phone: "98450 44444", email: "" }));
    const s = await create(lead.id);
    const other = await create(lead.id);
    const { samples } = t.app;
    // Before the report is shared: the status, no results.
    const pass = (await samples.lookup(s.code, "+91 98450 44444"))!;
    expect(pass.code).toBe(s.code);
    expect(await samples.lookup(s.code.toLowerCase(), "098450-44444")).not.toBeNull();
    expect(await samples.lookup(s.code, "98450 44445")).toBeNull();
    expect(await samples.lookup("SD-26-999999", "98450 44444")).toBeNull();
    expect(await samples.lookup(s.code, "not a phone")).toBeNull();
    const early = (await samples.open(s.code, { access: pass.access }))!;
    expect(early).toMatchObject({ code: s.code, status: "collected", report: null, phoneTail: "4444" });
    // A pass opens only the sample it was given for, and a forged one nothing.
    expect(await samples.open(other.code, { access: pass.access })).toBeNull();
    expect(await samples.open(s.code, { access: `${pass.access.slice(0, -2)}xx` })).toBeNull();
    expect(await samples.open(s.code, {})).toBeNull();

    await post("sample-results", { id: s.id, results: lowN });
    await post("sample-advice", { id: s.id, advice: (await detail(s.id)).advice });
    const shared = (await post("sample-share", { id: s.id })) as { link: string; emailed: boolean };
    expect(shared.emailed).toBe(false);
    const key = new URL(shared.link).searchParams.get("key")!;
    const views = async () => (await detail(s.id)).views;
    expect(await views()).toBe(0);
    const viaLink = (await samples.open(s.code, { key }))!;
    expect(viaLink.report?.results.n).toBe(210);
    expect(viaLink.report?.advice.dose.n).toBe(150);
    expect(await views()).toBe(1);
    expect((await samples.open(s.code, { access: pass.access }))?.report).not.toBeNull();
    expect(await views()).toBe(2);
    // A changed link, or the right key on another id, shows nothing and is not counted.
    expect(await samples.open(s.code, { key: `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}` })).toBeNull();
    expect(await samples.open(other.code, { key })).toBeNull();
    expect(await views()).toBe(2);
    // The PDF's print pass: the download counts once, Chromium's own visit does not.
    const print = (await samples.printPass(s.code, { key }))!;
    expect(await views()).toBe(3);
    expect((await samples.open(s.code, { access: print.access }))?.report).not.toBeNull();
    expect(await views()).toBe(3);
    expect(await samples.printPass(other.code, { key })).toBeNull();
    const rows = await db().selectFrom("sample_views").select("via").where("sample_id", "=", s.id).orderBy("viewed_at").execute();
    expect(rows.map((r) => r.via).sort()).toEqual(["link", "lookup", "pdf"]);
    // Sharing again makes a new link; the old one stops working.
    const again = (await post("sample-share", { id: s.id })) as { link: string };
    expect(await samples.open(s.code, { key })).toBeNull();
    expect(await samples.open(s.code, { key: new URL(again.link).searchParams.get("key")! })).not.toBeNull();
  });

  it("the lab's CSV: a preview with each row's errors saves nothing; saving writes only the good rows, all at once", async () => {
    const lead = await t.app.leads.capture(farmer());
    const a = await create(lead.id);
    const b = await create(lead.id);
    const c = await create(lead.id);
    await post("sample-step", { id: c.id, to: "rejected", reason: "torn bag" });
    const row = (code: string, over: Partial<typeof lowN> = {}) => [code, ...Object.values({ ...lowN, ...over })].join(",");
    const csv = [
      "\uFEFFsample_id,ph,ec,oc,n,p,k,s,zn,fe,cu,mn,b",
      row(a.code),
      row("SD-26-999999"),
      row(b.code, { ph: 15 }),
      row(a.code.toLowerCase(), { n: 300 }),
      row(c.code),
      "",
    ].join("\r\n");
    const preview = (await post("samples-import", { csv })) as { rows: Array<{ line: number; code: string; errors: string[] }>; good: number; bad: number; saved?: number };
    expect(preview.good).toBe(1);
    expect(preview.bad).toBe(4);
    expect(preview.saved).toBeUndefined();
    const errorsOf = (line: number) => preview.rows.find((r) => r.line === line)!.errors;
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual(["unknown sample id SD-26-999999"]);
    expect(errorsOf(4)).toEqual(['ph "15" must be within 3–11']);
    expect(errorsOf(5)).toEqual([`duplicate row: ${a.code} is already on line 2`]);
    expect(errorsOf(6)).toEqual([`sample ${c.code} is rejected and takes no more results`]);
    expect((await detail(a.id)).status).toBe("collected");
    const saved = (await post("samples-import", { csv, save: true })) as { saved: number };
    expect(saved.saved).toBe(1);
    expect(await detail(a.id)).toMatchObject({ status: "tested", results: lowN });
    expect((await detail(b.id)).status).toBe("collected");
    const timeline = (await call("lead-detail", { query: { id: lead.id }, token: agent.token })).json as unknown as LeadDetail;
    expect(timeline.timeline.find((i) => i.type === "event" && i.kind === "sample" && i.data?.to === "tested")).toMatchObject({ actor: "Sunita Lab", data: { code: a.code, via: "csv" } });
    expect(String((await post("samples-import", { csv: "id,ph\n1,2" }, 400)).error)).toContain("missing: sample_id, ec");
  });

  let leadForCodes = "";
  beforeAll(async () => {
    leadForCodes = (await t.app.leads.capture(farmer())).id;
  });

  it("two processes creating samples at once never get the same code", async () => {
    const worker = (n: number) =>
      new Promise<string[]>((resolve, reject) => {
        execFile(process.execPath, ["--import", "tsx", "tests/server/sample-codes-worker.ts", JSON.stringify(t.db.config), String(n)], (err, stdout, stderr) =>
          err ? reject(new Error(stderr || String(err))) : resolve(JSON.parse(stdout) as string[]),
        );
      });
    // Two processes and this one, all at once.
    const [a, b, here] = await Promise.all([worker(25), worker(25), Promise.all(Array.from({ length: 10 }, () => create(leadForCodes)))]);
    const codes = [...a, ...b, ...here.map((s) => s.code)];
    expect(new Set(codes).size).toBe(60);
    const numbers = codes.map((c) => Number(c.slice(-6))).sort((x, y) => x - y);
    expect(numbers[numbers.length - 1]! - numbers[0]!).toBe(59);
    // Two Node processes start with TypeScript compiled on the fly: seconds each on a busy machine.
  }, 90_000);
});
