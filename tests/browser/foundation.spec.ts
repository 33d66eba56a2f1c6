import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function expectRuleInView(page: Page, number: string) {
  await expect(page).toHaveURL(new RegExp(`#${number.replace('.', '\\.')}$`));
  const el = page.locator(`[id="${number}"]`);
  await expect(el).toHaveCount(1);
  await expect(el).toBeInViewport();
}

test('home → サブゲーム → follow a rule permalink → that rule is in view', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.locator('main').getByRole('link', { name: 'サブゲーム', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('サブゲーム');
  await page.locator('li[id="506.5"] > p > a.rule-number').click();
  await expectRuleInView(page, '506.5');
  // A rule's home is its section page in its version.
  await expect(page).toHaveURL(/\/rules\/5\.5\.2\.0\/506\/#506\.5$/);
  await expect(page.locator('h1')).toContainText('506 サブゲーム');
  expect(errors).toEqual([]);
});

test('a rule reference in text links to that rule in the same version', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/wiki/Shahrazad/');
  await page.locator('li[id="506.7g"] a.rule-ref', { hasText: 'rule 506.7a-f' }).click();
  await expectRuleInView(page, '506.7a');
  expect(errors).toEqual([]);
});

for (const [path, number, h1] of [
  ['/r/20231117.0/506.4c/', '506.4c', '506 戦闘フェイズ'],
  ['/r/5.5.2.0/506.5/', '506.5', '506 サブゲーム'],
  ['/r/20231117.0/310.8b/', '310.8b', '310 バトル'],
] as const) {
  test(`permanent link ${path} lands on the rule`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    await expectRuleInView(page, number);
    await expect(page.locator('h1')).toContainText(h1);
    expect(errors).toEqual([]);
  });
}

test('permanent links work without JavaScript (meta refresh)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/r/5.5.2.0/506.5/');
  await expectRuleInView(page, '506.5');
  await context.close();
});

test('a rule the corpus does not hold gets a page that says so, not a 404', async ({ page }) => {
  const response = await page.goto('/r/5.5.2.0/101/');
  expect(response!.status()).toBe(200);
  await expect(page.locator('main')).toContainText('まだこのサイトに収録されていません');
});

test('red links lead to the wanted page', async ({ page }) => {
  await page.goto('/wiki/%E7%8F%BE%E8%B1%A1/');
  await page.getByRole('link', { name: 'プレインチェイス戦' }).click();
  await expect(page).toHaveURL(/\/wanted\/#/);
  await expect(page.locator('[id="プレインチェイス戦"]')).toBeVisible();
});

test('every sentence of the three articles is on its page', async ({ page }) => {
  for (const [file, url] of [
    ['000_bbd8964c7f53b864.txt', '/wiki/Shahrazad/'],
    ['001_fdbab3dfef281ad8.txt', '/wiki/%E3%82%B5%E3%83%96%E3%82%B2%E3%83%BC%E3%83%A0/'],
    ['003_611999d24b13967b.txt', '/wiki/%E7%8F%BE%E8%B1%A1/'],
  ]) {
    await page.goto(url);
    const pageText = (await page.locator('article').innerText()).replace(/\s+/g, '');
    const source = readFileSync(new URL(`../../content/sources/${file}`, import.meta.url), 'utf8');
    const lines = source
      .split('\n')
      .map((l) =>
        l
          .replace(/^\s*•\s*/, '')
          .replace(/^\[編集\]\s*/, '')
          .trim(),
      )
      .filter(Boolean);
    const missing: string[] = [];
    for (const line of lines) {
      if (/^"https?:/.test(line)) continue; // the footer becomes the source link
      for (const sentence of line.split(/(?<=。)/)) {
        const s = sentence.replace(/\s+/g, '');
        if (s && !pageText.includes(s)) missing.push(sentence);
      }
    }
    expect(missing, url).toEqual([]);
  }
});

test('usable at 360 px: no horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const url of ['/', '/wiki/Shahrazad/', '/rules/', '/faq/champions-of-kamigawa/']) {
    await page.goto(url);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});

test('skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/wiki/Shahrazad/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '本文へ移動' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
