import type { Locale } from "./i18n.ts";
import { stateNamesHi } from "./hi/indian-states.ts";

/**
 * India's states and union territories, as stored (in English). Each
 * language's names are in content/<code>/indian-states.ts. The clinic form
 * suggests the Hindi ones; a clinic whose Hindi state is left empty is shown
 * on Hindi pages with the Hindi name (any other value as written).
 */
export const indianStates = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

export type IndianState = (typeof indianStates)[number];

/** Every state's name in one language. */
export type StateNames = Record<IndianState, string>;

/**
 * The short forms and common names a language's speakers write for a state
 * besides its full name ("AP", "ఆంధ్రా", "आंध्र", "यूपी"), read by the assistant
 * as that state. A form of two to four capital Latin letters ("AP", "J&K") is
 * matched only as written, in capitals, so "up" or "ap" ("aap") in a sentence
 * is not a state; any other form is matched as a word, like a state's name.
 */
export type StateShortNames = Partial<Record<IndianState, readonly string[]>>;

/** The states with their Hindi names (the clinic form's suggestions, the place matcher). */
export const indianStateNames: StateNames = stateNamesHi;

/** A state written in English (case and spacing as people type them), as one of India's, if it is one. */
export function asIndianState(state: string): IndianState | undefined {
  const key = state.trim().replace(/\s+/g, " ").toLowerCase();
  return indianStates.find((s) => s.toLowerCase() === key);
}

/** The Hindi name of a state written in English (case and spacing as people type them), if it is one of India's. */
export function hindiStateName(state: string): string | undefined {
  const found = asIndianState(state);
  return found && indianStateNames[found];
}

/**
 * The language most people of a state read, where the site has it: a clinic
 * in that state gets its SMS in it (its operator is local). A state not listed
 * gets English.
 */
const stateLanguages: Partial<Record<IndianState, Locale>> = {
  "Andhra Pradesh": "te",
  Telangana: "te",
  Karnataka: "kn",
  Maharashtra: "mr",
  Gujarat: "gu",
  Punjab: "pa",
  Bihar: "hi",
  "Madhya Pradesh": "hi",
  "Uttar Pradesh": "hi",
  Rajasthan: "hi",
  Haryana: "hi",
  Chhattisgarh: "hi",
  Jharkhand: "hi",
  Uttarakhand: "hi",
  "Himachal Pradesh": "hi",
  Delhi: "hi",
  Chandigarh: "hi",
};

/** The language to write to someone in a state (written in English, as stored), English when it is none of the above. */
export function languageOfState(state: string | null | undefined): Locale {
  const found = state ? asIndianState(state) : undefined;
  return (found && stateLanguages[found]) ?? "en";
}
