/**
 * A document page's full stylesheet waits at the end of <body> in a
 * `<noscript data-later>` (src/server/web/critical-css.server.ts): a browser
 * without JavaScript reads the link inside as it stands; with JavaScript the
 * islands script claims it (drops the attribute) and puts it into the page
 * once the first screen has painted (src/web/islands/full-stylesheet.ts). The
 * inline loader puts in, at the load event, whatever is still unclaimed: the
 * islands script never ran (src/server/web/islands.server.ts).
 */
export const LATER_ATTRIBUTE = "data-later";

/** The `<noscript>` elements that hold a stylesheet for after the first paint. */
export const LATER_SHEETS = `noscript[${LATER_ATTRIBUTE}]`;
