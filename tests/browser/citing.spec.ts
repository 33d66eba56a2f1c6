// Reading and citing rules like a judge: copy link and citation, settings, keyboard, the banner
// of an older version, breadcrumbs, prev/next, the version switcher, and term links.
import { test, expect, type Page } from '@playwright/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Copied links start with the address the site is served from (the build has no SITE_URL).
const site = () => test.info().project.use.baseURL!.replace(/\/$/, '');
// The system clipboard is shared by the browsers of parallel workers: each page records what it
// wrote to the clipboard (the real clipboard API still runs), and the test reads that record.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      (window as unknown as { copied: string }).copied = text;
      return write(text);
    };
  });
});
const clipboard = async (page: Page) => {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { copied?: string }).copied ?? null))
    .not.toBeNull();
  const text = await page.evaluate(() => (window as unknown as { copied: string }).copied);
  await page.evaluate(() => delete (window as unknown as { copied?: string }).copied);
  return text;
};

test('copy link and copy citation for a rule in two versions; a confirmation is announced', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/702.19/');
  const rule = page.locator('li[id="702.19b"] > .rule-body');
  await rule.hover();
  await rule.getByRole('button', { name: '702.19b のリンクをコピー' }).click();
  expect(await clipboard(page)).toBe(`${site()}/r/2026-06-19/702.19b/`);
  await expect(page.locator('#copy-status')).toHaveText('コピーしました：リンク（702.19b）');
  // Confirmed on screen, on the button itself.
  const linkButton = rule.getByRole('button', { name: '702.19b のリンクをコピー' });
  await expect
    .poll(() => linkButton.evaluate((b) => getComputedStyle(b, '::before').content))
    .toBe('"コピーしました"');
  await rule.getByRole('button', { name: '702.19b の引用をコピー' }).click();
  const ja = (await rule.locator('> .rule-text[lang="ja"]').innerText())
    .replace(/\s+/g, ' ')
    .trim();
  expect(await clipboard(page)).toBe(
    `CR 702.19b（2026-06-19）\n${ja}\n${site()}/r/2026-06-19/702.19b/`,
  );

  // An English-only rule of an old version is cited in English.
  await page.goto('/rules/2008-10-01/502/');
  const old = page.locator('li[id="502.2a"] > .rule-body');
  await old.hover();
  await old.getByRole('button', { name: '502.2a の引用をコピー' }).click();
  expect(await clipboard(page)).toMatch(
    new RegExp(
      `^CR 502\\.2a \\(2008-10-01\\)\\n.+\\n${site().replace(/\./g, '\\.')}/r/2008-10-01/502\\.2a/$`,
    ),
  );
});

test('the settings give the newest-version link and English citations, and are remembered', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/702.19/');
  // The settings are one switch in the page's row of tools.
  await page.locator('#cite-settings-box > summary').click();
  await page.getByLabel('リンクを最新版への固定リンク（/r/番号/）にする').check();
  await page.getByLabel('引用を英語にする').check();
  await page.reload();
  await page.locator('#cite-settings-box > summary').click();
  await expect(page.getByLabel('引用を英語にする')).toBeChecked();
  const rule = page.locator('li[id="702.19b"] > .rule-body');
  await rule.hover();
  await rule.getByRole('button', { name: '702.19b の引用をコピー' }).click();
  const text = await clipboard(page);
  expect(text.split('\n')[0]).toBe('CR 702.19b (2026-06-19)');
  expect(text.split('\n')[1]).toMatch(/trample/i);
  expect(text.split('\n')[2]).toBe(`${site()}/r/702.19b/`);
});

test('by keyboard: Tab from a rule number reaches its copy buttons, Enter copies', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/702.19/');
  await page.locator('li[id="702.19a"] > .rule-body > a.rule-number').focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-label', '702.19a のリンクをコピー');
  await expect(focused).toBeVisible();
  await page.keyboard.press('Enter');
  expect(await clipboard(page)).toBe(`${site()}/r/2026-06-19/702.19a/`);
});

test('an older version says so, and names where the rule in view lives now', async ({ page }) => {
  await page.goto('/r/20231117.0/724.5/');
  const banner = page.locator('.version-banner');
  await expect(banner).toContainText('これは 20231117.0 の規則です。');
  // The link says where it goes.
  await expect(page.getByRole('link', { name: '最新版の 729.5' })).toBeVisible();
  await expect(page.locator('#latest-link')).toHaveText('最新版の 729.5');
  await expect(page.locator('#latest-link')).toHaveAttribute('href', /\/r\/2026-06-19\/729\.5\/$/);
  await page.goto('/rules/2026-06-19/702.19/');
  await expect(page.locator('.version-banner')).toHaveCount(0);
  // Landing deep in a long page of an older version: the notice stands beside the rule, not
  // 8,000 px above, and does not cover it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/rules/2008-10-01/502/#502.9b');
  const rule = page.locator('[id="502.9b"]');
  await expect(rule).toBeInViewport();
  await expect(page.locator('.version-banner')).toBeInViewport();
  await expect(page.locator('#latest-link')).toHaveText('最新版の 702.19b');
  const bannerBottom = await page
    .locator('.version-banner')
    .evaluate((b) => b.getBoundingClientRect().bottom);
  const ruleTop = await rule.evaluate((r) => r.getBoundingClientRect().top);
  expect(ruleTop).toBeGreaterThanOrEqual(bannerBottom - 1);
});

test('breadcrumbs, previous and next, the section contents and the version switcher', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/702.19/');
  await expect(page.locator('.breadcrumb')).toContainText(
    /総合ルール › 2026-06-19 › 7\. .+ › 702 /,
  );
  await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', '/rules/2026-06-19/702.18/');
  await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/rules/2026-06-19/702.20/');
  await page.locator('a[rel="next"]').click();
  await expect(page.locator('h1')).toContainText('702.20');
  await page.goto('/rules/2026-06-19/506/');
  await page.locator('.section-toc summary').click();
  await page.locator('.section-toc').getByRole('link', { name: '506.4', exact: true }).click();
  await expect(page).toHaveURL(/#506\.4$/);
  await page.goto('/rules/2026-06-19/729/');
  await page.locator('.version-switch summary').click();
  await expect(
    page.locator('.version-switch').getByRole('link', { name: '20231117.0' }),
  ).toHaveAttribute('href', '/rules/20231117.0/724/#724');
});

test('the version switcher keeps the rule the reader is at, across renumberings', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/702.19/#702.19b');
  await page.locator('.version-switch summary').click();
  const to = (version: string) =>
    page.locator('.version-switch').getByRole('link', { name: version, exact: true });
  await expect(to('2008-10-01')).toHaveAttribute('href', '/rules/2008-10-01/502/#502.9b');
  await expect(to('2026-04-17')).toHaveAttribute('href', '/rules/2026-04-17/702.19/#702.19b');
  await expect(
    page
      .locator('.version-switch li')
      .filter({ has: page.getByRole('link', { name: '2008-10-01', exact: true }) }),
  ).toContainText('（502.9b）');
  // A rule a version does not have: that version's link stays at the section. (The switcher is
  // still open: moving to another rule of the page follows it.)
  await page.goto('/rules/2026-06-19/702.19/#702.19c');
  await expect(to('2008-10-01')).toHaveAttribute('href', '/rules/2008-10-01/502/#502.9');
  await to('20231117.0').click();
  await expect(page).toHaveURL(/\/rules\/20231117\.0\/702\.19\/#702\.19c$/);
  // And back: from 502.9b of 2008-10-01 to 702.19b of the newest.
  await page.goto('/rules/2008-10-01/502/#502.9b');
  await page.locator('.version-switch summary').click();
  await expect(to('2026-06-19')).toHaveAttribute('href', '/rules/2026-06-19/702.19/#702.19b');
});

test('on wide screens, the current chapter contents stand beside the text; only that chapter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/rules/2026-06-19/506/');
  const toc = page.locator('.chapter-toc');
  await expect(toc).toBeVisible();
  await expect(toc.locator('a[aria-current="page"]')).toContainText('506');
  expect(
    await toc
      .locator('li')
      .evaluateAll((li) => li.every((l) => /^5\d\d /.test(l.textContent ?? ''))),
  ).toBe(true);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(toc).toBeHidden();
});

test('rules terms in Japanese text link to their defining rule, with a preview; never to the rule’s own definition', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/510/');
  const term = page
    .locator('li[id="510.1c"] > .rule-body > .rule-text a.term-ref', { hasText: '破壊' })
    .first();
  await expect(term).toHaveAttribute('href', '/rules/2026-06-19/701.8/#701.8');
  await term.hover();
  await expect(page.locator('#rule-preview')).toBeVisible();
  await expect(page.locator('#rule-preview')).toContainText('701.8（総合ルール 2026-06-19）');
  await page.goto('/rules/2026-06-19/702.19/');
  const own = page.locator(
    'li[id="702.19b"] > .rule-body > .rule-text a.term-ref[href$="#702.19"]',
  );
  await expect(own).toHaveCount(0);
  // One link per term per rule: the first occurrence.
  const hrefs = await page
    .locator('li[id="702.19b"] > .rule-body > .rule-text a.term-ref')
    .evaluateAll((as) => as.map((a) => a.textContent));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test('the copy tools are there without hovering (faintly), and on a phone they are icons, not emoji', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/702.19/');
  const tools = page.locator('li[id="702.19b"] > .rule-body > .rule-tools');
  await page.mouse.move(0, 0);
  expect(Number(await tools.evaluate((t) => getComputedStyle(t).opacity))).toBeGreaterThanOrEqual(
    0.4,
  );
  await page.setViewportSize({ width: 360, height: 740 });
  const link = tools.getByRole('button', { name: '702.19b のリンクをコピー' });
  await expect(link.locator('svg.icon')).toBeVisible();
  expect(await link.evaluate((b) => getComputedStyle(b, '::before').content)).toBe('none');
  expect(await link.innerText()).toBe('');
});
