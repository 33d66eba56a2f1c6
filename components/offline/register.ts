// Registers the service worker where the built site has one (not in the dev server).
if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // No service worker: the site still works online.
  });
}
