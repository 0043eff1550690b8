/**
 * The site's web fonts join the page once it has painted (decision 0023).
 * Until then the first screen stands in local fonts scaled to the same
 * metrics, so on a slow network the page's text does not share its first
 * round trips with 50-80 KB of fonts, and nothing moves when they swap in.
 * Setting `data-fonts` on <html> puts the site's faces at the head of the
 * font stacks (styles/app.css); the browser then fetches the ones the page uses.
 */
export function fontsAfterFirstPaint(root: HTMLElement = document.documentElement): void {
  if (root.hasAttribute("data-fonts")) return;
  const join = () => root.setAttribute("data-fonts", "");
  const paints = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes ?? [] : [];
  if (!paints.includes("paint")) {
    // A frame's callback runs just before that frame paints; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(join, 0));
    return;
  }
  // Once the first paint with text or pictures is on the screen.
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    join();
  });
  observer.observe({ type: "paint", buffered: true });
  // A page that reports no such paint (opened in a background tab) still gets its fonts.
  const late = () => setTimeout(join, 3000);
  if (document.readyState === "complete") late();
  else addEventListener("load", late, { once: true });
}
