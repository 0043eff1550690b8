import { z } from "zod";
import { LEAD_FORM_LIMITS, PARTNER_ORG_TYPE_OPTIONS } from "./enquiry-options.ts";

export { LEAD_FORM_LIMITS, PARTNER_ORG_TYPE_OPTIONS };

/**
 * The partner enquiry on /for-partners: the fields of the specification (Full
 * Name, Organization, Type of Organization, Email, Phone Number, Message). Each
 * organisation type maps onto the nearest lead user type; the type itself, the
 * organisation and the message are kept in the lead's metadata.
 */
type OrgType = (typeof PARTNER_ORG_TYPE_OPTIONS)[number]["value"];
const ORG_TYPES = PARTNER_ORG_TYPE_OPTIONS.map((o) => o.value) as [OrgType, ...OrgType[]];

export const nameField = z
  .string()
  .trim()
  .min(1, "Please enter your full name.")
  .max(LEAD_FORM_LIMITS.name, `Your name must be at most ${LEAD_FORM_LIMITS.name} characters.`);

export const organizationField = z
  .string()
  .trim()
  .min(1, "Please enter the name of your organisation.")
  .max(LEAD_FORM_LIMITS.organization, `The organisation's name must be at most ${LEAD_FORM_LIMITS.organization} characters.`);

export const emailField = z
  .string()
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(LEAD_FORM_LIMITS.email, "This e-mail address is too long.")
  .pipe(z.email("Please enter a valid e-mail address, for example name@example.com."));

export const optionalPhoneField = z
  .string()
  .trim()
  .max(LEAD_FORM_LIMITS.phone, `The phone number must be at most ${LEAD_FORM_LIMITS.phone} characters.`)
  .refine((v) => v === "" || (/^\+?[\d\s()-]{7,}$/.test(v) && v.replace(/\D/g, "").length >= 10), "Please enter a phone number with at least 10 digits, for example 98450 12345, or leave it empty.")
  .optional()
  .default("");

export const messageField = z
  .string()
  .trim()
  .min(1, "Please write a short message so we know how we can work together.")
  .max(LEAD_FORM_LIMITS.message, `Your message must be at most ${LEAD_FORM_LIMITS.message} characters.`);

export const partnerSchema = z.object({
  name: nameField,
  organization: organizationField,
  organization_type: z.enum(ORG_TYPES, { error: "Please choose the type of your organisation." }),
  email: emailField,
  phone: optionalPhoneField,
  message: messageField,
});
export type PartnerValues = z.output<typeof partnerSchema>;

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
