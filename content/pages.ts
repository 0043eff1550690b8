import type { Localized } from "./i18n.ts";
import type { PlaceholderKey, PlaceholderPage } from "./types.ts";
import { pagesEn } from "./en/pages.ts";
import { pagesHi } from "./hi/pages.ts";

export const pages: Localized<Record<PlaceholderKey, PlaceholderPage>> = { en: pagesEn, hi: pagesHi };
