import { z } from "zod";

/**
 * The 12 parameters of a Soil Health Card, in the card's order, with the unit
 * the lab reports and the range a real soil can have. A value outside the
 * plausible range is a typing or lab error (a pH of 15, a negative nitrogen),
 * so it is refused with the range shown; the ratings (./ratings.ts) then say
 * what a plausible value means for the crop.
 */
export const SOIL_PARAMETERS = ["ph", "ec", "oc", "n", "p", "k", "s", "zn", "fe", "cu", "mn", "b"] as const;
export type SoilParameter = (typeof SOIL_PARAMETERS)[number];

export interface ParameterSpec {
  /** As the lab sheet and the card write it. */
  unit: "" | "dS/m" | "%" | "kg/ha" | "ppm";
  /** Inclusive plausible range. */
  min: number;
  max: number;
  /** Decimals kept and shown. */
  decimals: number;
}

export const PARAMETER_SPECS: Record<SoilParameter, ParameterSpec> = {
  ph: { unit: "", min: 3, max: 11, decimals: 1 },
  ec: { unit: "dS/m", min: 0, max: 20, decimals: 2 },
  oc: { unit: "%", min: 0, max: 10, decimals: 2 },
  n: { unit: "kg/ha", min: 0, max: 2000, decimals: 0 },
  p: { unit: "kg/ha", min: 0, max: 500, decimals: 1 },
  k: { unit: "kg/ha", min: 0, max: 3000, decimals: 0 },
  s: { unit: "ppm", min: 0, max: 500, decimals: 1 },
  zn: { unit: "ppm", min: 0, max: 100, decimals: 2 },
  fe: { unit: "ppm", min: 0, max: 500, decimals: 2 },
  cu: { unit: "ppm", min: 0, max: 100, decimals: 2 },
  mn: { unit: "ppm", min: 0, max: 500, decimals: 2 },
  b: { unit: "ppm", min: 0, max: 50, decimals: 2 },
};

/** The range as staff read it in an error: `3–11`, `0–2000 kg/ha`. */
export const rangeText = (p: SoilParameter) => {
  const s = PARAMETER_SPECS[p];
  return `${s.min}–${s.max}${s.unit ? ` ${s.unit}` : ""}`;
};

/** One parameter's value, a number or a numeric string (a form field, a CSV cell), checked against its range. */
export const parameterValue = (p: SoilParameter) =>
  z
    .union([z.number(), z.string().trim().min(1, "is empty").regex(/^-?\d+(\.\d+)?$/, "must be a number").transform(Number)])
    .pipe(
      z
        .number()
        .refine(Number.isFinite, "must be a number")
        .refine((v) => v >= PARAMETER_SPECS[p].min && v <= PARAMETER_SPECS[p].max, `must be within ${rangeText(p)}`),
    );

export type SoilResults = Record<SoilParameter, number>;

/** All 12 values of one sample (the results form, one CSV row). */
export const soilResultsSchema = z.object(Object.fromEntries(SOIL_PARAMETERS.map((p) => [p, parameterValue(p)])) as Record<SoilParameter, ReturnType<typeof parameterValue>>);
