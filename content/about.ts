import type { Localized } from "./i18n.ts";
import type { AboutContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const about: Localized<AboutContent> = localized((p) => p.about);
