// Byte budgets: every page ≤ 50 KB of HTML, and before any interaction — scrolled through, lazy
// loads included — ≤ 15 KB of JavaScript (60 KB on /play/combat/) and ≤ 20 KB of CSS (gzip, as a
// static host serves it); a page's whole text is there with JavaScript off.
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

/** Pages and their JavaScript budget: the rule pages carry the embedded combat or layer stepper; /play/combat/ the board builder. */
const PAGES = [
  ['article', '/wiki/Shahrazad/', 15],
  ['rule page', '/rules/20231117.0/506/', 15],
  ['rule page (newest)', '/rules/2026-06-19/506/', 15],
  ['card page', '/cards/budoka-gardener/', 15],
  ['combat stepper and board builder', '/play/combat/', 60],
  ['layer section with its stepper (613)', '/rules/2026-06-19/613/', 15],
  ['layer section with its stepper (2004 418)', '/rules/2004-10-01/418/', 15],
  ['layer stepper', '/play/layers/', 15],
] as const;

/** What a reader's browser reads scrolling through the whole page (islands hydrate when visible), gzip: the scripts it downloads and those inline. */
/** Watches the page's requests; the function it returns waits until none has been open for half a second (what hydrating starts, an island's lazy engine, is read too). */
function requests(page: Page) {
  let open = 0;
  let last = Date.now();
  const settle = () => void ((open -= 1), (last = Date.now()));
  page.on('request', () => void (open += 1));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async () => {
    while (open > 0 || Date.now() - last < 500) await page.waitForTimeout(100);
  };
}

async function loaded(page: Page, url: string) {
  const bytes = { js: 0, css: 0 };
  const counted: Promise<void>[] = [];
  const quiet = requests(page);
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    counted.push(
      r.body().then(
        (body) => void (bytes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length),
        () => undefined,
      ),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // A frame at each stop, as a reader's scrolling gives: a jump past an island between two frames
  // would never show it, and the page would be measured without the island's code.
  for (let y = 0; y < height + 600; y += 600)
    await page.evaluate(
      (top) =>
        new Promise((done) => {
          scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
      y,
    );
  // Every island the reader saw has hydrated (Astro drops its ssr attribute then).
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('astro-island[ssr]')].some((island) =>
        [...island.children].some((c) => c.getBoundingClientRect().height > 0),
      ),
  );
  await quiet();
  await Promise.all(counted);
  // The page's own inline scripts are read too (the island runtime Astro writes, the directive).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => ['', 'module', 'text/javascript'].includes(s.getAttribute('type') ?? ''))
      .map((s) => s.textContent ?? ''),
  );
  for (const body of inline) bytes.js += gzipSync(body).length;
  return bytes;
}

for (const [name, url, kb] of PAGES) {
  test(`${name}: ≤ ${kb} KB JS and ≤ 20 KB CSS (gzip), scrolled through before any interaction`, async ({
    page,
  }) => {
    const bytes = await loaded(page, url);
    test.info().annotations.push({ type: 'bytes', description: JSON.stringify(bytes) });
    expect(bytes.js).toBeLessThanOrEqual(kb * 1024);
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
