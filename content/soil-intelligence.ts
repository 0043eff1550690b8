import type { Localized } from "./i18n.ts";
import type { SoilIntelligenceContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const soilIntelligence: Localized<SoilIntelligenceContent> = localized((p) => p.soilIntelligence);
