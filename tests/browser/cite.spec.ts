// /cite/: an old article's rule numbers read as the newest release numbers them.
import { test, expect } from '@playwright/test';

test('old citations brought up to date: renumbered, changed, removed, unknown, with the release chosen or suggested', async ({
  page,
}) => {
  await page.goto('/cite/');
  await page
    .getByLabel('規則番号を含む文章')
    .fill(
      '2008年の記事：トランプル（502.9b）、戦闘ダメージはスタックへ（310.3）、存在しない 999.1。',
    );
  await page.getByLabel('引用している版').selectOption('2008-10-01');
  await page.getByRole('button', { name: '今の番号に読み替える' }).click();
  const row = (n: string) =>
    page.locator('#cite-results li', { has: page.locator(`.cite-old:text-is("${n}")`) });
  await expect(row('502.9b').getByRole('link', { name: '702.19b' })).toHaveAttribute(
    'href',
    '/rules/2026-06-19/702.19/#702.19b',
  );
  await expect(row('502.9b')).toContainText('番号が変わり、文もその後に変わりました');
  await expect(row('310.3')).toContainText('その後の改訂でなくなりました');
  await expect(row('999.1')).toContainText('2008-10-01 にない番号です');
  // A list a phone reads: the text then (2008-10-01 is a version the site shows) and the text now.
  await expect(
    row('502.9b').locator('.cite-text', { hasText: '当時（2008-10-01）' }),
  ).toContainText(/trample|トランプル/i);
  await expect(row('502.9b').locator('.cite-text', { hasText: '今（2026-06-19）' })).toBeVisible();
  await expect(page.locator('#cite-status')).toContainText(
    '3 か所の引用を 2008-10-01 の番号として',
  );
  // Without a release named, the page suggests one from the numbers and the words around them.
  await page
    .getByLabel('規則番号を含む文章')
    .fill('トランプル（502.9b）と戦闘開始ステップ（306.1）');
  await page.getByLabel('引用している版').selectOption('');
  await page.getByRole('button', { name: '今の番号に読み替える' }).click();
  await expect(page.locator('#cite-status')).toContainText('版は番号と前後の語から推測');
  await expect(page.locator('#cite-status')).toContainText('502.9b「トランプル」');
  await expect(page.locator('#cite-status')).toContainText('すべての番号がある版は 2003-');
  await expect(row('502.9b').getByRole('link')).toHaveText('702.19b');
  await expect(row('306.1').getByRole('link')).toHaveText('506.1');
  // 502.4 is today the untap step's rule; written beside 「飛行」 it is the 502.4 of before 2009.
  await page.getByLabel('規則番号を含む文章').fill('飛行（502.4）を持つクリーチャーは');
  await page.getByRole('button', { name: '今の番号に読み替える' }).click();
  await expect(page.locator('#cite-status')).toContainText('502.4「飛行」');
  await expect(row('502.4').getByRole('link')).toHaveText('702.9');
  await page.getByLabel('規則番号を含む文章').fill('アンタップ・ステップ（502.4）');
  await page.getByRole('button', { name: '今の番号に読み替える' }).click();
  await expect(page.locator('#cite-status')).toContainText('2026-06-19 の番号として');
  await expect(row('502.4').getByRole('link')).toHaveText('502.4');
});
