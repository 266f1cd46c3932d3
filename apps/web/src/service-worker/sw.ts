/**
 * The service worker: the site's reading pages, once opened, open again without a connection.
 * Built by scripts/build-service-worker.ts (bundled, then Workbox writes the precache list in).
 *
 * - The offline page, the icons and the fonts are precached at install.
 * - Reading pages (src/lib/offline.ts) come from the network first, their last copy offline;
 *   every other page (cart, checkout, giving, downloads, admin…) only from the network, and the
 *   offline page instead when there is none.
 * - Hashed scripts and styles, and the site's images, come from the cache first.
 * - A new version waits until the visitor accepts the page's "reload" notice (SKIP_WAITING), or
 *   takes over at the next visit, once no tab runs the old one.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core';
import {
  isReadingPage,
  OFFLINE_CACHES,
  OFFLINE_PAGE,
  pageOfDataRequest,
  SAVED_FILE_PREFIX,
  SKIP_WAITING,
} from '@/lib/offline';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const router = new Router();
const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** A page chosen "Save for offline" is still there when the reading copy has expired. */
const savedCopy: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    (await caches.open(OFFLINE_CACHES.saved)).match(request, { ignoreVary: true }),
};

/** What the worker keeps as it goes: reading pages, scripts and styles, pictures. */
const keeping = [
  new Route(
    ({ url, request }) =>
      sameOrigin(url) && request.method === 'GET' && isReadingPage(url.pathname),
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.pages,
      // A slow connection that answers in the end still beats a copy: only a long wait gives way.
      networkTimeoutSeconds: 6,
      matchOptions: { ignoreVary: true },
      plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }), savedCopy],
    }),
  ),
  new Route(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: OFFLINE_CACHES.assets,
      plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
    }),
  ),
  new Route(
    // (A picture the page sends over, loaded before the worker ran, is a plain request.)
    ({ url, request }) =>
      sameOrigin(url) && (request.destination === 'image' || url.pathname.startsWith('/images/')),
    new CacheFirst({
      cacheName: OFFLINE_CACHES.images,
      plugins: [
        new ExpirationPlugin({
          maxEntries: 150,
          maxAgeSeconds: 30 * 24 * 60 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  ),
];
for (const route of keeping) router.registerRoute(route);

// Saved files live only in the cache, at addresses no server knows.
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith(SAVED_FILE_PREFIX),
    async ({ request }) =>
      (await (await caches.open(OFFLINE_CACHES.saved)).match(request)) ??
      new Response('This file is not saved on this device.', { status: 404 }),
  ),
);

// Everything else of the site's own: the network only, so the catch handler below can answer.
router.setDefaultHandler(new NetworkOnly());

/**
 * No network and no copy: a page gets the offline page. A link followed within the site (the
 * router's requests for the route and the data) gets React Router's "load this page as a
 * document" answer, so the page is asked for whole, which this worker answers with a copy or
 * the offline page.
 */
router.setCatchHandler(async ({ request, url }: RouteHandlerCallbackOptions) => {
  if (!(request instanceof Request)) return Response.error();
  if (request.mode === 'navigate') {
    const page = await matchPrecache(OFFLINE_PAGE);
    if (page) return page;
  }
  if (!(url instanceof URL) || request.method !== 'GET') return Response.error();
  // The router asking which route an address is (before following a link to it): "load it as
  // a document", so the page is asked for whole.
  if (url.pathname === '/__manifest') {
    return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } });
  }
  if (url.pathname.endsWith('.data')) {
    return new Response(null, {
      status: 204,
      headers: {
        'X-Remix-Redirect': pageOfDataRequest(url),
        'X-Remix-Status': '302',
        'X-Remix-Reload-Document': 'true',
      },
    });
  }
  return Response.error();
});

self.addEventListener('fetch', (event) => {
  // Other sites' requests (Stripe's) and a player's byte ranges (seeking in a recording) go
  // straight to the network, untouched.
  if (!sameOrigin(new URL(event.request.url)) || event.request.headers.has('range')) return;
  const answer = router.handleRequest({ event, request: event.request });
  if (answer) event.respondWith(answer);
});

// The page sends what it loaded before this worker ran (its own address and its files): what
// the routes above would have kept is kept as if it had come through them; the rest (a checkout
// page, say) matches no route here and is left alone.
const keeper = new Router();
for (const route of keeping) keeper.registerRoute(route);
keeper.addCacheListener();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING.type)
    void self.skipWaiting();
});
