import type { PartnerNames } from "../partners.ts";

/** The partners' names as Marathi newspapers spell them, in Devanagari (the logos stay). */
export const partnerNamesMr: PartnerNames = {
  "Narmada Valley FPO": "नर्मदा व्हॅली FPO",
  "Kisan Mitra Agro": "किसान मित्र अ‍ॅग्रो",
  "Green Furrow Foundation": "ग्रीन फरो फाउंडेशन",
  "Doab Farmers Co-op": "दोआब शेतकरी सहकारी संस्था",
  "Sahyadri Agri Inputs": "सह्याद्री अ‍ॅग्री इनपुट्स",
  "Rural Women Rising Trust": "रूरल विमेन रायझिंग ट्रस्ट",
  "Bharat Krishi Labs": "भारत कृषी लॅब्स",
  "Ganga Basin Growers": "गंगा बेसिन ग्रोअर्स",
  "Deccan Agri Ventures": "डेक्कन अ‍ॅग्री व्हेंचर्स",
  "Prakriti Seeds": "प्रकृती सीड्स",
  "Annadata Finance": "अन्नदाता फायनान्स",
  "Malwa Organic Collective": "माळवा ऑरगॅनिक कलेक्टिव्ह",
  "Terai Producer Company": "तराई प्रोड्युसर कंपनी",
  "AgriTech Incubation Hub": "अ‍ॅग्रीटेक इन्क्युबेशन हब",
  "Mitti Foundation": "मिट्टी फाउंडेशन",
  "Vidarbha Cotton Growers": "विदर्भ कॉटन ग्रोअर्स",
};
