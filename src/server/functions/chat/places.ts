/**
 * Places a visitor names ("any clinic in Punjab?", "नासिक के पास केंद्र"), found
 * in the clinic list and India's state names in every site language, so the
 * assistant can answer with the clinics there — or say there is none yet.
 */
import { indianStates } from "../../../../content/indian-states.ts";
import { marathiOblique } from "../../../../content/knowledge/devanagari-endings.ts";
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
  /** Where it is, when known: a district without a clinic is answered with the nearest ones. */
  lat?: number | null;
  lng?: number | null;
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
  /** The fewest letters its last word needs to match a question word it begins (a joined ending); five unless said. */
  stem?: number;
}

export type PlaceFinder = (
  question: string,
  english: readonly ClinicListing[],
  local: readonly ClinicListing[],
  localStateName: (state: string) => string,
) => PlaceMatch | undefined;

/**
 * A finder for the most specific place a question names: a clinic's town or
 * district before a state. `stateNames` are each language's names for India's
 * states (English key → name); each call gives the clinic list in English and
 * in the answer's language. The states' words are read once, a clinic list's
 * once per list.
 */
export function createPlaceFinder(
  stateNames: readonly Readonly<Record<string, string>>[],
  shortNames: readonly Readonly<Partial<Record<string, readonly string[]>>>[] = [],
): PlaceFinder {
  const states: Candidate[] = [];
  /** Short forms in capital Latin letters ("AP", "J&K"), matched only as written. */
  const capitals: { pattern: RegExp; words: string[]; state: string }[] = [];
  for (const state of indianStates) {
    states.push({ words: wordsOf(state), state });
    for (const names of stateNames) if (names[state]) states.push({ words: wordsOf(names[state]!), state });
    for (const forms of shortNames) {
      for (const form of forms[state] ?? []) {
        if (/^[A-Z][A-Z&.]{1,4}$/.test(form)) {
          const letters = form.replace(/\./g, "");
          const body = [...letters].map((c) => c.replace(/[&]/, "\\s*&\\s*")).join("\\.?");
          capitals.push({ pattern: new RegExp(`(?<![\\p{L}\\p{N}])${body}\\.?(?![\\p{L}\\p{N}])`, "u"), words: [letters.toLowerCase()], state });
        } else {
          // A short form takes a joined ending too ("ఏపీలో", "યુપીમાં"): three letters are enough to tell it.
          states.push({ words: wordsOf(form), state, stem: 3 });
        }
      }
    }
  }
  const stateKeys = new Set(states.map((c) => c.words.join(" ")));
  const clinicCandidates = new WeakMap<readonly ClinicListing[], Candidate[]>();
  function ofClinics(list: readonly ClinicListing[]): Candidate[] {
    let found = clinicCandidates.get(list);
    if (!found) {
      found = [];
      for (const c of list) {
        // The district, the town in the clinic's name, and the same in another language (its state is a state above).
        for (const text of [c.district, c.name, ...c.otherNames.split("·")]) {
          const words = wordsOf(text).filter((w) => !NOT_PLACES.has(w));
          if (words.length > 0 && !stateKeys.has(words.join(" "))) found.push({ words, clinicId: c.id });
        }
      }
      clinicCandidates.set(list, found);
    }
    return found;
  }

  return (question, english, local, localStateName) => {
    const asked = wordsOf(question);
    if (asked.length === 0) return undefined;
    // The last word of a place may carry a joined ending, as Marathi, Telugu and Kannada write them
    // (गुजरातमध्ये, కర్ణాటకలో, ಕರ್ನಾಟಕದಲ್ಲಿ): a word of five letters or more matches a question word it begins,
    // and so does its Marathi oblique form before the ending (पुणे → पुण्यात, ठाणे → ठाण्याला, वर्धा → वर्ध्यात).
    const same = (asked: string, place: string, last: boolean, stem: number) =>
      asked === place || (last && [place, marathiOblique(place)].some((p) => p !== undefined && [...p].length >= stem && asked.startsWith(p)));
    const at = (words: string[], stem = 5) =>
      asked.some((_, i) => words.every((w, j) => asked[i + j] !== undefined && same(asked[i + j]!, w, j === words.length - 1, stem)));
    const found = [
      ...[...ofClinics(english), ...ofClinics(local), ...states].filter((c) => c.words.length > 0 && at(c.words, c.stem)),
      ...capitals.filter((c) => c.pattern.test(question)).map(({ words, state }): Candidate => ({ words, state })),
    ];
    if (found.length === 0) return undefined;
    // A town or district says more than a state; a longer name more than a shorter one.
    found.sort((a, b) => Number(b.clinicId !== undefined) - Number(a.clinicId !== undefined) || b.words.length - a.words.length);
    const best = found[0]!;
    if (best.clinicId) {
      const clinic = local.find((c) => c.id === best.clinicId) ?? english.find((c) => c.id === best.clinicId)!;
      const inDistrict = local.filter((c) => c.stateKey === clinic.stateKey && c.district === clinic.district);
      return { label: clinic.district, clinics: inDistrict.length > 0 ? inDistrict : [clinic], words: best.words };
    }
    const state = best.state!;
    const clinics = local.filter((c) => c.stateKey.toLowerCase() === state.toLowerCase());
    return { label: localStateName(state), clinics, words: best.words };
  };
}
