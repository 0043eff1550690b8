import { afterFirstPaint } from "./first-paint";

/**
 * The site's web fonts join the page once it has painted (decision 0030).
 * Until then the first screen stands in local fonts scaled to the same
 * metrics, so on a slow network the page's text does not share its first
 * round trips with 50-80 KB of fonts, and nothing moves when they swap in.
 * Setting `data-fonts` on <html> puts the site's faces at the head of the
 * font stacks (styles/app.css); the browser then fetches the ones the page uses.
 */
export function fontsAfterFirstPaint(root: HTMLElement = document.documentElement): void {
  if (root.hasAttribute("data-fonts")) return;
  afterFirstPaint(() => root.setAttribute("data-fonts", ""));
}
