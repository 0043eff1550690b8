import { sitemapEn } from "../en/sitemap.ts";
export const sitemapHi = sitemapEn;
