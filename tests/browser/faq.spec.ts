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

test('a card page: Japanese name as h1, English beside, both halves of a flip card named', async ({
  page,
}) => {
  await page.goto('/cards/budoka-gardener/');
  await expect(page.locator('h1')).toHaveText('武道家の庭師');
  await expect(page.locator('.name-en')).toHaveText('Budoka Gardener');
  const faces = page.locator('.card-entry .card-face');
  await expect(faces).toHaveCount(2);
  await expect(faces.nth(0).locator('.card-side')).toHaveText('上半分（反転前）');
  await expect(faces.nth(0)).toContainText('クリーチャー ― 人間・モンク');
  await expect(faces.nth(1).locator('.card-side')).toHaveText('下半分（反転後）');
  await expect(faces.nth(1)).toContainText('《生命の織り手、土塊/Dokai, Weaver of Life》');
  await expect(faces.nth(1)).toContainText('伝説のクリーチャー ― 人間・モンク');
  await expect(faces.nth(1)).toContainText('3/3');
  await page.goto('/cards/akki-lavarunner/');
  await expect(page.locator('main')).toContainText(
    '上半分（反転前）：悪忌の溶岩走り（Akki Lavarunner）',
  );
  await expect(page.locator('main')).toContainText(
    '下半分（反転後）：岩生まれのトクトク（Tok-Tok Volcano Born）',
  );
});

test('card and FAQ pages show nothing raw: no 「+」 separators, no credit line or source path on a card', async ({
  page,
}) => {
  for (const url of ['/faq/champions-of-kamigawa/', '/cards/nezumi-graverobber/']) {
    await page.goto(url);
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('++++');
    expect(text).not.toContain('content/sources/');
    expect(text).not.toContain('原文ファイル');
  }
  // The card names the FAQ it comes from; the FAQ's page carries the credit.
  expect(await page.locator('main').innerText()).not.toContain('Compiled by');
  await page
    .locator('.doc-meta')
    .getByRole('link', { name: '神河物語ＦＡＱ（よくある質問集）' })
    .click();
  await expect(page).toHaveURL(/\/faq\/champions-of-kamigawa\/$/);
  await expect(page.locator('.doc-meta')).toContainText('Compiled by Paul Barclay');
});

test('a card the FAQ gives no English name for says why', async ({ page }) => {
  await page.goto('/cards/');
  await page.getByRole('link', { name: '献身的な家来', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('献身的な家来');
  await expect(page.locator('.name-en')).toHaveCount(0);
  await expect(page.locator('.name-en-missing')).toContainText('英語名');
  await expect(page.locator('.name-en-missing')).toContainText('日本語名だけ');
});

test('/faq/ lists the FAQs with their mechanics and cards', async ({ page }) => {
  const res = await page.goto('/faq/');
  expect(res!.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('FAQ一覧');
  const faq = page.locator('section.faq-summary').first();
  await expect(faq.getByRole('link', { name: '武士道' })).toHaveAttribute(
    'href',
    '/mechanics/bushido/',
  );
  await expect(faq.locator('.card-index li')).toHaveCount(75);
  await faq.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/faq\/champions-of-kamigawa\/$/);
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

test('the card index lists every card, 五十音 by kana, names starting with kanji after', async ({
  page,
}) => {
  await page.goto('/cards/');
  await expect(page.locator('.card-index li')).toHaveCount(75);
  const names = await page.locator('.card-index').first().locator('li > a').allInnerTexts();
  const kana = (s: string) => /^[ぁ-ゖァ-ヶー]/.test(s);
  const hira = (s: string) =>
    s.replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  const first = names.filter(kana);
  expect(first.length).toBeGreaterThan(0);
  expect(names.slice(0, first.length)).toEqual(first);
  expect(first).toEqual([...first].sort((a, b) => hira(a).localeCompare(hira(b), 'ja')));
  await expect(page.locator('main')).toContainText('FAQにはカード名の読みがないため');
});
