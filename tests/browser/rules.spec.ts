import { test, expect, devices } from '@playwright/test';

test.describe('rule previews', () => {
  test('hovering a rule link shows the rule without moving the page', async ({ page }) => {
    await page.goto('/wiki/Shahrazad/');
    const link = page.locator('li[id="506.7g"] a.rule-ref').first();
    const after = page.locator('li[id="506.7g"]');
    await link.scrollIntoViewIfNeeded();
    const before = await after.boundingBox();
    await link.hover();
    const tip = page.locator('#rule-preview');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('506.7（総合ルール 20231117.0）');
    await expect(tip).toContainText('呪文の中に');
    expect(await after.boundingBox()).toEqual(before);
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
  });

  test('focusing a rule link with the keyboard shows the preview; Escape hides it', async ({
    page,
  }) => {
    await page.goto('/rules/20231117.0/702.45/');
    const link = page.locator('li[id="702.45a"] a.rule-ref').first();
    await link.focus();
    const tip = page.locator('#rule-preview');
    await expect(tip).toBeVisible();
    // Described briefly (its number and first sentence), not by the whole preview.
    await expect(link).toHaveAttribute('aria-describedby', 'rule-preview-brief');
    await expect(tip).toContainText('509（総合ルール 20231117.0）');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rules\/20231117\.0\/509\/#509$/);
  });

  test('on touch, a first tap previews and the preview link opens the rule', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL,
    });
    const page = await context.newPage();
    await page.goto('/wiki/Shahrazad/');
    const link = page.locator('li[id="506.7g"] a.rule-ref').first();
    await link.tap();
    const tip = page.locator('#rule-preview');
    await expect(tip).toBeVisible();
    await expect(page).toHaveURL(/\/wiki\/Shahrazad\/$/);
    await tip.getByRole('link', { name: 'この規則を開く' }).tap();
    await expect(page).toHaveURL(/#506\.7$/);
    await context.close();
  });

  test('without JavaScript a rule link still goes to the rule', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
    });
    const page = await context.newPage();
    await page.goto('/wiki/Shahrazad/');
    await page.locator('li[id="506.7g"] a.rule-ref').first().click();
    await expect(page).toHaveURL(/\/rules\/20231117\.0\/506\/#506\.7$/);
    await context.close();
  });
});

test.describe('rule pages and permanent links', () => {
  test('/r/<number>/ lands on the newest version that has the rule', async ({ page }) => {
    await page.goto('/r/506.4c/');
    await expect(page).toHaveURL(/\/rules\/2026-06-19\/506\/#506\.4c$/);
    await expect(page.locator('[id="506.4c"]')).toBeInViewport();
    await page.goto('/r/502.38a/');
    await expect(page).toHaveURL(/\/rules\/2008-10-01\/502\/#502\.38a$/);
  });

  test('a rule with both languages shows Japanese with the English original a click away', async ({
    page,
  }) => {
    await page.goto('/r/20231117.0/506.4c/');
    const rule = page.locator('li[id="506.4c"]');
    await expect(rule.locator('.rule-text').first()).toContainText(
      'クリーチャーがプレインズウォーカーやバトルを攻撃している場合',
    );
    const english = rule.locator('details.rule-en').first();
    await expect(english.locator('p[lang="en"]')).toBeHidden();
    await english.locator('summary').click();
    await expect(english.locator('p[lang="en"]')).toContainText(
      'If a creature is attacking a planeswalker or battle, removing that planeswalker or battle from combat',
    );
  });

  test('every English original is one key (E) or one button away', async ({ page }) => {
    await page.goto('/rules/20231117.0/506/');
    const originals = page.locator('details.rule-en');
    expect(await originals.count()).toBeGreaterThan(20);
    await expect(originals.first().locator('p[lang="en"]')).toBeHidden();
    await page.keyboard.press('e');
    await expect(originals.last().locator('p[lang="en"]').first()).toBeVisible();
    await expect(page.locator('#toggle-en')).toHaveAttribute('aria-pressed', 'true');
    // With a keyboard at hand the button names its key; its label says what a press does.
    await expect(page.locator('#toggle-en')).toHaveText(/^英語原文をすべて閉じる\s*（E）$/, {
      useInnerText: true,
    });
    await expect(page.locator('#toggle-en')).toHaveAttribute('aria-keyshortcuts', 'E');
    await page.locator('#toggle-en').click();
    await expect(originals.last().locator('p[lang="en"]').first()).toBeHidden();
  });

  test('an English-only rule is marked 日本語訳なし', async ({ page }) => {
    await page.goto('/r/20260116.0/610.5/');
    const rule = page.locator('li[id="610.5"] > .rule-body');
    await expect(rule.locator('.rule-text')).toHaveAttribute('lang', 'en');
    await expect(rule.locator('.badge', { hasText: '日本語訳なし' })).toBeVisible();
  });

  test('a keyword page names the keyword in English once; other sections keep their English title', async ({
    page,
  }) => {
    await page.goto('/rules/2026-06-19/702.19/');
    await expect(page.locator('h1')).toHaveText('702.19 トランプル／Trample');
    await expect(page.locator('h1 .title-en')).toHaveCount(0);
    await page.goto('/rules/2026-06-19/506/');
    await expect(page.locator('h1 .title-en')).toHaveText('Combat Phase');
  });

  test('older English marks emphasis with underscores: shown as emphasis, never raw', async ({
    page,
  }) => {
    await page.goto('/rules/2008-10-01/103/');
    await expect(page.locator('h1')).toContainText('103 The Magic Golden Rules');
    await expect(page.locator('h1 em')).toHaveText('Magic');
    await expect(page).toHaveTitle(/^103 The Magic Golden Rules（2008-10-01）/);
    expect(await page.locator('main').innerText()).not.toMatch(/_Magic_/);
    await page.goto('/rules/2008-10-01/');
    expect(await page.locator('main').innerText()).not.toMatch(/_Magic_/);
  });

  test('a link to a rule the page does not hold says so and offers the nearest rule', async ({
    page,
  }) => {
    await page.goto('/rules/2026-06-19/702.19/#702.19z');
    const note = page.locator('#missing-anchor');
    await expect(note).toBeVisible();
    await expect(note).toContainText('このページに 702.19z はありません。');
    await expect(note.getByRole('link', { name: '702.19', exact: true })).toHaveAttribute(
      'href',
      '#702.19',
    );
    await expect(
      note.getByRole('link', { name: '2026-06-19 の 702.19z をほかのページで探す' }),
    ).toHaveAttribute('href', '/r/2026-06-19/702.19z/');
    // A rule held on another page of the version: its permanent link finds it.
    await page.goto('/rules/2026-06-19/702.19/#702.20a');
    await note.getByRole('link', { name: /702\.20a をほかのページで探す/ }).click();
    await expect(page).toHaveURL(/\/rules\/2026-06-19\/702\.20\/#702\.20a$/);
    await expect(page.locator('#missing-anchor')).toBeHidden();
    // An anchor the page holds shows no note.
    await page.goto('/rules/2026-06-19/702.19/#702.19b');
    await expect(page.locator('#missing-anchor')).toBeHidden();
  });

  test('506 says it means something else in another version, and links it', async ({ page }) => {
    await page.goto('/rules/5.5.2.0/506/');
    const note = page.locator('.note').first();
    await expect(note).toContainText('20231117.0 の 506「戦闘フェイズ」');
    await note.getByRole('link', { name: /20231117\.0 の 506/ }).click();
    await expect(page.locator('h1')).toContainText('506 戦闘フェイズ');
    await expect(page.locator('.note').first()).toContainText('5.5.2.0 の 506「サブゲーム」');
  });

  test('back-links: a rule lists what cites it, grouped and counted', async ({ page }) => {
    await page.goto('/rules/20231117.0/508/');
    const cited = page.locator('li[id="508.8"] > .rule-body > details.cited-by');
    await expect(cited.locator('summary')).toContainText(/この規則を参照しているもの（\d+）/);
    await cited.locator('summary').click();
    await expect(cited).toContainText('記事');
    await expect(cited.getByRole('link', { name: 'Shahrazad' })).toBeVisible();
  });

  test('the JSON API gives a rule with its text, parent, children and references', async ({
    request,
  }) => {
    const rule = await (await request.get('/api/rules/20231117.0/506.4.json')).json();
    expect(rule.number).toBe('506.4');
    expect(rule.text.ja).toMatch(/^パーマネントは、戦場を離れたり/);
    expect(rule.text.en).toMatch(
      /^A permanent is removed from combat if it leaves the battlefield/,
    );
    expect(rule.parent).toBe('506');
    expect(rule.children).toEqual(['506.4a', '506.4b', '506.4c', '506.4d', '506.4e']);
    const version = await (await request.get('/api/rules/2004-10-01.json')).json();
    expect(version.rules['502.38a'].text.en).toMatch(/^Bushido is a triggered ability/);
    expect(Object.keys(version.rules)).toHaveLength(804);
  });
});
