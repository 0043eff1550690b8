import type { Localized } from "./i18n.ts";
import type { AboutContent } from "./page-types.ts";
import { aboutEn } from "./en/about.ts";
import { aboutHi } from "./hi/about.ts";

export const about: Localized<AboutContent> = { en: aboutEn, hi: aboutHi };
