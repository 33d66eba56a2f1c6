import { test, expect } from '@playwright/test';

test('step through a preset: the stack of games grows and shrinks, each step explained with rules', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/play/subgame/?scenario=04-nested');
  const w = page.locator('section.subgame');
  await expect(w.getByRole('button', { name: '次へ →' })).toBeVisible();
  await expect(w.locator('.subgame-game')).toHaveCount(1);
  await w.getByRole('button', { name: '次へ →' }).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(w.locator('.subgame-game')).toHaveCount(3);
  await expect(w.locator('.subgame-game-name').nth(2)).toContainText('サブゲーム（2段目）');
  await expect(page).toHaveURL(/scenario=04-nested.*step=5/);
  // /play/subgame/ opens under the newest rules, like the combat stepper.
  await w.locator('.combat-now a.rule-ref').first().click();
  await expect(page).toHaveURL(/\/rules\/2026-06-19\/\d{3}\/#/);
  expect(errors).toEqual([]);
});

test('the version switch replays the scenario and highlights what changes (2004: exiled cards stay removed)', async ({
  page,
}) => {
  await page.goto('/play/subgame/?scenario=03-exiled-cards-2004&rules=2004-10-01');
  const w = page.locator('section.subgame');
  const rows = w.locator('.subgame-compare tbody tr');
  await expect(rows.filter({ hasText: '2004-10-01' })).toHaveClass(/is-current/);
  await expect(rows.filter({ hasText: '20231117.0' }).locator('td.changed')).not.toHaveCount(0);
  await w.getByLabel('ルールの版').selectOption('20231117.0');
  await expect(page).toHaveURL(/rules=20231117\.0/);
  await expect(rows.filter({ hasText: '20231117.0' })).toHaveClass(/is-current/);
  await expect(rows.filter({ hasText: '2004-10-01' }).locator('td.changed')).toHaveCount(2);
  await w.getByRole('button', { name: '次へ →' }).click();
  await expect(w.locator('.combat-now a.rule-ref').first()).toHaveText('724.2');
});

test('embedded in the Shahrazad and サブゲーム articles', async ({ page }) => {
  for (const url of ['/wiki/Shahrazad/', '/wiki/%E3%82%B5%E3%83%96%E3%82%B2%E3%83%BC%E3%83%A0/']) {
    await page.goto(url);
    const w = page.locator('aside.widget section.subgame');
    await w.scrollIntoViewIfNeeded();
    await expect(w.getByRole('button', { name: '次へ →' })).toBeVisible();
  }
});

test('without JavaScript the steps are readable as a list', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
  });
  const page = await context.newPage();
  await page.goto('/play/subgame/');
  await expect(page.locator('section.subgame .combat-static > li').first()).toContainText(
    'Shahrazadを唱え',
  );
  await context.close();
});
