import type { PartnerNames } from "../partners.ts";

/** The partners' names as Hindi newspapers spell them, in Devanagari (the logos stay). */
export const partnerNamesHi: PartnerNames = {
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
