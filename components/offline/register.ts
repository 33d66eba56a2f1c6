// Registers the service worker where the built site has one (not in the dev server), at the
// site's base path, which is then its scope.
import { withBase } from '#scripts/model/base-path.ts';

if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  navigator.serviceWorker.register(withBase('/sw.js')).catch(() => {
    // No service worker: the site still works online.
  });
}
