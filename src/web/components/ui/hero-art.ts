import fields from "../../../../public/images/hero-fields.svg?raw";
import page from "../../../../public/images/hero-page.svg?raw";

/*
 * The site's own hero drawings, drawn in the page by reference: a page carries
 * an inline <svg> sized and cropped like an object-cover picture, holding one
 * <use> of the drawing (its <g id="art">) in its file under /images. The
 * headline, not the decorative drawing, stays the page's largest paint (an
 * inline <svg> is never a candidate, an <img> would be), and the drawing's
 * 1-1.5 KB of compressed paths stay out of the first response: with them the
 * home pages in the Indian languages did not fit the first window (decision
 * 0036). The drawing paints a round trip after the headline, over the hero's
 * dark ground, and is cached after the first page. A hero with any other
 * picture (a blog post's) keeps an <img>.
 */

/** Each drawing's viewBox, read once at start. */
const viewBoxes = new Map(
  Object.entries({ "/images/hero-fields.svg": fields, "/images/hero-page.svg": page }).map(([src, svg]) => [
    src,
    /viewBox="([^"]+)"/.exec(svg)?.[1] ?? "0 0 1600 900",
  ]),
);

/** The drawing's markup, sized by the class and cropped by `align` as an object-cover picture would be, or undefined. */
export function inlineHeroArt(src: string, className: string, align: string): string | undefined {
  const viewBox = viewBoxes.get(src);
  if (!viewBox) return undefined;
  return `<svg viewBox="${viewBox}" preserveAspectRatio="${align} slice" class="${className}" aria-hidden="true" focusable="false"><use href="${src}#art"/></svg>`;
}
