import { z } from "zod";
import { CLINIC_SERVICES, LIMITS } from "../constants.ts";
import type { Clinic } from "../clinics.ts";

/**
 * "Book a Soil Test" in the clinic finder. Many farmers have no e-mail, so it is
 * optional; the clinic calls back on the phone number. The lead table needs an
 * e-mail value, so a booking without one is stored with an empty e-mail.
 */
export const bookingSchema = z.object({
  clinic_id: z.string().trim().min(1, "Please choose a clinic."),
  name: z.string().trim().min(1, "Please enter your name.").max(LIMITS.name, `Your name must be at most ${LIMITS.name} characters.`),
  phone: z
    .string()
    .trim()
    .min(1, "Please enter a phone number so the clinic can call you.")
    .max(LIMITS.phone, "This phone number is too long.")
    .refine((v) => /^\+?[\d\s()-]{7,}$/.test(v) && v.replace(/\D/g, "").length >= 10, "Please enter a 10-digit mobile number, for example 98450 12345."),
  village: z.string().trim().min(1, "Please enter your village or town.").max(LIMITS.location, `Village or town must be at most ${LIMITS.location} characters.`),
  preferred_date: z
    .string()
    .trim()
    .optional()
    .default("")
    .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), "Please pick a date from the calendar.")
    // A day of slack for the visitor's time zone.
    .refine((v) => v === "" || Date.parse(v) >= Date.now() - 2 * 86_400_000, "Please pick today or a later date."),
  email: z
    .string()
    .trim()
    .max(LIMITS.email, "This e-mail address is too long.")
    .optional()
    .default("")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Please enter a valid e-mail address or leave it empty."),
  services: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.enum(CLINIC_SERVICES, { error: "Please choose services from the list." }))),
});
export type BookingValues = z.output<typeof bookingSchema>;

/** The schema for one clinic: it must exist and offer the chosen services. */
export function bookingSchemaFor(clinic: Clinic | undefined) {
  return bookingSchema.superRefine((v, ctx) => {
    if (!clinic) {
      ctx.addIssue({ code: "custom", path: ["clinic_id"], message: "This clinic is no longer listed. Please close this form and choose another clinic." });
      return;
    }
    const missing = v.services.filter((s) => !(clinic.services as readonly string[]).includes(s));
    if (missing.length) ctx.addIssue({ code: "custom", path: ["services"], message: `This clinic does not offer: ${missing.join(", ")}.` });
  });
}

/** The lead a booking becomes: the clinic and the booking details go into the metadata. */
export function bookingToLead(v: BookingValues, clinic: Clinic) {
  return {
    name: v.name,
    email: v.email,
    phone: v.phone,
    location: v.village,
    user_type: "farmer",
    source: "website",
    metadata: {
      request: "soil test booking",
      clinic_id: clinic.id,
      clinic_name: clinic.name,
      clinic_district: clinic.district,
      clinic_state: clinic.state,
      clinic_phone: clinic.phone,
      village: v.village,
      preferred_date: v.preferred_date || null,
      services: v.services,
      page: "/find-clinic",
    },
  };
}
