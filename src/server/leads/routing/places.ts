import { readFileSync } from "node:fs";
import Sanscript from "@indic-transliteration/sanscript";
import { indianStateNames } from "../../../../content/indian-states.ts";
import type { PlaceMatch } from "../../../shared/routing.ts";
import { LATIN_OTHER_NAMES_IN_A_SENTENCE, OTHER_NAMES } from "./other-names.ts";

/**
 * Where in India a lead's place text points: its PIN code, district and
 * state, read from the table `scripts/build-india-places.ts` makes from
 * GeoNames' postal codes (india-places.json, committed; about 0.5 MB, read
 * once on first use).
 *
 * Farmers write their place as they say it ("Niphad, Nasik", "422001",
 * "Guntur AP"), so names are compared by a loose spelling key (sh/s, w/v,
 * long vowels, doubled letters), whole words only. A PIN code decides alone.
 * Otherwise each district the text names scores, with points for its state
 * and its sub-districts named too; the best wins, and on a tie the one named
 * later (people write the village first and the district after it). A name
 * shared by districts of several states counts only with its state named.
 *
 * A district or state written in an Indian script (नाशिक, గుంటూరు, ಬೆಳಗಾವಿ,
 * ਲੁਧਿਆਣਾ) is transliterated with Sanscript, as person search does, and
 * compared with the table's Latin names by a looser key (scriptKey) built to
 * bridge the two spellings; sub-districts are matched in Latin letters only,
 * since ten thousand loose keys would find villages in ordinary words.
 *
 * A district's other name (other-names.ts: रायगड is Raigad, not Rayagada;
 * धाराशिव is Osmanabad) names it before any loose key is tried; in Latin
 * letters only the names no everyday word is spelt as, since the assistant
 * reads questions through this matcher too.
 */

interface Table {
  states: string[];
  districts: Array<[string, number]>;
  subDistricts: Array<[string, number]>;
  pincodes: Record<string, number>;
}

/** Sub-district names that are ordinary words in an address, not a place. */
const NOT_A_PLACE = new Set(["nagar", "north", "south", "east", "west", "central", "city", "road", "sadar", "rural", "urban", "town"]);
/** The longest place name, in words, worth looking for. */
const MAX_WORDS = 5;

/** A loose spelling key: Nashik = Nasik, Vadodara = Wadodara, Kolhapoor = Kolhapur. */
export function spellingKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .map((w) =>
      w
        .replace(/sh/g, "s")
        .replace(/ph/g, "f")
        .replace(/w/g, "v")
        .replace(/ee/g, "i")
        .replace(/oo/g, "u")
        .replace(/(.)\1+/g, "$1"),
    )
    .join(" ");
}

/** The Indian scripts Sanscript reads well enough for place names, by Unicode block. Tamil's script is left out: Sanscript reads it without voicing. */
const SCRIPTS: Array<[number, number, string]> = [
  [0x0900, 0x097f, "devanagari"],
  [0x0980, 0x09ff, "bengali"],
  [0x0a00, 0x0a7f, "gurmukhi"],
  [0x0a80, 0x0aff, "gujarati"],
  [0x0b00, 0x0b7f, "oriya"],
  [0x0c00, 0x0c7f, "telugu"],
  [0x0c80, 0x0cff, "kannada"],
  [0x0d00, 0x0d7f, "malayalam"],
];
const scriptOf = (word: string) => {
  const c = word.codePointAt(0) ?? 0;
  return SCRIPTS.find(([from, to]) => c >= from && c <= to)?.[2] ?? null;
};

const SCRIPT_FOLDS: Array<[RegExp, string]> = [
  [/x/g, "ks"],
  [/q/g, "k"],
  [/z/g, "j"],
  [/w/g, "v"],
  [/ph/g, "f"],
  [/sh/g, "s"],
  // Aspirates without their h: Dharwad = धारवाड.
  [/([bcdgjkpt])h/g, "$1"],
  // An anusvara before a consonant: Aurangabad = औरंगाबाद (auraMgAbAda).
  [/m(?=[bcdgjkpt])/g, "n"],
  // v and b stand for one another across India (Vadodara, Belagavi's ವ).
  [/v/g, "b"],
  [/y/g, "i"],
];

/**
 * The key that meets across scripts: a name in Latin letters, or the ITRANS
 * of one in an Indian script, with case, accents and ITRANS marks dropped,
 * the spellings of one sound made one, `a` and `h` dropped after the first
 * letter (the script writes a vowel Hindi does not say: नागपूर is
 * `nAgapUra`), doubled letters made single and a final vowel dropped (Telugu
 * and Kannada end names in one: గుంటూరు is `guMTUru`). Nashik and नाशिक
 * both give `nsik`.
 */
export function scriptKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.~^`'_]/g, "")
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((word) => {
      let w = word;
      for (const [from, to] of SCRIPT_FOLDS) w = w.replace(from, to);
      w = (w.slice(0, 1) + w.slice(1).replace(/[ah]/g, "")).replace(/(.)\1+/g, "$1");
      return w.length > 2 ? w.replace(/[eiou]$/, "") : w;
    })
    .join(" ");
}

/** Words of an address that would read as a place: मंडल (mandal) is a word, not Mandla; मु. (mukkam, "at") is not Mau. */
const NOT_A_SCRIPT_PLACE = new Set(["mndl", "mu"]);

interface Index {
  table: Table;
  /** Spelling key of a name → the districts it names. */
  district: Map<string, number[]>;
  subDistrict: Map<string, number[]>;
  state: Map<string, number>;
  /** The same by scriptKey, for names written in an Indian script. */
  scriptDistrict: Map<string, number[]>;
  scriptState: Map<string, number>;
  /** A district's other name (as written in an Indian script, or by spellingKey in Latin letters) → the district. */
  other: Map<string, number>;
}

let index: Index | undefined;

function push(map: Map<string, number[]>, key: string, value: number) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function loadIndex(): Index {
  if (index) return index;
  const table = JSON.parse(readFileSync(new URL("./india-places.json", import.meta.url), "utf8")) as Table;
  const district = new Map<string, number[]>();
  const subDistrict = new Map<string, number[]>();
  const state = new Map<string, number>();
  table.districts.forEach(([name], i) => push(district, spellingKey(name), i));
  table.subDistricts.forEach(([name, d]) => {
    const key = spellingKey(name);
    if (!NOT_A_PLACE.has(key)) push(subDistrict, key, d);
  });
  table.states.forEach((name, i) => state.set(spellingKey(name), i));
  const scriptDistrict = new Map<string, number[]>();
  const scriptState = new Map<string, number>();
  table.districts.forEach(([name], i) => push(scriptDistrict, scriptKey(name), i));
  table.states.forEach((name, i) => scriptState.set(scriptKey(name), i));
  // A state written in Hindi (content/indian-states.ts) is the same state.
  for (const [en, hi] of Object.entries(indianStateNames)) {
    const i = table.states.indexOf(en);
    if (i >= 0) scriptState.set(scriptKey(Sanscript.t(hi, "devanagari", "itrans")), i);
  }
  const other = new Map<string, number>();
  for (const [name, place] of Object.entries(OTHER_NAMES)) {
    const [districtName, stateName] = place.split(", ");
    const d = table.districts.findIndex(([n, s]) => n === districtName && table.states[s] === stateName);
    if (d < 0) throw new Error(`other-names.ts: ${place} is not in the table`);
    if (scriptOf(name)) other.set(name.normalize("NFC"), d);
    else if (LATIN_OTHER_NAMES_IN_A_SENTENCE.has(name)) other.set(spellingKey(name), d);
  }
  index = { table, district, subDistrict, state, scriptDistrict, scriptState, other };
  return index;
}

/** A word of the place text: its key, and whether it was written in an Indian script. */
interface Word {
  key: string;
  script: boolean;
  /** As written, to show what matched. */
  text: string;
}

/** The text's words in order: Latin ones by spellingKey, those in an Indian script transliterated and keyed by scriptKey. */
function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const [chunk] of text.matchAll(/[\u0900-\u0D7F\u200C\u200D]+|[^\u0900-\u0D7F\u200C\u200D]+/gu)) {
    const script = scriptOf(chunk);
    if (script) {
      // A danda ends a word too.
      for (const part of chunk.split(/[\u0964\u0965]+/)) {
        const key = scriptKey(Sanscript.t(part.replace(/[\u200C\u200D]/g, ""), script, "itrans"));
        if (key) out.push({ key, script: true, text: part });
      }
    } else {
      for (const key of spellingKey(chunk).split(" ").filter(Boolean)) out.push({ key, script: false, text: key });
    }
  }
  return out;
}

/** The 6-digit PIN codes in a text ("422001", "422 001"), first one first. */
function pincodesIn(text: string): string[] {
  return [...text.matchAll(/(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/g)].map((m) => `${m[1]}${m[2]}`);
}

/** Where the place text points, or null when it names nowhere the table knows. */
export function matchPlace(text: string | null | undefined): PlaceMatch | null {
  if (!text?.trim()) return null;
  const ix = loadIndex();
  const { table } = ix;
  const districtOf = (d: number) => ({ district: table.districts[d]![0], state: table.states[table.districts[d]![1]]! });

  for (const pin of pincodesIn(text)) {
    const d = table.pincodes[pin];
    if (d !== undefined) return { by: "pincode", pincode: pin, ...districtOf(d), matched: pin };
  }

  const words = wordsOf(text);
  const districtHits: Array<{ d: number; at: number; name: string }> = [];
  const subHits: Array<{ ds: number[]; at: number; name: string }> = [];
  const statesNamed = new Set<number>();
  for (let at = 0; at < words.length; at++) {
    for (let n = Math.min(MAX_WORDS, words.length - at); n >= 1; n--) {
      const run = words.slice(at, at + n);
      const script = run[0]!.script;
      // A name is written in one script.
      if (run.some((w) => w.script !== script)) continue;
      const phrase = run.map((w) => w.key).join(" ");
      const written = run.map((w) => w.text).join(" ");
      const otherName = ix.other.get(script ? written.normalize("NFC") : phrase);
      if (otherName !== undefined) {
        districtHits.push({ d: otherName, at, name: script ? written : phrase });
        continue;
      }
      if (script) {
        if (phrase.length < 2 || NOT_A_SCRIPT_PLACE.has(phrase)) continue;
        const s = ix.scriptState.get(phrase);
        if (s !== undefined) statesNamed.add(s);
        for (const d of ix.scriptDistrict.get(phrase) ?? []) districtHits.push({ d, at, name: written });
        continue;
      }
      const s = ix.state.get(phrase);
      if (s !== undefined) statesNamed.add(s);
      for (const d of ix.district.get(phrase) ?? []) districtHits.push({ d, at, name: phrase });
      const subs = ix.subDistrict.get(phrase);
      if (subs) subHits.push({ ds: subs, at, name: phrase });
    }
  }

  // Each district named, with its points; ties go to the one named later.
  const scores = new Map<number, { score: number; at: number; by: PlaceMatch["by"]; name: string }>();
  const add = (d: number, points: number, at: number, by: PlaceMatch["by"], name: string) => {
    const was = scores.get(d);
    const stateNamed = statesNamed.has(table.districts[d]![1]);
    if (!was) scores.set(d, { score: points + (stateNamed ? 2 : 0), at, by, name });
    else {
      was.score += points;
      if (by === "district" && was.by !== "district") Object.assign(was, { by, name });
      was.at = Math.max(was.at, at);
    }
  };
  const counts = (ds: number[]) => {
    // A name several districts share counts only where its state is named too.
    if (ds.length === 1) return ds;
    const inNamedState = ds.filter((d) => statesNamed.has(table.districts[d]![1]));
    return inNamedState.length === 1 ? inNamedState : [];
  };
  const byName = new Map<string, number[]>();
  for (const h of districtHits) byName.set(h.name, [...(byName.get(h.name) ?? []), h.d]);
  for (const h of districtHits) for (const d of counts(byName.get(h.name)!)) if (d === h.d) add(d, 3, h.at, "district", h.name);
  for (const h of subHits) for (const d of counts(h.ds)) add(d, 1, h.at, "sub_district", h.name);

  const best = [...scores.entries()].sort((a, b) => b[1].score - a[1].score || b[1].at - a[1].at)[0];
  if (best) return { by: best[1].by, ...districtOf(best[0]), pincode: null, matched: best[1].name };
  if (statesNamed.size === 1) {
    const s = [...statesNamed][0]!;
    return { by: "state", state: table.states[s]!, district: null, pincode: null, matched: table.states[s]! };
  }
  return null;
}

/** Every state and district the table knows, for the rules page's choices. */
export function knownPlaces(): { states: string[]; districts: Array<{ district: string; state: string }> } {
  const { table } = loadIndex();
  return {
    states: [...table.states].sort(),
    districts: table.districts.map(([district, s]) => ({ district, state: table.states[s]! })).sort((a, b) => a.state.localeCompare(b.state) || a.district.localeCompare(b.district)),
  };
}
