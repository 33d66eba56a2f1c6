// Byte budgets: every page ≤ 50 KB of HTML, and before any interaction ≤ 15 KB of JavaScript and
// ≤ 20 KB of CSS (gzip, as a static host serves it); a page's whole text is there with JavaScript off.
import { test, expect, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { readFileSync, statSync } from 'node:fs';
import { htmlFiles, pathOf } from './dist.ts';

const PAGE_BYTES = 50 * 1024;

test('every page is at most 50 KB of HTML (gzip)', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(20_000);
  // A page of at most 50 KB is at most 50 KB compressed: only the larger ones need compressing.
  const over = files
    .filter((f) => statSync(f).size > PAGE_BYTES)
    .map((f) => [pathOf(f), gzipSync(readFileSync(f), { level: 9 }).length] as const)
    .filter(([, gzip]) => gzip > PAGE_BYTES)
    .map(([path, gzip]) => `${path} ${(gzip / 1024).toFixed(1)} KB`);
  expect(over).toEqual([]);
});

const PAGES = [
  ['article', '/wiki/Shahrazad/'],
  ['rule page', '/rules/20231117.0/506/'],
  ['card page', '/cards/budoka-gardener/'],
] as const;

async function loaded(page: Page, url: string) {
  const bytes = { js: 0, css: 0 };
  page.on('response', async (r) => {
    const type = r.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    bytes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return bytes;
}

for (const [name, url] of PAGES) {
  test(`${name}: ≤ 15 KB JS and ≤ 20 KB CSS (gzip) before interaction`, async ({ page }) => {
    const bytes = await loaded(page, url);
    test.info().annotations.push({ type: 'bytes', description: JSON.stringify(bytes) });
    expect(bytes.js).toBeLessThanOrEqual(15 * 1024);
    expect(bytes.css).toBeLessThanOrEqual(20 * 1024);
    expect(bytes.css).toBeGreaterThan(0);
  });
}

test('with JavaScript off, pages render their whole text', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
  });
  const page = await context.newPage();
  // The article: every line of its source.
  await page.goto('/wiki/Shahrazad/');
  const article = (await page.locator('article').innerText()).replace(/\s+/g, '');
  const source = readFileSync(
    new URL('../../content/sources/000_bbd8964c7f53b864.txt', import.meta.url),
    'utf8',
  );
  for (const line of source
    .split('\n')
    .map((l) => l.replace(/^\s*•\s*/, '').trim())
    .filter(Boolean))
    expect(article, line).toContain(line.replace(/\s+/g, ''));
  // The rule page: every rule of the section, Japanese and English.
  await page.goto('/rules/20231117.0/506/');
  const rules = JSON.parse(
    readFileSync(
      new URL('../../content/.generated/data/rules/20231117.0.json', import.meta.url),
      'utf8',
    ),
  ).rules.filter((r: { number: string }) => r.number.startsWith('506.'));
  expect(rules.length).toBeGreaterThan(20);
  for (const r of rules) await expect(page.locator(`[id="${r.number}"]`)).toHaveCount(1);
  await expect(page.locator('[id="506.4c"] details.rule-en p[lang="en"]')).toHaveText(
    /^If a creature is attacking a planeswalker or battle/,
  );
  // The card page: both faces and the rulings.
  await page.goto('/cards/budoka-gardener/');
  await expect(page.locator('.card-face')).toHaveCount(2);
  await expect(page.locator('.ruling')).toHaveCount(3);
  await context.close();
});
