import { defaultLocale, type Locale, type Localized } from "./i18n.ts";
import type { GuideId, GuideSet } from "./page-types.ts";
import { localized } from "./packs.ts";

export const guides: Localized<GuideSet> = localized((p) => p.guides);

/** Where a guide is served. English keeps its original address so old links and shares still work. */
export function guideHref(id: GuideId, locale: Locale): string {
  return `/downloads/${id}${locale === defaultLocale ? "" : `.${locale}`}.pdf`;
}
