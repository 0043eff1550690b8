import type { PartnerNames } from "../partners.ts";

/** The partners' names as Telugu newspapers spell them, in Telugu script (the logos stay). */
export const partnerNamesTe: PartnerNames = {
  "Narmada Valley FPO": "నర్మదా వ్యాలీ FPO",
  "Kisan Mitra Agro": "కిసాన్ మిత్ర అగ్రో",
  "Green Furrow Foundation": "గ్రీన్ ఫర్రో ఫౌండేషన్",
  "Doab Farmers Co-op": "దోఆబ్ రైతుల సహకార సంఘం",
  "Sahyadri Agri Inputs": "సహ్యాద్రి అగ్రి ఇన్‌పుట్స్",
  "Rural Women Rising Trust": "రూరల్ ఉమెన్ రైజింగ్ ట్రస్ట్",
  "Bharat Krishi Labs": "భారత్ కృషి ల్యాబ్స్",
  "Ganga Basin Growers": "గంగా బేసిన్ గ్రోయర్స్",
  "Deccan Agri Ventures": "దక్కన్ అగ్రి వెంచర్స్",
  "Prakriti Seeds": "ప్రకృతి సీడ్స్",
  "Annadata Finance": "అన్నదాత ఫైనాన్స్",
  "Malwa Organic Collective": "మాల్వా ఆర్గానిక్ కలెక్టివ్",
  "Terai Producer Company": "తరాయ్ ప్రొడ్యూసర్ కంపెనీ",
  "AgriTech Incubation Hub": "అగ్రిటెక్ ఇంక్యుబేషన్ హబ్",
  "Mitti Foundation": "మిట్టి ఫౌండేషన్",
  "Vidarbha Cotton Growers": "విదర్భ కాటన్ గ్రోయర్స్",
};
