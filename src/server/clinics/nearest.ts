import { readFileSync } from "node:fs";
import { z } from "zod";
import Sanscript from "@indic-transliteration/sanscript";
import { indianStateNames } from "../../../content/indian-states.ts";
import { hindiJoinedEndings, marathiJoinedEndings, namesOfMarathiOblique } from "../../../content/knowledge/devanagari-endings.ts";
import { nameKey } from "../leads/name-key.ts";
import { matchPlace } from "../leads/routing/places.ts";
import { LATIN_OTHER_NAMES_IN_A_SENTENCE, OTHER_NAMES } from "../leads/routing/other-names.ts";

/**
 * Where in India a farmer's district, city or PIN code lies, and which clinics
 * are nearest to it. The places are the routing's table
 * (src/server/leads/routing/india-places.json: every district and PIN code);
 * where each lies is india-place-coords.json beside this file, made from the
 * same GeoNames data by scripts/build-india-place-coords.ts.
 *
 * Latin text goes through the routing's own matching (PIN codes, districts,
 * sub-districts, loose spellings). Text in an Indian script is written in
 * Latin letters (Sanscript) and compared by the sound key the lead search
 * uses, so `नाशिक` finds Nashik; the few places called otherwise in speech,
 * of old or than the table calls them (Banaras, Bombay, लखनऊ, धाराशिव,
 * रायगड) are named in the routing's other-names.ts, which a lead's place
 * field reads too.
 */

interface Places {
  states: string[];
  districts: Array<[string, number]>;
  subDistricts: Array<[string, number]>;
}
interface Coords {
  districts: Array<[number, number] | null>;
  pincodes: Record<string, [number, number]>;
}

/** The same, by the name in Unicode's composed form, as the text is read (रायगढ़'s ढ़ is ढ with a nukta). */
const otherNames = new Map(Object.entries(OTHER_NAMES).map(([name, place]) => [name.normalize("NFC"), place]));

/** The Indian scripts a place may be typed in, as Sanscript names them, with their Unicode blocks. */
const SCRIPTS: Array<[RegExp, string]> = [
  [/[\u0900-\u097F]+/g, "devanagari"],
  [/[\u0A00-\u0A7F]+/g, "gurmukhi"],
  [/[\u0A80-\u0AFF]+/g, "gujarati"],
  [/[\u0C00-\u0C7F]+/g, "telugu"],
  [/[\u0C80-\u0CFF]+/g, "kannada"],
];

export interface PlacePoint {
  /** How the text was read: a PIN code, or a district (also through a sub-district or another name). */
  by: "pincode" | "district";
  district: string;
  state: string;
  pincode: string | null;
  lat: number;
  lng: number;
}

interface Index {
  places: Places;
  coords: Coords;
  districtAt: Map<string, number>;
  /** Sound keys → districts: by a district's own name first, then by a sub-district's; each exact, then by its consonants. */
  tiers: Array<Map<string, Set<number>>>;
  /** A district's own name by its consonants alone, its words run together, when they are six letters or more (Ahmed Nagar → ahmdngr). */
  longSkeletons: Map<string, Set<number>>;
}
let index: Index | undefined;

function load(): Index {
  if (index) return index;
  const places = JSON.parse(readFileSync(new URL("../leads/routing/india-places.json", import.meta.url), "utf8")) as Places;
  const coords = JSON.parse(readFileSync(new URL("./india-place-coords.json", import.meta.url), "utf8")) as Coords;
  const districtAt = new Map(places.districts.map(([name, s], i) => [`${name}\t${places.states[s]}`, i]));
  const tiers = [0, 1, 2, 3].map(() => new Map<string, Set<number>>());
  const add = (tier: number, key: string, d: number) => {
    if (!key) return;
    const map = tiers[tier]!;
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(d);
  };
  const longSkeletons = new Map<string, Set<number>>();
  places.districts.forEach(([name], i) => {
    add(0, nameKey(name), i);
    add(1, consonants(nameKey(name)), i);
    const skeleton = consonants(nameKey(name)).replace(/ /g, "");
    if (skeleton.length >= LONG_SKELETON) longSkeletons.set(skeleton, new Set([...(longSkeletons.get(skeleton) ?? []), i]));
  });
  places.subDistricts.forEach(([name, d]) => {
    add(2, nameKey(name), d);
    add(3, consonants(nameKey(name)), d);
  });
  index = { places, coords, districtAt, tiers, longSkeletons };
  return index;
}

/** Consonants enough for a district's name alone to be told from the other words of a sentence. */
const LONG_SKELETON = 6;

/** A sound key's consonants (each word's first letter kept): Meerut and मेरठ (meraTha) both give `mrt`. */
const consonants = (key: string) =>
  key
    .split(" ")
    .map((w) => w.slice(0, 1) + w.slice(1).replace(/[aeiouy]/g, ""))
    .join(" ");

function point(ix: Index, district: string, state: string, pincode: string | null): PlacePoint | null {
  const at = pincode ? ix.coords.pincodes[pincode] : undefined;
  const d = ix.districtAt.get(`${district}\t${state}`);
  const where = at ?? (d === undefined ? null : ix.coords.districts[d]);
  if (!where) return null;
  return { by: pincode ? "pincode" : "district", district, state, pincode, lat: where[0], lng: where[1] };
}

/** Where a district's other name lies (other-names.ts gives it as "District, State", checked against the table when the routing loads it). */
function otherNamePoint(ix: Index, name: string): PlacePoint | null {
  const place = otherNames.get(name);
  if (!place) return null;
  const [district, state] = place.split(", ") as [string, string];
  return point(ix, district, state, null);
}

/** A state written in Hindi as its English name, for the routing's matching. */
function withStatesInEnglish(text: string) {
  let out = text;
  for (const [en, hi] of Object.entries(indianStateNames)) if (hi && out.includes(hi)) out = out.replace(hi, ` ${en} `);
  return out;
}

/** Where a typed district, city or PIN code lies; null when it names nowhere in India the tables know. */
export function locatePlace(typed: string): PlacePoint | null {
  const text = typed.normalize("NFC").trim().slice(0, 100);
  if (!text) return null;
  const ix = load();
  const other = otherNames.get(text.toLowerCase().replace(/[^\p{L}\p{M}]+/gu, ""));
  const asTyped = matchPlace(other ?? withStatesInEnglish(text));
  if (asTyped?.district) return point(ix, asTyped.district, asTyped.state, asTyped.pincode);
  // Another script: written in Latin letters and compared by sound, whole words.
  let latin = text;
  for (const [run, script] of SCRIPTS) latin = latin.replace(run, (w) => ` ${Sanscript.t(w, script, "itrans")} `);
  if (latin === text) return null;
  const words = nameKey(latin).split(" ");
  // The longest run of words that names one district, trusting a district's own name before a sub-district's.
  for (let n = words.length; n >= 1; n--) {
    for (const [tier, map] of ix.tiers.entries()) {
      for (let at = 0; at + n <= words.length; at++) {
        const phrase = words.slice(at, at + n).join(" ");
        const found = map.get(tier % 2 ? consonants(phrase) : phrase);
        if (found?.size === 1) {
          const [district, s] = ix.places.districts[[...found][0]!]!;
          return point(ix, district, ix.places.states[s]!, null);
        }
      }
    }
  }
  return null;
}

/** A district a question names, and how to write it back in the answer. */
export interface NamedPlace extends PlacePoint {
  /**
   * The place as the visitor wrote it: in an Indian script, the word that named it without a joined case ending
   * (नागपूरमध्ये → नागपूर); in Latin letters or by PIN code, the district's name.
   */
  named: string;
}

/**
 * The district a question names ("is there a clinic near Guntur?", "लखनऊ में
 * केंद्र है?", "గుంటూరులో క్లినిక్ ఉందా?"), for the assistant. Stricter than a
 * typed place field, because every other word of a sentence would find some
 * village by sound: a district's other name in Latin letters that is no
 * everyday word first (Raigad, Dharashiv; not kashi, Marathi's "how"); the
 * routing's matcher next (PIN codes, district names in Latin letters or as
 * written in Hindi); then, word by word in an Indian
 * script, only a city's other name or a district's own name by its sound key,
 * whole or with a joined case ending (గుంటూరు + లో), never a sub-district. A
 * Devanagari word is also read without the Marathi or Hindi postposition
 * joined to it (लातूरमध्ये → लातूर, बुलढाण्यात → बुलढाणा), as a whole name of
 * four letters or more; a three-letter name only before the word for district
 * (सातारा जिल्ह्यात). A four-letter name away from that word must end as the
 * district's name ends and be no everyday word: भंडारा is Bhandara, भंडार (a
 * store) and పాటిల్ (a surname, not Patiala) are no place. By consonants
 * alone only a long name, written as one word, and only when no word matched
 * by its sound key: अहमदनगरमध्ये is Ahmed Nagar, whose vowels the Latin
 * spelling writes otherwise.
 */
export function locatePlaceIn(question: string): NamedPlace | null {
  const text = question.normalize("NFC").slice(0, 300);
  const ix = load();
  // The routing's matcher reads Indian scripts loosely (right for a place field, not a sentence): Latin words and PIN codes only.
  const latinOnly = SCRIPTS.reduce((t, [run]) => t.replace(run, " , "), text);
  // A district's other name in Latin letters, as a whole word ("Raigad madhe kendra aahe ka?").
  for (const { 0: word } of latinOnly.matchAll(/\p{L}+/gu)) {
    const otherPoint = LATIN_OTHER_NAMES_IN_A_SENTENCE.has(word.toLowerCase()) ? otherNamePoint(ix, word.toLowerCase()) : null;
    if (otherPoint) return { ...otherPoint, named: word };
  }
  const asTyped = matchPlace(latinOnly);
  if (asTyped?.district && asTyped.by !== "sub_district") {
    // Latin words come back as the matcher's lower-case keys: the district's own name is the label.
    const at = point(ix, asTyped.district, asTyped.state, asTyped.pincode);
    return at && { ...at, named: asTyped.district };
  }
  let best: { d: number; named: string; length: number } | null = null;
  let loose: { d: number; named: string; length: number } | null = null;
  const latinOf = (d: number) => ix.places.districts[d]![0];
  for (const [run, script] of SCRIPTS) {
    for (const { 0: word, index } of text.matchAll(run)) {
      // A city's other name, whole or without a postposition joined to it (रायगडमध्ये → रायगड).
      for (const form of [word, ...(script === "devanagari" ? withoutJoinedEnding(word) : [])]) {
        const otherPoint = otherNamePoint(ix, form);
        if (otherPoint) return { ...otherPoint, named: form };
      }
      const key = nameKey(Sanscript.t(word, script, "itrans"));
      // Followed by the word for district ("सातारा जिल्ह्यात"), a short name is a place too, however it is written.
      const beforeDistrictWord = DISTRICT_WORD.test(text.slice(index + word.length));
      const shortest = beforeDistrictWord ? 3 : 4;
      // The word whole, or without a postposition it is written with (नागपुरात → नागपुर, बुलढाण्यात → बुलढाणा).
      let wholeFound = false;
      for (const form of [word, ...(script === "devanagari" ? withoutJoinedEnding(word) : [])]) {
        const written = form === word ? key : nameKey(Sanscript.t(form, script, "itrans"));
        // -गाव, -गांव is the tables' -gaon (जळगाव, Jalgaon).
        const formKey = ix.tiers[0]!.has(written) ? written : written.replace(/g[nm]?v$/, "gon");
        const whole = formKey.length >= shortest ? ix.tiers[0]!.get(formKey) : undefined;
        if (whole?.size !== 1) continue;
        const d = [...whole][0]!;
        // Alone, a short name is the place only as the district is written: ending as its name ends, and no everyday word.
        if (!beforeDistrictWord && formKey.length <= SHORT_NAME && (ORDINARY_WORDS.has(form) || !endsAsNamed(form, script, latinOf(d)))) continue;
        wholeFound = true;
        // One more than its length, so a whole name outranks a joined-ending match of the same length.
        if (!best || formKey.length + 1 > best.length) best = { d, named: form, length: formKey.length + 1 };
        break;
      }
      if (wholeFound || key.length < 4) continue;
      // A joined ending: the longest district name of five letters or more the word begins with.
      for (const [name, ds] of ix.tiers[0]!) {
        if (ds.size !== 1 || name.length < 5 || name.includes(" ") || !key.startsWith(name) || key.length - name.length > 6) continue;
        if (!best || name.length > best.length) {
          const d = [...ds][0]!;
          const named = stemOf(word, script, latinOf(d), (k) => k.startsWith(name));
          // The name must end as the district's does: అంగుళాల (of inches) begins with Angul's sound, but its ళా runs on.
          if (!endsAsNamed(named, script, latinOf(d))) continue;
          best = { d, named, length: name.length };
        }
      }
      // A long name by its consonants, whole or with a short joined ending.
      const skeleton = consonants(key).replace(/ /g, "");
      if (skeleton.length < LONG_SKELETON) continue;
      for (const [name, ds] of ix.longSkeletons) {
        if (ds.size !== 1 || !skeleton.startsWith(name) || skeleton.length - name.length > 4) continue;
        if (!loose || name.length > loose.length) {
          const d = [...ds][0]!;
          const named = stemOf(word, script, latinOf(d), (k) => consonants(k).replace(/ /g, "").startsWith(name));
          loose = { d, named, length: name.length };
        }
      }
    }
  }
  const found = best ?? loose;
  if (!found) return null;
  const [district, s] = ix.places.districts[found.d]!;
  const at = point(ix, district, ix.places.states[s]!, null);
  return at && { ...at, named: found.named };
}

/**
 * A district's sound key this short (भंडारा and भंडार, a store, are both
 * `bndr`; पाटील, a surname, is Patiala's `ptil`) finds a name alone only
 * when the word also ends as the name ends (endsAsNamed) and is not one of
 * the everyday words below.
 */
const SHORT_NAME = 4;

/**
 * Everyday words that sound like a short district's name and end as it
 * ends, so only the word for district after them makes them the place:
 * पूरी and ਪੂਰੀ (whole; Puri is पुरी), మంది (people, "చాలా మంది"; Mandi is
 * మండి), તેની (his, her: Theni), ખોવાઈ (lost: Khowai, in Tripura) and
 * मंडळा-, the form मंडळ (a farmers' association, a revenue circle) takes
 * before a joined ending (मंडळाच्या; मंडळ alone does not end as Mandla,
 * मंडला, does). A list, because nothing in the sound or the Latin name
 * tells these words from the places.
 */
const ORDINARY_WORDS = new Set(["पूरी", "ਪੂਰੀ", "మంది", "તેની", "ખોવાઈ", "मंडळा"].map((w) => w.normalize("NFC")));

/** Scripts that do not sound a word's last inherent a: भंडार is bhaṇḍār, a name ending in a consonant. */
const SILENT_LAST_A = new Set(["devanagari", "gurmukhi", "gujarati"]);

/**
 * Whether a word in an Indian script ends as a district's Latin name ends:
 * in the same vowel, long or short, when the name ends in one (भंडारा is
 * Bhandara, भंडार is not; मंडला is Mandla, मंडळ is not); in a consonant when
 * it ends in one (लातूर, Latur), in the scripts that do not sound a last
 * inherent a. Telugu and Kannada end a name in a vowel the Latin spelling
 * leaves out, but only a short one: u (గుంటూరు, Guntur), a consonant's own a
 * (ಧಾರವಾಡ, Dharwad; అనంతపురం, Anantapur) or none (వరంగల్, Warangal). A long
 * vowel there is another word's: అంగుళాల (of inches) is not Angul.
 */
function endsAsNamed(word: string, script: string, district: string): boolean {
  const name = district.replace(/\(.*$/, "").trim().toLowerCase();
  const nameEnd = /[aeiouy]$/.exec(name)?.[0].replace("y", "i") ?? "";
  // Anusvara, candrabindu, visarga and virama do not change the vowel a word ends in; nor does the mark on Telugu's short e (è).
  const itrans = Sanscript.t(word, script, "itrans")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/(?:M|\.N|H|\.h)+$/, "");
  // A consonant's own a, written lower-case (bhaMDAra); a long A is spoken.
  const silentA = SILENT_LAST_A.has(script) && /[^aeiouAEIOU]a$/.test(itrans);
  const wordEnd = silentA ? "" : (/[aeiou]$/i.exec(itrans)?.[0].toLowerCase() ?? "");
  if (nameEnd) return wordEnd === nameEnd;
  return SILENT_LAST_A.has(script) ? wordEnd === "" : ["", "a", "u"].includes(/[aeiou]$/i.exec(itrans)?.[0] ?? "");
}

/** The word for district after a place's name, in the site's languages ("सातारा जिल्ह्यात", "Guntur district"). */
const DISTRICT_WORD = /^[\s,]*(?:जिल्ह|जिला|जिले|जिल|ज़िल|district|dist\b|జిల్లా|ಜಿಲ್ಲ|જિલ્લ|ਜ਼ਿਲ੍ਹ|ਜਿਲ੍ਹ|ਜ਼ਿਲ|ਜਿਲ)/iu;

/** Joined postpositions the district finder does not cut: ीत would take a name's own ī (अमरावतीत → अमरावत; त alone is right), and वर, वरती, सोबत, शी (on, with) are not how a place is asked about. */
const NOT_AFTER_A_PLACE = new Set<string>(["ीत", "वर", "वरती", "सोबत", "शी"]);

/**
 * Postpositions Marathi and Hindi write joined to a place's name
 * (content/knowledge/devanagari-endings.ts), longest first; ात before त, as
 * सोलापुरात is सोलापूर + आत. Besides the assistant's Marathi ones, Hindi's में
 * and त alone, Marathi's locative after a vowel (अमरावतीत), which the word
 * matching leaves out: it would cut too many words (मदत, पद्धत).
 */
const DEVANAGARI_JOINED = [...marathiJoinedEndings.filter((e) => !NOT_AFTER_A_PLACE.has(e)), ...hindiJoinedEndings, "त"].sort(
  (a, b) => [...b].length - [...a].length,
);
const VIRAMA_YA = "\u094D\u092F";

/**
 * A Devanagari word without a postposition joined to it, each way it may be
 * cut; a Marathi oblique stem also as the names it may stand for (बुलढाण्या-
 * → बुलढाणा, ठाण्या- → ठाणे, भंडाऱ्या- → भंडारा).
 */
function withoutJoinedEnding(word: string): string[] {
  const out: string[] = [];
  for (const ending of DEVANAGARI_JOINED) {
    if (!word.endsWith(ending) || [...word].length - [...ending].length < 2) continue;
    const base = word.slice(0, -ending.length);
    out.push(base, ...namesOfMarathiOblique(base));
  }
  return out;
}

/**
 * The part of a word in an Indian script that names a district, its joined
 * case ending cut off (अमरावतीमध्ये → अमरावती, గుంటూరులో → గుంటూరు): the
 * shortest run of its letters whose sound key names the district (`names`),
 * with the marks that belong to its last letter. Telugu and Kannada end a
 * name with its vowel sign (గుంటూరు); Devanagari writes a final consonant
 * bare (सोलापूर), so a vowel sign after it belongs to the ending (सोलापुरात)
 * unless the district's name ends in a vowel (वर्धाला, गोंदियात), and a
 * Marathi oblique stem is given back as the name (बुलढाण्यात → बुलढाणा).
 */
function stemOf(word: string, script: string, district: string, names: (key: string) => boolean): string {
  const chars = [...word];
  for (let n = 1; n <= chars.length; n++) {
    if (!names(nameKey(Sanscript.t(chars.slice(0, n).join(""), script, "itrans")))) continue;
    if (script !== "devanagari") {
      while (n < chars.length && /\p{M}/u.test(chars[n]!)) n++;
      return chars.slice(0, n).join("");
    }
    const vowelEnd = /[aeiou]$/i.test(district) ? district.slice(-1).toLowerCase() : "";
    // Anusvara, candrabindu, nukta and visarga belong to the letter before.
    while (n < chars.length && /[\u0901-\u0903\u093C]/.test(chars[n]!)) n++;
    const stem = chars.slice(0, n).join("");
    const rest = chars.slice(n).join("");
    if (rest.startsWith(VIRAMA_YA)) {
      const name = stem.replace(/\u0931$/, "\u0930");
      return vowelEnd === "e" ? `${name}\u0947` : vowelEnd === "a" ? `${name}\u093E` : stem;
    }
    if (vowelEnd && /^[\u093E-\u094C]/.test(rest)) return stem + rest[0];
    if (vowelEnd === "a" && rest.startsWith("\u092F\u093E")) return `${stem}\u092F\u093E`;
    return stem;
  }
  return word;
}

/** Kilometres between two points on the Earth, as the crow flies. */
export function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The `count` clinics nearest to a point, nearest first, each with its distance in whole kilometres. */
export function nearestTo<T extends { lat: number; lng: number }>(from: { lat: number; lng: number }, clinics: readonly T[], count = 5): Array<{ clinic: T; km: number }> {
  return clinics
    .filter((c) => Number.isFinite(c.lat) && Number.isFinite(c.lng))
    .map((clinic) => ({ clinic, km: Math.round(kmBetween(from, clinic)) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

/**
 * India's bounding box, roughly: a phone's position outside it is not a place
 * a clinic here could serve (or a wrong reading), and is refused.
 */
export const INDIA_BOX = { latMin: 6, latMax: 37.5, lonMin: 68, lonMax: 97.5 } as const;

/** A coordinate as a form posts it: a number written as text, within `min`–`max`. */
const coordinate = (name: string, min: number, max: number) =>
  z
    .preprocess((v) => (typeof v === "number" ? String(v) : v), z.string({ error: `${name} is missing` }))
    .pipe(z.string().trim().min(1, `${name} is missing`).max(32, `${name} is not a number`))
    .transform(Number)
    .pipe(
      z
        .number({ error: `${name} is not a number` })
        .refine(Number.isFinite, `${name} is not a number`)
        .refine((n) => n >= min && n <= max, `${name} is outside India (${min} to ${max})`),
    );

/**
 * A phone's position as the finder's "Use my location" posts it (`lat`, `lon`,
 * decimal degrees): numbers inside India's box, else refused with a message
 * that says which and why.
 */
export const positionSchema = z.object({
  lat: coordinate("The latitude", INDIA_BOX.latMin, INDIA_BOX.latMax),
  lon: coordinate("The longitude", INDIA_BOX.lonMin, INDIA_BOX.lonMax),
});

/** A posted position read: the point, or the first reason it was refused. */
export function readPosition(input: unknown): { ok: true; point: { lat: number; lng: number } } | { ok: false; message: string } {
  const parsed = positionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "The position is not valid" };
  return { ok: true, point: { lat: parsed.data.lat, lng: parsed.data.lon } };
}
