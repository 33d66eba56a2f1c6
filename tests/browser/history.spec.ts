import { test, expect } from '@playwright/test';

test('every rule shows its history; a moved rule links to the highlighted differences', async ({ page }) => {
  await page.goto('/r/20231117.0/724.5/');
  const rule = page.locator('li[id="724.5"] > .rule-body');
  await rule.locator('details.rule-history summary').click();
  const history = rule.locator('details.rule-history');
  await expect(history).toContainText('2008-10-01：506.5（番号が変わった・類似度 0.85）');
  await history.locator('li', { hasText: '2008-10-01：' }).getByRole('link', { name: '違いを見る' }).click();
  await expect(page).toHaveURL(/\/diff\/2008-10-01\/20231117\.0\/7\/$/);
  const entry = page.locator('[id="d-724.5-移動"]');
  await expect(entry).toContainText('506.5（2008-10-01）');
  await expect(entry.locator('ins').first()).toBeVisible();
});

test('the diff pages: counts at the top, by chapter and section; the form picks any pair', async ({ page }) => {
  await page.goto('/diff/');
  await page.getByLabel('旧').selectOption('2004-10-01');
  await page.getByLabel('新').selectOption('2008-10-01');
  await page.getByRole('button', { name: '比べる' }).click();
  await expect(page).toHaveURL(/\/diff\/2004-10-01\/2008-10-01\/$/);
  await expect(page.locator('.diff-counts')).toContainText(/追加 \d+・削除 \d+・変更 \d+・番号の移動 \d+/);
  await page.getByRole('link', { name: '第5章' }).click();
  await expect(page.locator('[id="d-506.5-移動"] del')).toContainText(['Cards']);
  await page.goto('/diff/');
  await page.getByLabel('旧').selectOption('2008-10-01');
  await page.getByLabel('新').selectOption('5.5.2.0');
  await page.getByRole('button', { name: '比べる' }).click();
  await expect(page.locator('#diff-form-status')).toContainText('比べられません');
});
