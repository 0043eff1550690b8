import type { Localized } from "./i18n.ts";
import type { SitemapContent } from "./page-types.ts";
import { sitemapEn } from "./en/sitemap.ts";

export const sitemapPage: Localized<SitemapContent> = { en: sitemapEn };
