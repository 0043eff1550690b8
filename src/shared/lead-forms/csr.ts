import { z } from "zod";
import { CSR_FOCUS_AREA_OPTIONS, CSR_MODEL_OPTIONS } from "./enquiry-options.ts";
import { emailField, messageField, nameField, optionalPhoneField, organizationField } from "./partner.ts";

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

export const csrSchema = z.object({
  name: nameField,
  organization: organizationField,
  email: emailField,
  phone: optionalPhoneField,
  focus_area: z.enum(FOCUS, { error: "Please choose your CSR focus area." }),
  partnership_model: z
    .union([z.literal(""), z.enum(MODELS)], { error: "Please choose a partnership model from the list, or leave it empty." })
    .optional()
    .default(""),
  message: messageField,
});
export type CsrValues = z.output<typeof csrSchema>;

export function csrToLead(v: CsrValues) {
  const focus = CSR_FOCUS_AREA_OPTIONS.find((o) => o.value === v.focus_area)!;
  const model = CSR_MODEL_OPTIONS.find((o) => o.value === v.partnership_model);
  return {
    name: v.name,
    email: v.email,
    phone: v.phone || null,
    location: null,
    user_type: "ngo",
    source: "website",
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
