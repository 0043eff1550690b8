import { site } from "@content/site";
import type { PageMeta } from "@content/types";

/** The page's absolute address on the configured public site (canonical and og:url). */
export function canonicalUrl(path: string) {
  return new URL(path, site.siteUrl).toString();
}

/**
 * Title and description tags for a page, with the brand appended to the title.
 * With `path`, also the canonical link and og:url, built from `site.siteUrl`
 * so every copy of the site (staging, a proxy's host name) points search
 * engines at the one public address.
 */
export function pageMeta(meta: PageMeta, opts: { brandFirst?: boolean; path?: string } = {}) {
  const title = opts.brandFirst || meta.title.includes(site.brandName) ? meta.title : `${meta.title} | ${site.brandName}`;
  const tags: Array<Record<string, string>> = [
    { title },
    { name: "description", content: meta.description },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:site_name", content: site.brandName },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary" },
  ];
  if (opts.path) {
    const url = canonicalUrl(opts.path);
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  return tags;
}
