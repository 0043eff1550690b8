import type { FastifyInstance } from "fastify";
import { defaultLocale, languageOf, localeOfPath, locales, type Locale } from "../../../content/i18n.ts";
import type { PageCompression } from "./page-compression.server.ts";

/**
 * How many of the sitemap's addresses a start prepares. The sitemap lists the
 * fixed pages first (15 in each language), then posts, newest first.
 */
const WARM_ADDRESSES = 15 * locales.length + 30;

/** How a browser set to a language asks for pages. */
const acceptLanguage = (locale: Locale) => (locale === defaultLocale ? "en-IN,en;q=0.9" : `${languageOf(locale).tag},${locale};q=0.9,en;q=0.8`);

/**
 * The ways a page is usually asked for. A page in a language other than the
 * default is the same for every browser (it never offers English; it offers
 * another language only to a browser set to that one, which is rare). A page
 * in the default language offers a browser set to another language that
 * language, so each of those is different bytes, compressed on its own. With
 * seven languages that is 15 × 7 + 15 × 6 pages before the posts, inside the
 * compression cache (256 pages).
 */
function browserLanguages(path: string): string[] {
  const page = localeOfPath(path);
  return page === defaultLocale ? locales.map(acceptLanguage) : [acceptLanguage(page)];
}

/**
 * Prepares the pages a visitor is likely to ask for first: right after a start,
 * each page the sitemap lists is rendered once and compressed at brotli's best,
 * one page at a time, in the background (decision 0024). Without this the first
 * visitor of each page after a release got it at the everyday quality, about
 * 12 % larger, which puts the largest Hindi pages past the network's first
 * window. A page whose content changes later is compressed again after its
 * first visitor, as before.
 *
 * Each request goes through the server like a visitor's (app.inject), so what is
 * cached is exactly what a visitor would be sent. Call it once the server is
 * listening; it stops when the server closes. Returns how many pages were prepared.
 */
export async function warmPages(app: FastifyInstance, compression: PageCompression, limit = WARM_ADDRESSES): Promise<number> {
  const sitemap = await app.inject({ method: "GET", url: "/sitemap.xml" });
  if (sitemap.statusCode !== 200) return 0;
  const paths = [...new Set(sitemapPaths(sitemap.body))].slice(0, limit);
  let prepared = 0;
  for (const url of paths) {
    for (const language of browserLanguages(url)) {
      // A server shutting down stops preparing.
      if (!app.server.listening) return prepared;
      const page = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br", "accept-language": language } });
      // One page at a time: the compression runs on libuv's small thread pool, which visitors' file reads share.
      await compression.settled();
      if (page.statusCode === 200) prepared++;
    }
  }
  return prepared;
}

/** The path of each <loc> in a sitemap, in its order. */
function sitemapPaths(xml: string): string[] {
  const unescape = (s: string) => s.replace(/&(lt|gt|amp|apos|quot);/g, (_, e: string) => ({ lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' })[e]!);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(unescape(m[1]!)).pathname);
}
