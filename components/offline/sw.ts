/// <reference lib="webworker" />
// The service worker: the shell, CSS/JS, the search runtime and index are precached; pages a
// reader opens are kept (network first); every cache is named for its build, and an older
// build's caches are deleted when this one takes over, so builds never mix.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { offlineCacheNames } from './cache-names.ts';
import { offlineRuleTarget } from './rule-target.ts';
import type { JumpTable } from '#scripts/model/jumps.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};
declare const __BUILD_ID__: string;

const caches_ = offlineCacheNames(__BUILD_ID__);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter(
              (k) =>
                (k.startsWith('pages-') || k.startsWith('data-')) &&
                k !== caches_.pages &&
                k !== caches_.data,
            )
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

cleanupOutdatedCaches();
// q, kind and version are the search page's own parameters.
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/^q$/, /^kind$/, /^version$/],
  directoryIndex: 'index.html',
  cleanURLs: false,
});
// Permanent rule links are not saved page by page (there are tens of thousands): offline, the
// worker forwards them to the rule's page itself, as their own page would.
const pages = new NetworkFirst({ cacheName: caches_.pages, networkTimeoutSeconds: 5 });
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/r/'),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const table = (await (await matchPrecache('/search/jumps.json'))?.json()) as
        JumpTable | undefined;
      const target = table && offlineRuleTarget(options.url.pathname, table);
      if (target) return Response.redirect(new URL(target, options.url).href, 302);
      throw new Error('offline');
    }
  },
);
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: caches_.pages, networkTimeoutSeconds: 5 }),
);
registerRoute(
  ({ url }) => url.pathname.startsWith('/api/'),
  new StaleWhileRevalidate({ cacheName: caches_.data }),
);
// The rules' search index (its files are named by version and shard, not by content): kept
// once fetched, refreshed in the background.
registerRoute(
  ({ url }) => /^\/search\/.+\.json$/.test(url.pathname) && url.pathname !== '/search/jumps.json',
  new StaleWhileRevalidate({ cacheName: caches_.data }),
);
setCatchHandler(async ({ request }) =>
  request.destination === 'document'
    ? ((await matchPrecache('/offline/index.html')) ?? Response.error())
    : Response.error(),
);
