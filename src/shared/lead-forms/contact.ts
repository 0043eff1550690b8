import { z } from "zod";
import { LIMITS } from "../constants.ts";
import { CONTACT_MESSAGE_MAX, CONTACT_ROLE_OPTIONS } from "./contact-options.ts";
import type { EnquiryMessages } from "./messages.ts";
import { requirePhoneOrEmail } from "../lead-fields.ts";
import { enquiryContact } from "./partner.ts";
import { consentFields, whatsappConsentIn } from "./whatsapp-consent.ts";

export { CONTACT_ROLE_OPTIONS, CONTACT_MESSAGE_MAX } from "./contact-options.ts";

type RoleValue = (typeof CONTACT_ROLE_OPTIONS)[number]["value"];
const ROLE_VALUES = CONTACT_ROLE_OPTIONS.map((o) => o.value) as [RoleValue, ...RoleValue[]];

/** The contact form's schema, its messages in the page's language. */
export function contactSchemaIn(m: EnquiryMessages) {
  const { email, phone } = enquiryContact(m, m.contact.phoneInvalid);
  return requirePhoneOrEmail(
    z.object({
      name: z.string().trim().min(1, m.name).max(LIMITS.name, m.nameTooLong(LIMITS.name)),
      email,
      user_type: z.enum(ROLE_VALUES, { error: m.contact.userType }),
      phone,
      message: z.string().trim().min(1, m.contact.message).max(CONTACT_MESSAGE_MAX, m.messageTooLong(CONTACT_MESSAGE_MAX)),
      whatsapp_consent: whatsappConsentIn(m.whatsappConsent),
    }),
    m.phoneOrEmail,
  );
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
    phone: v.phone,
    user_type: role.userType,
    source: "website",
    ...consentFields(v.whatsapp_consent, "contact_form"),
    metadata: { who_are_you: role.label, message: v.message, page: "/contact" },
  };
}
