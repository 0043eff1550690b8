import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { upsertConfirmedUser } from "../../src/server/auth/users.server.ts";
import { mailLinks, mailText } from "../server/mail-text.ts";
import { startSmtpPeer } from "../server/smtp-peer.ts";
import { startTestApp, type TestApp } from "../server/test-app.ts";
import { createStaff, shot, signIn, startAdminServer } from "./admin-helpers";

// A browser in UTC: the admin still shows India's dates.
test.use({ timezoneId: "UTC" });

const results = { ph: "8.6", ec: "0.5", oc: "0.42", n: "210", p: "18", k: "190", s: "12", zn: "0.45", fe: "6", cu: "0.5", mn: "3", b: "0.7" };

test.describe("soil samples at the desk", () => {
  let t: TestApp;

  test.beforeAll(async () => {
    t = await startAdminServer();
    await createStaff(t);
    await t.app.leads.capture({ name: "Sita Devi", email: "sita@farm.example", phone: "+91 98450 33333", location: "Baramati", user_type: "farmer", source: "booking", language: "hi" });
  });
  test.afterAll(async () => t?.close());

  test("a sample is created for a lead, its label printed, its results checked and its advice approved", async ({ page, context }, info) => {
    await signIn(page, t);
    await page.getByRole("link", { name: "Samples" }).first().click();
    await expect(page).toHaveURL(/\/admin\/samples$/);
    await page.getByRole("link", { name: "New sample" }).click();
    await page.getByLabel("Farmer's phone or name").fill("98450 33333");
    await page.getByRole("button", { name: "Find lead" }).click();
    await page.getByRole("button", { name: "Use this lead" }).click();
    await expect(page.getByTestId("picked-lead")).toContainText("Sita Devi");
    await page.getByLabel("Village").fill("Malegaon");
    await page.getByLabel("District").fill("Pune");
    await page.getByLabel("State").fill("Maharashtra");
    await page.getByLabel("Area (acres)").fill("2.5");
    await page.getByLabel("Crop planned").selectOption("wheat");
    await page.getByLabel("Clinic").selectOption({ index: 1 });
    await page.getByLabel("Collected by").fill("Kavita");
    await page.getByRole("button", { name: "Save sample" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^SD-\d{2}-\d{6}$/);
    const code = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await expect(page.getByTestId("sample-qr").locator("svg")).toBeVisible();
    await shot(page, info, "sample-new");

    // The label opens in its own tab with the code and the QR code.
    await page.evaluate(() => {
      window.print = () => {};
    });
    const [label] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Print label" }).click()]);
    await label.waitForLoadState();
    await expect(label.getByTestId("label")).toContainText(code);
    await expect(label.locator("svg")).toHaveCount(1);
    await label.close();

    await page.getByRole("button", { name: "Mark received at the lab" }).click();
    await expect(page.getByText("At the lab", { exact: true })).toBeVisible();
    for (const [k, v] of Object.entries({ ...results, ph: "15" })) await page.locator(`#r-${k}`).fill(v);
    await page.getByRole("button", { name: "Save results" }).click();
    await expect(page.getByRole("alert")).toContainText("must be within 3–11");
    await page.locator("#r-ph").fill(results.ph);
    await page.getByRole("button", { name: "Save results" }).click();
    await expect(page.getByText("Not reviewed yet")).toBeVisible();
    // Low nitrogen: wheat's 120 kg N/ha is raised to 150.
    await expect(page.getByText("N-P₂O₅-K₂O: 150-60-40 kg/ha")).toBeVisible();
    await page.getByLabel("Urea (kg per acre)").fill("110");
    await page.getByLabel(/Agronomist's note/).fill("गेहूँ की बुआई नवंबर के आख़िर तक कर लें।");
    await page.getByRole("button", { name: "Approve advice: report ready" }).click();
    await expect(page.getByText("Reviewed", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Urea (kg per acre)")).toHaveValue("110");
    await shot(page, info, "sample-detail");

    // The list finds it by status and district.
    await page.goto(`${t.url}/admin/samples?status=report_ready&district=pune`);
    await expect(page.getByTestId("sample-row").filter({ hasText: code })).toBeVisible();
    await shot(page, info, "samples-list");
    // Each step is on the lead's timeline.
    await page.getByTestId("sample-row").getByRole("link", { name: code }).click();
    await page.getByRole("link", { name: "Open the lead" }).click();
    await expect(page.getByText(`Sample ${code}: advice reviewed, report ready`)).toBeVisible();
    await expect(page.getByText(`Sample ${code}: collected`)).toBeVisible();
  });

  test("the lab's CSV: the preview lists each row's problems, and saving keeps only the good rows", async ({ page }, info) => {
    const { user } = await upsertConfirmedUser(t.app.database, "csv@soil.example", "csv-password-1");
    const lead = await t.app.leads.capture({ name: `Ravi ${info.project.name}`, email: `ravi-${info.project.name}@farm.example`, phone: "+91 98450 66666", location: "Nashik", user_type: "farmer", source: "booking" });
    const plot = { farmerName: null, phone: null, village: "Ozar", district: "Nashik", state: "Maharashtra", surveyNo: null, areaAcres: 1, crop: "onion" as const, clinicId: null, collector: null, collectedOn: "2026-11-21" };
    const a = await t.app.samples.create(user.id, { leadId: lead.id, ...plot });
    const b = await t.app.samples.create(user.id, { leadId: lead.id, ...plot });
    const row = (code: string, ph = results.ph) => [code, ph, ...Object.values(results).slice(1)].join(",");
    const csv = ["sample_id,ph,ec,oc,n,p,k,s,zn,fe,cu,mn,b", row(a.code), row("SD-26-999999"), row(b.code, "15"), ""].join("\n");
    await signIn(page, t);
    await page.goto(`${t.url}/admin/samples`);
    await page.getByLabel("Lab results file").setInputFiles({ name: "lab.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const preview = page.getByTestId("import-preview");
    await expect(preview.getByRole("status")).toHaveText("1 row ready to save, 2 with problems (not saved).");
    await expect(preview.getByTestId("import-row").nth(1)).toContainText("unknown sample id SD-26-999999");
    await expect(preview.getByTestId("import-row").nth(2)).toContainText('ph "15" must be within 3–11');
    await shot(page, info, "samples-import");
    await page.getByRole("button", { name: "Save 1 good row" }).click();
    await expect(preview.getByRole("status")).toHaveText("Saved the results of 1 sample.");
    expect((await t.app.samples.detail(a.id))?.status).toBe("tested");
    expect((await t.app.samples.detail(b.id))?.status).toBe("collected");
  });
});

test.describe("the farmer's report", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let code = "";
  let link = "";

  test.beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp("sqlite", { web: true, listen: true, overrides: { smtpUrl: smtp.url, mailRetryBaseMs: 50 } });
    const { user } = await upsertConfirmedUser(t.app.database, "lab@soil.example", "lab-password-1");
    const lead = await t.app.leads.capture({ name: "सीता देवी", email: "sita@farm.example", phone: "+91 98450 55555", location: "बारामती", user_type: "farmer", source: "booking", language: "hi" });
    const clinic = await t.app.database.db.selectFrom("clinics").select("id").executeTakeFirstOrThrow();
    const made = await t.app.samples.create(user.id, { leadId: lead.id, farmerName: null, phone: null, village: "मालेगाँव", district: "पुणे", state: "महाराष्ट्र", surveyNo: "112/3", areaAcres: 2.5, crop: "wheat", clinicId: clinic.id, collector: "कविता", collectedOn: "2026-11-20" });
    code = made.code;
    await t.app.samples.saveResults(user.id, made.id, { ph: 8.6, ec: 0.5, oc: 0.42, n: 210, p: 18, k: 190, s: 12, zn: 0.45, fe: 6, cu: 0.5, mn: 3, b: 0.7 });
    const advice = (await t.app.samples.detail(made.id))!.advice!;
    await t.app.samples.approve(user.id, made.id, { ...advice, note: "गेहूँ की बुआई नवंबर के आख़िर तक कर लें।" });
    await t.app.samples.share(user.id, made.id);
    // The e-mail in Hindi carries the link; it points at the public address, so it is opened on this server.
    const mail = (await smtp.find((m) => m.to.includes("sita@farm.example"), 20_000))!;
    expect(mailText(mail)).toContain(`आपके मिट्टी के नमूने ${code} की रिपोर्ट तैयार है`);
    const sent = mailLinks(mail).find((l) => l.includes("/report/"))!;
    link = `${t.url}${new URL(sent).pathname}${new URL(sent).search}`;
  });
  test.afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  test.beforeEach(() => {
    mkdirSync("/tmp/shots-soil", { recursive: true });
  });

  test("the e-mailed link opens the report in Hindi, with its ratings and amounts per acre; a changed link shows nothing", async ({ page, request }, info) => {
    const res = await page.goto(link);
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const report = page.getByTestId("report");
    await expect(report.getByRole("heading", { level: 1 })).toHaveText("मिट्टी की सेहत की रिपोर्ट");
    await expect(report).toContainText(code);
    await expect(report.locator('[data-parameter="n"] [data-rating]')).toHaveText("कम");
    await expect(report.locator('[data-parameter="zn"] [data-rating]')).toHaveText("कमी");
    await expect(report.locator('[data-product="urea"]')).toContainText("यूरिया");
    await expect(report.locator('[data-product="urea"]')).toContainText(/\d+ किलो/);
    await expect(report).toContainText("ज़िंक सल्फ़ेट");
    await expect(report.getByTestId("guidance")).toContainText("आम सलाह");
    await page.screenshot({ path: `/tmp/shots-soil/report-hi-${info.project.name}.png`, fullPage: true });
    // The same report in English for the record.
    await page.goto(link.replace("/hi/report/", "/report/"));
    await expect(page.getByTestId("report").getByRole("heading", { level: 1 })).toHaveText("Soil health report");
    await expect(page.locator('[data-parameter="n"] [data-rating]')).toHaveText("Low");
    await page.screenshot({ path: `/tmp/shots-soil/report-en-${info.project.name}.png`, fullPage: true });

    const key = new URL(link).searchParams.get("key")!;
    const changedKey = link.replace(key, `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`);
    const changedId = link.replace(code, code.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
    for (const bad of [changedKey, changedId]) {
      const r = await page.goto(bad);
      expect(r?.status()).toBe(404);
      await expect(page.getByTestId("report")).toHaveCount(0);
    }
    // The PDF: the same page printed by Chromium, A4, under 300 KB, its Hindi text extractable.
    const pdfLink = link.replace(`/report/${code}?`, `/report/${code}/pdf?`);
    const pdf = await request.get(pdfLink);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = await pdf.body();
    const file = `/tmp/shots-soil/report-hi-${info.project.name}.pdf`;
    writeFileSync(file, bytes);
    expect(bytes.length).toBeLessThan(300 * 1024);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("मिट्टी की सेहत की रिपोर्ट");
    expect(text).toContain("यूरिया");
    expect(text).toContain(code);
    const size = execFileSync("pdfinfo", [file]).toString();
    expect(size).toMatch(/Page size:\s+595\.\d+ x 84[12]\.\d+ pts \(A4\)/);
    expect((await request.get(pdfLink.replace(key, "x".repeat(32)))).status()).toBe(404);
    const views = await t.app.database.db.selectFrom("sample_views").select("via").execute();
    expect(views.map((v) => v.via)).toEqual(expect.arrayContaining(["link", "pdf"]));
  });

  test("a farmer with only a phone number gets a code by SMS on /hi/report, a wrong code is refused, and the right one lists the phone's samples", async ({ page }, info) => {
    await page.goto(`${t.url}/hi/report`);
    const byPhone = page.getByRole("region", { name: "सिर्फ़ मोबाइल नंबर है?" });
    await byPhone.getByRole("textbox", { name: "मोबाइल नंबर" }).fill("098450-55555");
    await byPhone.getByRole("button", { name: "मुझे कोड भेजें" }).click();
    await expect(byPhone.getByRole("status")).toContainText("पर SMS से कोड भेज दिया है");
    // The code as the SMS carries it (the outbox keeps every message it sends).
    const sms = await t.app.database.db.selectFrom("sms_messages").select(["body", "to_number"]).where("template", "=", "otp").orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(sms.to_number).toBe("+919845055555");
    const otp = /\d{6}/.exec(sms.body)![0];
    const wrong = otp === "000000" ? "111111" : "000000";
    await byPhone.getByLabel("SMS में आया कोड").fill(wrong);
    await byPhone.getByRole("button", { name: "मेरे नमूने दिखाएँ" }).click();
    await expect(byPhone.getByRole("alert")).toHaveText("यह कोड सही नहीं है। SMS देखकर फिर से लिखें।");
    await byPhone.getByLabel("SMS में आया कोड").fill(otp);
    await byPhone.getByRole("button", { name: "मेरे नमूने दिखाएँ" }).click();
    const list = page.getByTestId("phone-samples");
    await expect(list.getByRole("heading", { level: 1 })).toContainText("के नमूने");
    const sample = list.locator(`[data-code="${code}"]`);
    await expect(sample).toContainText("मालेगाँव");
    await sample.getByRole("link").click();
    await expect(page.getByTestId("report")).toContainText("सीता देवी");
    await page.screenshot({ path: `/tmp/shots-soil/phone-lookup-hi-${info.project.name}.png`, fullPage: true });
  });

  test("the lookup by sample id and phone on /hi/report; a wrong phone gets the same answer as an unknown id", async ({ page }) => {
    await page.goto(`${t.url}/hi/report?code=${code}`);
    // The page also offers a lookup by phone alone; this test fills the sample-id form.
    const form = page.getByRole("form", { name: "अपनी मिट्टी की रिपोर्ट देखें" });
    await expect(form.getByLabel("नमूना नंबर")).toHaveValue(code);
    await form.getByLabel("मोबाइल नंबर").fill("98450 55556");
    await form.getByRole("button", { name: "मेरा नमूना दिखाएँ" }).click();
    const notFound = "इस नमूना नंबर और मोबाइल नंबर से कोई नमूना नहीं मिला";
    await expect(page.getByRole("alert")).toContainText(notFound);
    await form.getByLabel("नमूना नंबर").fill("SD-26-999999");
    await form.getByLabel("मोबाइल नंबर").fill("98450 55555");
    await form.getByRole("button", { name: "मेरा नमूना दिखाएँ" }).click();
    await expect(page.getByRole("alert")).toContainText(notFound);
    await form.getByLabel("नमूना नंबर").fill(code.toLowerCase());
    await form.getByLabel("मोबाइल नंबर").fill("098450-55555");
    await form.getByRole("button", { name: "मेरा नमूना दिखाएँ" }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/report/${code}\\?access=`));
    await expect(page.getByTestId("report")).toContainText("सीता देवी");
    // The pass opens this sample only.
    const other = page.url().replace(code, code.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
    expect((await page.goto(other))?.status()).toBe(404);
  });
});
