/** The caches of one build: the service worker and the "save every page" action share them. */
export function offlineCacheNames(buildId: string) {
  return { pages: `pages-${buildId}`, data: `data-${buildId}` };
}
