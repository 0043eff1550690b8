import type { Localized } from "./i18n.ts";
import type { Partner } from "./types.ts";
import { localized } from "./packs.ts";

/**
 * The 'Trusted by' strip on the home page (16 entries). These are sample
 * organisations: replace them with real partners, and add a `logo` URL for
 * each partner whose logo the company has permission to show. A missing or
 * broken logo falls back to the name as a wordmark.
 */
const partnerList = [
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
] as const satisfies readonly Partner[];

export const partners: readonly Partner[] = partnerList;

export type PartnerName = (typeof partnerList)[number]["name"];

/** Each partner's name as a language spells it (Hindi pages spell them in Devanagari, as Hindi newspapers do). */
export type PartnerNames = Record<PartnerName, string>;

/** The strip as each language writes the names, with the same logos. */
export const partnersByLocale: Localized<readonly Partner[]> = localized((p) => partners.map((partner) => ({ ...partner, name: p.partnerNames[partner.name as PartnerName] ?? partner.name })));
