/// <reference lib="webworker" />
// The service worker: the shell, CSS/JS, the search's lexicon and jumps are precached; pages a
// reader opens are kept (network first); every cache is named for its build, and when a build
// takes over, what the reader saved under an older one is fetched again for it (carryOver), so
// builds never mix and a saved set does not vanish with a deploy.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { offlineCacheNames } from './cache-names.ts';
import { offlineRuleTarget } from './rule-target.ts';
import { withBase, withoutBase } from '#scripts/model/base-path.ts';
import type { JumpTable } from '#scripts/model/jumps.ts';
import { SEARCH_FILES, searchFileUrl } from '#scripts/model/search-files.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};
declare const __BUILD_ID__: string;

const caches_ = offlineCacheNames(__BUILD_ID__);

/** Files fetched at once while carrying saved files over to this build. */
const BATCH = 16;

/**
 * What a reader saved outlives a deploy: each older build's saved pages and data are fetched
 * again for this build and put in its caches (a file the new build no longer has is dropped; one
 * the network cannot give now is carried over as it was), then that build's caches go. So the
 * saved set is this build's, never an older one's read silently beside it.
 */
async function carryOver(): Promise<void> {
  const older = (await caches.keys()).filter(
    (k) =>
      (k.startsWith('pages-') || k.startsWith('data-')) &&
      k !== caches_.pages &&
      k !== caches_.data,
  );
  for (const name of older) {
    const from = await caches.open(name);
    const to = await caches.open(name.startsWith('pages-') ? caches_.pages : caches_.data);
    const requests = await from.keys();
    for (let i = 0; i < requests.length; i += BATCH)
      await Promise.all(
        requests.slice(i, i + BATCH).map(async (request) => {
          const fresh = await fetch(request.url, { cache: 'no-cache' }).catch(() => null);
          if (fresh?.ok) return to.put(request.url, fresh);
          if (fresh) return undefined;
          const kept = await from.match(request);
          return kept ? to.put(request, kept) : undefined;
        }),
      );
    await caches.delete(name);
  }
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(carryOver().then(() => self.clients.claim()));
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
  ({ request, url }) =>
    request.mode === 'navigate' && !!withoutBase(url.pathname)?.startsWith('/r/'),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const table = (await (await matchPrecache(searchFileUrl(SEARCH_FILES.jumpTable)))?.json()) as
        JumpTable | undefined;
      const target = table && offlineRuleTarget(withoutBase(options.url.pathname) ?? '', table);
      if (target) return Response.redirect(new URL(target, options.url).href, 302);
      throw new Error('offline');
    }
  },
);
// A page's query (the steppers' ?scenario=…&step=…, the search's ?q=…) is read by its script:
// offline, the saved page answers whatever the query.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: caches_.pages,
    networkTimeoutSeconds: 5,
    matchOptions: { ignoreSearch: true },
  }),
);
registerRoute(
  ({ url }) => !!withoutBase(url.pathname)?.startsWith('/api/'),
  new StaleWhileRevalidate({ cacheName: caches_.data }),
);
// The rules' search index (its files are named by version and shard, not by content): kept
// once fetched, refreshed in the background.
registerRoute(
  ({ url }) => {
    const path = withoutBase(url.pathname) ?? '';
    return (
      /^\/search\/.+\.json$/.test(path) && url.pathname !== searchFileUrl(SEARCH_FILES.jumpTable)
    );
  },
  new StaleWhileRevalidate({ cacheName: caches_.data }),
);
// Pagefind's bundles (/pagefind/<index>/…): its index files are named by their content, its
// runtime and entry file are not (and the entry is asked for with a ?ts= of its own): kept once
// fetched, whatever the query, refreshed in the background.
registerRoute(
  ({ url }) => !!withoutBase(url.pathname)?.startsWith('/pagefind/'),
  new StaleWhileRevalidate({ cacheName: caches_.data, matchOptions: { ignoreSearch: true } }),
);
/** Whether the site knows an address does not exist: not one of its pages, not a rule it holds. */
async function unknownAddress(url: URL): Promise<boolean> {
  const full = decodeURIComponent(url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);
  const path = withoutBase(full);
  if (path === null) return false; // not the site's
  if (path.startsWith('/r/')) {
    const table = (await (await matchPrecache(searchFileUrl(SEARCH_FILES.jumpTable)))?.json()) as
      JumpTable | undefined;
    return !!table && !offlineRuleTarget(path, table);
  }
  // The list names pages as they are served: under the base.
  const pages = (await (await matchPrecache(withBase('/offline-pages.json')))?.json()) as
    string[] | undefined;
  return !!pages && !pages.includes(full);
}

// Offline and not saved: "not found" when the site knows the address does not exist, else
// "offline" (the page exists but is not on this device yet).
setCatchHandler(async ({ request, url }) => {
  if (request.destination !== 'document') return Response.error();
  if (await unknownAddress(new URL(url))) {
    const notFound = await matchPrecache(withBase('/404.html'));
    if (notFound)
      return new Response(await notFound.text(), {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
  }
  return (await matchPrecache(withBase('/offline/index.html'))) ?? Response.error();
});
