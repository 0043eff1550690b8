import type { Localized } from "./i18n.ts";
import type { HomeContent } from "./types.ts";
import { localized } from "./packs.ts";

export const home: Localized<HomeContent> = localized((p) => p.home);
