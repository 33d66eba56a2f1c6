// Registers the service worker where the built site has one (not in the dev server), at the
// site's base path, which is then its scope. Only once the page has loaded and the browser is idle:
// the worker's first install downloads its precache (over a megabyte), which should not compete
// with the page's own loading and its widgets coming alive, on a phone least of all.
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

if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  if (document.readyState === 'complete') whenIdle(register);
  else addEventListener('load', () => whenIdle(register), { once: true });
}
