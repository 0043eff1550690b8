import { z } from "zod";
import { CLINIC_SERVICES, LIMITS } from "../constants.ts";
import type { Clinic } from "../clinics.ts";
import { contactInputs, requirePhoneOrEmail } from "../lead-fields.ts";
import { consentFields, whatsappConsentIn } from "./whatsapp-consent.ts";

/**
 * "Book a Soil Test" in the clinic finder. The clinic calls back on the phone
 * number; many farmers have no e-mail, so either one will do. A booking
 * without an e-mail is stored with an empty e-mail.
 */
/** What the booking form says about a refused field, in the page's language (content/<lang>/clinic-finder.ts). */
export interface BookingMessages {
  /** The WhatsApp consent box's words (content/<code>/whatsapp-consent.ts): shown, and kept with the lead when ticked. */
  whatsappConsent: string;
  chooseClinic: string;
  clinicGone: string;
  name: string;
  nameTooLong: (max: number) => string;
  /** Neither a phone number nor an e-mail address. */
  phone: string;
  phoneTooLong: string;
  phoneInvalid: string;
  villageTooLong: (max: number) => string;
  dateInvalid: string;
  datePast: string;
  emailTooLong: string;
  emailInvalid: string;
  servicesUnknown: string;
  /** The services asked for that the clinic does not offer, named in the page's language and joined. */
  notOffered: (services: string) => string;
  /** A stored service's name in the page's language. */
  serviceLabels: Readonly<Record<string, string>>;
}

function bookingSchema(m: BookingMessages) {
  const contact = contactInputs({ phoneOrEmail: m.phone, emailTooLong: m.emailTooLong, emailInvalid: m.emailInvalid, phoneTooLong: m.phoneTooLong, phoneInvalid: m.phoneInvalid });
  return requirePhoneOrEmail(z.object({
    clinic_id: z.string().trim().min(1, m.chooseClinic),
    name: z.string().trim().min(1, m.name).max(LIMITS.name, m.nameTooLong(LIMITS.name)),
    phone: contact.phone,
    village: z.string().trim().max(LIMITS.village, m.villageTooLong(LIMITS.village)).optional().default(""),
    preferred_date: z
      .string()
      .trim()
      .optional()
      .default("")
      .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), m.dateInvalid)
      // A day of slack for the visitor's time zone.
      .refine((v) => v === "" || Date.parse(v) >= Date.now() - 2 * 86_400_000, m.datePast),
    email: contact.email,
    services: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]))
      .pipe(z.array(z.enum(CLINIC_SERVICES, { error: m.servicesUnknown }))),
    whatsapp_consent: whatsappConsentIn(m.whatsappConsent),
  }), m.phone);
}
export type BookingValues = z.output<ReturnType<typeof bookingSchema>>;

/** The schema for one clinic: it must exist and offer the chosen services. Messages come in the page's language. */
export function bookingSchemaFor(clinic: Clinic | undefined, messages: BookingMessages) {
  return bookingSchema(messages).superRefine((v, ctx) => {
    if (!clinic) {
      ctx.addIssue({ code: "custom", path: ["clinic_id"], message: messages.clinicGone });
      return;
    }
    const missing = v.services.filter((s) => !(clinic.services as readonly string[]).includes(s));
    if (missing.length) ctx.addIssue({ code: "custom", path: ["services"], message: messages.notOffered(missing.map((s) => messages.serviceLabels[s] ?? s).join(", ")) });
  });
}

/** The lead a booking becomes: the clinic and the booking details go into the metadata. */
export function bookingToLead(v: BookingValues, clinic: Clinic) {
  return {
    name: v.name,
    email: v.email,
    phone: v.phone,
    location: v.village || null,
    village: v.village,
    user_type: "farmer",
    source: "website",
    ...consentFields(v.whatsapp_consent, "booking_form"),
    metadata: {
      request: "soil test booking",
      clinic_id: clinic.id,
      clinic_name: clinic.name,
      clinic_district: clinic.district,
      clinic_state: clinic.state,
      clinic_phone: clinic.phone,
      preferred_date: v.preferred_date || null,
      services: v.services,
      page: "/find-clinic",
    },
  };
}
