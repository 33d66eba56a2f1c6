// Registers the service worker where the built site has one (not in the dev server), at the
// site's base path, which is then its scope. Its first install downloads the precache (over a
// megabyte), which should not compete with the page's own loading and its widgets coming alive,
// on a phone least of all: it starts once the page has loaded, the widgets on screen have
// hydrated, and the browser is idle.
import { withBase } from '#scripts/model/base-path.ts';

function register(): void {
  navigator.serviceWorker.register(withBase('/sw.js')).catch(() => {
    // No service worker: the site still works online.
  });
}

/** Runs when the browser is idle (or soon, where it cannot say). */
const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
};

/** Islands not yet hydrated whose content is on screen (they hydrate now; those below wait for a scroll). */
function islandsOnScreen(): Element[] {
  return [...document.querySelectorAll('astro-island[ssr]')].filter((island) =>
    [...island.children].some((c) => {
      const r = c.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.height > 0;
    }),
  );
}

/** Resolves once every island on screen has hydrated (or after 10 s, should one fail). */
function hydratedOnScreen(): Promise<void> {
  const waiting = islandsOnScreen().map(
    (island) =>
      new Promise((resolve) => island.addEventListener('astro:hydrate', resolve, { once: true })),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, 10_000));
  return Promise.race([Promise.all(waiting), timeout]).then(() => undefined);
}

if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  const start = () => void hydratedOnScreen().then(() => whenIdle(register));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
