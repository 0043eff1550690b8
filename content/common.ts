import type { Localized } from "./i18n.ts";
import type { CommonContent } from "./types.ts";
import { commonEn } from "./en/common.ts";
import { commonHi } from "./hi/common.ts";

/** Navigation, footer and shared interface text. */
export const common: Localized<CommonContent> = { en: commonEn, hi: commonHi };
