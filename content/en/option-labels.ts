import type { OptionLabels } from "../option-labels.ts";

/** What the public forms and the clinic finder show for each stored choice: the labels the option lists carry. */
export const optionLabelsEn: OptionLabels = {
  userType: {
    farmer: "Farmer",
    fpo: "FPO Representative",
    "agri-business": "Agri-Business Owner",
    ngo: "NGO/CSR Representative",
    student: "Student/Researcher",
    entrepreneur: "Aspiring Entrepreneur",
    other: "Other",
  },
  contactRole: {
    farmer: "Farmer",
    fpo: "Farmer Producer Organisation (FPO)",
    "csr-ngo": "CSR/NGO/Foundation",
    "agri-company": "Agri-Input/Output Company",
    press: "Press/Media",
    student: "Student/Researcher",
    other: "Other",
  },
  partnerOrgType: { csr: "CSR", ngo: "NGO", retailer: "Retailer", government: "Government", research: "Research", investor: "Investor", other: "Other" },
  csrFocusArea: {
    agriculture: "Agriculture & Farmer Welfare",
    education: "Education & Skill Development",
    women: "Women Empowerment",
    environment: "Environment & Sustainability",
    livelihood: "Rural Livelihood",
    multiple: "Multiple Areas",
  },
  csrModel: { pilot: "Pilot (₹5-10 lakhs)", regional: "Regional (₹25-50 lakhs)", state: "State (₹1-2 crores)", custom: "Custom partnership" },
  clinicService: {
    "7-Parameter Test": "7-Parameter Test",
    "13-Parameter Test": "13-Parameter Test",
    "Advisory Services": "Advisory Services",
    "Satellite Analysis": "Satellite Analysis",
  },
};
