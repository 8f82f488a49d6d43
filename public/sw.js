/*
 * Heartland Closing Co. service worker: deliberately conservative.
 *
 * - /assets/* (Vite's content-hashed files) are immutable: cache first, then network.
 * - Page navigations: network first; the last good copy of a page is the offline fallback. Pages
 *   are kept by path, without the query: every public page is the same static HTML whatever its
 *   query, which is client state (a calculator's inputs), so a page visited once opens offline
 *   from any shared link to it.
 * - /api, /auth and /files, other origins, and anything that is not a GET are never touched,
 *   so signed-in data, tokens and signed file links always go straight to the network.
 *
 * Bump VERSION when this file's caching rules change; activate deletes older caches.
 *
 * The server sends this file with its own Content-Security-Policy (default-src 'self'), which
 * governs the fetches made here: it must allow our origin.
 */
const VERSION = "v3";
const PREFIX = "heartland-";
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
const PAGE_CACHE = `${PREFIX}pages-${VERSION}`;
const CURRENT_CACHES = [ASSET_CACHE, PAGE_CACHE];
/** Pages kept for offline use; the oldest are dropped first. */
const MAX_PAGES = 40;
const BYPASS = /^\/(api|auth|files)(\/|$)/;
/** At most this many files are taken from one "visited" message. */
const MAX_VISIT_URLS = 120;

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && !CURRENT_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (BYPASS.test(url.pathname)) return;

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request, url.origin + url.pathname));
  }
  // Everything else (icons, robots.txt, ...) goes to the network as if there were no worker.
});

/*
 * The first visit to a page happens before this worker is in charge, so neither the page nor its
 * code went through it. Once active, the page posts { type: "visited", urls } (its own address and
 * the /assets/ files it loaded) and they are stored now, so "works offline once visited" holds
 * from the first visit, not the second.
 */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "visited" || !Array.isArray(data.urls)) return;
  event.waitUntil(keepVisit(data.urls.slice(0, MAX_VISIT_URLS)));
});

async function keepVisit(urls) {
  const pages = await caches.open(PAGE_CACHE);
  const assets = await caches.open(ASSET_CACHE);
  await Promise.all(
    urls.map(async (raw) => {
      let url;
      try {
        url = new URL(String(raw), self.location.origin);
      } catch {
        return;
      }
      if (url.origin !== self.location.origin || BYPASS.test(url.pathname)) return;
      try {
        if (url.pathname.startsWith("/assets/")) {
          if (!(await assets.match(url.href))) await keep(assets, url.href, await fetch(url.href));
        } else {
          const key = url.origin + url.pathname;
          if (!(await pages.match(key))) await keep(pages, key, await fetch(key));
        }
      } catch {
        // Offline or refused: the next visit through the worker stores it instead.
      }
    }),
  );
  await trim(pages);
}

async function keep(cache, key, response) {
  if (response.status === 200 && response.type === "basic" && !response.redirected) {
    await cache.put(key, response);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await cache.put(request, response.clone());
  }
  return response;
}

/** `key` is the page's address without its query. */
async function networkFirst(request, key) {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetch(request);
    // Only complete, same-origin 200 pages are kept (not 404s, redirects or partial answers).
    if (response.status === 200 && response.type === "basic" && !response.redirected) {
      await cache.put(key, response.clone());
      await trim(cache);
    }
    return response;
  } catch (error) {
    const cached = (await cache.match(key)) ?? (await cache.match("/"));
    if (cached) return cached;
    throw error;
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) {
    await cache.delete(key);
  }
}
