import fields from "../../../../public/images/hero-fields.svg?raw";
import page from "../../../../public/images/hero-page.svg?raw";

/**
 * The site's own hero drawings, written into the page instead of fetched:
 * they arrive with the first response and paint with the headline in the
 * first frame, one round trip sooner on a village network, and the headline,
 * not a decorative picture arriving later, is the page's largest paint. A
 * hero with any other picture (a blog post's) keeps an <img>.
 */
const drawings: Record<string, string> = {
  "/images/hero-fields.svg": fields,
  "/images/hero-page.svg": page,
};

/** The drawing's markup, ready to inline (ids made page-unique, spaces between tags dropped), or undefined. */
export function inlineHeroArt(src: string, className: string, align: string): string | undefined {
  const svg = drawings[src];
  if (!svg) return undefined;
  return svg
    .replace(/>\s+</g, "><")
    .trim()
    .replace(/\bid="([\w-]+)"/g, 'id="hero-$1"')
    .replace(/url\(#([\w-]+)\)/g, "url(#hero-$1)")
    .replace(/ width="\d+" height="\d+" preserveAspectRatio="[^"]*"/, ` preserveAspectRatio="${align} slice" class="${className}" aria-hidden="true" focusable="false"`);
}
