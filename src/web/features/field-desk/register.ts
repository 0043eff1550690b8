/**
 * Installs the field desk's worker (public/admin/sw.js, scope /admin/) and
 * hands it the files this page loaded before it was in charge, so the desk
 * opens again without a signal.
 */
let started = false;

export function registerFieldDesk() {
  if (started || import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  started = true;
  navigator.serviceWorker
    .register("/admin/sw.js", { scope: "/admin/" })
    .then(() => navigator.serviceWorker.ready)
    .then((reg) => {
      const urls = [location.origin + location.pathname, `${location.origin}/config.json`, ...performance.getEntriesByType("resource").map((e) => e.name)];
      reg.active?.postMessage({ type: "keep", urls });
    })
    .catch((err: unknown) => console.warn("the field desk cannot work offline here", err));
}
