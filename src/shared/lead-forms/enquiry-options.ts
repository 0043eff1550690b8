import { LIMITS, type UserType } from "../constants.ts";

/**
 * The choices and length limits of the partner and CSR forms, without zod, so
 * the page components can import them without pulling the validation library
 * into the browser. The zod schemas in partner.ts and csr.ts are built from these.
 */
/** Length limits, also given to the browser as maxLength. */
export const LEAD_FORM_LIMITS = {
  name: LIMITS.name,
  organization: LIMITS.name,
  email: LIMITS.email,
  phone: LIMITS.phone,
  message: 2000,
} as const;

export const PARTNER_ORG_TYPE_OPTIONS = [
  { value: "csr", label: "CSR", userType: "ngo" },
  { value: "ngo", label: "NGO", userType: "ngo" },
  { value: "retailer", label: "Retailer", userType: "agri-business" },
  { value: "government", label: "Government", userType: "other" },
  { value: "research", label: "Research", userType: "student" },
  { value: "investor", label: "Investor", userType: "other" },
  { value: "other", label: "Other", userType: "other" },
] as const satisfies readonly { value: string; label: string; userType: UserType }[];

export const CSR_FOCUS_AREA_OPTIONS = [
  { value: "agriculture", label: "Agriculture & Farmer Welfare" },
  { value: "education", label: "Education & Skill Development" },
  { value: "women", label: "Women Empowerment" },
  { value: "environment", label: "Environment & Sustainability" },
  { value: "livelihood", label: "Rural Livelihood" },
  { value: "multiple", label: "Multiple Areas" },
] as const;

export const CSR_MODEL_OPTIONS = [
  { value: "pilot", label: "Pilot (₹5-10 lakhs)" },
  { value: "regional", label: "Regional (₹25-50 lakhs)" },
  { value: "state", label: "State (₹1-2 crores)" },
  { value: "custom", label: "Custom partnership" },
] as const;

