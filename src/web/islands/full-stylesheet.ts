import { LATER_ATTRIBUTE, LATER_SHEETS } from "@shared/later-stylesheet";
import { afterFirstPaint } from "./first-paint";

/** How long anything waiting for the full stylesheet waits at most (a sheet lost to the network). */
const SHEET_WAIT_MS = 5000;

/**
 * A document page's full stylesheet (13 KB) waits in a `<noscript>` at the end
 * of <body> (shared/later-stylesheet.ts): the first screen is styled by the
 * inline CSS, and on a slow link the sheet must not share the first round
 * trips with what that screen paints from (a Hindi page's first-screen font).
 * Once the page has painted it goes in. Resolves when every stylesheet of the
 * page has arrived, or failed, or after SHEET_WAIT_MS.
 */
export function fullStylesheetAfterFirstPaint(doc: Document = document): Promise<void> {
  // Claimed at once: the inline loader puts in, at the load event, only what no islands
  // script has claimed (a browser where this module never ran). A module inserted while
  // the page parses runs before the load event.
  const held = [...doc.querySelectorAll(LATER_SHEETS)];
  for (const noscript of held) noscript.removeAttribute(LATER_ATTRIBUTE);
  return new Promise((arrived) =>
    afterFirstPaint(() => {
      for (const noscript of held) noscript.outerHTML = noscript.textContent ?? "";
      const loading = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
      const each = loading.map((link) => new Promise((done) => (link.addEventListener("load", done), link.addEventListener("error", done))));
      void Promise.race([Promise.all(each), new Promise((done) => setTimeout(done, SHEET_WAIT_MS))]).then(() => arrived());
    }),
  );
}
