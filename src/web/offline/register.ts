/**
 * Offline reading on public pages: registers the service worker after the page
 * has loaded (it never competes with first paint), asks it to keep this page
 * and the files it used (they were fetched before the worker ran), and, with
 * no signal, turns in-site link clicks into full page loads, which the worker
 * can answer from what it saved (the router's data requests are never stored).
 */
let started = false;

export function startOfflineReading() {
  // Once per visit: each language's public layout mounts on its own.
  if (started || import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  started = true;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        const files = performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((u) => u.startsWith(location.origin));
        reg.active?.postMessage({ type: "save", page: location.href, files });
      })
      .catch((err: unknown) => console.warn("offline reading is not available", err));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });

  window.addEventListener(
    "click",
    (e) => {
      if (navigator.onLine || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a[href]");
      if (!(a instanceof HTMLAnchorElement) || a.target || a.hasAttribute("download") || a.origin !== location.origin) return;
      if (a.pathname === location.pathname && a.search === location.search && a.hash) return;
      e.preventDefault();
      location.assign(a.href);
    },
    { capture: true },
  );
}
