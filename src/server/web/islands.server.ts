import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LATER_SHEETS } from "../../shared/later-stylesheet.ts";

/** Written by scripts/build-islands.ts into the build directory. */
export const ISLANDS_FILE = "islands.json";

/** The islands script of this build and the one inline script a document page carries to start it. */
export interface IslandScript {
  /** The script's address, e.g. `/assets/islands-abc.js`. */
  src: string;
  /**
   * The inline script that starts it. A document page's policy allows this
   * text by its hash rather than by a nonce (decision 0024), so the page's
   * bytes are the same on every response. It adds the module with
   * `createElement`: a script a trusted script inserts is not parser-inserted,
   * so 'strict-dynamic' lets it and everything it imports run. (An `import()`
   * written in the inline script itself would be refused: a hash, unlike a
   * nonce, is not passed on to what the script fetches.)
   *
   * At the load event it also puts in the page's held-back stylesheet
   * (shared/later-stylesheet.ts) unless the islands script has claimed it
   * (that script puts it in once the page has painted, and runs before the
   * load event). This is for a browser where the module never runs: one too
   * old for modules or for the module's syntax, or a script lost to a dropped
   * signal. Such a page is never left without its full stylesheet. Plain
   * ES2015: a syntax error here would cost the page both.
   */
  loader: string;
  /** The loader's hash as a CSP source: `'sha256-…'`. */
  hashSource: string;
}

/** The inline loader for an islands script and its CSP hash source. */
export function islandLoader(src: string): IslandScript {
  const loader =
    `document.head.append(Object.assign(document.createElement("script"),{type:"module",src:${JSON.stringify(src)}}));` +
    `addEventListener("load",()=>{for(const n of document.querySelectorAll(${JSON.stringify(LATER_SHEETS)}))n.outerHTML=n.textContent})`;
  return { src, loader, hashSource: `'sha256-${createHash("sha256").update(loader).digest("base64")}'` };
}

/**
 * The islands script public pages load instead of hydrating (decision 0022),
 * or undefined when the build has none: those pages then still work whole, as
 * they do without JavaScript.
 */
export function loadIslandScript(buildDir: string): IslandScript | undefined {
  const file = path.join(buildDir, ISLANDS_FILE);
  if (!existsSync(file)) return undefined;
  const { script } = JSON.parse(readFileSync(file, "utf8")) as { script?: unknown };
  return typeof script === "string" && /^\/assets\/[\w.-]+\.js$/.test(script) ? islandLoader(script) : undefined;
}
