/**
 * Below the first screen, a public page's sections (and the footer) start
 * unrendered, and so do the items of a long list that starts on the first
 * screen (`data-render-in-turn`: the finder's clinic cards, whose section is
 * on screen and would otherwise be laid out whole) (`content-visibility: auto` in styles/app.css, decision 0030):
 * while the page loads, the full stylesheet, the site's fonts and each font
 * file restyle and lay out the first screen only, not the whole page each time.
 * Once the page has loaded and its full stylesheet and fonts are in, this
 * renders those sections for good, one per frame, so the work comes in short
 * pieces the visitor never waits on (a tap is answered between two frames) and
 * every section is laid out before anyone scrolls to it. A section the visitor
 * reaches first is rendered by the browser at once.
 */
export const LAZY_SECTIONS = ".lazy-sections > section:not(:first-child), .lazy-sections + footer, .lazy-sections [data-render-in-turn]";

/** How long the sections wait for the site's fonts after the load. */
const FONTS_WAIT_MS = 2000;

export function renderSectionsInTurn(doc: Document = document, fullStylesheet: Promise<void> = Promise.resolve()): void {
  const root = doc.documentElement;
  const step = (queue: HTMLElement[]) => {
    const next = queue.shift();
    if (!next) {
      root.dataset.sectionsRendered = "";
      return;
    }
    // Marked in a frame's callback, the section is styled and laid out in that same frame.
    next.dataset.rendered = "";
    requestAnimationFrame(() => step(queue));
  };
  const start = () => {
    const queue = [...doc.querySelectorAll<HTMLElement>(LAZY_SECTIONS)].filter((s) => s.dataset.rendered === undefined);
    // Laid out once in the site's fonts rather than again when they land; but a font
    // held up by the network does not hold the sections up for more than a moment.
    const fontsIn = Promise.race([doc.fonts?.ready ?? Promise.resolve(), new Promise((done) => setTimeout(done, FONTS_WAIT_MS))]);
    // And once in the full stylesheet, which a document page asks for after its first
    // paint, maybe after the load (islands/full-stylesheet.ts caps that wait too).
    void Promise.all([fontsIn, fullStylesheet]).then(() => requestAnimationFrame(() => step(queue)));
  };
  if (doc.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

/**
 * Whether an element stands in a section below the first screen. Asked of the
 * section's own box, which is there rendered or not: asking an unrendered
 * section's contents where they are would make the browser lay them out then
 * and there, the work this scheme postpones.
 */
export function belowFirstScreen(el: Element): boolean {
  const section = el.closest(LAZY_SECTIONS);
  if (section && section.getBoundingClientRect().top >= innerHeight) return true;
  return el.getBoundingClientRect().top >= innerHeight;
}
