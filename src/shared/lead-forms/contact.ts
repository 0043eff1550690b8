import { z } from "zod";
import { LIMITS } from "../constants.ts";
import { CONTACT_MESSAGE_MAX, CONTACT_ROLE_OPTIONS } from "./contact-options.ts";
import type { EnquiryMessages } from "./messages.ts";

export { CONTACT_ROLE_OPTIONS, CONTACT_MESSAGE_MAX } from "./contact-options.ts";

type RoleValue = (typeof CONTACT_ROLE_OPTIONS)[number]["value"];
const ROLE_VALUES = CONTACT_ROLE_OPTIONS.map((o) => o.value) as [RoleValue, ...RoleValue[]];

/** The contact form's schema, its messages in the page's language. */
export function contactSchemaIn(m: EnquiryMessages) {
  return z.object({
    name: z.string().trim().min(1, m.name).max(LIMITS.name, m.nameTooLong(LIMITS.name)),
    email: z.string().trim().min(1, m.email).max(LIMITS.email, m.emailTooLong).pipe(z.email(m.emailInvalid)),
    user_type: z.enum(ROLE_VALUES, { error: m.contact.userType }),
    phone: z
      .string()
      .trim()
      .max(LIMITS.phone, m.phoneTooLong(LIMITS.phone))
      .refine((v) => v === "" || /^\+?[\d\s()-]{7,}$/.test(v), m.contact.phoneInvalid)
      .optional()
      .default(""),
    message: z.string().trim().min(1, m.contact.message).max(CONTACT_MESSAGE_MAX, m.messageTooLong(CONTACT_MESSAGE_MAX)),
  });
}
export type ContactValues = z.output<ReturnType<typeof contactSchemaIn>>;

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
