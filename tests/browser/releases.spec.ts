// Every release since 2003 has its update page, listed on /diff/ by year and carried by the feed.
import { test, expect } from '@playwright/test';

test('/diff/ lists every release since 2003, each with its page; the 2009 renumbering is there', async ({
  page,
  request,
}) => {
  await page.goto('/diff/');
  const links = page.locator('a[href^="/diff/releases/"]');
  expect(await links.count()).toBeGreaterThanOrEqual(113);
  await expect(page.getByRole('heading', { name: '2003年', exact: true })).toBeVisible();
  await page.goto('/diff/releases/2009-07-11/');
  await expect(page.locator('h1')).toHaveText('総合ルール 2009-07-11 の更新');
  await expect(page.locator('#renumbered ~ p, #renumbered-modified ~ p').first()).toBeVisible();
  await expect(page.locator('.release-update')).toContainText('502.9 → 702.17');
  await expect(page.getByRole('link', { name: /の更新 →$/ })).toHaveAttribute(
    'href',
    /^\/diff\/releases\/\d{4}-\d{2}-\d{2}\/$/,
  );
  // A small update shows each text, and what it was before.
  await page.goto('/diff/releases/2026-06-19/');
  await expect(page.locator('.release-update dd').first()).toBeVisible();
  await page.goto('/diff/releases/2003-03-15/');
  await expect(page.locator('article')).toContainText('最も古い総合ルール');
  const feed = await (await request.get('/diff/feed.xml')).text();
  expect(feed).toContain('<id>tag:mtg-rules-wiki-ja,2026:diff/releases/2009-07-11</id>');
});

test('a rule of the newest release carries its life since 2003: its first number, each renumbering, the last release that changed it', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/702.19/');
  const life = page.locator('[id="702.19b"] > .rule-body > details.rule-life');
  await expect(life.locator('summary')).toHaveText(
    /^2003年からの歴史：最終変更 \d{4}-\d{2}-\d{2}$/,
  );
  await life.locator('summary').click();
  await expect(life).toContainText('初出：2003-03-15（502.9b）');
  const renumbering = life.locator('li', { hasText: '2009-07-11' });
  await expect(renumbering).toContainText('502.9b から');
  await expect(renumbering.getByRole('link')).toHaveAttribute('href', '/diff/releases/2009-07-11/');
});
