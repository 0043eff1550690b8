import { site } from "@content/site";
import type { PageMeta } from "@content/types";

/** Title and description tags for a page, with the brand appended to the title. */
export function pageMeta(meta: PageMeta, opts: { brandFirst?: boolean } = {}) {
  const title = opts.brandFirst || meta.title.includes(site.brandName) ? meta.title : `${meta.title} | ${site.brandName}`;
  return [
    { title },
    { name: "description", content: meta.description },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:site_name", content: site.brandName },
    { property: "og:type", content: "website" },
  ];
}
