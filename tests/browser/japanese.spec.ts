// The whole rules in Japanese: rule pages of 20260116.0 and of the versions that carry its
// translation, garbled passages, the glossary and term index, and Japanese keyword search
// (every page's budget: budgets.spec.ts).
import { test, expect } from '@playwright/test';

test('20260116.0 shows the rule in Japanese with the English one click away; 610.5 says 「日本語訳なし」', async ({
  page,
}) => {
  await page.goto('/r/20260116.0/702.19b/');
  await expect(page).toHaveURL(/\/rules\/20260116\.0\/702\.19\/#702\.19b$/);
  const rule = page.locator('[id="702.19b"]');
  await expect(rule.locator('.rule-text[lang="ja"]').first()).toContainText('トランプル');
  await expect(rule.locator('details.rule-en').first()).not.toHaveAttribute('open', '');
  await rule.locator('details.rule-en summary').first().click();
  await expect(rule.locator('details.rule-en p[lang="en"]').first()).toContainText('trample');
  await page.goto('/rules/20260116.0/610/');
  await expect(page.locator('[id="610.5"] .badge', { hasText: '日本語訳なし' })).toBeVisible();
});

test('a newer version carries the translation where its English is the same, labelled with its source; a changed rule shows the old Japanese beneath the English', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/702.19/');
  await expect(page.locator('h1')).toContainText('トランプル');
  await expect(page.locator('[id="702.19b"] > .rule-body > .badge-quiet')).toHaveText(
    '訳：20260116.0',
  );
  await page.goto('/rules/2026-06-19/104/');
  const changed = page.locator('[id="104.6"] > .rule-body');
  await expect(changed.locator('.rule-text').first()).toHaveAttribute('lang', 'en');
  await expect(changed.locator('.old-translation .badge')).toHaveText(
    '旧訳（20260116.0。英語原文はその後変更）',
  );
  await expect(changed.locator('.old-translation p[lang="ja"]')).not.toBeEmpty();
});

test('garbled passages are marked 「原文の乱れ」 with the English shown open; the lagging 805.10f is shown as such', async ({
  page,
}) => {
  await page.goto('/rules/20260116.0/111/');
  const r = page.locator('[id="111.10r"] > .rule-body');
  await expect(r.locator('.badge-warn')).toHaveText('原文の乱れ');
  await expect(r.locator('details.rule-en')).toHaveAttribute('open', '');
  await expect(r.locator('.rule-text[lang="ja"]')).toContainText('oung Hero」');
  await page.goto('/rules/20260116.0/805/');
  const f = page.locator('[id="805.10f"] > .rule-body');
  await expect(f.locator('.rule-text[lang="ja"]')).toHaveText(
    /^戦闘ダメージ・ステップ開始に際して/,
  );
  await expect(f.getByText('日本語訳では「805.10g」')).toBeVisible();
  // Why, as visible Japanese text (the reviewed pairing's note), not an English tooltip.
  await expect(f.locator('p.note', { hasText: '805.10g' })).toBeVisible();
  await expect(f.locator('p.note', { hasText: '805.10g' })).toContainText('日本語訳の 805.10g');
  await expect(f.locator('details.lagging summary')).toContainText('追いついていない');
  await f.locator('details.lagging summary').click();
  await expect(f.locator('details.lagging')).toContainText('20231117.0 の規則');
  await expect(f.locator('details.lagging [lang="en"]')).toHaveCount(0);
});

test('marks travel with the text: 2026-06-19 marks the garbled Japanese it carries, with the English open and the reason in Japanese', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/111/');
  for (const n of ['111.10r', '111.10t']) {
    const r = page.locator(`[id="${n}"] > .rule-body`);
    await expect(r.locator('.badge-warn')).toHaveText('原文の乱れ');
    await expect(r.locator(':scope > .badge-quiet')).toHaveText('訳：20260116.0');
    await expect(r.locator('details.rule-en')).toHaveAttribute('open', '');
    // The reason is visible text, in Japanese.
    await expect(r.locator('.garbled-note')).toBeVisible();
    await expect(r.locator('.garbled-note')).toContainText('ウェブからの写しで');
    await expect(r.locator('.garbled-note')).not.toContainText('web copy');
  }
  await expect(page.locator('[id="111.10r"] .garbled-note')).toContainText('205.3j');
  await page.goto('/rules/2026-06-19/712/');
  await expect(page.locator('[id="712.5"] > .rule-body .badge-warn')).toHaveText('原文の乱れ');
});

test('English that stands in two places carries the Japanese of the same place (2026-06-19 724.1b, 724.2b); a changed example shows its old Japanese as 旧訳', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/724/');
  for (const [n, from] of [
    ['724.1b', '723.1b'],
    ['724.1c', '723.1c'],
    ['724.2b', '723.2b'],
    ['724.2c', '723.2c'],
  ]) {
    const r = page.locator(`[id="${n}"] > .rule-body`);
    await expect(r.locator('.rule-text').first()).toHaveAttribute('lang', 'ja');
    await expect(r.locator(':scope > .badge-quiet')).toHaveText(`訳：20260116.0 の ${from}`);
    await expect(r.getByText('日本語訳なし')).toHaveCount(0);
  }
  await page.goto('/rules/2025-11-14/115/');
  const e = page.locator('[id="115.7e"] > .rule-body');
  await expect(e.locator('.rule-text').first()).toHaveAttribute('lang', 'ja');
  await expect(e.locator('.old-translation .badge')).toHaveText(
    '例の旧訳（20260116.0。英語原文の例はその後変更）',
  );
  await expect(e.locator('.old-translation .rule-example[lang="ja"]')).toContainText('電弧の痕跡');
  await expect(e.locator('details.rule-en')).toHaveAttribute('open', '');
});

test('the glossary is Japanese first, a page per 五十音 row, with readings, a sticky 五十音 bar and the English entry beside each headword', async ({
  page,
}) => {
  await page.goto('/rules/20260116.0/glossary/a/');
  await expect(page.locator('h1')).toHaveText('用語集：あ行（総合ルール 20260116.0）');
  // Collation reads 「ー」 as the vowel before it: アーチエネミー戦（あーち…） comes before 相棒（あいぼう）.
  await expect(page.locator('.glossary dt').first().locator('.reading')).toHaveText(/^（あ/);
  const readings = await page.locator('.glossary dt .reading').allTextContents();
  expect(
    readings.every((r) => /^（[ぁ-おゔァ-オヴ]/.test(r)),
    readings.join(),
  ).toBe(true);
  const companion = page.locator('[id="g-companion"]');
  await expect(companion).toContainText('相棒');
  await expect(companion.locator('.reading')).toHaveText('（あいぼう）');
  await expect(companion.locator('[lang="en"]')).toHaveText('Companion');
  const bar = page.locator('.gojuon');
  await expect(bar.getByRole('link', { name: 'あ', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The bar stays on screen as the reader scrolls down the row.
  await page.locator('.glossary dt').last().scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await bar.getByRole('link', { name: 'か', exact: true }).click();
  await expect(page).toHaveURL(/\/glossary\/ka\/$/);
  const kaReadings = await page.locator('.glossary dt .reading').allTextContents();
  expect(kaReadings.length).toBeGreaterThan(50);
  expect(
    kaReadings.every((r) => /^（[か-ごカ-ゴヵヶ]/.test(r)),
    kaReadings.join(),
  ).toBe(true);
  await expect(page.getByRole('link', { name: 'さ行 →' })).toHaveAttribute(
    'href',
    '/rules/20260116.0/glossary/sa/',
  );
  // Older versions too, with the translation labelled.
  await page.goto('/rules/2026-06-19/glossary/a/');
  await expect(page.locator('[id="g-companion"]')).toContainText('相棒');
  await expect(page.locator('[id="g-companion"] + dd .badge-quiet')).toHaveText('訳：20260116.0');
});

test('the glossary index lists every headword by row; an anchor of the one-page glossary opens the entry on its page', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/rules/2026-06-19/glossary/');
  await expect(page.locator('h2', { hasText: 'た行' })).toBeVisible();
  const listed = await page.locator('li[data-forward]').count();
  expect(listed).toBeGreaterThan(700);
  await page.goto('/rules/2026-06-19/glossary/#g-trample');
  await expect(page).toHaveURL(/\/rules\/2026-06-19\/glossary\/ta\/#g-trample$/);
  await expect(page.locator('[id="g-trample"]')).toBeInViewport();
  await expect(page.locator('[id="g-trample"]')).toContainText('トランプル');
  // Without JavaScript the old anchor lands on the headword, a link to the entry.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await context.newPage();
  await plain.goto('/rules/2026-06-19/glossary/#g-trample');
  await expect(plain.locator('[id="g-trample"] a')).toHaveAttribute(
    'href',
    '/rules/2026-06-19/glossary/ta/#g-trample',
  );
  await expect(plain.locator('[id="g-trample"]')).toBeInViewport();
  await context.close();
});

test('the term index is in 五十音 order with English terms, each leading to its defining rule', async ({
  page,
}) => {
  const hiragana = (s: string) =>
    s.replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  // The index lists every row's headwords; each row's table is a page of its own.
  await page.goto('/terms/');
  const rowPages = await page
    .locator('nav.gojuon a:not([lang="en"])')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(rowPages.slice(0, 2)).toEqual(['/terms/a/', '/terms/ka/']);
  expect(await page.locator('li[data-forward] a').count()).toBeGreaterThan(700);
  const readings: string[] = [];
  for (const href of rowPages) {
    await page.goto(href);
    await expect(page.locator('nav.gojuon [aria-current="page"]')).toHaveAttribute('href', href);
    readings.push(
      ...(await page
        .locator('tbody tr td .reading')
        .evaluateAll((els) => els.map((e) => e.textContent!.replace(/[（）]/g, '')))),
    );
  }
  expect(readings.length).toBeGreaterThan(700);
  // The kana rows in order (the last page, その他, holds readings that are not kana).
  const kana = readings.filter((r) => /^[ぁ-ヶー]/.test(r));
  expect(kana).toEqual([...kana].sort((a, b) => hiragana(a).localeCompare(hiragana(b), 'ja')));
  await page.goto('/terms/ta/');
  const trample = page.locator('tr', {
    has: page.locator('td[lang="en"]', { hasText: /^Trample$/ }),
  });
  await expect(trample.getByRole('link', { name: '702.19' })).toHaveAttribute(
    'href',
    '/rules/2026-06-19/702.19/#702.19',
  );
  // The anchors of the one-page index land on the headword's row: a headword's, and English and
  // the pairs of rule text, which are pages of their own.
  const id = await trample.getAttribute('id');
  await page.goto(`/terms/#${id}`);
  await expect(page).toHaveURL(new RegExp(`/terms/ta/#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  await page.goto('/terms/#pairs');
  await expect(page).toHaveURL(/\/terms\/pairs\/$/);
  await expect(page.locator('h1')).toHaveText('規則文中の日英対訳');
  await page.goto('/terms/english/');
  await expect(
    page.locator('li', { has: page.getByRole('link', { name: 'Trample', exact: true }) }),
  ).toContainText('トランプル');
});

for (const [q, number] of [
  ['先制攻撃', '702.7'],
  ['トランプル', '702.19'],
  ['状況起因処理', '704'],
  ['優先権', '117'],
  ['呪禁', '702.11'],
  ['first strike', '702.7'],
  ['trample', '702.19'],
] as const) {
  test(`search 「${q}」 lands on its defining rule ${number} of the newest version first`, async ({
    page,
  }) => {
    await page.goto(`/search/?q=${encodeURIComponent(q)}`);
    const first = page.locator('#search-results [data-result]').first();
    await expect(first).toHaveAttribute(
      'href',
      new RegExp(`/rules/2026-06-19/[^#]+#${number.replace('.', '\\.')}$`),
    );
  });
}

test('full-text search in Japanese: the newest version by default, older versions one filter away', async ({
  page,
}) => {
  await page.goto(`/search/?q=${encodeURIComponent('ダメージ割り振り順')}`);
  await expect(page.locator('#search-status')).not.toHaveText(/検索しています/);
  const versions = await page.locator('#search-results .result-meta').allInnerTexts();
  expect(versions.length).toBeGreaterThan(0);
  const fullText = versions.filter((v) => v.includes('ルール') && !v.includes('完全一致'));
  expect(fullText.length).toBeGreaterThan(0);
  expect(fullText.every((v) => v.includes('2026-06-19'))).toBe(true);
  await page.goto(`/search/?q=${encodeURIComponent('ダメージ割り振り順')}&version=20231117.0`);
  await expect(page.locator('#search-status')).not.toHaveText(/検索しています/);
  await expect(
    page.locator('#search-results .result-meta', { hasText: '20231117.0' }).first(),
  ).toBeVisible();
});
