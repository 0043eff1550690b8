import type { Localized } from "./i18n.ts";
import type { HomeContent } from "./types.ts";
import { homeEn } from "./en/home.ts";
import { homeHi } from "./hi/home.ts";

export const home: Localized<HomeContent> = { en: homeEn, hi: homeHi };
