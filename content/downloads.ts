import type { Locale, Localized } from "./i18n.ts";
import type { GuideId, GuideSet } from "./page-types.ts";
import { guidesEn } from "./en/downloads.ts";
import { guidesHi } from "./hi/downloads.ts";

export const guides: Localized<GuideSet> = { en: guidesEn, hi: guidesHi };

/** Where a guide is served. English keeps its original address so old links and shares still work. */
export function guideHref(id: GuideId, locale: Locale): string {
  return `/downloads/${id}${locale === "en" ? "" : `.${locale}`}.pdf`;
}
