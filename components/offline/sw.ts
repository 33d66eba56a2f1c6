/// <reference lib="webworker" />
// The service worker: the shell, CSS/JS, the search runtime and index are precached; pages a
// reader opens are kept (network first); every cache is named for its build, and an older
// build's caches are deleted when this one takes over, so builds never mix.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { offlineCacheNames } from './cache-names.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
declare const __BUILD_ID__: string;

const caches_ = offlineCacheNames(__BUILD_ID__);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => (k.startsWith('pages-') || k.startsWith('data-')) && k !== caches_.pages && k !== caches_.data).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

cleanupOutdatedCaches();
// ?ts= is Pagefind's cache tag; q, kind and version are the search page's own parameters.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^ts$/, /^q$/, /^kind$/, /^version$/], directoryIndex: 'index.html', cleanURLs: false });
registerRoute(({ request }) => request.mode === 'navigate', new NetworkFirst({ cacheName: caches_.pages, networkTimeoutSeconds: 5 }));
registerRoute(({ url }) => url.pathname.startsWith('/api/'), new StaleWhileRevalidate({ cacheName: caches_.data }));
setCatchHandler(async ({ request }) => (request.destination === 'document' ? ((await matchPrecache('/offline/index.html')) ?? Response.error()) : Response.error()));
