import { readFileSync } from "node:fs";
import { indianStateNames } from "../../../../content/indian-states.ts";
import type { PlaceMatch } from "../../../shared/routing.ts";

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

interface Index {
  table: Table;
  /** Spelling key of a name → the districts it names. */
  district: Map<string, number[]>;
  subDistrict: Map<string, number[]>;
  state: Map<string, number>;
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
  // A state written in Hindi (content/indian-states.ts) is the same state.
  for (const [en, hi] of Object.entries(indianStateNames)) {
    const i = table.states.indexOf(en);
    if (i >= 0) state.set(spellingKey(hi), i);
  }
  index = { table, district, subDistrict, state };
  return index;
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

  const words = spellingKey(text).split(" ").filter(Boolean);
  const districtHits: Array<{ d: number; at: number; name: string }> = [];
  const subHits: Array<{ ds: number[]; at: number; name: string }> = [];
  const statesNamed = new Set<number>();
  for (let at = 0; at < words.length; at++) {
    for (let n = Math.min(MAX_WORDS, words.length - at); n >= 1; n--) {
      const phrase = words.slice(at, at + n).join(" ");
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
