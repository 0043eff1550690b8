// Offline reading for the public site. The build prepends `const CONFIG = {...}`
// (version, shell files, copy in each language, phone numbers); see scripts/build-sw.ts.
/* eslint-disable no-undef -- CONFIG is prepended by the build */
const SHELL = `shell-${CONFIG.version}`;
const PAGES = `pages-${CONFIG.version}`;
/** How many pages are kept; the oldest go first. */
const MAX_PAGES = 40;

/** Never stored or answered from storage: staff screens, the API, sign-in, functions. */
const PRIVATE = /^\/(admin|rest|auth|functions|api|storage|realtime)(\/|$)/;

function isPublicPage(url) {
  return url.origin === self.location.origin && !PRIVATE.test(url.pathname) && !url.pathname.endsWith(".data") && !/\.[a-z0-9]+$/i.test(url.pathname);
}

function isStaticFile(url) {
  return url.origin === self.location.origin && (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/images/") || CONFIG.shell.includes(url.pathname));
}

// A page's language from its first path segment (`/hi/...`); the default language has none.
const localeOf = (path) => {
  const first = path.split("/")[1] ?? "";
  return first !== CONFIG.defaultLocale && Object.hasOwn(CONFIG.text, first) ? first : CONFIG.defaultLocale;
};
const pageKey = (url) => url.origin + url.pathname + url.search;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((c) => c.addAll(CONFIG.shell))
      .then(() => self.skipWaiting()),
  );
});

// A new release: drop every cache of earlier versions (their pages point at files that are gone).
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== PAGES).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function savePage(key, response) {
  const type = response.headers.get("content-type") || "";
  if (!response.ok || response.redirected || !type.includes("text/html")) return;
  const cache = await caches.open(PAGES);
  await cache.put(key, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(old);
}

async function saveStatic(urls) {
  const cache = await caches.open(SHELL);
  for (const u of urls) {
    const url = new URL(u, self.location.origin);
    if (!isStaticFile(url) || (await cache.match(url.href))) continue;
    try {
      const res = await fetch(url.href);
      if (res.ok) await cache.put(url.href, res);
    } catch {
      /* no signal: saved next time */
    }
  }
}

// The page that registered the worker (opened before the worker ran) asks for itself and its files to be kept.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "save") return;
  const page = new URL(data.page, self.location.origin);
  const work = [saveStatic(data.files || [])];
  if (isPublicPage(page)) {
    work.push(
      caches
        .open(PAGES)
        .then((c) => c.match(pageKey(page)))
        .then((hit) => hit || fetch(page.href, { credentials: "same-origin" }).then((res) => savePage(pageKey(page), res)))
        .catch(() => {}),
    );
  }
  event.waitUntil(Promise.all(work).then(() => event.source && event.source.postMessage({ type: "saved", page: page.pathname })));
});

const escapeHtml = (s) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The saved page with a small notice that it is the saved copy. */
async function withNotice(response, locale) {
  const html = await response.text();
  const notice = `<div role="status" data-offline-notice style="position:fixed;left:8px;right:88px;bottom:12px;z-index:60;padding:10px 14px;border-radius:12px;background:#1f3d2a;color:#fff;font:600 15px/1.35 system-ui,sans-serif;box-shadow:0 4px 16px rgb(0 0 0/.25)">${escapeHtml(CONFIG.text[locale].notice)}</div>`;
  const body = html.includes("</body>") ? html.replace("</body>", `${notice}</body>`) : html + notice;
  return new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

/** For a page not saved: the phone numbers and the pages that are saved. */
async function offlinePage(locale) {
  const t = CONFIG.text[locale];
  const cache = await caches.open(PAGES);
  const items = [];
  for (const req of await cache.keys()) {
    const res = await cache.match(req);
    const title = ((await res.text()).match(/<title>([^<]*)<\/title>/) || [])[1] || new URL(req.url).pathname;
    const url = new URL(req.url);
    items.push(`<li><a href="${escapeHtml(url.pathname + url.search)}">${title}</a></li>`);
  }
  const phones = CONFIG.phones.map((p) => `<li><a href="tel:${escapeHtml(p.e164)}">${escapeHtml(p.display)}</a></li>`).join("");
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>body{margin:0;font:17px/1.5 system-ui,sans-serif;color:#1d2a20;background:#f7f4ee}main{max-width:36rem;margin:0 auto;padding:32px 20px}h1{color:#1f3d2a;font-size:1.7rem;margin:0 0 8px}h2{font-size:1.15rem;margin:28px 0 8px}ul{padding-left:1.2em}a{color:#2f6b3f;font-weight:600;display:inline-block;min-height:44px;line-height:44px}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>
<h2>${escapeHtml(t.call)}</h2><ul>${phones}</ul>
<h2>${escapeHtml(t.saved)}</h2>${items.length ? `<ul data-saved-pages>${items.join("")}</ul>` : `<p>${escapeHtml(t.none)}</p>`}
<p><a href="">${escapeHtml(t.retry)}</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

async function navigate(request) {
  const url = new URL(request.url);
  try {
    const response = await fetch(request);
    // Kept for reading later; a copy, since the page is also shown now.
    savePage(pageKey(url), response.clone()).catch(() => {});
    return response;
  } catch {
    const saved = await caches.match(pageKey(url), { cacheName: PAGES, ignoreVary: true });
    return saved ? withNotice(saved, localeOf(url.pathname)) : offlinePage(localeOf(url.pathname));
  }
}

async function staticFile(request) {
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  // Hashed files never change; pictures are small. Both are kept for offline reading.
  if (response.ok) {
    const copy = response.clone();
    caches.open(SHELL).then((c) => c.put(request, copy)).catch(() => {});
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate" && isPublicPage(url)) event.respondWith(navigate(request));
  else if (isStaticFile(url)) event.respondWith(staticFile(request));
  // Everything else (the API, staff screens, page data, other sites) goes to the network untouched.
});
