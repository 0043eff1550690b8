import { defaultLocale, locales, type Locale } from "@content/i18n";
import { site } from "@content/site";
import type { PageMeta } from "@content/types";
import { localizePath, ogLocale } from "./locale";
import { OG_IMAGE_SIZE, ogImagePath } from "./og-image";

/** The page's absolute address on the configured public site (canonical and og:url). */
export function canonicalUrl(path: string) {
  return new URL(path, site.siteUrl).toString();
}

/**
 * `<link rel="alternate" hreflang>` for every language of a page (its path in
 * the default language), plus `x-default` pointing at the default language.
 */
export function alternateLinks(path: string) {
  return [
    ...locales.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: canonicalUrl(localizePath(path, l)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalUrl(path) },
  ];
}

/**
 * Title and description tags for a page, with the brand appended to the title.
 * With `path` (the page's address in English), also the canonical link and
 * og:url of the page in `locale`, and the alternates in every language, built
 * from `site.siteUrl` so every copy of the site (staging, a proxy's host name)
 * points search engines at the one public address, and the page's picture for
 * shared links (a large card: a link dropped in a village WhatsApp group shows
 * the page's title in its language, not a bare address).
 */
export function pageMeta(meta: PageMeta, opts: { brandFirst?: boolean; path?: string; locale?: Locale } = {}) {
  const locale = opts.locale ?? defaultLocale;
  const title = opts.brandFirst || meta.title.includes(site.brandName) ? meta.title : `${meta.title} | ${site.brandName}`;
  const tags: Array<Record<string, string>> = [
    { title },
    { name: "description", content: meta.description },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:site_name", content: site.brandName },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: ogLocale(locale) },
    ...locales.filter((l) => l !== locale).map((l) => ({ property: "og:locale:alternate", content: ogLocale(l) })),
  ];
  if (opts.path) {
    const url = canonicalUrl(localizePath(opts.path, locale));
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url }, ...alternateLinks(opts.path));
    tags.push(...ogImageTags(ogImagePath(opts.path, locale), title));
  } else {
    tags.push({ name: "twitter:card", content: "summary" });
  }
  return tags;
}

/** The shared-link picture's tags for a picture on this site (`/og/...jpg`) or elsewhere (absolute). */
export function ogImageTags(image: string, alt: string, size: { width: number; height: number } | undefined = OG_IMAGE_SIZE): Array<Record<string, string>> {
  return [
    { property: "og:image", content: canonicalUrl(image) },
    ...(size ? [{ property: "og:image:width", content: String(size.width) }, { property: "og:image:height", content: String(size.height) }] : []),
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
