import { z } from "zod";
import { CLINIC_SERVICES, LIMITS } from "./constants.ts";
import { clinicTextLocales, type ClinicText, type ClinicTextLocale, type ClinicTranslations } from "./clinics.ts";
import { languageOf } from "../../content/i18n.ts";

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`);

/** An optional text in another language: empty means "show the English one on that language's pages". */
const translated = (label: string, language: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} in ${language} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v || undefined);

/** One language's four texts; only the filled ones are kept. */
const clinicTexts = (language: string) =>
  z
    .object({
      name: translated("clinic name", language, LIMITS.name),
      address: translated("address", language, LIMITS.shortText),
      district: translated("district", language, LIMITS.name),
      state: translated("state", language, LIMITS.name),
    })
    .transform((t) => Object.fromEntries(Object.entries(t).filter(([, v]) => v)) as Partial<ClinicText>);

/** Every registered language's texts, keyed by code; a language with nothing filled is left out. */
const translations = z
  .object(Object.fromEntries(clinicTextLocales.map((l) => [l, clinicTexts(languageOf(l).name).optional()])) as Record<ClinicTextLocale, z.ZodOptional<ReturnType<typeof clinicTexts>>>)
  .optional()
  .transform((all) => Object.fromEntries(Object.entries(all ?? {}).filter(([, t]) => t && Object.keys(t).length > 0)) as ClinicTranslations);

const coordinate = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label}.`)
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), `The ${label} must be a number, for example ${label === "latitude" ? "12.9716" : "77.5946"}.`)
    .transform(Number)
    .refine((v) => v >= min && v <= max, `The ${label} must be between ${min} and ${max}.`);

/**
 * The staff clinic form (admin/clinics). Messages are written for people; the
 * data API checks the same limits again (clinicFields in schemas.ts).
 */
export const clinicFormSchema = z.object({
  name: text("clinic name", LIMITS.name),
  address: text("address", LIMITS.shortText),
  district: text("district", LIMITS.name),
  state: text("state", LIMITS.name),
  translations,
  services: z
    .array(z.enum(CLINIC_SERVICES, { error: "Choose services from the list." }))
    .min(1, "Choose at least one service."),
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone, `The phone number must be at most ${LIMITS.phone} characters.`)
    .refine((v) => v === "" || /^\+?[\d\s-]{6,}$/.test(v), "Enter a phone number with digits, spaces or dashes, for example +91 98450 12345.")
    .transform((v) => v || null),
  email: z
    .string()
    .trim()
    .max(LIMITS.email)
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid e-mail address, for example clinic@example.in.")
    .transform((v) => v || null),
  lat: coordinate("latitude", -90, 90),
  lng: coordinate("longitude", -180, 180),
});
export type ClinicFormInput = z.input<typeof clinicFormSchema>;
export type ClinicFormValues = z.output<typeof clinicFormSchema>;
