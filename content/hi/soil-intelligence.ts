import { soilIntelligenceEn } from "../en/soil-intelligence.ts";
export const soilIntelligenceHi = soilIntelligenceEn;
