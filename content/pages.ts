import type { Localized } from "./i18n.ts";
import type { PlaceholderKey, PlaceholderPage } from "./types.ts";
import { localized } from "./packs.ts";

export const pages: Localized<Record<PlaceholderKey, PlaceholderPage>> = localized((p) => p.pages);
