import type { Localized } from "./i18n.ts";
import type { SoilIntelligenceContent } from "./page-types.ts";
import { soilIntelligenceEn } from "./en/soil-intelligence.ts";
import { soilIntelligenceHi } from "./hi/soil-intelligence.ts";

export const soilIntelligence: Localized<SoilIntelligenceContent> = { en: soilIntelligenceEn, hi: soilIntelligenceHi };
