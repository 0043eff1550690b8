import { z } from "zod";
import { CSR_FOCUS_AREA_OPTIONS, CSR_MODEL_OPTIONS } from "./enquiry-options.ts";
import { enquiryFields } from "./partner.ts";
import { requirePhoneOrEmail } from "../lead-fields.ts";
import type { EnquiryMessages } from "./messages.ts";
import { consentFields, whatsappConsentIn } from "./whatsapp-consent.ts";

export { CSR_FOCUS_AREA_OPTIONS, CSR_MODEL_OPTIONS };

/**
 * The CSR enquiry on /csr: Full Name, Organization, Email, Phone Number, CSR
 * Focus Areas, Preferred Partnership Model (optional) and Message. Every CSR
 * enquiry becomes an "ngo" lead (NGO/CSR Representative); the focus area, the
 * model, the organisation and the message go into the metadata.
 */
type Focus = (typeof CSR_FOCUS_AREA_OPTIONS)[number]["value"];
type Model = (typeof CSR_MODEL_OPTIONS)[number]["value"];
const FOCUS = CSR_FOCUS_AREA_OPTIONS.map((o) => o.value) as [Focus, ...Focus[]];
const MODELS = CSR_MODEL_OPTIONS.map((o) => o.value) as [Model, ...Model[]];

/** The CSR enquiry's schema, its messages in the page's language. */
export function csrSchemaIn(m: EnquiryMessages) {
  const f = enquiryFields(m);
  return requirePhoneOrEmail(z.object({
    name: f.name,
    organization: f.organization,
    email: f.email,
    phone: f.phone,
    focus_area: z.enum(FOCUS, { error: m.csr.focusArea }),
    partnership_model: z
      .union([z.literal(""), z.enum(MODELS)], { error: m.csr.partnershipModel })
      .optional()
      .default(""),
    message: f.message,
    whatsapp_consent: whatsappConsentIn(m.whatsappConsent),
  }), m.phoneOrEmail);
}
export type CsrValues = z.output<ReturnType<typeof csrSchemaIn>>;

export function csrToLead(v: CsrValues) {
  const focus = CSR_FOCUS_AREA_OPTIONS.find((o) => o.value === v.focus_area)!;
  const model = CSR_MODEL_OPTIONS.find((o) => o.value === v.partnership_model);
  return {
    name: v.name,
    email: v.email,
    phone: v.phone,
    location: null,
    user_type: "ngo",
    source: "website",
    ...consentFields(v.whatsapp_consent, "csr_form"),
    metadata: {
      form_name: "CSR enquiry",
      organization: v.organization,
      focus_area: focus.label,
      partnership_model: model?.label ?? null,
      message: v.message,
      page: "/csr",
    },
  };
}
