import type { Localized } from "./i18n.ts";
import type { Partner } from "./types.ts";

/**
 * The 'Trusted by' strip on the home page (16 entries). These are sample
 * organisations: replace them with real partners, and add a `logo` URL for
 * each partner whose logo the company has permission to show. A missing or
 * broken logo falls back to the name as a wordmark.
 */
export const partners: readonly Partner[] = [
  { name: "Narmada Valley FPO", logo: "/partners/narmada-valley-fpo.svg" },
  { name: "Kisan Mitra Agro" },
  { name: "Green Furrow Foundation", logo: "/partners/green-furrow.svg" },
  { name: "Doab Farmers Co-op" },
  { name: "Sahyadri Agri Inputs" },
  { name: "Rural Women Rising Trust", logo: "/partners/rural-women-rising.svg" },
  { name: "Bharat Krishi Labs" },
  { name: "Ganga Basin Growers" },
  { name: "Deccan Agri Ventures" },
  { name: "Prakriti Seeds" },
  { name: "Annadata Finance" },
  { name: "Malwa Organic Collective" },
  { name: "Terai Producer Company" },
  { name: "AgriTech Incubation Hub" },
  { name: "Mitti Foundation" },
  { name: "Vidarbha Cotton Growers" },
];

/**
 * The strip as each language writes the names: Hindi pages spell them in
 * Devanagari, as Hindi newspapers do, with the same logos.
 */
const hindiNames: Record<string, string> = {
  "Narmada Valley FPO": "नर्मदा वैली FPO",
  "Kisan Mitra Agro": "किसान मित्र एग्रो",
  "Green Furrow Foundation": "ग्रीन फ़रो फ़ाउंडेशन",
  "Doab Farmers Co-op": "दोआब किसान सहकारी समिति",
  "Sahyadri Agri Inputs": "सह्याद्रि एग्री इनपुट्स",
  "Rural Women Rising Trust": "रूरल विमेन राइज़िंग ट्रस्ट",
  "Bharat Krishi Labs": "भारत कृषि लैब्स",
  "Ganga Basin Growers": "गंगा बेसिन ग्रोअर्स",
  "Deccan Agri Ventures": "डेक्कन एग्री वेंचर्स",
  "Prakriti Seeds": "प्रकृति सीड्स",
  "Annadata Finance": "अन्नदाता फ़ाइनेंस",
  "Malwa Organic Collective": "मालवा ऑर्गेनिक कलेक्टिव",
  "Terai Producer Company": "तराई प्रोड्यूसर कंपनी",
  "AgriTech Incubation Hub": "एग्रीटेक इनक्यूबेशन हब",
  "Mitti Foundation": "मिट्टी फ़ाउंडेशन",
  "Vidarbha Cotton Growers": "विदर्भ कॉटन ग्रोअर्स",
};

export const partnersByLocale: Localized<readonly Partner[]> = {
  en: partners,
  hi: partners.map((p) => ({ ...p, name: hindiNames[p.name] ?? p.name })),
};
