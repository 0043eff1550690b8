import { describe, expect, it } from "vitest";
import { adjustedDose, amendmentsFor, fertilisersPerAcre, suggestAdvice } from "./advice.ts";
import { CROP_DOSES, CROPS } from "./crops.ts";
import { PARAMETER_SPECS, SOIL_PARAMETERS, soilResultsSchema, type SoilResults } from "./parameters.ts";
import { rate, rateAll, RATING_TABLE } from "./ratings.ts";

/** A soil with nothing wrong: every rating in its middle or sufficient class. */
const healthy: SoilResults = { ph: 7, ec: 0.4, oc: 0.6, n: 400, p: 18, k: 200, s: 15, zn: 1.2, fe: 8, cu: 0.8, mn: 5, b: 0.9 };

describe("ratings at the edges of every range", () => {
  const edges: Array<[keyof typeof RATING_TABLE, number, string]> = [
    ["ph", 5.49, "strongly_acidic"],
    ["ph", 5.5, "moderately_acidic"],
    ["ph", 6.49, "moderately_acidic"],
    ["ph", 6.5, "neutral"],
    ["ph", 7.5, "neutral"],
    ["ph", 7.51, "moderately_alkaline"],
    ["ph", 8.5, "moderately_alkaline"],
    ["ph", 8.51, "strongly_alkaline"],
    ["ec", 0.99, "normal"],
    ["ec", 1, "critical"],
    ["ec", 3, "critical"],
    ["ec", 3.01, "injurious"],
    ["oc", 0.49, "low"],
    ["oc", 0.5, "medium"],
    ["oc", 0.75, "medium"],
    ["oc", 0.76, "high"],
    ["n", 279.9, "low"],
    ["n", 280, "medium"],
    ["n", 560, "medium"],
    ["n", 560.1, "high"],
    ["p", 9.9, "low"],
    ["p", 10, "medium"],
    ["p", 25, "medium"],
    ["p", 25.1, "high"],
    ["k", 107.9, "low"],
    ["k", 108, "medium"],
    ["k", 280, "medium"],
    ["k", 280.1, "high"],
    ["s", 9.99, "deficient"],
    ["s", 10, "sufficient"],
    ["zn", 0.59, "deficient"],
    ["zn", 0.6, "sufficient"],
    ["fe", 4.49, "deficient"],
    ["fe", 4.5, "sufficient"],
    ["cu", 0.19, "deficient"],
    ["cu", 0.2, "sufficient"],
    ["mn", 1.99, "deficient"],
    ["mn", 2, "sufficient"],
    ["b", 0.49, "deficient"],
    ["b", 0.5, "sufficient"],
  ];
  it.each(edges)("%s %s is %s", (parameter, value, rating) => {
    expect(rate(parameter, value).rating).toBe(rating);
  });

  it("every parameter has a table, and bars stay within 0–1 across the plausible range", () => {
    for (const p of SOIL_PARAMETERS) {
      expect(RATING_TABLE[p].length).toBeGreaterThan(1);
      const { min, max } = PARAMETER_SPECS[p];
      for (const v of [min, (min + max) / 2, max]) {
        const bar = rateAll({ ...healthy, [p]: v }).find((r) => r.parameter === p)!;
        expect(bar.position).toBeGreaterThanOrEqual(0);
        expect(bar.position).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("plausible ranges", () => {
  it("refuses an impossible value and names the range", () => {
    const r = soilResultsSchema.safeParse({ ...healthy, ph: 15 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("must be within 3–11");
    expect(soilResultsSchema.safeParse({ ...healthy, n: -1 }).error?.issues[0]?.message).toBe("must be within 0–2000 kg/ha");
  });
  it("takes numbers written as text (a form, a CSV) and refuses words", () => {
    expect(soilResultsSchema.parse({ ...healthy, ph: " 6.8 " }).ph).toBe(6.8);
    expect(soilResultsSchema.safeParse({ ...healthy, zn: "low" }).success).toBe(false);
    expect(soilResultsSchema.parse({ ...healthy, ph: "11" }).ph).toBe(11);
    expect(soilResultsSchema.parse({ ...healthy, ph: "3" }).ph).toBe(3);
  });
});

describe("fertiliser advice", () => {
  it("raises a low nutrient by a quarter and lowers a high one by a quarter", () => {
    expect(adjustedDose("wheat", healthy)).toEqual(CROP_DOSES.wheat);
    expect(adjustedDose("wheat", { ...healthy, n: 200, p: 30, k: 100 })).toEqual({ n: 150, p2o5: 45, k2o: 50 });
    expect(adjustedDose("wheat", { ...healthy, n: 279.9 }).n).toBe(150);
    expect(adjustedDose("wheat", { ...healthy, n: 280 }).n).toBe(120);
  });

  it("turns a dose into urea, DAP and MOP per acre, counting DAP's nitrogen", () => {
    // Wheat 120-60-40 kg/ha = 48.6-24.3-16.2 kg/acre: DAP 24.3/0.46 = 52.8 kg (9.5 kg N), urea (48.6-9.5)/0.46 = 85 kg, MOP 16.2/0.6 = 27 kg.
    expect(fertilisersPerAcre(CROP_DOSES.wheat, false)).toEqual([
      { product: "urea", kgPerAcre: 85 },
      { product: "dap", kgPerAcre: 53 },
      { product: "mop", kgPerAcre: 27 },
    ]);
    // Short of sulphur: SSP (16 % P2O5) brings the phosphate and sulphur; all nitrogen from urea.
    expect(fertilisersPerAcre(CROP_DOSES.wheat, true)).toEqual([
      { product: "urea", kgPerAcre: 106 },
      { product: "ssp", kgPerAcre: 152 },
      { product: "mop", kgPerAcre: 27 },
    ]);
  });

  it("a low-nitrogen soil gets more urea than a medium one", () => {
    const urea = (n: number) => suggestAdvice("rice", { ...healthy, n }).fertilisers.find((f) => f.product === "urea")!.kgPerAcre;
    expect(urea(200)).toBeGreaterThan(urea(300));
    expect(urea(300)).toBeGreaterThan(urea(600));
  });

  it("names micronutrients and amendments only where the ratings call for them", () => {
    expect(amendmentsFor(healthy)).toEqual([]);
    expect(amendmentsFor({ ...healthy, zn: 0.59 }).map((a) => a.kind)).toEqual(["zinc_sulphate"]);
    expect(amendmentsFor({ ...healthy, zn: 0.6 })).toEqual([]);
    expect(amendmentsFor({ ...healthy, ph: 5.4 }).map((a) => a.kind)).toEqual(["lime"]);
    expect(amendmentsFor({ ...healthy, ph: 8.6 }).map((a) => a.kind)).toEqual(["gypsum_alkaline"]);
    expect(amendmentsFor({ ...healthy, ph: 8.5 })).toEqual([]);
    expect(amendmentsFor({ ...healthy, oc: 0.3, ec: 4, b: 0.2 }).map((a) => a.kind)).toEqual(["borax", "leach_salts", "farmyard_manure"]);
    expect(amendmentsFor({ ...healthy, zn: 0.4 })[0]).toEqual({ kind: "zinc_sulphate", kgPerAcre: 10 });
  });

  it("has a dose for every crop it offers", () => {
    for (const c of CROPS) expect(CROP_DOSES[c].n).toBeGreaterThan(0);
  });
});
