import type { Localized } from "./i18n.ts";
import type { ForFarmersContent } from "./page-types.ts";
import { forFarmersEn } from "./en/for-farmers.ts";
import { forFarmersHi } from "./hi/for-farmers.ts";

export const forFarmers: Localized<ForFarmersContent> = { en: forFarmersEn, hi: forFarmersHi };
