import type { SoilParameter, SoilResults } from "./parameters.ts";

/**
 * How a Soil Health Card rates each value, as data. Each parameter's classes
 * are listed from the lowest up; a class ends at `until`, which it holds when
 * `inclusive` (the last class has no end). The scheme's charts read
 * "low < 280, medium 280–560, high > 560": N of 279.9 kg/ha is low, 280 and 560
 * are medium, 560.1 is high; "deficient below the critical limit": Zn 0.59 is
 * deficient, 0.6 sufficient.
 */
export const RATINGS_SOURCE =
  "Soil Health Card scheme rating chart (Department of Agriculture & Farmers Welfare, Government of India), after the Methods Manual: Soil Testing in India (Department of Agriculture & Cooperation, 2011), Tables of soil fertility ratings";

export const RATINGS = [
  "strongly_acidic",
  "moderately_acidic",
  "neutral",
  "moderately_alkaline",
  "strongly_alkaline",
  "normal",
  "critical",
  "injurious",
  "low",
  "medium",
  "high",
  "deficient",
  "sufficient",
] as const;
export type Rating = (typeof RATINGS)[number];

/** How a rating is drawn: bad (red), watch (amber), good (green). */
export type RatingTone = "bad" | "watch" | "good";

export interface RatingClass {
  rating: Rating;
  /** Where the class ends; absent on the last class. */
  until?: number;
  /** Whether `until` itself belongs to this class (else to the next). */
  inclusive?: boolean;
  tone: RatingTone;
}

/** "low below `low`, medium up to and including `high`, high above". */
const lmh = (low: number, high: number): RatingClass[] => [
  { rating: "low", until: low, tone: "bad" },
  { rating: "medium", until: high, inclusive: true, tone: "watch" },
  { rating: "high", tone: "good" },
];
/** Deficient below the critical limit; the limit itself is sufficient. */
const deficientBelow = (limit: number): RatingClass[] => [
  { rating: "deficient", until: limit, tone: "bad" },
  { rating: "sufficient", tone: "good" },
];

export const RATING_TABLE: Record<SoilParameter, RatingClass[]> = {
  // pH: < 5.5 strongly acidic, 5.5–6.5 moderately acidic, 6.5–7.5 neutral, 7.5–8.5 moderately alkaline, > 8.5 strongly alkaline.
  ph: [
    { rating: "strongly_acidic", until: 5.5, tone: "bad" },
    { rating: "moderately_acidic", until: 6.5, tone: "watch" },
    { rating: "neutral", until: 7.5, inclusive: true, tone: "good" },
    { rating: "moderately_alkaline", until: 8.5, inclusive: true, tone: "watch" },
    { rating: "strongly_alkaline", tone: "bad" },
  ],
  // EC (dS/m): < 1 normal, 1–3 critical for germination, > 3 injurious to most crops.
  ec: [
    { rating: "normal", until: 1, tone: "good" },
    { rating: "critical", until: 3, inclusive: true, tone: "watch" },
    { rating: "injurious", tone: "bad" },
  ],
  // Organic carbon (%): < 0.5 low, 0.5–0.75 medium, > 0.75 high.
  oc: lmh(0.5, 0.75),
  // Available N, P, K (kg/ha): N < 280 / 280–560 / > 560; P < 10 / 10–25 / > 25; K < 108 / 108–280 / > 280.
  n: lmh(280, 560),
  p: lmh(10, 25),
  k: lmh(108, 280),
  // Critical limits (ppm): S 10 (CaCl2), Zn 0.6, Fe 4.5, Cu 0.2, Mn 2.0 (DTPA), B 0.5 (hot water).
  s: deficientBelow(10),
  zn: deficientBelow(0.6),
  fe: deficientBelow(4.5),
  cu: deficientBelow(0.2),
  mn: deficientBelow(2),
  b: deficientBelow(0.5),
};

export interface RatedValue {
  parameter: SoilParameter;
  value: number;
  rating: Rating;
  tone: RatingTone;
  /** Where the value sits on the parameter's scale, 0–1, for the rating bar. */
  position: number;
}

/** The class of one value. */
export function rate(parameter: SoilParameter, value: number): RatingClass {
  const classes = RATING_TABLE[parameter];
  for (const c of classes) {
    if (c.until === undefined || value < c.until || (c.inclusive && value === c.until)) return c;
  }
  return classes[classes.length - 1]!;
}

/** A bar's scale: each class gets an equal share, and the value sits inside its class's share. */
function barPosition(parameter: SoilParameter, value: number): number {
  const classes = RATING_TABLE[parameter];
  const c = rate(parameter, value);
  const i = classes.indexOf(c);
  const lower = i === 0 ? 0 : classes[i - 1]!.until!;
  // The open-ended last class is drawn as wide as the class before it.
  const upper = c.until ?? lower + (lower - (i >= 2 ? classes[i - 2]!.until! : 0) || 1);
  const within = Math.min(1, Math.max(0, (value - lower) / (upper - lower)));
  return (i + within) / classes.length;
}

export function rateAll(results: SoilResults): RatedValue[] {
  return (Object.keys(RATING_TABLE) as SoilParameter[]).map((parameter) => {
    const value = results[parameter];
    const c = rate(parameter, value);
    return { parameter, value, rating: c.rating, tone: c.tone, position: barPosition(parameter, value) };
  });
}
