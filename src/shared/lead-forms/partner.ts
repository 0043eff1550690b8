import { z } from "zod";
import { contactInputs, requirePhoneOrEmail } from "../lead-fields.ts";
import { LEAD_FORM_LIMITS, PARTNER_ORG_TYPE_OPTIONS } from "./enquiry-options.ts";
import type { EnquiryMessages } from "./messages.ts";
import { consentFields, whatsappConsentIn } from "./whatsapp-consent.ts";

export { LEAD_FORM_LIMITS, PARTNER_ORG_TYPE_OPTIONS };

/**
 * The partner enquiry on /for-partners: the fields of the specification (Full
 * Name, Organization, Type of Organization, Email, Phone Number, Message). Each
 * organisation type maps onto the nearest lead user type; the type itself, the
 * organisation and the message are kept in the lead's metadata.
 */
type OrgType = (typeof PARTNER_ORG_TYPE_OPTIONS)[number]["value"];
const ORG_TYPES = PARTNER_ORG_TYPE_OPTIONS.map((o) => o.value) as [OrgType, ...OrgType[]];

/** The fields the partner and CSR forms share, with their messages in the page's language. */
export function enquiryFields(m: EnquiryMessages) {
  return {
    name: z.string().trim().min(1, m.name).max(LEAD_FORM_LIMITS.name, m.nameTooLong(LEAD_FORM_LIMITS.name)),
    organization: z.string().trim().min(1, m.organization).max(LEAD_FORM_LIMITS.organization, m.organizationTooLong(LEAD_FORM_LIMITS.organization)),
    ...enquiryContact(m, m.partner.phoneInvalid),
    message: z.string().trim().min(1, m.partner.message).max(LEAD_FORM_LIMITS.message, m.messageTooLong(LEAD_FORM_LIMITS.message)),
  };
}

/**
 * The e-mail and phone of an enquiry: either one will do (many farmers have a
 * phone and no e-mail); the phone is checked and kept in one canonical form.
 */
export function enquiryContact(m: EnquiryMessages, phoneInvalid: string) {
  return contactInputs({ phoneOrEmail: m.phoneOrEmail, emailTooLong: m.emailTooLong, emailInvalid: m.emailInvalid, phoneTooLong: m.phoneTooLong(LEAD_FORM_LIMITS.phone), phoneInvalid });
}

/** The partner enquiry's schema, its messages in the page's language. */
export function partnerSchemaIn(m: EnquiryMessages) {
  const f = enquiryFields(m);
  return requirePhoneOrEmail(z.object({
    name: f.name,
    organization: f.organization,
    organization_type: z.enum(ORG_TYPES, { error: m.partner.organizationType }),
    email: f.email,
    phone: f.phone,
    message: f.message,
    whatsapp_consent: whatsappConsentIn(m.whatsappConsent),
  }), m.phoneOrEmail);
}
export type PartnerValues = z.output<ReturnType<typeof partnerSchemaIn>>;

export function partnerToLead(v: PartnerValues) {
  const type = PARTNER_ORG_TYPE_OPTIONS.find((o) => o.value === v.organization_type)!;
  return {
    name: v.name,
    email: v.email,
    phone: v.phone,
    location: null,
    user_type: type.userType,
    source: "website",
    ...consentFields(v.whatsapp_consent, "partner_form"),
    metadata: {
      form_name: "Partner enquiry",
      organization: v.organization,
      organization_type: type.label,
      message: v.message,
      page: "/for-partners",
    },
  };
}
