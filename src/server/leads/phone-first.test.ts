import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { formMessages } from "../../../content/form-messages.ts";
import { clinicFinder } from "../../../content/clinic-finder.ts";
import { readJson } from "../db/dialect.ts";
import { signedInAgent } from "../../../tests/server/functions-client.ts";

/**
 * A farmer with a phone and no e-mail becomes a lead from the chat and from
 * every page form, in English and Hindi, through the real routes (a page form
 * as a plain post, no scripts); a lead with neither is refused, and the page
 * says why in its own language.
 */

const html = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

type Lang = "en" | "hi";
/** Each page form with the fields it needs besides the contact ones. */
const FORMS = [
  { page: "/contact", intent: "contact", fields: { user_type: "farmer", message: "Mitti ki jaanch karwani hai." }, missing: (l: Lang) => formMessages[l].phoneOrEmail },
  { page: "/for-partners", intent: "partner", fields: { organization: "Kisan Sangh", organization_type: "ngo", message: "Saath kaam karna hai." }, missing: (l: Lang) => formMessages[l].phoneOrEmail },
  { page: "/csr", intent: "csr", fields: { organization: "Gram Trust", focus_area: "agriculture", message: "CSR ke liye." }, missing: (l: Lang) => formMessages[l].phoneOrEmail },
  { page: "/find-clinic", intent: "booking", fields: { village: "Mahmudabad" }, missing: (l: Lang) => clinicFinder[l].booking.errors.phone },
] as const;

describe.each(testDatabaseKinds())("phone-first leads on %s", (kind) => {
  let t: TestApp;
  let anonKey: string;
  let clinicId: string;
  let n = 0;
  /** A fresh Indian mobile number each time, so no capture joins another's lead. */
  const nextPhone = () => {
    n += 1;
    const digits = `98${kind === "sqlite" ? "2" : "3"}${String(1000000 + n).slice(1)}0`;
    return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
  };
  const leadByPhone = (e164: string) => t.app.database.db.selectFrom("leads").selectAll().where("phone_e164", "=", e164).executeTakeFirst();
  const mailOf = (leadId: string) => t.app.database.db.selectFrom("mail_outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirst();

  const startChat = (body: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/functions/v1/live-chat?action=start_chat",
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
      payload: body,
      remoteAddress: `10.41.${++n % 250}.1`,
    });
  const postForm = (form: (typeof FORMS)[number], lang: Lang, values: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: lang === "hi" ? `/hi${form.page}` : form.page,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      payload: new URLSearchParams({ intent: form.intent, ...form.fields, ...(form.intent === "booking" ? { clinic_id: clinicId } : {}), ...values }).toString(),
      remoteAddress: `10.42.${++n % 250}.1`,
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { web: true, listen: true });
    anonKey = await t.app.tokens.anonKey;
    clinicId = (await t.app.clinics.list())[0]!.id;
  });
  afterAll(async () => t?.close());

  for (const lang of ["en", "hi"] as const) {
    it(`starts a chat in ${lang} for a farmer who gives a phone and no e-mail; the team's e-mail carries the phone`, async () => {
      const phone = nextPhone();
      const name = lang === "hi" ? "रामेश्वर पाटील" : "Rameshwar Patil";
      const res = await startChat({ name, phone: phone.typed, user_type: "farmer", language: lang });
      expect(res.statusCode, res.body).toBe(201);
      const lead = await leadByPhone(phone.e164);
      expect(lead).toMatchObject({ id: res.json().leadId, name, email: "", phone: phone.e164, source: "live_chat", language: lang });
      const session = await t.app.database.db.selectFrom("chat_sessions").select(["lead_id", "user_email"]).where("id", "=", res.json().sessionId).executeTakeFirstOrThrow();
      expect(session).toEqual({ lead_id: lead!.id, user_email: "" });
      const mail = await mailOf(lead!.id);
      expect(mail?.text).toContain(`Phone: +91 ${phone.e164.slice(3, 8)} ${phone.e164.slice(8)}`);
      expect(mail?.text).toContain("Email: —");
    });

    for (const form of FORMS) {
      it(`takes a ${form.intent} form in ${lang} with a phone and no e-mail`, async () => {
        const phone = nextPhone();
        const name = `${form.intent} ${lang} ${kind}`;
        const res = await postForm(form, lang, { name, phone: phone.typed, email: "" });
        expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
        const lead = await leadByPhone(phone.e164);
        expect(lead).toMatchObject({ name, email: "", phone: phone.e164, source: "website", language: lang });
        expect(readJson<Record<string, unknown>>(lead!.metadata!)).toMatchObject({ form: form.intent });
        expect((await mailOf(lead!.id))?.text).toContain(name);
      });

      it(`refuses a ${form.intent} form in ${lang} with neither a phone nor an e-mail, saying so in ${lang}`, async () => {
        const name = `${form.intent} nobody ${lang} ${kind}`;
        const res = await postForm(form, lang, { name, phone: " ", email: "" });
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain(html(form.missing(lang)));
        const other = form.missing(lang === "hi" ? "en" : "hi");
        expect(res.body).not.toContain(html(other));
        expect(await t.app.database.db.selectFrom("leads").select("id").where("name", "=", name).executeTakeFirst()).toBeUndefined();
      });
    }
  }

  it("keeps the village a farmer gives in the chat and the booking: on the lead, in the CSV export and in the team's e-mail", async () => {
    const chatPhone = nextPhone();
    const chat = await startChat({ name: `Village chat ${kind}`, phone: chatPhone.typed, village: "  Khaira  ", user_type: "farmer", language: "hi" });
    expect(chat.statusCode, chat.body).toBe(201);
    const bookingPhone = nextPhone();
    const booking = await postForm(FORMS[3], "hi", { name: `Village booking ${kind}`, phone: bookingPhone.typed, village: "Mahmudabad" });
    expect(booking.statusCode).toBe(200);
    const tooLong = await startChat({ name: "Long village", phone: nextPhone().typed, village: "x".repeat(81), user_type: "farmer" });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toMatch(/village/);

    const staff = await signedInAgent(t, `village-${kind}@soil.example`);
    const exported = await t.app.inject({ method: "GET", url: "/functions/v1/leads-export", headers: { apikey: anonKey, authorization: `Bearer ${staff.token}` } });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.replace(/^\uFEFF/, "").split("\r\n");
    const header = lines[0]!.split(",");
    const villageColumn = header.indexOf("Village");
    expect(villageColumn).toBeGreaterThan(header.indexOf("Language"));
    for (const [phone, village] of [[chatPhone, "Khaira"], [bookingPhone, "Mahmudabad"]] as const) {
      const lead = await leadByPhone(phone.e164);
      expect(lead?.village).toBe(village);
      const line = lines.find((l) => l.includes(`${phone.e164.slice(3, 8)} ${phone.e164.slice(8)}`));
      expect(line?.split(",").at(-1)).toBe(village);
      expect((await mailOf(lead!.id))?.text).toContain(`Village: ${village}`);
      // What the desk's lead page reads.
      const detail = await t.app.inject({ method: "GET", url: `/functions/v1/lead-detail?id=${lead!.id}`, headers: { apikey: anonKey, authorization: `Bearer ${staff.token}` } });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().lead).toMatchObject({ village, phone: phone.e164 });
    }
  });

  it("refuses a chat with neither a phone nor an e-mail, naming the problem; an empty form still fails on its name first", async () => {
    const res = await startChat({ name: "Nobody", user_type: "farmer", language: "hi" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/phone number or an email address/);
    expect(await t.app.database.db.selectFrom("leads").select("id").where("name", "=", "Nobody").executeTakeFirst()).toBeUndefined();
    const bad = await startChat({ name: "Asha", phone: "12345", user_type: "farmer" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/not a valid phone number/);
  });
});
