import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';

test('every sentence of the FAQ is on its page', async ({ page }) => {
  await page.goto('/faq/champions-of-kamigawa/');
  const pageText = (await page.locator('article').innerText())
    .replace(/＊/g, '')
    .replace(/\+{10}/g, '')
    .replace(/\s+/g, '');
  const raw = readFileSync(
    new URL('../../content/sources/002_7495dbd995a90408.txt', import.meta.url),
    'utf8',
  );
  const missing: string[] = [];
  for (const sentence of raw.replaceAll(' ---- ', ' ').split(/(?<=。)/)) {
    // ＊ and ++++++++++ are markers the page draws as structure; a rule number's dot is dropped.
    const s = sentence
      .replace(/＊/g, '')
      .replace(/\+{10}/g, '')
      .replace(/(\d{3}(?:\.\d+[a-z]?)?)\.(?!\d)/g, '$1')
      .replace(/\s+/g, '');
    if (s && !pageText.includes(s)) missing.push(sentence.trim().slice(0, 60));
  }
  expect(missing).toEqual([]);
});

test('the FAQ has a table of contents whose entries reach their sections', async ({ page }) => {
  await page.goto('/faq/champions-of-kamigawa/');
  await page.locator('nav.toc').getByRole('link', { name: '武士道' }).click();
  await expect(page).toHaveURL(/#m-bushido$/);
  await expect(page.locator('[id="m-bushido"] h3')).toBeInViewport();
});

test('a card page: Japanese name as h1, English beside, both faces of a flip card', async ({
  page,
}) => {
  await page.goto('/cards/budoka-gardener/');
  await expect(page.locator('h1')).toHaveText('武道家の庭師');
  await expect(page.locator('.name-en')).toHaveText('Budoka Gardener');
  const faces = page.locator('.card-entry .card-face');
  await expect(faces).toHaveCount(2);
  await expect(faces.nth(1)).toContainText('《生命の織り手、土塊/Dokai, Weaver of Life》');
  await expect(faces.nth(1)).toContainText('3/3');
});

test('a card reference in any text opens the card; the back face leads to its card', async ({
  page,
}) => {
  await page.goto('/faq/champions-of-kamigawa/');
  await page
    .locator('a.card-ref', { hasText: '《冒涜する者、夜目/Nighteyes the Desecrator》' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cards\/nezumi-graverobber\/$/);
  await expect(page.locator('h1')).toHaveText('鼠の墓荒らし');
});

test('mechanic pages have their quoted rules, paired with the English of 2004-10-01', async ({
  page,
}) => {
  await page.goto('/mechanics/bushido/');
  await expect(page.locator('h1')).toHaveText('武士道（Bushido）');
  await page.getByRole('link', { name: '502.38a', exact: true }).click();
  await expect(page).toHaveURL(/\/rules\/2004-10-01\/502\/#502\.38a$/);
  const rule = page.locator('li[id="502.38a"]');
  await expect(rule.locator('.rule-text').first()).toContainText('武士道は誘発型能力である。');
  await rule.locator('details.rule-en summary').first().click();
  await expect(rule.locator('details.rule-en p[lang="en"]').first()).toContainText(
    'Bushido is a triggered ability.',
  );
});

test('/r/2004-10-01/502.38a/ lands on the rule', async ({ page }) => {
  await page.goto('/r/2004-10-01/502.38a/');
  await expect(page).toHaveURL(/#502\.38a$/);
  await expect(page.locator('[id="502.38a"]')).toBeInViewport();
});

test('mana symbols: drawn as symbols, read as Japanese, copied as {2}{R}', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (r) => {
    if (
      /\.(woff2?|ttf|eot|svg)$/.test(new URL(r.url()).pathname) &&
      new URL(r.url()).pathname.includes('mana')
    )
      fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/cards/brutal-deceiver/');
  await page.waitForLoadState('networkidle');
  // Only the WOFF2 face (187 KB, precached for offline), not mana-font's 408 KB WOFF.
  expect(fonts.length).toBeGreaterThan(0);
  for (const f of fonts) expect(f).toMatch(/\.woff2$/);
  const cost = page.locator('.card-head .mana').first();
  await expect(cost).toHaveAttribute('role', 'img');
  await expect(cost).toHaveAccessibleName('不特定マナ2点、赤マナ1点');
  await expect(cost.locator('i.ms')).toHaveCount(2);
  // The glyph is drawn by the mana font (its ::before has content).
  const glyph = await cost
    .locator('i.ms')
    .nth(1)
    .evaluate((el) => getComputedStyle(el, '::before').content);
  expect(glyph).not.toBe('none');
  const copied = await cost.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const sel = window.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
    return sel.toString();
  });
  expect(copied).toBe('{2}{R}');
});

test('the card index lists every card', async ({ page }) => {
  await page.goto('/cards/');
  await expect(page.locator('.card-index li')).toHaveCount(75);
});
