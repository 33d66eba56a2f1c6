// The keyboard alone, as a reader who cannot use a pointer: where the focus is after each key.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './islands.ts';

/** What has the focus: never the page itself. */
async function focusIsOnControl(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

/** Opens 506's combat stepper and presses one of its buttons with the keyboard once it can act. */
async function pressInRulePageStepper(page: Page, name: string): Promise<Locator> {
  await page.goto('/rules/2026-06-19/506/');
  const widget = page.locator('section.combat');
  const button = widget.getByRole('button', { name });
  // The island hydrates once in view (Tab to it scrolls it there).
  await button.focus();
  await expect(button).toBeEnabled();
  await page.keyboard.press('Enter');
  return widget;
}

/** Presses a key until a stepper's button goes dim (its last or first step), the focus checked after each. */
async function stepUntilDisabled(page: Page, button: Locator, key: string): Promise<void> {
  for (let i = 0; i < 40 && (await button.isEnabled()); i++) {
    await page.keyboard.press(key);
    await focusIsOnControl(page);
  }
  await expect(button).toBeDisabled();
}

test('search → rule → copy, by keyboard: "/" focuses the box, a result opens the rule, its copy button copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The system clipboard is shared by parallel workers: the page records what it copied.
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      (window as unknown as { copied: string }).copied = text;
      return write(text);
    };
  });
  await page.goto('/');
  await page.keyboard.press('/');
  await expect(page.locator('#site-search')).toBeFocused();
  await page.keyboard.type('702.19b');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=702\.19b/);
  const first = page.locator('#search-results a').first();
  await expect(first).toBeVisible();
  // Tab from the box reaches the results.
  await page.locator('#search-q').focus();
  let onResult = false;
  for (let i = 0; i < 30 && !onResult; i++) {
    await page.keyboard.press('Tab');
    onResult = await page.evaluate(
      () =>
        !!document.activeElement?.closest('#search-results') &&
        document.activeElement?.tagName === 'A',
    );
  }
  expect(onResult).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/702\.19b/);
  await page.locator('li[id="702.19b"] > .rule-body > a.rule-number').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', '702.19b のリンクをコピー');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { copied?: string }).copied ?? ''))
    .toMatch(/\/r\/2026-06-19\/702\.19b\/$/);
});

test('from the skip link, the first rule of a rule page is at most 3 Tabs away', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/506/');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('規則の本文へ移動');
  await page.keyboard.press('Enter');
  let tabs = 0;
  let inFirstRule = false;
  while (tabs < 3 && !inFirstRule) {
    await page.keyboard.press('Tab');
    tabs++;
    inFirstRule = await page.evaluate(
      () => !!document.activeElement?.closest('#rule-text > li:first-child'),
    );
  }
  expect(inFirstRule, `after ${tabs} Tabs`).toBe(true);
});

test('the combat stepper by keyboard: first to last step and back, focus always on a control', async ({
  page,
}) => {
  await page.goto('/play/combat/?scenario=01-bushido-block');
  await hydrated(page, 'CombatLab');
  const widget = page.locator('section.combat');
  const next = widget.getByRole('button', { name: '次へ →' });
  const prev = widget.getByRole('button', { name: '← 前へ' });
  await next.focus();
  await stepUntilDisabled(page, next, 'Enter');
  // At the last step 「次へ」 is disabled: the focus went to 「前へ」.
  await expect(prev).toBeFocused();
  await stepUntilDisabled(page, prev, 'ArrowLeft');
  await expect(next).toBeFocused();
  // The position is read out with each step.
  await page.keyboard.press('ArrowRight');
  await expect(widget.locator('.combat-now')).toContainText('1 / ');
});

test('the combat stepper on a rule page keeps the focus when its stepping view loads', async ({
  page,
}) => {
  const widget = await pressInRulePageStepper(page, '次へ →');
  await expect(widget.locator('.combat-steps [aria-current="step"]')).toBeVisible();
  await expect(widget.getByRole('button', { name: '次へ →' })).toBeFocused();
});

test('the subgame stepper by keyboard: first to last step and back; zone tables are named, their changes read out', async ({
  page,
}) => {
  await page.goto('/play/subgame/?scenario=04-nested');
  const widget = page.locator('section.subgame');
  const next = widget.getByRole('button', { name: '次へ →' });
  const prev = widget.getByRole('button', { name: '← 前へ' });
  await next.focus();
  await stepUntilDisabled(page, next, 'ArrowRight');
  await expect(prev).toBeFocused();
  // The focused button stays in view.
  await expect(prev).toBeInViewport();
  await stepUntilDisabled(page, prev, 'ArrowLeft');
  await expect(next).toBeFocused();
  await expect(
    widget.getByRole('table', { name: 'メインゲームの各プレイヤーのライフと領域' }),
  ).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(widget.locator('.combat-now')).toContainText('2 / ');
  await expect(widget.locator('.combat-now')).toContainText('→');
});

test('a 五十音 jump puts the focus in the row it opens; an in-page contents link focuses its rule', async ({
  page,
}) => {
  await page.goto('/terms/');
  await page.locator('nav.gojuon').getByRole('link', { name: 'か', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/terms\/ka\/$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('nav.gojuon [aria-current="page"]')).toHaveText('か');
  await page.goto('/rules/2026-06-19/506/');
  await page.locator('.section-toc summary').focus();
  await page.keyboard.press('Enter');
  await page.locator('.section-toc a', { hasText: '506.4' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[id="506.4"]')).toBeFocused();
});

test('Escape closes the version switcher and returns to its summary; the older-version link names where it goes', async ({
  page,
}) => {
  await page.goto('/rules/2008-10-01/502/');
  const sw = page.locator('details.version-switch');
  await sw.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(sw).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(sw).not.toHaveAttribute('open', '');
  await expect(sw.locator('summary')).toBeFocused();
  await expect(page.getByRole('link', { name: /^最新版の / })).toBeVisible();
});

test('a focused rule link is described briefly: its number and first sentence', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/702.19/');
  const link = page.locator('.rule-text a[data-rule]').first();
  await link.focus();
  await expect(page.locator('#rule-preview')).toBeVisible();
  const id = await link.getAttribute('aria-describedby');
  expect(id).toBe('rule-preview-brief');
  await expect(page.locator('#rule-preview-brief')).toHaveText(/^\d{3}(\.\d+[a-z]?)?：[^。]*。?$/);
});

test('the focus ring is at least 3:1 against the page and the header', async ({ page }) => {
  await page.goto('/');
  const ratio = await page.evaluate(() => {
    const rgb = (c: string) => c.match(/\d+/g)!.slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const link = document.querySelector<HTMLElement>('.site-header a')!;
    link.focus();
    const ring = getComputedStyle(link).outlineColor;
    return {
      page: contrast(ring, getComputedStyle(document.body).backgroundColor),
      header: contrast(
        ring,
        getComputedStyle(document.querySelector('.site-header')!).backgroundColor,
      ),
    };
  });
  expect(ratio.page).toBeGreaterThanOrEqual(3);
  expect(ratio.header).toBeGreaterThanOrEqual(3);
});

test('the first change of attackers on a rule page keeps the focus on the checkbox while the engine loads', async ({
  page,
}) => {
  const widget = await pressInRulePageStepper(page, '攻撃とブロックを選ぶ');
  const box = widget.getByRole('checkbox').first();
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(widget.getByRole('checkbox').first()).toBeFocused();
  await focusIsOnControl(page);
});

test('a 「最新版」 badge leads to the rule and puts the focus on it', async ({ page }) => {
  await page.goto('/rules/2008-10-01/502/#502.9b');
  await page.locator('li[id="502.9b"] > .rule-body > a.badge-latest').click();
  await expect(page).toHaveURL(/702\.19b/);
  await expect(page.locator('li[id="702.19b"]')).toBeFocused();
});

test('landmarks are named once: no two share a name on a rule page with its stepper', async ({
  page,
}) => {
  await page.goto('/rules/2026-06-19/506/');
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('nav, aside, section[aria-label], [role="region"]')].map(
      (e) =>
        e.getAttribute('aria-label') ??
        document.getElementById(e.getAttribute('aria-labelledby') ?? '')?.textContent ??
        '',
    ),
  );
  expect(names.length).toBeGreaterThan(4);
  expect(names.filter((n) => n === '')).toEqual([]);
  expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
});
