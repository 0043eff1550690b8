import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";

/**
 * What the public forms and the clinic finder show for each stored choice.
 * Keys are the stored values (the option lists of the forms and the clinic
 * services); the English labels are the ones those lists carry.
 */
export interface OptionLabels {
  /** The chat widget's "I am a" choices. */
  userType: Record<"farmer" | "fpo" | "agri-business" | "ngo" | "student" | "entrepreneur" | "other", string>;
  /** The contact form's "Who Are You?" choices. */
  contactRole: Record<"farmer" | "fpo" | "csr-ngo" | "agri-company" | "press" | "student" | "other", string>;
  /** The partner form's type of organisation. */
  partnerOrgType: Record<"csr" | "ngo" | "retailer" | "government" | "research" | "investor" | "other", string>;
  /** The CSR form's focus areas and partnership models. */
  csrFocusArea: Record<"agriculture" | "education" | "women" | "environment" | "livelihood" | "multiple", string>;
  csrModel: Record<"pilot" | "regional" | "state" | "custom", string>;
  /** Services a clinic offers (clinic finder filters, cards and booking form). */
  clinicService: Record<"7-Parameter Test" | "13-Parameter Test" | "Advisory Services" | "Satellite Analysis", string>;
}

// The helper that puts these labels on a form's options, kept where browser code can take it without the packs.
export { withLabels } from "../src/shared/option-labels.ts";

export const optionLabels: Localized<OptionLabels> = localized((p) => p.optionLabels);
