import type { Localized } from "./i18n.ts";
import type { SitemapContent } from "./page-types.ts";
import { sitemapEn } from "./en/sitemap.ts";
import { sitemapHi } from "./hi/sitemap.ts";

export const sitemapPage: Localized<SitemapContent> = { en: sitemapEn, hi: sitemapHi };
