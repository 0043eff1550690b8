import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { LATER_ATTRIBUTE } from "../../shared/later-stylesheet.ts";

/** Written by scripts/build-critical-css.ts into the build directory. */
export const CRITICAL_CSS_FILE = "critical-css.json";

/**
 * The key a page's first-screen CSS is stored under: its path, with every blog
 * post of a language sharing one entry (they share one layout).
 */
export function criticalKeyOf(pathname: string): string {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const post = /^(\/hi)?\/blog\/[^/]+$/.exec(p);
  return post ? `${post[1] ?? ""}/blog/*` : p;
}

/** The first-screen CSS of each public page, or an empty map when the build has none. */
export function loadCriticalCss(buildDir: string): ReadonlyMap<string, string> {
  const file = path.join(buildDir, CRITICAL_CSS_FILE);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
}

/** A page's first-screen CSS is fixed for the life of the build: its preloads are worked out once, not on every request. */
const preloadsByCss = new Map<string, string>();

/**
 * A font the first screen's CSS names is one its first paint waits for (the
 * Hindi pages' first-screen Devanagari cut; the site's other fonts join after
 * the paint): asked for at once, before the browser meets it in the CSS.
 */
export function fontPreloads(css: string): string {
  let links = preloadsByCss.get(css);
  if (links === undefined) {
    const urls = new Set(Array.from(css.matchAll(/url\((\/assets\/[\w.-]+\.woff2)\)/g), (m) => m[1]!));
    // No `type`: every browser that preloads reads woff2. A bare `crossorigin` is "anonymous",
    // the mode a font is fetched in, so the preload is the file the CSS then asks for.
    links = Array.from(urls, (href) => `<link rel="preload" href="${href}" as="font" crossorigin/>`).join("");
    preloadsByCss.set(css, links);
  }
  return links;
}

const STYLESHEET = /<link rel="stylesheet" href="\/assets\/[^"]+\.css"[^>]*\/?>/g;

export interface InlineCriticalCssOptions {
  /** The nonce for the inline <style>, on a page that hydrates (its policy allows styles by nonce). */
  nonce?: string;
  /**
   * A document page, whose scripts ask for the full stylesheet once the page
   * has painted: its sheets wait in a `<noscript data-later>`, which a browser
   * without JavaScript reads as a plain link (shared/later-stylesheet.ts).
   * Otherwise they stay links, fetched at low priority.
   */
  sheetsAfterPaint?: boolean;
}

/** A full stylesheet's link as it stands at the end of <body>. */
function movedSheet(tag: string, afterPaint: boolean): string {
  // React's precedence mark goes: a document page never hydrates, and its bytes count.
  const link = tag.replace(/ data-precedence="[^"]*"/, "");
  // Low priority: the first screen is styled by the inline CSS, so the full sheet must not
  // share a slow link with the page's first bytes (a Hindi page's first-screen font).
  return afterPaint ? `<noscript ${LATER_ATTRIBUTE}>${link}</noscript>` : link.replace(/\s*\/?>$/, ' fetchpriority="low"/>');
}

/**
 * Rewrites a streamed page so it can paint from its first bytes: the page's
 * first-screen CSS goes inline at the end of <head>, and the full stylesheets
 * move to the end of <body>, where the browser no longer waits for them before
 * painting what comes above (Chromium, Firefox and Safari all render content
 * before an in-body stylesheet). Without JavaScript the full sheet still loads.
 * The head is held until `</head>` arrives; after it, text passes through with
 * only a short tail kept back so `</body>` is found across chunk boundaries.
 */
export function inlineCriticalCss(css: string, { nonce, sheetsAfterPaint = false }: InlineCriticalCssOptions = {}): Transform {
  let head = "";
  let inHead = true;
  let tail = "";
  let sheets: string[] = [];
  let placed = false;
  const BODY_END = "</body>";
  // A chunk may end inside a character (Devanagari takes three bytes): the decoder holds it back.
  const decoder = new StringDecoder("utf8");
  const transform = new Transform({
    transform(chunk: Buffer | string, _enc, done) {
      take(typeof chunk === "string" ? chunk : decoder.write(chunk));
      done();
    },
    flush(done) {
      take(decoder.end());
      if (inHead) this.push(head);
      else this.push(tail + sheets.join(""));
      done();
    },
  });
  function take(text: string): void {
    if (inHead) {
      head += text;
      const end = head.indexOf("</head>");
      if (end < 0) return;
      inHead = false;
      const before = head.slice(0, end).replace(STYLESHEET, (tag) => {
        sheets.push(movedSheet(tag, sheetsAfterPaint));
        return "";
      });
      const rest = head.slice(end);
      head = "";
      transform.push(`${before}${fontPreloads(css)}<style${nonce ? ` nonce="${nonce}"` : ""} data-critical>${css.replace(/<\/style/gi, "<\\/style")}</style>`);
      return take(rest);
    }
    if (placed) {
      transform.push(text);
      return;
    }
    const joined = tail + text;
    const at = joined.indexOf(BODY_END);
    if (at >= 0) {
      placed = true;
      tail = "";
      transform.push(joined.slice(0, at) + sheets.join("") + joined.slice(at));
      sheets = [];
      return;
    }
    // Keep back what could be the start of a split "</body>".
    const keep = Math.min(joined.length, BODY_END.length - 1);
    tail = joined.slice(joined.length - keep);
    transform.push(joined.slice(0, joined.length - keep));
  }
  return transform;
}
