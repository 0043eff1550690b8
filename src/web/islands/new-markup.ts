/**
 * Markup an island puts into the page after the start (a form's answer, the
 * finder's booking dialog) has islands of its own. The island announces it
 * with this event and the page (islands/enhance.ts) brings them to life, so no
 * island imports the table of every island, which imports the islands.
 */
export const NEW_MARKUP = "islands:new-markup";

/** Announces `el`, already in the document, as new markup whose islands are to start. */
export function announceNewMarkup(el: HTMLElement): void {
  el.dispatchEvent(new CustomEvent(NEW_MARKUP, { bubbles: true }));
}

/**
 * A copy of server markup to bring to life again (a form to reset): without
 * the marks that say its islands already run, which a copy would carry over.
 */
export function freshCopy<T extends HTMLElement>(el: T): T {
  const copy = el.cloneNode(true) as T;
  for (const live of [copy, ...copy.querySelectorAll<HTMLElement>("[data-island-live]")]) delete live.dataset.islandLive;
  return copy;
}
