/**
 * Places a visitor names ("any clinic in Punjab?", "नासिक के पास केंद्र"), found
 * in the clinic list and India's state names in every site language, so the
 * assistant can answer with the clinics there — or say there is none yet.
 */
import { indianStates } from "../../../../content/indian-states.ts";
import { canonical } from "./normalize.ts";

/** A clinic as the finder lists it, in one language (src/shared/clinics.ts's `Clinic`, the fields the assistant uses). */
export interface ClinicListing {
  id: string;
  name: string;
  address: string;
  district: string;
  state: string;
  /** The state as stored, in English: the same in every language. */
  stateKey: string;
  phone: string | null;
  /** Name, district and state in another language, " · " between them. */
  otherNames: string;
}

export interface PlaceMatch {
  /** The place as the answer's language writes it. */
  label: string;
  /** Its clinics, in the answer's language; empty when it has none yet. */
  clinics: ClinicListing[];
  /** The words of the question that named it. */
  words: string[];
}

/** Words in a clinic's name that are not a place. */
const NOT_PLACES = new Set(["soil", "doctor", "didi", "clinic", "centre", "center", "क्लिनिक", "केंद्र", "सेंटर"].map(canonical));

const wordsOf = (text: string) =>
  canonical(text)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter((w) => w !== "");

interface Candidate {
  words: string[];
  /** English state name, when the place is a state. */
  state?: string;
  /** A clinic's id, when the place is a clinic's district or town. */
  clinicId?: string;
}

/**
 * Finds the most specific place a question names: a clinic's town or district
 * before a state. `stateNames` are each language's names for India's states
 * (English key → name); `english` and `local` are the clinic list in English
 * and in the answer's language.
 */
export function findPlace(
  question: string,
  stateNames: readonly Readonly<Record<string, string>>[],
  english: readonly ClinicListing[],
  local: readonly ClinicListing[],
  localStateName: (state: string) => string,
): PlaceMatch | undefined {
  const asked = wordsOf(question);
  if (asked.length === 0) return undefined;
  const candidates: Candidate[] = [];
  for (const state of indianStates) {
    candidates.push({ words: wordsOf(state), state });
    for (const names of stateNames) if (names[state]) candidates.push({ words: wordsOf(names[state]!), state });
  }
  const stateKeys = new Set(candidates.map((c) => c.words.join(" ")));
  for (const list of [english, local]) {
    for (const c of list) {
      // The district, the town in the clinic's name, and the same in another language (its state is a state above).
      for (const text of [c.district, c.name, ...c.otherNames.split("·")]) {
        const words = wordsOf(text).filter((w) => !NOT_PLACES.has(w));
        if (words.length > 0 && !stateKeys.has(words.join(" "))) candidates.push({ words, clinicId: c.id });
      }
    }
  }
  const at = (words: string[]) => asked.findIndex((_, i) => words.every((w, j) => asked[i + j] === w));
  const found = candidates.filter((c) => c.words.length > 0 && at(c.words) >= 0);
  if (found.length === 0) return undefined;
  // A town or district says more than a state; a longer name more than a shorter one.
  found.sort((a, b) => Number(b.clinicId !== undefined) - Number(a.clinicId !== undefined) || b.words.length - a.words.length);
  const best = found[0]!;
  const byId = new Map(local.map((c) => [c.id, c]));
  if (best.clinicId) {
    const clinic = byId.get(best.clinicId) ?? english.find((c) => c.id === best.clinicId)!;
    const inDistrict = local.filter((c) => c.stateKey === clinic.stateKey && c.district === clinic.district);
    return { label: clinic.district, clinics: inDistrict.length > 0 ? inDistrict : [clinic], words: best.words };
  }
  const state = best.state!;
  const clinics = local.filter((c) => c.stateKey.toLowerCase() === state.toLowerCase());
  return { label: localStateName(state), clinics, words: best.words };
}
