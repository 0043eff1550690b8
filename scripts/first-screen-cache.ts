/**
 * The first-screen CSS kept in the repository (decision 0042), so a build
 * renders in Chromium only the pages that changed. Each page's entry holds a
 * fingerprint of what decides its first screen:
 *
 * - the page's HTML as the server sends it before any first-screen CSS is
 *   inlined: its markup and words, and the names of the stylesheet and fonts,
 *   which carry their contents' hashes;
 * - the generator's own code.
 *
 * What differs between two builds of the same site without changing how it
 * looks is left out of the HTML first: scripts and the addresses of script
 * files (pages are measured with JavaScript off, and the islands' file names
 * change with any source file: decision 0042), the ids and times the sample
 * blog posts and clinics get when a build seeds its database, and the digits
 * and dates of the text (the footer's year, a post's date), whose width does
 * not move a rule in or out of a first screen.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's copy, shown to people as a path from the project's root. */
export const FIRST_SCREEN_CACHE = "generated/first-screen-css.json";
const cacheFile = fileURLToPath(new URL(`../${FIRST_SCREEN_CACHE}`, import.meta.url));
/** Written into the build: which pages this build had to render (none, when the committed file is current). */
export const FIRST_SCREEN_REPORT = "first-screen-report.json";

export interface FirstScreen {
  fingerprint: string;
  /** The page's first-screen CSS, before its language's first-screen font is declared in it. */
  css: string;
  /** The text of its first screens, for a page in a script of its own (the first-screen font is cut from it). */
  text: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;

/** The HTML without what changes from build to build (see above). */
export function normalizeHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "<script/>")
    .replace(/\/assets\/[\w.-]+\.js\b/g, "/assets/<js>")
    .replace(UUID, "<id>")
    .replace(ISO_TIME, "<time>")
    .replace(/(<time\b[^>]*>)[^<]*(<\/time>)/g, "$1$2")
    .replace(/>([^<]*)</g, (_, text: string) => `>${text.replace(/\d/g, "0")}<`);
}

export function fingerprintOf(html: string, generator: string): string {
  return createHash("sha256").update(generator).update("\0").update(normalizeHtml(html)).digest("base64url").slice(0, 22);
}

export function readFirstScreenCache(): Record<string, FirstScreen> {
  if (!existsSync(cacheFile)) return {};
  return (JSON.parse(readFileSync(cacheFile, "utf8")) as { pages: Record<string, FirstScreen> }).pages;
}

/** One page a line, so a change shows in a diff as the pages it touched. */
export function writeFirstScreenCache(pages: Record<string, FirstScreen>) {
  const lines = Object.entries(pages).map(([url, entry]) => `    ${JSON.stringify(url)}: ${JSON.stringify(entry)}`);
  writeFileSync(cacheFile, `{\n  "about": "Written by npm run build (scripts/build-critical-css.ts); commit it with the change that moved it.",\n  "pages": {\n${lines.join(",\n")}\n  }\n}\n`);
}

/**
 * A language's first-screen fonts are cut from its first screens' text (seconds
 * of shaping each): kept beside the CSS, by a hash of what they are cut from.
 */
const fontDir = fileURLToPath(new URL("../generated/first-screen-fonts/", import.meta.url));
const fontsUsed = new Set<string>();
let fontsMade = 0;

export async function keptFont(name: string, inputs: readonly (string | Buffer)[], make: () => Promise<Buffer>): Promise<Buffer> {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(input).update("\0");
  const file = `${name}-${hash.digest("base64url").slice(0, 12)}.woff2`;
  fontsUsed.add(file);
  const kept = path.join(fontDir, file);
  if (existsSync(kept)) return readFileSync(kept);
  const font = await make();
  mkdirSync(fontDir, { recursive: true });
  writeFileSync(kept, font);
  fontsMade++;
  return font;
}

/** After a build that cut new fonts, the ones it no longer uses leave the repository's copy. */
export function pruneKeptFonts() {
  if (fontsMade === 0 || !existsSync(fontDir)) return;
  for (const file of readdirSync(fontDir)) if (!fontsUsed.has(file)) rmSync(path.join(fontDir, file));
}
