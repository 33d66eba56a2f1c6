import { test, expect } from '@playwright/test';
import { hydrated } from './islands.ts';

test('step through a preset; each event is explained with its rules; the URL holds the step', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/play/combat/?scenario=01-bushido-block');
  const widget = page.locator('section.combat');
  await expect(widget.getByRole('button', { name: '次へ →' })).toBeVisible();
  await widget.getByRole('button', { name: '次へ →' }).click();
  await expect(widget.locator('.combat-steps [aria-current="step"]')).toHaveText(
    '戦闘開始ステップ',
  );
  // The keyboard steps too.
  await widget.getByRole('button', { name: '次へ →' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(widget.locator('.combat-steps [aria-current="step"]')).toHaveText(
    'ブロック・クリーチャー指定ステップ',
  );
  await expect(widget.locator('.combat-now')).toContainText('今田の旗本の武士道 1が誘発する。');
  await expect(widget.locator('.combat-now')).toContainText(
    '今田の旗本はターン終了時まで2/3になる。',
  );
  await expect(page).toHaveURL(/scenario=01-bushido-block&step=2/);
  // The first-strike damage step does not happen in this combat.
  await expect(widget.locator('.combat-steps .is-skipped')).toHaveText(
    /戦闘ダメージ・ステップ（先制攻撃）/,
  );
  await page.keyboard.press('ArrowRight');
  await expect(widget.locator('.combat-now')).toContainText(
    '灰色熊は状況起因処理によりオーナーの墓地に置かれる。',
  );
  await widget.locator('.combat-now a.rule-ref', { hasText: '704.5g' }).click();
  // /play/combat/ plays the newest rules: its links go to the newest version.
  await expect(page).toHaveURL(/\/rules\/2026-06-19\/704\/#704\.5g$/);
  await expect(page.locator('[id="704.5g"]')).toBeInViewport();
  expect(errors).toEqual([]);
});

test('a linked step opens at that step', async ({ page }) => {
  await page.goto('/play/combat/?scenario=07-double-strike-trample&step=4');
  const widget = page.locator('section.combat');
  await expect(widget.locator('.combat-steps [aria-current="step"]')).toHaveText(
    '戦闘ダメージ・ステップ',
  );
  await expect(widget.locator('.combat-player').nth(1)).toContainText('ライフ 14');
});

test('the reader may change who attacks and blocks; an illegal choice is explained with its rule', async ({
  page,
}) => {
  await page.goto('/play/combat/?scenario=03-defender');
  const widget = page.locator('section.combat');
  await expect(widget.getByRole('alert')).toContainText('鋼の壁は防衛を持つため攻撃できない。');
  await expect(widget.getByRole('alert').locator('a.rule-ref')).toHaveText('702.3b');
  // Unblocking the bear lets the samurai through: 1 damage to B.
  await page.goto('/play/combat/?scenario=01-bushido-block');
  await hydrated(page, 'CombatLab');
  await widget.locator('label', { hasText: '灰色熊：' }).locator('select').selectOption('');
  await widget.getByRole('button', { name: '次へ →' }).click();
  await widget.getByRole('button', { name: '次へ →' }).click();
  await widget.getByRole('button', { name: '次へ →' }).click();
  await widget.getByRole('button', { name: '次へ →' }).click();
  await expect(widget.locator('.combat-player').nth(1)).toContainText('ライフ 19');
});

test('embedded on the combat phase rules (506 of 20231117.0), hydrated when visible', async ({
  page,
}) => {
  await page.goto('/rules/20231117.0/506/');
  const widget = page.locator('aside.widget section.combat');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.getByRole('button', { name: '次へ →' })).toBeVisible();
});

test('embedded on 306 of 2004-10-01: combat damage assigned onto the stack, then dealt, cited in 2004 numbering', async ({
  page,
}) => {
  // The page as served (the whole combat as a list, before any script runs).
  const html = await (await page.request.get('/rules/2004-10-01/306/')).text();
  expect(html).toContain('点の戦闘ダメージを割り振る（スタックに置かれる）');
  await page.goto('/rules/2004-10-01/306/');
  const widget = page.locator('aside.widget section.combat');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.getByRole('button', { name: '次へ →' })).toBeVisible();
  for (let i = 0; i < 4; i++) await widget.getByRole('button', { name: '次へ →' }).click();
  const versions = await page
    .locator('aside.widget a[data-version]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('data-version')));
  expect(new Set(versions)).toEqual(new Set(['2004-10-01']));
});

test('embedded on 506 of 2026-06-19, playing and citing that version’s rules', async ({ page }) => {
  await page.goto('/rules/2026-06-19/506/');
  const widget = page.locator('aside.widget section.combat');
  await widget.scrollIntoViewIfNeeded();
  await widget.getByRole('button', { name: '次へ →' }).click();
  await widget.getByRole('button', { name: '次へ →' }).click();
  const links = await widget
    .locator('a[data-version]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('data-version')));
  expect(links.length).toBeGreaterThan(0);
  expect(new Set(links)).toEqual(new Set(['2026-06-19']));
});

test('without JavaScript the whole combat is readable as a list of steps', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
  });
  const page = await context.newPage();
  await page.goto('/play/combat/');
  await expect(page.locator('.combat-static > li')).toHaveCount(5);
  await expect(page.locator('.combat-static')).toContainText(
    '灰色熊は状況起因処理によりオーナーの墓地に置かれる。',
  );
  await context.close();
});

test('/play/combat/ shows the same boards under every era, with what differs', async ({ page }) => {
  await page.goto('/play/combat/');
  const block = page.locator('details.era-compare', { hasText: '2体でブロック' });
  await expect(block).toHaveAttribute('open', '');
  const row = (v: string) => block.locator('tr', { has: page.locator(`th:text-is("${v}")`) });
  await expect(row('20231117.0')).toContainText('この版のルールではできない');
  await expect(row('20231117.0').getByRole('link', { name: '510.1c' })).toHaveAttribute(
    'href',
    '/rules/20231117.0/510/#510.1c',
  );
  await expect(row('2026-06-19')).toContainText('門の番人');
  await expect(row('2004-10-01')).toContainText('門の番人');
  const deathtouch = page.locator('details.era-compare', { hasText: '接死' }).first();
  await expect(
    deathtouch.locator('tr', { has: page.locator('th:text-is("2004-10-01")') }),
  ).toContainText('この版のルールではできない');
});
