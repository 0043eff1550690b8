import sanitizeHtml from "sanitize-html";

/**
 * The one HTML policy for blog bodies, applied when a post is written through
 * the data API and again when a page renders it, so neither a direct API call
 * nor an older row can put scripts, event handlers or `javascript:` links on
 * the public site. Only the markup the editor produces (and a little more for
 * hand-written posts) survives.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "mark", "sub", "sup",
    "blockquote", "ul", "ol", "li", "a", "img", "figure", "figcaption", "code", "pre",
    "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    ol: ["start"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A heading 1 belongs to the page's title; body headings start at level 2.
    h1: "h2",
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
