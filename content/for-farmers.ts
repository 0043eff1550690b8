import type { Localized } from "./i18n.ts";
import type { ForFarmersContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const forFarmers: Localized<ForFarmersContent> = localized((p) => p.forFarmers);
