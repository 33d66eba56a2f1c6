// Reading in a judge's hand (360×740, touch): rule text wide enough to read and near the top, no
// key hints, jumps on the contents, steppers that keep the step in view, release pages for
// readers, the subgame page in the version it shows.
import { test, expect, type Page } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** The first rule's text: its width, and where it starts on the page. */
const firstRuleText = (page: Page) =>
  page
    .locator('.rule-text')
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { width: r.width, top: r.top + scrollY };
    });

for (const url of [
  '/rules/2026-06-19/702.19/',
  '/rules/2026-06-19/506/',
  '/rules/20260116.0/704/',
]) {
  test(`a rule page reads like a book on a phone: ${url}`, async ({ page }) => {
    await page.goto(url);
    const t = await firstRuleText(page);
    expect(t.width, 'rule text width').toBeGreaterThanOrEqual(296);
    expect(t.top, 'first rule text from the top').toBeLessThanOrEqual(400);
    // No key's name on a touch screen.
    await expect(page.locator('#toggle-en')).toHaveText('英語原文をすべて開く', {
      useInnerText: true,
    });
    await expect(page.locator('body')).not.toContainText('（/ キー）');
    // The per-rule tools stand in the rule's first line, not in a column beside every rule.
    const tools = page.locator('.rule-tools').first();
    await expect(tools).toBeVisible();
  });
}

test('/r/702.19b/ lands with the rule in view; the contents open with a jump to each chapter', async ({
  page,
}) => {
  await page.goto('/r/702.19b/');
  await expect(page.locator('[id="702.19b"] > .rule-body > .rule-text')).toBeInViewport();
  await page.goto('/rules/2026-06-19/');
  const seven = page.locator('.jump-list').getByRole('link', { name: /^7\. / });
  await expect(seven).toBeInViewport();
  await seven.click();
  await expect(page.locator('h2[id="7"]')).toBeInViewport();
});

for (const url of [
  '/play/combat/?scenario=04-trample',
  '/play/subgame/?scenario=04-nested',
  '/rules/2026-06-19/506/',
]) {
  test(`after two presses of 次へ the step's text is in view: ${url}`, async ({ page }) => {
    await page.goto(url);
    const next = page.getByRole('button', { name: '次へ →' }).first();
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeEnabled();
    for (let i = 0; i < 2; i++) await next.tap();
    const now = page.locator('.combat-now').first();
    await expect(now).not.toBeEmpty();
    await expect(now).toBeInViewport({ ratio: 0.5 });
  });
}

test('presses that come before the stepping view has loaded still bring the step into view', async ({
  page,
}) => {
  // The view loads with the engine on the first press; held back here, both presses land first.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/_astro\/StepperView\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/rules/2026-06-19/506/');
  const next = page.getByRole('button', { name: '次へ →' }).first();
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeEnabled();
  await next.tap();
  await next.tap();
  release();
  await expect(page.locator('.combat-position').first()).toHaveText(/^2 \//);
  await expect(page.locator('.combat-now').first()).toBeInViewport({ ratio: 0.5 });
});

test('a shared step link opens at the stepper and that step', async ({ page }) => {
  await page.goto('/rules/2026-06-19/506/?scenario=02-first-strike&step=2');
  await expect(page.locator('.combat-position').first()).toHaveText(/^3 \//);
  await expect(page.locator('.combat-now').first()).toBeInViewport({ ratio: 0.3 });
});

for (const date of ['2003-07-01', '2009-07-11']) {
  test(`the release page of ${date} is for readers: rule numbers linked, texts shown, no command`, async ({
    page,
  }) => {
    await page.goto(`/diff/releases/${date}/`);
    const article = page.locator('article.release-update');
    await expect(article).not.toContainText('npm run');
    expect(await article.locator('a[href^="/rules/"]').count()).toBeGreaterThanOrEqual(10);
    // Every text is shown, with the text before it, over the release's pages.
    await expect(article.locator('dd').first()).toBeVisible();
    const parts = page.locator('.release-parts a');
    if ((await parts.count()) > 1) {
      await parts.nth(1).click();
      await expect(page.locator('h1')).toContainText(`${date} の更新（2/`);
      await expect(page.locator('article dd').first()).toBeVisible();
    }
  });
}

test('the subgame page speaks the version it shows: no old number, no English in its prose', async ({
  page,
}) => {
  await page.goto('/play/subgame/');
  const prose = page.locator('main > p, main > h2 + p');
  await expect(prose.last()).not.toContainText('724.4a');
  await expect(prose.last()).not.toContainText(/exile|concede/);
  await expect(prose.last().getByRole('link', { name: '729.4a' })).toHaveAttribute(
    'href',
    '/rules/2026-06-19/729/#729.4a',
  );
});

test('a badge explains itself on tap', async ({ page }) => {
  await page.goto('/rules/2026-06-19/712/');
  const badge = page.locator('[id="712.5"] > .rule-body .badge-warn');
  await badge.tap();
  await expect(page.locator('[id="712.5"] > .rule-body .badge-tip-text')).toBeVisible();
});
