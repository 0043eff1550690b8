import type { SiteText } from "../site-text.ts";

/** Office headings, addresses and working hours as this language writes them. */
export const siteTextTe: SiteText = {
  officeLabels: { bangalore: "బెంగళూరు ఆఫీసు", delhi: "ఢిల్లీ ఆఫీసు" },
  officeAddresses: {
    bangalore: { lines: ["2వ అంతస్తు, 14 అగ్రి ఇన్నోవేషన్ పార్క్", "హెబ్బాళ్, బళ్లారి రోడ్డు"], city: "బెంగళూరు, కర్ణాటక" },
    delhi: { lines: ["B-42, ఓఖ్లా పారిశ్రామిక ప్రాంతం, ఫేజ్ II"], city: "న్యూఢిల్లీ" },
  },
  workingHours: [
    { days: "సోమవారం – శుక్రవారం", hours: "9:00 – 18:00" },
    { days: "శనివారం", hours: "9:00 – 13:00" },
    { days: "ఆదివారం", hours: "సెలవు" },
  ],
};
