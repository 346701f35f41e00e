// The service worker (docs/decisions.md, "App instalável e offline"), built by vite-plugin-pwa
// (web/vite.config.ts) with Workbox:
// - the app shell (HTML, JS, CSS, icons) is precached, so the app opens without a network; the pages
//   the server sends ready still come from it while it answers;
// - product and store images: cache first, the last 300 for 30 days;
// - the app's GraphQL queries: network first, the answer kept per viewer and read back only when
//   the network fails (web/src/offline/graphqlCache.ts); mutations never touch the cache;
// - a new build waits until the page asks it to take over ('Nova versão disponível').
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { GRAPHQL_CACHE_LIMITS, GRAPHQL_CACHE_NAME, IMAGE_CACHE_NAME, OFFLINE_VIEWER_HEADER, offlineCacheKey } from './offline/graphqlCache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The first install serves the open page at once (its next queries are kept); later versions wait
// for 'Atualizar' (skipWaiting below) before activating, so this never swaps a running version.
clientsClaim();

// The pages the server sends ready with their first screen (api/system/app-pages.ts: the landing,
// /explore, a product, /profissionais, an invitation, a recovery link, a signed-in shopper's /home —
// where the installed app opens: '/' sends them there) come from the network while it answers in
// time; offline, on an error or a network slower than that, the app's page from the cache, as every
// other page.
const READY_PAGE = /^\/(home\/?|explore\/?|produto\/[^/]+\/[^/]+\/?|profissionais\/?|convite\/?|reset-password\/?)?$/;
const READY_PAGE_WAIT_MS = 3_000;
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && READY_PAGE.test(url.pathname),
  async ({ request }) => {
    const tooSlow = new Promise<undefined>((resolve) => setTimeout(resolve, READY_PAGE_WAIT_MS));
    try {
      // A redirect (status 0 here) or a 404 is the server's answer too; a 5xx is not.
      const page = await Promise.race([fetch(request), tooSlow]);
      if (page && page.status < 500) return page;
    } catch {
      // offline: the cached page below
    }
    return (await matchPrecache('/index.html')) ?? Response.error();
  },
);

// After the route above: the precache would answer '/' with its index.html.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other page of the app is index.html (the client router decides); the API's own GET paths and
// files with an extension (robots.txt, sitemap.xml, GraphiQL) go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/graphql/, /^\/uploads\//, /^\/dev(\/|$)/, /^\/healthz/, /\.[a-z0-9]+$/i],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE_NAME,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

const graphqlExpiration = new CacheExpiration(GRAPHQL_CACHE_NAME, GRAPHQL_CACHE_LIMITS);

registerRoute(
  ({ request, url }) => url.pathname === '/graphql' && request.headers.has(OFFLINE_VIEWER_HEADER),
  async ({ request }) => {
    const key = await offlineCacheKey(self.location.origin, request.headers.get(OFFLINE_VIEWER_HEADER)!, await request.clone().text());
    const cache = await caches.open(GRAPHQL_CACHE_NAME);
    try {
      const response = await fetch(request);
      if (response.ok) {
        await cache.put(key, response.clone());
        await graphqlExpiration.updateTimestamp(key);
        void graphqlExpiration.expireEntries();
      }
      return response;
    } catch (failure) {
      const stored = (await graphqlExpiration.isURLExpired(key)) ? undefined : await cache.match(key);
      if (stored) return stored;
      throw failure;
    }
  },
  'POST',
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
