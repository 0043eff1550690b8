/**
 * The recommended N-P₂O₅-K₂O dose (kg per hectare) for the main crops of the
 * states the clinics serve (Maharashtra, Karnataka, Uttar Pradesh, Bihar,
 * Madhya Pradesh, Gujarat, Punjab, Tamil Nadu, Andhra Pradesh): the general
 * recommendation for an irrigated crop of medium fertility. A state
 * university's package of practices may differ by variety and season; the
 * agronomist edits the advice before it is shared.
 */
export const CROP_DOSES_SOURCE =
  "ICAR Handbook of Agriculture (Indian Council of Agricultural Research, 6th edition), general fertiliser recommendations, as used for Soil Health Card advice";

export const CROPS = [
  "rice",
  "wheat",
  "maize",
  "jowar",
  "bajra",
  "sugarcane",
  "cotton",
  "soybean",
  "chickpea",
  "pigeonpea",
  "groundnut",
  "mustard",
  "potato",
  "onion",
  "tomato",
] as const;
export type Crop = (typeof CROPS)[number];

export interface Dose {
  n: number;
  p2o5: number;
  k2o: number;
}

export const CROP_DOSES: Record<Crop, Dose> = {
  rice: { n: 120, p2o5: 60, k2o: 40 },
  wheat: { n: 120, p2o5: 60, k2o: 40 },
  maize: { n: 120, p2o5: 60, k2o: 40 },
  jowar: { n: 80, p2o5: 40, k2o: 40 },
  bajra: { n: 80, p2o5: 40, k2o: 20 },
  sugarcane: { n: 250, p2o5: 115, k2o: 115 },
  cotton: { n: 100, p2o5: 50, k2o: 50 },
  soybean: { n: 30, p2o5: 60, k2o: 30 },
  chickpea: { n: 20, p2o5: 50, k2o: 20 },
  pigeonpea: { n: 20, p2o5: 50, k2o: 20 },
  groundnut: { n: 25, p2o5: 50, k2o: 40 },
  mustard: { n: 80, p2o5: 40, k2o: 40 },
  potato: { n: 150, p2o5: 80, k2o: 100 },
  onion: { n: 100, p2o5: 50, k2o: 50 },
  tomato: { n: 120, p2o5: 60, k2o: 60 },
};

export const isCrop = (v: unknown): v is Crop => typeof v === "string" && (CROPS as readonly string[]).includes(v);
