import { z } from "zod";
import { CROP_DOSES, type Crop, type Dose } from "./crops.ts";
import type { SoilResults } from "./parameters.ts";
import { rate, type Rating } from "./ratings.ts";

/**
 * Fertiliser advice from a sample's ratings, as the Soil Health Card scheme
 * gives it: the crop's recommended dose, raised by a quarter where the soil
 * is low in that nutrient and lowered by a quarter where it is high, then
 * turned into bags a farmer buys, per acre. Micronutrients and amendments
 * follow the deficient ratings and the pH and EC classes.
 */
export const ADJUSTMENT = { low: 1.25, medium: 1, high: 0.75 } as const;
export const HECTARE_PER_ACRE = 0.404686;
/** Nutrient content of the fertilisers named on the card. */
export const CONTENT = { urea: { n: 0.46 }, dap: { n: 0.18, p2o5: 0.46 }, ssp: { p2o5: 0.16 }, mop: { k2o: 0.6 } } as const;

export const FERTILISERS = ["urea", "dap", "ssp", "mop"] as const;
export type Fertiliser = (typeof FERTILISERS)[number];

/** What else the soil needs; each has its words in content/soil.ts. */
export const AMENDMENTS = ["zinc_sulphate", "ferrous_sulphate", "copper_sulphate", "manganese_sulphate", "borax", "gypsum_sulphur", "lime", "gypsum_alkaline", "leach_salts", "farmyard_manure"] as const;
export type Amendment = (typeof AMENDMENTS)[number];

/** How much of an amendment, per acre (kg, or a spray's strength in %). */
const AMENDMENT_DOSE: Record<Amendment, { kgPerAcre?: number; sprayPercent?: number; tonnesPerAcre?: number }> = {
  zinc_sulphate: { kgPerAcre: 10 },
  ferrous_sulphate: { sprayPercent: 0.5 },
  copper_sulphate: { kgPerAcre: 4 },
  manganese_sulphate: { sprayPercent: 0.5 },
  borax: { kgPerAcre: 4 },
  gypsum_sulphur: { kgPerAcre: 80 },
  lime: { kgPerAcre: 400 },
  gypsum_alkaline: { kgPerAcre: 800 },
  leach_salts: {},
  farmyard_manure: { tonnesPerAcre: 4 },
};

export const adviceSchema = z.object({
  crop: z.string().max(40),
  /** kg per hectare after the ratings' adjustment. */
  dose: z.object({ n: z.number().min(0).max(600), p2o5: z.number().min(0).max(400), k2o: z.number().min(0).max(400) }),
  /** kg per acre of each fertiliser; SSP replaces DAP where sulphur is short. */
  fertilisers: z.array(z.object({ product: z.enum(FERTILISERS), kgPerAcre: z.number().min(0).max(2000) })).max(4),
  amendments: z
    .array(
      z.object({
        kind: z.enum(AMENDMENTS),
        kgPerAcre: z.number().min(0).max(5000).optional(),
        sprayPercent: z.number().min(0).max(5).optional(),
        tonnesPerAcre: z.number().min(0).max(50).optional(),
      }),
    )
    .max(AMENDMENTS.length),
  /** The agronomist's own words, shown as written. */
  note: z.string().trim().max(1000).default(""),
});
export type Advice = z.output<typeof adviceSchema>;

const level = (r: Rating): keyof typeof ADJUSTMENT => (r === "low" ? "low" : r === "high" ? "high" : "medium");
const round = (v: number) => Math.round(v);

/** The crop's dose adjusted by the N, P and K ratings (kg/ha). */
export function adjustedDose(crop: Crop, results: SoilResults): Dose {
  const base = CROP_DOSES[crop];
  return {
    n: round(base.n * ADJUSTMENT[level(rate("n", results.n).rating)]),
    p2o5: round(base.p2o5 * ADJUSTMENT[level(rate("p", results.p).rating)]),
    k2o: round(base.k2o * ADJUSTMENT[level(rate("k", results.k).rating)]),
  };
}

/**
 * Bags per acre for a dose: phosphate from DAP (whose nitrogen counts towards
 * the dose) and the rest of the nitrogen from urea; where sulphur is
 * deficient, SSP instead of DAP, since it brings sulphur too.
 */
export function fertilisersPerAcre(dose: Dose, sulphurShort: boolean): Advice["fertilisers"] {
  const perAcre = { n: dose.n * HECTARE_PER_ACRE, p2o5: dose.p2o5 * HECTARE_PER_ACRE, k2o: dose.k2o * HECTARE_PER_ACRE };
  const phosphate = sulphurShort ? { product: "ssp" as const, kg: perAcre.p2o5 / CONTENT.ssp.p2o5, n: 0 } : { product: "dap" as const, kg: perAcre.p2o5 / CONTENT.dap.p2o5, n: (perAcre.p2o5 / CONTENT.dap.p2o5) * CONTENT.dap.n };
  const urea = Math.max(0, perAcre.n - phosphate.n) / CONTENT.urea.n;
  const mop = perAcre.k2o / CONTENT.mop.k2o;
  return [
    { product: "urea", kgPerAcre: round(urea) },
    { product: phosphate.product, kgPerAcre: round(phosphate.kg) },
    { product: "mop", kgPerAcre: round(mop) },
  ];
}

export function amendmentsFor(results: SoilResults): Advice["amendments"] {
  const out: Amendment[] = [];
  const deficient = (p: "zn" | "fe" | "cu" | "mn" | "b" | "s") => rate(p, results[p]).rating === "deficient";
  if (deficient("zn")) out.push("zinc_sulphate");
  if (deficient("fe")) out.push("ferrous_sulphate");
  if (deficient("cu")) out.push("copper_sulphate");
  if (deficient("mn")) out.push("manganese_sulphate");
  if (deficient("b")) out.push("borax");
  if (deficient("s")) out.push("gypsum_sulphur");
  const ph = rate("ph", results.ph).rating;
  if (ph === "strongly_acidic") out.push("lime");
  if (ph === "strongly_alkaline") out.push("gypsum_alkaline");
  if (rate("ec", results.ec).rating === "injurious") out.push("leach_salts");
  if (rate("oc", results.oc).rating === "low") out.push("farmyard_manure");
  return out.map((kind) => ({ kind, ...AMENDMENT_DOSE[kind] }));
}

/** The advice the report starts from, before the agronomist edits it. */
export function suggestAdvice(crop: Crop, results: SoilResults): Advice {
  const dose = adjustedDose(crop, results);
  return { crop, dose, fertilisers: fertilisersPerAcre(dose, rate("s", results.s).rating === "deficient"), amendments: amendmentsFor(results), note: "" };
}
