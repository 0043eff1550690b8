import { z } from "zod";
import { LEAD_FORM_LIMITS, PARTNER_ORG_TYPE_OPTIONS } from "./enquiry-options.ts";
import type { EnquiryMessages } from "./messages.ts";

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
    email: z.string().trim().min(1, m.email).max(LEAD_FORM_LIMITS.email, m.emailTooLong).pipe(z.email(m.emailInvalid)),
    phone: z
      .string()
      .trim()
      .max(LEAD_FORM_LIMITS.phone, m.phoneTooLong(LEAD_FORM_LIMITS.phone))
      .refine((v) => v === "" || (/^\+?[\d\s()-]{7,}$/.test(v) && v.replace(/\D/g, "").length >= 10), m.partner.phoneInvalid)
      .optional()
      .default(""),
    message: z.string().trim().min(1, m.partner.message).max(LEAD_FORM_LIMITS.message, m.messageTooLong(LEAD_FORM_LIMITS.message)),
  };
}

/** The partner enquiry's schema, its messages in the page's language. */
export function partnerSchemaIn(m: EnquiryMessages) {
  const f = enquiryFields(m);
  return z.object({
    name: f.name,
    organization: f.organization,
    organization_type: z.enum(ORG_TYPES, { error: m.partner.organizationType }),
    email: f.email,
    phone: f.phone,
    message: f.message,
  });
}
export type PartnerValues = z.output<ReturnType<typeof partnerSchemaIn>>;

export function partnerToLead(v: PartnerValues) {
  const type = PARTNER_ORG_TYPE_OPTIONS.find((o) => o.value === v.organization_type)!;
  return {
    name: v.name,
    email: v.email,
    phone: v.phone || null,
    location: null,
    user_type: type.userType,
    source: "website",
    metadata: {
      form_name: "Partner enquiry",
      organization: v.organization,
      organization_type: type.label,
      message: v.message,
      page: "/for-partners",
    },
  };
}
