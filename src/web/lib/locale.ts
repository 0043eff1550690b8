import { defaultLocale, intlTag, isLocale, languageOf, localeOfPath, locales, type Locale } from "@content/i18n";

export { isLocale };

/**
 * Which language a page is in, decided by its address alone: English pages
 * live at their plain path, every other language under its code
 * (`/about` and `/hi/about`). The cookie and the browser's preferred
 * languages never change what an address shows; they only decide whether
 * to offer the other language.
 */

/** Languages reached through a path prefix: every language except the default. */
export const prefixedLocales: readonly Locale[] = locales.filter((l) => l !== defaultLocale);

import { LANG_COOKIE, langCookie } from "./lang-cookie";

export { LANG_COOKIE, langCookie };

/** The language of a path: `/hi/about` → `hi`, `/about` → the default. */
export function localeFromPath(pathname: string): Locale {
  return localeOfPath(pathname);
}

/** The language of a request (loaders and actions), a location (meta functions) or a path. */
export function localeOf(source: Request | { pathname: string } | string): Locale {
  if (typeof source === "string") return localeFromPath(source);
  if (source instanceof Request) return localeFromPath(new URL(source.url).pathname);
  return localeFromPath(source.pathname);
}

/** The same page's path in the default language: `/hi/about` → `/about`, `/hi` → `/`. */
export function stripLocale(pathname: string): string {
  const locale: string = localeFromPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * Addresses that are files or services, not pages: they exist once for all
 * languages. Anything with a file extension in its last segment counts too
 * (PDFs, images, sitemap.xml).
 */
const sharedSections = ["admin", "auth", "rest", "functions", "images", "downloads", "assets"];
function isPagePath(path: string) {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  if (sharedSections.includes(path.split("/")[1] ?? "")) return false;
  const last = path.split("/").pop() ?? "";
  return !/\.[a-z0-9]+$/i.test(last);
}

/**
 * A site path as seen from a page in `locale`: `/about` → `/hi/about` on
 * Hindi pages. Query and hash are kept; external addresses, in-page anchors,
 * files and paths already in a language are returned unchanged.
 */
export function localizePath(to: string, locale: Locale): string {
  if (locale === defaultLocale) return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const tail = cut === -1 ? "" : to.slice(cut);
  if (!isPagePath(path) || localeFromPath(path) !== defaultLocale) return to;
  return `/${locale}${path === "/" ? "" : path}${tail}`;
}

/** The same page in another language: path, query and hash kept. */
export function pathInLocale(location: { pathname: string; search?: string; hash?: string }, locale: Locale): string {
  const base = stripLocale(location.pathname);
  return `${localizePath(base, locale)}${location.search ?? ""}${location.hash ?? ""}`;
}

/** BCP 47 tag for Intl formatting: every language of the site is written for readers in India, with Western digits. */
export function intlLocale(locale: Locale): string {
  return intlTag(locale);
}

/** Open Graph spells the language's tag with an underscore (`hi_IN`). */
export function ogLocale(locale: Locale): string {
  return languageOf(locale).tag.replace("-", "_");
}

/** The language a visitor chose before, from the request's cookie header. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LANG_COOKIE) {
      // A mangled value (a stray "%") is no choice at all, never a server error on every page.
      let v: string;
      try {
        v = decodeURIComponent(value.join("="));
      } catch {
        return undefined;
      }
      return isLocale(v) ? v : undefined;
    }
  }
  return undefined;
}

/**
 * The site language the browser ranks first in `Accept-Language`
 * (`hi-IN,hi;q=0.9,en;q=0.8` → `hi`), or undefined when it names none of them.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(",")
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: (tag ?? "").trim().toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((e) => e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const e of ranked) if (isLocale(e.lang)) return e.lang;
  return undefined;
}

/**
 * Whether a page in `pageLocale` should offer another language, and which.
 * The language remembered by the cookie wins; without a cookie, the
 * browser's first preference among the site's languages. Only languages
 * other than the default are offered: many Hindi readers' phones are set to
 * English, so an English preference is no reason to lead them away from a
 * Hindi page someone shared with them.
 */
export function suggestedLocale(pageLocale: Locale, headers: Headers): Locale | undefined {
  const wanted = cookieLocale(headers.get("cookie")) ?? preferredLocale(headers.get("accept-language"));
  return wanted && wanted !== pageLocale && wanted !== defaultLocale ? wanted : undefined;
}
