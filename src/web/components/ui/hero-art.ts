import fields from "../../../../public/images/hero-fields.svg?raw";
import page from "../../../../public/images/hero-page.svg?raw";

/*
 * The site's own hero drawings, written into the page instead of fetched:
 * they arrive with the first response and paint with the headline in the
 * first frame, one round trip sooner on a village network, and the headline,
 * not a decorative picture arriving later, is the page's largest paint. A
 * hero with any other picture (a blog post's) keeps an <img>.
 */

/** Each drawing made ready to inline once, at start: spaces between tags dropped, ids made page-unique. */
const drawings = new Map(
  Object.entries({ "/images/hero-fields.svg": fields, "/images/hero-page.svg": page }).map(([src, svg]) => [
    src,
    svg
      .replace(/>\s+</g, "><")
      .trim()
      .replace(/\bid="([\w-]+)"/g, 'id="hero-$1"')
      .replace(/url\(#([\w-]+)\)/g, "url(#hero-$1)"),
  ]),
);

/** The drawing's markup, sized by the class and cropped by `align` as an object-cover picture would be, or undefined. */
export function inlineHeroArt(src: string, className: string, align: string): string | undefined {
  return drawings
    .get(src)
    ?.replace(/ width="\d+" height="\d+" preserveAspectRatio="[^"]*"/, ` preserveAspectRatio="${align} slice" class="${className}" aria-hidden="true" focusable="false"`);
}
