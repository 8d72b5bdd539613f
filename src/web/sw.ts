/// <reference lib="webworker" />
/**
 * The service worker (issue 15; docs/decisions/072): the installable app's offline side, built by
 * vite-plugin-pwa (injectManifest) with Workbox doing the caching mechanics and these rules ours:
 * - pages: the network first; the one app shell (every route serves the same HTML, with the
 *   server's runtime config in it) is kept from the last good answer and served when offline;
 *   with no shell yet, the offline page;
 * - hashed scripts and styles: from the cache once fetched (their names change with their content);
 * - the last 30 articles read and their pictures: the network first, the cache when offline;
 * - everything else (the API, the build check's `builds/latest.json`): the network only.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = 'vc-shell';
const SHELL_KEY = '/__shell';
const NETWORK_TIMEOUT_S = 4;

precacheAndRoute(self.__WB_MANIFEST);
void self.skipWaiting();
clientsClaim();

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    const cache = await caches.open(SHELL_CACHE);
    try {
      const response = await fetch(request);
      if (response.status === 200) await cache.put(SHELL_KEY, response.clone());
      return response;
    } catch {
      return (await cache.match(SHELL_KEY)) ?? (await matchPrecache('/offline.html')) ?? Response.error();
    }
  },
);

registerRoute(
  ({ url, request }) => url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'vc-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

registerRoute(
  ({ url }) => url.pathname.startsWith('/api/hibackend/article/frontend/detail/'),
  new NetworkFirst({
    cacheName: 'vc-articles',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [new ExpirationPlugin({ maxEntries: 30 })],
  }),
);

registerRoute(
  ({ url, request }) => url.pathname.startsWith('/obs/') && request.destination === 'image',
  new NetworkFirst({
    cacheName: 'vc-pictures',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 })],
  }),
);
