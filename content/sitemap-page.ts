import type { Localized } from "./i18n.ts";
import type { SitemapContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const sitemapPage: Localized<SitemapContent> = localized((p) => p.sitemapPage);
