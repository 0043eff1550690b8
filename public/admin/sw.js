/*
 * The field desk's worker (decision 0035), scoped to /admin/ and separate from
 * the public site's offline reader (/sw.js). It keeps the desk's page, its
 * scripts and styles and the client configuration, so the desk opens without a
 * signal; the agent's leads and queued changes live in IndexedDB (the page
 * keeps them), and the data API and functions always go to the network.
 */
const CACHE = "field-desk-v1";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("field-desk-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page names what it loaded before this worker was in charge.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || !Array.isArray(data.urls)) return;
  const same = data.urls.filter((u) => typeof u === "string" && new URL(u).origin === self.location.origin && keepable(new URL(u)));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(same.map((u) => cache.add(new Request(u, { credentials: "same-origin" })).catch(() => undefined)))));
});

function keepable(url) {
  if (url.pathname.startsWith("/functions/") || url.pathname.startsWith("/rest/") || url.pathname.startsWith("/auth/") || url.pathname.startsWith("/realtime/")) return false;
  return url.pathname.startsWith("/admin/") || url.pathname.startsWith("/assets/") || url.pathname === "/config.json" || url.pathname.startsWith("/fonts/");
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || !keepable(url)) return;
  if (url.pathname.startsWith("/assets/")) {
    // Hashed files never change: the kept copy is the file.
    event.respondWith(caches.match(req).then((hit) => hit || fetch(req).then((res) => keep(req, res))));
    return;
  }
  // Pages and the configuration: the network first, the kept copy without a signal.
  event.respondWith(
    fetch(req)
      .then((res) => keep(req, res))
      .catch(() =>
        caches.match(req, { ignoreSearch: true }).then((hit) => hit || (req.mode === "navigate" ? caches.match("/admin/field") : undefined)).then((hit) => hit || Response.error()),
      ),
  );
});

function keep(req, res) {
  if (res.ok && res.type === "basic") {
    const copy = res.clone();
    caches.open(CACHE).then((cache) => cache.put(req, copy));
  }
  return res;
}
