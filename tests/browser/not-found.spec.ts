// Unknown rule addresses on a static host that answers a missing path with 404.html (status 404).
import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import sirv from 'sirv';
import { DIST } from './dist.ts';

let server: Server;
let BASE = '';

test.beforeAll(async () => {
  const files = sirv(DIST, { dev: false, etag: false });
  const notFound = readFileSync(`${DIST}404.html`);
  server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
    }),
  );
  // A port of its own (each worker starts one).
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  BASE = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a rule a version does not hold: says so, links the section and the versions that hold the number', async ({
  page,
}) => {
  const res = await page.goto(`${BASE}/r/20231117.0/999.9/`);
  expect(res!.status()).toBe(404);
  await expect(page.locator('#unknown-rule h2')).toHaveText(
    '規則 999.9 は 20231117.0 にありません',
  );
  await page.goto(`${BASE}/r/702.19z`);
  await expect(page.locator('#unknown-rule h2')).toHaveText(
    '規則 702.19z は 2026-06-19 にありません',
  );
  await expect(
    page.locator('#unknown-rule').getByRole('link', { name: '702.19', exact: true }),
  ).toHaveAttribute('href', '/rules/2026-06-19/702.19/#702.19');
  await page.goto(`${BASE}/r/2026-06-19/${encodeURIComponent('７２４．５')}/`);
  await expect(page.locator('#unknown-rule h2')).toHaveText(
    '規則 724.5 は 2026-06-19 にありません',
  );
  await expect(
    page.locator('#unknown-rule').getByRole('link', { name: '20231117.0 の 724.5' }),
  ).toHaveAttribute('href', '/rules/20231117.0/724/#724.5');
  await page.locator('#unknown-rule').getByRole('link', { name: '724', exact: true }).click();
  await expect(page).toHaveURL(/\/rules\/2026-06-19\/724\/#724$/);
});

test('a rule under a number its version gave it otherwise: says what it was called then', async ({
  page,
}) => {
  await page.goto(`${BASE}/r/2008-10-01/702.19b/`);
  await expect(page.locator('#unknown-rule h2')).toHaveText(
    '規則 702.19b は 2008-10-01 にありません',
  );
  await expect(page.locator('#unknown-rule')).toContainText(
    'この規則は、2008-10-01 では 502.9b です',
  );
  await expect(
    page.locator('#unknown-rule').getByRole('link', { name: '502.9b', exact: true }),
  ).toHaveAttribute('href', '/rules/2008-10-01/502/#502.9b');
  // An old citation opened in the newest version: where the rule is now.
  await page.goto(`${BASE}/r/2026-06-19/502.9b/`);
  await expect(page.locator('#unknown-rule')).toContainText(
    'この規則は、2026-06-19 では 702.19b です',
  );
});

test('a rules page address that is not a page: names the page of the rule, or the nearest rule', async ({
  page,
}) => {
  const res = await page.goto(`${BASE}/rules/2026-06-19/702.19a/`);
  expect(res!.status()).toBe(404);
  const box = page.locator('#unknown-rule');
  await expect(box.locator('h2')).toHaveText('2026-06-19 の 702.19a は別のページにあります');
  await box.getByRole('link', { name: '702.19a', exact: true }).click();
  await expect(page).toHaveURL(/\/rules\/2026-06-19\/702\.19\/#702\.19a$/);
  await page.goto(`${BASE}/rules/2026-06-19/702.19z/`);
  await expect(box.locator('h2')).toHaveText('規則 702.19z は 2026-06-19 にありません');
  await expect(box).toContainText('いちばん近い規則：702.19');
  await expect(box.getByRole('link', { name: '702.19', exact: true })).toHaveAttribute(
    'href',
    '/rules/2026-06-19/702.19/#702.19',
  );
});

test('without JavaScript, the 404 page still explains the address forms', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BASE}/r/702.999/`);
  await expect(page.locator('#unknown-rule')).toBeHidden();
  await expect(page.locator('main')).toContainText('/r/<番号>/');
  await expect(page.locator('main')).toContainText('/rules/<版>/<節>/');
  await context.close();
});
