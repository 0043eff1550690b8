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
