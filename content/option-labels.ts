import type { Localized } from "./i18n.ts";

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

/** A form's option list with each choice's label in the page's language (the stored value stays). */
export function withLabels<O extends { value: string; label: string }>(options: readonly O[], labels: Readonly<Record<string, string>>): O[] {
  return options.map((o) => ({ ...o, label: labels[o.value] ?? o.label }));
}

export const optionLabels: Localized<OptionLabels> = {
  en: {
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
  },
  hi: {
    userType: {
      farmer: "किसान",
      fpo: "FPO से",
      "agri-business": "खेती से जुड़ा कारोबारी",
      ngo: "NGO/CSR से",
      student: "छात्र/रिसर्च करने वाले",
      entrepreneur: "अपना काम शुरू करना चाहते हैं",
      other: "कोई और",
    },
    contactRole: {
      farmer: "किसान",
      fpo: "किसान उत्पादक संगठन (FPO)",
      "csr-ngo": "CSR/NGO/फ़ाउंडेशन",
      "agri-company": "खाद-बीज या फसल खरीदने वाली कंपनी",
      press: "प्रेस/मीडिया",
      student: "छात्र/रिसर्च करने वाले",
      other: "कोई और",
    },
    partnerOrgType: { csr: "CSR टीम", ngo: "NGO संस्था", retailer: "खाद-बीज विक्रेता", government: "सरकारी विभाग", research: "रिसर्च संस्थान", investor: "निवेशक", other: "कोई और" },
    csrFocusArea: {
      agriculture: "खेती और किसान भलाई",
      education: "पढ़ाई और हुनर",
      women: "महिलाओं को ताकत",
      environment: "पर्यावरण और टिकाऊपन",
      livelihood: "गाँव की रोज़ी-रोटी",
      multiple: "कई क्षेत्र",
    },
    csrModel: { pilot: "पायलट (₹5-10 लाख)", regional: "क्षेत्रीय (₹25-50 लाख)", state: "राज्य स्तर (₹1-2 करोड़)", custom: "अपनी ज़रूरत के हिसाब से साझेदारी" },
    clinicService: {
      "7-Parameter Test": "7 चीज़ों की जाँच",
      "13-Parameter Test": "13 चीज़ों की जाँच",
      "Advisory Services": "सलाह सेवा",
      "Satellite Analysis": "सैटेलाइट जाँच",
    },
  },
};
