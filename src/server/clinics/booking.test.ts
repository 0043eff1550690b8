import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { startExotelPeer } from "../../../tests/server/exotel-peer.ts";
import { smsTexts } from "../../../content/sms-texts.ts";
import { canonicalPhone } from "../../shared/phone.ts";
import type { TelephonyConfig } from "../config.server.ts";
import { readJson } from "../db/dialect.ts";
import { renderTemplate, smsVariable } from "../telephony/sms.ts";
import { ClinicBookings } from "./booking.ts";

/**
 * A clinic finder booking reaches the booked clinic: a reference for the
 * farmer (shown on the thank-you), the clinic's own e-mail through the mail
 * queue, and the booking on the lead's timeline.
 */
describe.each(testDatabaseKinds())("a booking on %s", (kind) => {
  let t: TestApp;
  let bookings: ClinicBookings;
  let withMail: string;
  let withoutMail: string;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    bookings = new ClinicBookings({ database: t.app.database, mailer: t.app.mailer, adminUrl: "https://soil.example/admin/leads" });
    const [a, b] = await db().selectFrom("clinics").select("id").orderBy("name").limit(2).execute();
    withMail = a!.id;
    withoutMail = b!.id;
    await db().updateTable("clinics").set({ email: "baramati@clinic.example" }).where("id", "=", withMail).execute();
    await db().updateTable("clinics").set({ email: null }).where("id", "=", withoutMail).execute();
  });
  afterAll(async () => t?.close());

  const farmer = (phone: string) => t.app.leads.capture({ name: "सीता देवी", email: "", phone, location: "Malegaon", user_type: "farmer", source: "website", metadata: null, language: "hi" });

  it("gives a reference, mails the clinic through the outbox and puts the booking on the lead's timeline", async () => {
    const lead = await farmer("98450 81111");
    const out = await bookings.booked({ id: lead.id, name: "सीता देवी", phone: "+919845081111", email: null, village: "Malegaon", language: "hi" }, { clinicId: withMail, preferredDate: "2026-12-05", services: ["soil_testing"] });
    expect(out.reference).toMatch(/^BK-\d{2}-\d{6}$/);
    expect(out.clinicMailed).toBe(true);
    const mail = await db().selectFrom("mail_outbox").selectAll().where("recipient", "=", "baramati@clinic.example").executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Soil test booking ${out.reference}: सीता देवी`);
    expect(mail.text).toContain("Phone: +919845081111");
    expect(mail.text).toContain("Preferred date: 2026-12-05");
    expect(mail.text).toContain("Speaks: Hindi");
    expect(mail.text).toContain(`https://soil.example/admin/leads/${lead.id}`);
    const event = await db().selectFrom("lead_events").select(["kind", "data"]).where("lead_id", "=", lead.id).where("kind", "=", "booking").executeTakeFirstOrThrow();
    const data = typeof event.data === "string" ? (JSON.parse(event.data) as Record<string, unknown>) : (event.data as Record<string, unknown>);
    expect(data).toMatchObject({ reference: out.reference, clinicId: withMail, clinicMailed: true, to: "baramati@clinic.example" });
  });

  it("a clinic without an e-mail is not mailed, and the timeline says so; references follow each other", async () => {
    const lead = await farmer("98450 82222");
    const one = await bookings.booked({ id: lead.id, name: "Ramesh", phone: "+919845082222", email: null }, { clinicId: withoutMail, preferredDate: null, services: [] });
    const two = await bookings.booked({ id: lead.id, name: "Ramesh", phone: "+919845082222", email: null }, { clinicId: withoutMail, preferredDate: null, services: [] });
    expect(one.clinicMailed).toBe(false);
    expect(Number(two.reference.slice(-6)) - Number(one.reference.slice(-6))).toBe(1);
    const events = await db().selectFrom("lead_events").select("data").where("lead_id", "=", lead.id).where("kind", "=", "booking").execute();
    expect(events).toHaveLength(2);
  });

  it("the website form answers the reference with the sent booking, and a failure after the lead is stored still answers sent", async () => {
    const schema = z.object({ name: z.string(), phone: z.string() });
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const toLead = (v: z.output<typeof schema>) => ({ name: v.name, email: "", phone: v.phone, location: null, user_type: "farmer", source: "website", metadata: {} });
    const sent = await t.app.leads.websiteForms.submit(form({ name: "Asha", phone: "98450 83333" }), { form: "booking", schema, toLead, afterCapture: (lead) => bookings.booked({ id: lead.id, name: "Asha", phone: "+919845083333", email: null }, { clinicId: withMail, preferredDate: null, services: [] }) }, async () => 0, "mr");
    expect(sent).toMatchObject({ status: "sent", reference: expect.stringMatching(/^BK-\d{2}-\d{6}$/) });
    const failed = await t.app.leads.websiteForms.submit(form({ name: "Asha", phone: "98450 83334" }), { form: "booking", schema, toLead, afterCapture: () => Promise.reject(new Error("no")) }, async () => 0, "mr");
    expect(failed).toEqual({ status: "sent" });
  });
});

/**
 * With SMS set up (a local stand-in for Exotel's API), a booking made on the
 * Hindi finder page texts the farmer the reference in Hindi and the booked
 * clinic (in Maharashtra) the farmer's name and number in Marathi; the lead's
 * timeline says the clinic was texted. Without SMS set up nothing is sent and
 * the timeline does not claim it was.
 */
describe.each(testDatabaseKinds())("a booking's SMS on %s", (kind) => {
  const account = { sid: "soildoctor1", apiKey: "key-123", apiToken: "token-456" };
  let peer: Awaited<ReturnType<typeof startExotelPeer>>;
  let t: TestApp;
  let plain: TestApp;
  let n = 0;
  const clinicIn = async (app: TestApp, name: string) => (await app.app.database.db.selectFrom("clinics").select(["id", "phone"]).where("name", "=", name).executeTakeFirstOrThrow());
  const book = (app: TestApp, clinicId: string, phone: string, name: string) =>
    app.app.inject({
      method: "POST",
      url: "/hi/find-clinic",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      payload: new URLSearchParams({ intent: "booking", clinic_id: clinicId, name, phone, email: "", village: "मालेगाँव" }).toString(),
      remoteAddress: `10.61.${++n}.1`,
    });
  const bookingEvent = async (app: TestApp, e164: string) => {
    const lead = await app.app.database.db.selectFrom("leads").select("id").where("phone_e164", "=", e164).executeTakeFirstOrThrow();
    const event = await app.app.database.db.selectFrom("lead_events").select("data").where("lead_id", "=", lead.id).where("kind", "=", "booking").executeTakeFirstOrThrow();
    return readJson<Record<string, unknown>>(event.data!);
  };

  beforeAll(async () => {
    peer = await startExotelPeer(account);
    const telephony: TelephonyConfig = { apiUrl: peer.url, ...account, callerId: "08047112233", webhookSecret: "booking-sms-webhook-secret-0123456789", sms: { senderId: "SOILDR", dltEntityId: "1101000000000000001" } };
    t = await startTestApp(kind, { web: true, overrides: { telephony } });
    plain = await startTestApp(kind, { web: true });
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    await peer?.close();
  });

  it("texts the farmer the reference in their language and the clinic the farmer's number in its state's language", async () => {
    const clinic = await clinicIn(t, "Soil Didi Centre Baramati");
    const before = peer.sms().length;
    const res = await book(t, clinic.id, "98450 71111", "सीता देवी");
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const reference = /BK-\d{2}-\d{6}/.exec(res.body)?.[0];
    expect(reference).toBeDefined();
    const sent = peer.sms().slice(before);
    expect(sent).toHaveLength(2);
    const toFarmer = sent.find((s) => s.form.To === "+919845071111");
    const toClinic = sent.find((s) => s.form.To === canonicalPhone(clinic.phone!));
    expect(toFarmer?.form).toMatchObject({ DltTemplateId: smsTexts.hi.booking_confirmation.dltTemplateId, EncodingType: "unicode" });
    expect(toFarmer?.form.Body).toBe(renderTemplate("booking_confirmation", "hi", { reference: reference!, clinic: "Soil Didi Centre Baramati" }).body);
    expect(toClinic?.form).toMatchObject({ DltTemplateId: smsTexts.mr.clinic_booking.dltTemplateId });
    expect(toClinic?.form.Body).toContain(reference!);
    expect(toClinic?.form.Body).toContain("सीता देवी, +919845071111");
    expect(toClinic?.form.Body).toContain("शेतकऱ्याला");
    expect(await bookingEvent(t, "+919845071111")).toMatchObject({ reference, clinicTexted: true, clinicPhone: canonicalPhone(clinic.phone!) });
  });

  it("cuts a long name to what an SMS variable holds, at a word", () => {
    expect(smsVariable("Shrimati Savitribai Jyotiba Phule Deshmukh")).toBe("Shrimati Savitribai Jyotiba");
    expect(smsVariable("  ")).toBe("–");
    expect(smsVariable("A".repeat(40))).toHaveLength(30);
  });

  it("without SMS set up sends nothing and the timeline does not say the clinic was texted", async () => {
    const clinic = await clinicIn(plain, "Soil Didi Centre Baramati");
    const before = peer.sms().length;
    const res = await book(plain, clinic.id, "98450 72222", "गीता");
    expect(res.statusCode).toBe(200);
    expect(peer.sms().length).toBe(before);
    expect(await bookingEvent(plain, "+919845072222")).toMatchObject({ clinicTexted: false, clinicPhone: null });
  });
});
