import { defineConfig } from '@playwright/test';

// Debian's Chromium: `npx playwright install` cannot download a browser here.
// Another port for a second checkout's tests running at the same time: PW_PORT=4339.
const PORT = Number(process.env.PW_PORT ?? 4329);

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // CI has two cores: the first search of a page loads Pagefind's index and its Japanese
  // segmenter while the other worker builds pages too. Waits may take that long; nothing here
  // measures speed (that is `npm run bench`).
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // The service worker precaches on every first visit; each test's fresh context would pay for it.
    // The offline tests allow it in their own context.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // A plain static server over dist/: astro preview allows one instance per project, and the
  // tests must not stop a preview the developer has open (npm start).
  webServer: {
    command: `sirv dist --host 127.0.0.1 --port ${PORT} --quiet`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
