import type { Localized } from "./i18n.ts";
import type { CommonContent } from "./types.ts";
import { localized } from "./packs.ts";

/** Navigation, footer and shared interface text. */
export const common: Localized<CommonContent> = localized((p) => p.common);
