import { sql } from "kysely";
import { englishName } from "../../../content/i18n.ts";
import { languageOfState } from "../../../content/indian-states.ts";
import { canonicalPhone } from "../../shared/phone.ts";
import type { DatabaseHandle, Db } from "../db/index.server.ts";
import { istYear } from "../samples/codes.ts";
import type { Mailer, MailMessage } from "../mail/mailer.server.ts";
import { recordEvent } from "../leads/pipeline.ts";
import { smsVariable, type SmsOutbox } from "../telephony/sms.ts";

/**
 * A booking from the clinic finder, once its lead is stored: a booking
 * reference for the farmer (`BK-26-000123`, one counter a year, unique across
 * processes as sample ids are), the booked clinic told by e-mail through the
 * mail queue (the outbox, in the same transaction as the timeline entry), and
 * the booking on the lead's timeline with its reference and whether the
 * clinic was mailed. Where the SMS outbox is given, the farmer gets the
 * reference by SMS in their language (the thank-you screen is gone once the
 * phone is put away) and the clinic gets the farmer's name and number by SMS
 * in its state's language, since a clinic's operator is often in the field;
 * both SMS are rows in the same transaction, sent after it commits.
 */
export interface BookingDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  /** The desk's lead pages (`<site>/admin/leads`), for the clinic's mail. */
  adminUrl: string;
  /** The telephony topic's SMS outbox; without it a booking is mailed only. */
  sms?: SmsOutbox;
}

export interface BookedLead {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  village?: string | null;
  location?: string | null;
  language?: string | null;
}

export interface BookingDetails {
  clinicId: string;
  preferredDate: string | null;
  services: string[];
}

async function nextBookingReference(trx: Db, now = new Date()): Promise<string> {
  const yy = String(istYear(now)).padStart(2, "0");
  const row = await trx
    .insertInto("id_counters")
    .values({ name: `booking-${yy}`, value: 1 })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: sql<number>`id_counters.value + 1` }))
    .returning("value")
    .executeTakeFirstOrThrow();
  return `BK-${yy}-${String(row.value).padStart(6, "0")}`;
}

/** What the clinic reads: who booked, how to reach them, what they asked for (English, as the clinics' staff read the desk). */
export function clinicBookingMail(to: string, v: { reference: string; clinicName: string; lead: BookedLead; details: BookingDetails; leadUrl: string }): MailMessage {
  const { lead, details } = v;
  const lines = [
    `A farmer has booked a soil test with ${v.clinicName}.`,
    "",
    `Booking reference: ${v.reference}`,
    `Name: ${lead.name}`,
    `Phone: ${lead.phone || "–"}`,
    `E-mail: ${lead.email || "–"}`,
    `Village: ${lead.village || lead.location || "–"}`,
    `Preferred date: ${details.preferredDate || "any day"}`,
    `Services: ${details.services.length ? details.services.join(", ") : "soil test"}`,
    `Speaks: ${englishName(lead.language ?? "en")}`,
    "",
    "Please call the farmer back within one working day and agree a day to collect the soil. The farmer has the booking reference and may quote it.",
    "",
    `The lead at the head office: ${v.leadUrl}`,
  ];
  return { to, subject: `Soil test booking ${v.reference}: ${lead.name}`, text: lines.join("\n") };
}

export class ClinicBookings {
  constructor(private readonly deps: BookingDeps) {}

  /** The booking's reference, with the clinic told (by e-mail and SMS, as it can be reached), the farmer texted the reference, and the booking on the lead's timeline. */
  async booked(lead: BookedLead, details: BookingDetails): Promise<{ reference: string; clinicMailed: boolean; clinicTexted: boolean; farmerTexted: boolean }> {
    const { database, mailer, sms } = this.deps;
    // Drafted SMS are only logged when no provider is set up: then nobody was texted.
    const sends = Boolean(sms?.sends);
    const out = await database.db.transaction().execute(async (trx) => {
      const clinic = await trx.selectFrom("clinics").select(["id", "name", "email", "phone", "state"]).where("id", "=", details.clinicId).executeTakeFirst();
      const reference = await nextBookingReference(trx);
      const draft = clinic?.email
        ? mailer.draft(clinicBookingMail(clinic.email, { reference, clinicName: clinic.name, lead, details, leadUrl: `${this.deps.adminUrl}/${lead.id}` }), { leadId: lead.id })
        : null;
      if (draft) await trx.insertInto("mail_outbox").values(draft).execute();
      const farmerPhone = lead.phone ? canonicalPhone(lead.phone) : null;
      const clinicPhone = clinic?.phone ? canonicalPhone(clinic.phone) : null;
      await recordEvent(trx, lead.id, "booking", null, {
        reference,
        clinicId: details.clinicId,
        clinicName: clinic?.name ?? null,
        clinicMailed: Boolean(draft),
        to: clinic?.email ?? null,
        clinicTexted: sends && Boolean(clinicPhone),
        clinicPhone: sends ? clinicPhone : null,
      });
      // The farmer's SMS is on the lead's timeline like every SMS to them; the clinic's is kept in the outbox only.
      const texts = sms
        ? [
            farmerPhone && clinic
              ? await sms.draftIn(trx, { leadId: lead.id, template: "booking_confirmation", language: lead.language, to: farmerPhone, values: { reference, clinic: smsVariable(clinic.name) } })
              : null,
            clinicPhone && clinic
              ? await sms.draftIn(trx, { leadId: null, template: "clinic_booking", language: languageOfState(clinic.state), to: clinicPhone, values: { reference, name: smsVariable(lead.name), phone: farmerPhone ?? smsVariable(lead.email ?? "–") } })
              : null,
          ]
        : [null, null];
      return { reference, draft, texts };
    });
    if (out.draft) mailer.queued(out.draft);
    await Promise.all(out.texts.map((text) => text && sms!.dispatch(text)));
    return { reference: out.reference, clinicMailed: Boolean(out.draft), farmerTexted: sends && Boolean(out.texts[0]), clinicTexted: sends && Boolean(out.texts[1]) };
  }
}
