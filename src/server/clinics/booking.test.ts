import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
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
