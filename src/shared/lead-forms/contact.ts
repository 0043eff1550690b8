import { z } from "zod";
import { LIMITS } from "../constants.ts";
import { CONTACT_MESSAGE_MAX, CONTACT_ROLE_OPTIONS } from "./contact-options.ts";

export { CONTACT_ROLE_OPTIONS, CONTACT_MESSAGE_MAX } from "./contact-options.ts";

type RoleValue = (typeof CONTACT_ROLE_OPTIONS)[number]["value"];
const ROLE_VALUES = CONTACT_ROLE_OPTIONS.map((o) => o.value) as [RoleValue, ...RoleValue[]];

export const contactSchema = z.object({
  name: z.string().trim().min(1, "Please enter your full name.").max(LIMITS.name, `Your name must be at most ${LIMITS.name} characters.`),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(LIMITS.email, "This e-mail address is too long.")
    .pipe(z.email("Please enter a valid e-mail address, for example name@example.com.")),
  user_type: z.enum(ROLE_VALUES, { error: "Please tell us who you are." }),
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone, `The phone number must be at most ${LIMITS.phone} characters.`)
    .refine((v) => v === "" || /^\+?[\d\s()-]{7,}$/.test(v), "Please enter a phone number with digits only, for example 98450 12345.")
    .optional()
    .default(""),
  message: z
    .string()
    .trim()
    .min(1, "Please write your message.")
    .max(CONTACT_MESSAGE_MAX, `Your message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactValues = z.output<typeof contactSchema>;

export function contactRole(value: string) {
  return CONTACT_ROLE_OPTIONS.find((o) => o.value === value) ?? CONTACT_ROLE_OPTIONS[CONTACT_ROLE_OPTIONS.length - 1]!;
}

/** The lead a contact message becomes. */
export function contactToLead(v: ContactValues) {
  const role = contactRole(v.user_type);
  return {
    name: v.name,
    email: v.email,
    phone: v.phone || null,
    user_type: role.userType,
    source: "website",
    metadata: { who_are_you: role.label, message: v.message, page: "/contact" },
  };
}
