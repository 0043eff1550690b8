import type { PartnerNames } from "../partners.ts";

/** The partners' names as the organisations write them. */
export const partnerNamesEn: PartnerNames = {
  "Narmada Valley FPO": "Narmada Valley FPO",
  "Kisan Mitra Agro": "Kisan Mitra Agro",
  "Green Furrow Foundation": "Green Furrow Foundation",
  "Doab Farmers Co-op": "Doab Farmers Co-op",
  "Sahyadri Agri Inputs": "Sahyadri Agri Inputs",
  "Rural Women Rising Trust": "Rural Women Rising Trust",
  "Bharat Krishi Labs": "Bharat Krishi Labs",
  "Ganga Basin Growers": "Ganga Basin Growers",
  "Deccan Agri Ventures": "Deccan Agri Ventures",
  "Prakriti Seeds": "Prakriti Seeds",
  "Annadata Finance": "Annadata Finance",
  "Malwa Organic Collective": "Malwa Organic Collective",
  "Terai Producer Company": "Terai Producer Company",
  "AgriTech Incubation Hub": "AgriTech Incubation Hub",
  "Mitti Foundation": "Mitti Foundation",
  "Vidarbha Cotton Growers": "Vidarbha Cotton Growers",
};
