// The site built for a base path (BASE_PATH=/mtg-rules/, as a project site on a static host is
// served) and served under it: every link stays under the base and lands, and a reader browses,
// searches, copies a link and gets the site's 404 there. `npm test` builds it into dist-base/
// (scripts/test-builds.ts).
import { test, expect } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { checkLinks } from './link-check.ts';

const BASE = '/mtg-rules/';
const DIR = process.env.BASE_DIST ?? new URL('../../dist-base/', import.meta.url).pathname;
const PORT = Number(process.env.PW_PORT ?? 4329) + 1;
const origin = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

let server: ChildProcess;
test.beforeAll(async () => {
  expect(existsSync(DIR), `${DIR} is built by npm test (scripts/test-builds.ts)`).toBe(true);
  server = spawn(process.execPath, ['scripts/serve-under-base.ts', DIR, BASE, String(PORT)], {
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}${BASE}`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});
test.afterAll(() => void server.kill());

test('under a base path: every internal link and #anchor lands, and none leaves the base', () => {
  const report = checkLinks(DIR, BASE);
  expect(report.pages).toBeGreaterThan(20_000);
  expect(report.checked).toBeGreaterThan(100_000);
  expect(report.outsideBase.slice(0, 10)).toEqual([]);
  expect(report.broken.slice(0, 10)).toEqual([]);
  // External links are not followed (no network here); they are listed for a maintainer.
  const listed = [...report.external]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([url, pages]) => ({ url, pages: [...pages].sort() }));
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/external-links.json', `${JSON.stringify(listed, null, 1)}\n`);
  for (const l of listed) expect(l.url).toMatch(/^https?:\/\//);
});

test('under a base path: a reader browses, follows a permanent link, searches, copies a link, and meets the 404 page', async ({
  page,
}) => {
  await page.goto(`${origin}${BASE}`);
  await page.locator('.site-nav').getByRole('link', { name: '総合ルール' }).click();
  await expect(page).toHaveURL(`${origin}${BASE}rules/2026-06-19/`);
  await page.goto(`${origin}${BASE}r/702.19b/`);
  await expect(page).toHaveURL(`${origin}${BASE}rules/2026-06-19/702.19/#702.19b`);
  // Copied links carry the origin and the base.
  await page.addInitScript(() => {
    navigator.clipboard.writeText = async (text: string) => {
      (window as unknown as { copied: string }).copied = text;
    };
  });
  await page.reload();
  await page
    .locator('li[id="702.19b"] > .rule-body')
    .getByRole('button', { name: '702.19b のリンクをコピー' })
    .click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { copied?: string }).copied))
    .toBe(`${origin}${BASE}r/2026-06-19/702.19b/`);
  // Search reads its index under the base and links results there.
  await page.goto(`${origin}${BASE}search/?q=${encodeURIComponent('トランプル')}`);
  const first = page.locator('#search-results [data-result]').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${BASE}`));
  // A rule address the site does not hold: the site's 404 page, explaining it from the base.
  const res = await page.goto(`${origin}${BASE}r/2008-10-01/702.19b/`);
  expect(res!.status()).toBe(404);
  await expect(page.locator('#unknown-rule')).toContainText(
    'この規則は、2008-10-01 では 502.9b です',
  );
  await expect(
    page.locator('#unknown-rule').getByRole('link', { name: '502.9b', exact: true }),
  ).toHaveAttribute('href', `${BASE}rules/2008-10-01/502/#502.9b`);
});

test('under a base path: the service worker is scoped to the base and the manifest opens there', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${origin}${BASE}`);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${origin}${BASE}`);
  const manifest = await (await fetch(`${origin}${BASE}manifest.webmanifest`)).json();
  expect(new URL(manifest.start_url, `${origin}${BASE}manifest.webmanifest`).href).toBe(
    `${origin}${BASE}`,
  );
  await context.close();
});
