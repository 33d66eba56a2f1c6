// Whether the site's server answers now. `navigator.onLine` alone is not enough: a browser may
// report itself online with no network (Chromium 150 under an offline emulation does), so a tiny
// request the service worker does not answer from its caches settles it.
import { withBase } from '#scripts/model/base-path.ts';

export async function networkReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  // A query the precache does not ignore: the worker passes it to the network.
  return fetch(`${withBase('/build.json')}?reachable=${Date.now()}`, {
    method: 'HEAD',
    cache: 'no-store',
  }).then(
    () => true,
    () => false,
  );
}
