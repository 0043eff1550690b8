import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { formData, formLimit } from "../../../tests/server/forms.ts";
import type { WebsiteForms } from "../leads/website-forms.ts";
import { sampleClinics } from "../../../content/clinics.ts";
import { filterClinics, statesOf, NO_FILTERS, directionsUrl, filtersFromSearch } from "../../shared/clinics.ts";
import { presentClinic } from "./present.ts";
import { clinicFinder } from "../../../content/clinic-finder.ts";
import { runSeeds } from "../db/seed.server.ts";
import { clinicsLanguagesSeed } from "../db/seeds/clinics.ts";
import { clinicTexts } from "../db/migrations/0030_clinic_texts.ts";
import { languages } from "../../../content/i18n.ts";
import { parseTranslations, clinicTextLocales } from "../../shared/clinics.ts";
import { sql } from "kysely";
import { clinicFormSchema } from "../../shared/clinic-form.ts";
import { bookingSchemaFor, bookingToLead } from "../../shared/lead-forms/booking.ts";
import { contactSchemaIn, contactToLead } from "../../shared/lead-forms/contact.ts";
import { formMessages } from "../../../content/form-messages.ts";

const form = formData;

describe("clinic filtering", () => {
  const records = sampleClinics.map((c, i) => ({ ...c, services: [...c.services], id: String(i) }));
  const clinics = records.map((c) => presentClinic(c, "en"));
  it("matches name, district or state case-insensitively and combines services with AND", () => {
    expect(filterClinics(clinics, { ...NO_FILTERS, query: "  PUNE " }).map((c) => c.name)).toEqual(["Soil Didi Centre Baramati"]);
    expect(filterClinics(clinics, { ...NO_FILTERS, query: "uttar pradesh" })).toHaveLength(2);
    expect(filterClinics(clinics, { ...NO_FILTERS, services: ["Satellite Analysis", "Advisory Services", "7-Parameter Test"] }).map((c) => c.district)).toEqual(["Tumakuru", "Ludhiana"]);
    expect(filterClinics(clinics, { ...NO_FILTERS, state: "Karnataka", query: "dharwad" })).toHaveLength(1);
  });
  it("finds a clinic by its Hindi or English names on either language's page", () => {
    const hindi = records.map((c) => presentClinic(c, "hi"));
    expect(filterClinics(hindi, { ...NO_FILTERS, query: "सीतापुर" }).map((c) => c.name)).toEqual(["Soil Didi केंद्र सीतापुर"]);
    // A Hindi reader who types Latin letters finds it too, and the state filter takes the stored (English) state.
    expect(filterClinics(hindi, { ...NO_FILTERS, query: "sitapur" })).toHaveLength(1);
    expect(filterClinics(hindi, { ...NO_FILTERS, state: "Uttar Pradesh" }).map((c) => c.district)).toEqual(["सीतापुर", "वाराणसी"]);
    expect(filterClinics(clinics, { ...NO_FILTERS, query: "बिहार" }).map((c) => c.district)).toEqual(["Muzaffarpur"]);
    const states = statesOf(hindi, "hi-IN");
    expect(states.find((s) => s.value === "Uttar Pradesh")?.label).toBe("उत्तर प्रदेश");
    expect(states.map((s) => s.label)).toEqual([...states.map((s) => s.label)].sort((a, b) => a.localeCompare(b, "hi-IN")));
  });
  it("shows Hindi texts on Hindi pages and falls back to English (or the state's Hindi name) where one is empty", () => {
    const base = { ...records[2]!, translations: parseTranslations({ hi: { name: null, address: "  ", district: "" } }) };
    expect(presentClinic(base, "hi")).toMatchObject({ name: "Soil Didi Centre Sitapur", address: base.address, district: "Sitapur", state: "उत्तर प्रदेश", stateKey: "Uttar Pradesh" });
    expect(presentClinic({ ...base, state: "Atlantis" }, "hi").state).toBe("Atlantis");
    const full = presentClinic(records[2]!, "hi");
    expect(full).toMatchObject({ name: "Soil Didi केंद्र सीतापुर", district: "सीतापुर", state: "उत्तर प्रदेश", address: expect.stringContaining("लालबाग") });
    expect(full).not.toHaveProperty("translations");
    expect(presentClinic(records[2]!, "en")).toMatchObject({ name: "Soil Didi Centre Sitapur", otherNames: expect.stringContaining("सीतापुर") });
  });
  it("gives every sample clinic its name, address and district in every registered language, in that language's script", () => {
    for (const locale of clinicTextLocales) {
      const script = new RegExp(`^\\p{Script=${languages.find((l) => l.code === locale)!.script}}`, "u");
      for (const c of sampleClinics) {
        const t = c.translations[locale]!;
        for (const v of [t.name!, t.address!, t.district!]) {
          const letters = v.replace(/Soil (Doctor|Didi)/g, "").match(/\p{L}\p{M}*/gu) ?? [];
          expect(letters.length, `${locale} ${c.name}`).toBeGreaterThan(0);
          expect(letters.every((l) => script.test(l)), `${locale}: ${v}`).toBe(true);
        }
      }
    }
    const byName = (name: string) => sampleClinics.find((c) => c.name === name)!.translations;
    expect(byName("Soil Didi Centre Niphad").mr?.district).toBe("नाशिक");
    expect(byName("Soil Doctor Clinic Anand").gu?.district).toBe("આણંદ");
    expect(byName("Soil Didi Centre Guntur").te?.district).toBe("గుంటూరు");
    expect(byName("Soil Doctor Clinic Dharwad").kn?.district).toBe("ಧಾರವಾಡ");
    expect(byName("Soil Doctor Clinic Ludhiana").pa?.district).toBe("ਲੁਧਿਆਣਾ");
  });
  it("shows each language's texts on its pages, and English where that language has none yet", () => {
    const guntur = records.find((c) => c.district === "Guntur")!;
    expect(presentClinic(guntur, "te")).toMatchObject({ name: "Soil Didi కేంద్రం గుంటూరు", district: "గుంటూరు", state: "ఆంధ్రప్రదేశ్", stateKey: "Andhra Pradesh", otherNames: expect.stringContaining("Guntur") });
    const untranslated = { ...guntur, translations: { hi: guntur.translations.hi } };
    expect(presentClinic(untranslated, "te")).toMatchObject({ name: "Soil Didi Centre Guntur", address: guntur.address, district: "Guntur" });
    // The state still reads in Telugu: the language's state names give it.
    expect(presentClinic(untranslated, "te").state).not.toBe("Andhra Pradesh");
    expect(presentClinic({ ...guntur, translations: { te: { name: "మా గుంటూరు క్లినిక్" } } }, "te")).toMatchObject({ name: "మా గుంటూరు క్లినిక్", district: "Guntur" });
  });
  it("lists each state once, sorted, and reads filters from the address", () => {
    const states = statesOf(clinics).map((s) => s.value);
    expect(states).toEqual([...new Set(states)].sort());
    expect(filtersFromSearch(new URLSearchParams("q=x&state=Bihar&service=Satellite%20Analysis&service=Palm%20Reading"))).toEqual({ query: "x", state: "Bihar", services: ["Satellite Analysis"] });
    expect(directionsUrl({ lat: 13.3409, lng: 77.101 })).toBe("https://www.google.com/maps/dir/?api=1&destination=13.3409,77.101");
  });
  it("checks the staff form with readable messages", () => {
    const bad = clinicFormSchema.safeParse({ name: "", address: "a", district: "d", state: "s", services: [], phone: "", email: "x", lat: "91", lng: "east" });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({ name: "Please enter the clinic name.", services: "Choose at least one service.", lat: "The latitude must be between -90 and 90." });
    expect(messages.lng).toMatch(/must be a number/);
    const good = clinicFormSchema.parse({ name: "C", address: "a", district: "d", state: "s", services: ["7-Parameter Test"], phone: "", email: "", lat: "-12.5", lng: "179.9" });
    expect(good).toMatchObject({ phone: null, email: null, lat: -12.5, lng: 179.9, translations: {} });
    const withTexts = { name: "C", address: "a", district: "d", state: "s", services: ["7-Parameter Test" as const], lat: "1", lng: "1", phone: "", email: "" };
    expect(clinicFormSchema.parse({ ...withTexts, translations: { hi: { name: " किसान क्लिनिक ", state: "" }, te: { name: "", address: " " } } }).translations).toEqual({ hi: { name: "किसान क्लिनिक" } });
    const tooLong = clinicFormSchema.safeParse({ ...withTexts, translations: { te: { name: "క".repeat(500) } } });
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ["translations", "te", "name"], message: expect.stringContaining("తెలుగు") });
  });
  it("maps each contact choice to a lead user type and keeps the choice and message", () => {
    const v = contactSchemaIn(formMessages.en).parse({ name: "A", email: "a@example.in", user_type: "press", message: "Hello" });
    expect(contactToLead(v)).toMatchObject({ user_type: "other", source: "website", metadata: { who_are_you: "Press/Media", message: "Hello" } });
    const csr = contactSchemaIn(formMessages.en).parse({ name: "A", email: "a@example.in", user_type: "csr-ngo", message: "Hi", phone: "" });
    expect(contactToLead(csr).user_type).toBe("ngo");
  });
});

describe.each(testDatabaseKinds())("clinics and bookings on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp(kind)));
  afterAll(async () => t?.close());
  const leads = { submit: (...a: Parameters<WebsiteForms["submit"]>) => t.app.leads.websiteForms.submit(...a) };
  const limitFor = (ip: string) => formLimit(t, ip);

  it("seeds the sample clinics once and reads them with their services", async () => {
    const clinics = await t.app.clinics.list();
    expect(clinics).toHaveLength(sampleClinics.length);
    const tumakuru = clinics.find((c) => c.district === "Tumakuru")!;
    expect(tumakuru.services).toEqual(["7-Parameter Test", "13-Parameter Test", "Advisory Services", "Satellite Analysis"]);
    expect(typeof tumakuru.lat).toBe("number");
    expect(await t.app.clinics.findById(tumakuru.id)).toEqual(tumakuru);
    expect(await t.app.clinics.findById("not-a-uuid")).toBeUndefined();
    const hindi = await t.app.clinics.list("hi");
    expect(hindi.find((c) => c.id === tumakuru.id)).toMatchObject({ name: "Soil Doctor क्लिनिक तुमकुरु", district: "तुमकुरु", state: "कर्नाटक", stateKey: "Karnataka" });
    expect(await t.app.clinics.findById(tumakuru.id, "hi")).toEqual(hindi.find((c) => c.id === tumakuru.id));
    expect(await t.app.clinics.findById("00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("stores a booking as a website lead with the clinic in its metadata and queues the e-mail", async () => {
    const clinic = (await t.app.clinics.list()).find((c) => c.district === "Sitapur")!;
    const opts = { form: "booking", schema: bookingSchemaFor(clinic, clinicFinder.en.booking.errors), toLead: (v: Parameters<typeof bookingToLead>[0]) => bookingToLead(v, clinic) };
    const refused = await leads.submit(form({ clinic_id: clinic.id, name: "R", phone: "98450", village: "V", services: ["Satellite Analysis"] }), opts, limitFor(`10.1.0.${kind.length}`));
    expect(refused.status).toBe("invalid");
    if (refused.status === "invalid") {
      expect(refused.fieldErrors.phone).toMatch(/10-digit/);
    }
    const wrongService = await leads.submit(form({ clinic_id: clinic.id, name: "R", phone: "98450 12345", village: "V", services: ["Satellite Analysis"] }), opts, limitFor(`10.1.1.${kind.length}`));
    expect(wrongService.status === "invalid" && wrongService.fieldErrors.services).toMatch(/does not offer: Satellite Analysis/);

    const sent = await leads.submit(
      form({ clinic_id: clinic.id, name: `Booker ${kind}`, phone: "98450 12345", village: "Mahmudabad", preferred_date: "2099-01-15", services: ["Advisory Services", "7-Parameter Test"] }),
      opts,
      limitFor(`10.1.2.${kind.length}`),
    );
    expect(sent).toEqual({ status: "sent" });
    const row = await t.app.database.db.selectFrom("leads").selectAll().where("name", "=", `Booker ${kind}`).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: "website", user_type: "farmer", phone: "+919845012345", location: "Mahmudabad", email: "" });
    const metadata = typeof row.metadata === "string" ? JSON.parse(row.metadata) : row.metadata;
    expect(metadata).toMatchObject({ form: "booking", clinic_id: clinic.id, clinic_name: "Soil Didi Centre Sitapur", preferred_date: "2099-01-15", services: ["Advisory Services", "7-Parameter Test"] });
    const mail = await t.app.database.db.selectFrom("mail_outbox").selectAll().where("subject", "like", `%Booker ${kind}%`).executeTakeFirst();
    expect(mail?.text).toContain("Soil Didi Centre Sitapur");
  });

  it("fills the languages of sample clinics seeded before they arrived, and leaves staff edits alone", async () => {
    const db = t.app.database.db;
    const [sitapur, guntur, anand] = ["Soil Didi Centre Sitapur", "Soil Didi Centre Guntur", "Soil Doctor Clinic Anand"];
    await db.updateTable("clinics").set({ translations: "{}" }).where("name", "in", [sitapur, guntur, anand]).execute();
    await db.updateTable("clinics").set({ translations: JSON.stringify({ gu: { name: "આણંદનું અમારું ક્લિનિક" } }) }).where("name", "=", anand).execute();
    await db.updateTable("clinics").set({ address: "New Road 1" }).where("name", "=", guntur).execute();
    await db.deleteFrom("app_seeds").where("name", "=", clinicsLanguagesSeed.name).execute();
    await runSeeds(t.app.database, [clinicsLanguagesSeed]);
    const rows = await db.selectFrom("clinics").select(["name", "translations"]).where("name", "in", [sitapur, guntur, anand]).orderBy("name").execute();
    const [g, s, a] = rows.map((r) => parseTranslations(r.translations));
    expect(g).toEqual({});
    expect(s?.te).toMatchObject({ name: "Soil Didi కేంద్రం సీతాపూర్" });
    expect(Object.keys(s!).sort()).toEqual([...clinicTextLocales].sort());
    expect(a?.gu).toEqual({ name: "આણંદનું અમારું ક્લિનિક" });
    expect(a?.kn?.district).toBe("ಆನಂದ್");
  });

  it("carries the Hindi texts of the old per-column shape into the translations, and back", async () => {
    const db = t.app.database.db;
    const migration = clinicTexts(kind);
    await migration.down(db as never);
    try {
      await sql`update clinics set name_hi = ${"सीतापुर वाला क्लिनिक"}, district_hi = ${" "}, state_hi = ${null} where name = ${"Soil Didi Centre Sitapur"}`.execute(db);
    } finally {
      await migration.up(db as never);
    }
    const row = await db.selectFrom("clinics").select(["translations"]).where("name", "=", "Soil Didi Centre Sitapur").executeTakeFirstOrThrow();
    expect(parseTranslations(row.translations)).toEqual({ hi: expect.objectContaining({ name: "सीतापुर वाला क्लिनिक" }) });
    expect(parseTranslations(row.translations).hi).not.toHaveProperty("district");
    const page = (await t.app.clinics.list("hi")).find((c) => c.stateKey === "Uttar Pradesh" && c.name.includes("सीतापुर"));
    expect(page?.name).toBe("सीतापुर वाला क्लिनिक");
  });

  it("explains a refused booking in Hindi on the Hindi page, naming services in Hindi", async () => {
    const clinic = (await t.app.clinics.list()).find((c) => c.district === "Sitapur")!;
    const opts = { form: "booking", schema: bookingSchemaFor(clinic, clinicFinder.hi.booking.errors), toLead: (v: Parameters<typeof bookingToLead>[0]) => bookingToLead(v, clinic) };
    const r = await leads.submit(form({ clinic_id: clinic.id, name: "", phone: "98450", village: "V", services: ["Satellite Analysis"] }), opts, limitFor(`10.1.4.${kind.length}`));
    expect(r.status).toBe("invalid");
    if (r.status === "invalid") {
      expect(r.fieldErrors).toMatchObject({ name: "कृपया अपना नाम लिखें।", phone: expect.stringContaining("10 अंकों") });
    }
    const s = await leads.submit(form({ clinic_id: clinic.id, name: "R", phone: "98450 12345", village: "V", services: ["Satellite Analysis"] }), opts, limitFor(`10.1.5.${kind.length}`));
    expect(s.status === "invalid" && s.fieldErrors.services).toBe("यह क्लिनिक ये जाँच नहीं करता: सैटेलाइट जाँच।");
  });

  it("refuses a booking for a clinic that no longer exists", async () => {
    const opts = { form: "booking", schema: bookingSchemaFor(undefined, clinicFinder.en.booking.errors), toLead: () => ({ name: "", email: "", user_type: "farmer", source: "website" }) };
    const r = await leads.submit(form({ clinic_id: "gone", name: "R", phone: "98450 12345", village: "V" }), opts, limitFor(`10.1.3.${kind.length}`));
    expect(r.status === "invalid" && r.fieldErrors.clinic_id).toMatch(/no longer listed/);
  });
});
