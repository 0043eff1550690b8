/**
 * Runs `then` once the page has painted its first text or picture, so what it
 * fetches does not share a slow link with the first screen's own bytes (a Hindi
 * page's first-screen font). A browser that cannot report paints runs it after
 * the next frame; a page that reports none (opened in a background tab) runs it
 * 3 s after its load.
 */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  const paints = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes ?? [] : [];
  if (!paints.includes("paint")) {
    // A frame's callback runs just before that frame paints; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: "paint", buffered: true });
  const late = () => setTimeout(run, 3000);
  if (document.readyState === "complete") late();
  else addEventListener("load", late, { once: true });
}
