import { test, expect, type Page } from '@playwright/test';
import { decodeEntities, fileFor, read } from './dist.ts';
import acceptance from '../fixtures/search-queries.json' with { type: 'json' };
import regressions from '../fixtures/search-regressions.json' with { type: 'json' };

type Expect = {
  h1?: string;
  h1Includes?: string;
  anchor?: string;
  textIncludes?: string;
  anyOf?: Expect[];
};

async function top3(page: Page, q: string): Promise<string[]> {
  await page.goto(`/search/?q=${encodeURIComponent(q)}`);
  await expect(page.locator('#search-status')).not.toHaveText(/検索しています/);
  return page
    .locator('#search-results [data-result]')
    .evaluateAll((links) => links.slice(0, 3).map((a) => (a as HTMLAnchorElement).href));
}

/** The text of an element's HTML, as a reader sees it (tags out, entities read, spaces folded). */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a result meets an expectation: read from the built page it links (no navigation). */
function meets(href: string, e: Expect): boolean {
  if (e.anyOf) return e.anyOf.some((x) => meets(href, x));
  const url = new URL(href);
  if (e.anchor !== undefined) return decodeURIComponent(url.hash.slice(1)) === e.anchor;
  const file = fileFor(decodeURIComponent(url.pathname));
  if (!file) return false;
  const html = read(file);
  const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
  if (e.h1 !== undefined) return h1 === e.h1;
  if (e.h1Includes !== undefined) return h1.includes(e.h1Includes);
  if (e.textIncludes !== undefined)
    return textOf(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').includes(e.textIncludes);
  return false;
}

for (const { q, expect: want } of [...acceptance.queries, ...regressions.queries] as {
  q: string;
  expect: Expect;
}[]) {
  test(`search 「${q}」 finds its target among the first three results`, async ({ page }) => {
    const hrefs = await top3(page, q);
    expect(hrefs.length, 'results').toBeGreaterThan(0);
    let ok = false;
    for (const href of hrefs) if ((ok = meets(href, want))) break;
    expect(ok, `${q}: ${hrefs.join(' ')}`).toBe(true);
  });
}

test('an exact jump comes first: rule number and card name', async ({ page }) => {
  await page.goto('/search/?q=506.4c');
  const first = page.locator('#search-results [data-result]').first();
  await expect(first).toHaveAttribute('href', '/rules/2026-06-19/506/#506.4c');
  await expect(page.locator('#search-results li').first()).toContainText('完全一致');
  await page.goto('/search/?q=' + encodeURIComponent('今田家の猟犬、勇丸'));
  await expect(page.locator('#search-results [data-result]').first()).toHaveAttribute(
    'href',
    '/cards/isamaru-hound-of-konda/',
  );
});

test('search from the header: "/" focuses the box, Enter searches', async ({ page }) => {
  await page.goto('/wiki/Shahrazad/');
  await page.keyboard.press('/');
  await expect(page.locator('#site-search')).toBeFocused();
  await page.keyboard.type('サブゲーム');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=/);
  await expect(page.locator('#search-results [data-result]').first()).toHaveAttribute(
    'href',
    /%E3%82%B5%E3%83%96%E3%82%B2%E3%83%BC%E3%83%A0/,
  );
});

test('results show the rule number and version, and filters narrow them', async ({ page }) => {
  await page.goto(
    '/search/?q=' +
      encodeURIComponent('守る者') +
      '&kind=' +
      encodeURIComponent('ルール') +
      '&version=20231117.0',
  );
  const first = page.locator('#search-results li').first();
  await expect(first.locator('[data-result]')).toHaveText(/^310\.8[a-g]?（バトル）$/);
  await expect(first.locator('.result-meta')).toContainText('総合ルール・20231117.0');
});

test('excerpts read as the rules read: no badges, buttons or doubled titles run into the text', async ({
  page,
}) => {
  for (const q of ['トランプル', '追放する']) {
    await page.goto(`/search/?q=${encodeURIComponent(q)}&version=all`);
    await expect(page.locator('#search-status')).not.toHaveText(/検索しています/);
    const excerpts = await page.locator('#search-results .result-excerpt').allInnerTexts();
    expect(excerpts.length, q).toBeGreaterThan(3);
    for (const e of excerpts) {
      expect(e).not.toMatch(/TrampleTrample|ExileExile/);
      expect(e).not.toMatch(
        /訳：\d|最新版：|英語原文|日本語訳なし|旧訳（|原文ファイル|Compiled by/,
      );
    }
  }
});

test('results follow the box as one types, and the address keeps the query', async ({ page }) => {
  await page.goto('/search/');
  await page.locator('#search-q').pressSequentially('ダブルストライク');
  await expect(page.locator('#search-status')).toContainText(
    '「ダブルストライク」を「二段攻撃」として検索しました',
  );
  await expect(page.locator('#search-results [data-result]').first()).toHaveAttribute(
    'href',
    /\/rules\/2026-06-19\/702\.4\/#702\.4/,
  );
  await expect(page).toHaveURL(/\?q=%E3%83%80/);
});

test('a change of version applies at once; older versions are one choice away', async ({
  page,
}) => {
  await page.goto('/search/?q=' + encodeURIComponent('守る者'));
  await expect(page.locator('#search-results .result-meta').first()).toContainText('2026-06-19');
  await page.locator('#search-filters summary').click();
  await page.locator('select[name="version"]').selectOption('20231117.0');
  await expect(page.locator('#search-results .result-meta').first()).toContainText(
    '総合ルール・20231117.0',
  );
  await expect(page.locator('#search-results [data-result]').first()).toHaveText(/^310\.8[a-g]?/);
  await expect(page).toHaveURL(/version=20231117\.0/);
});

test('a question finds its rule; a word no rule has is dropped and the page says so; nothing found offers ways on', async ({
  page,
}) => {
  // Both rules say the pools empty as each step and phase ends: the reviewed topic puts them first
  // (the one the search scores higher with the question's words before the other).
  await page.goto('/search/?q=' + encodeURIComponent('マナ・プール いつ 空になる？'));
  const answers = page.locator('#search-results [data-result]');
  await expect(answers.nth(1)).toHaveAttribute('href', /#(?:500\.5|106\.4)$/);
  expect(
    [await answers.first().getAttribute('href'), await answers.nth(1).getAttribute('href')].sort(),
  ).toEqual(['/rules/2026-06-19/106/#106.4', '/rules/2026-06-19/500/#500.5']);
  await page.goto('/search/?q=' + encodeURIComponent('トランプル ズンドコ'));
  await expect(page.locator('#search-status')).toContainText(
    '「ズンドコ」を含まない結果も示しています',
  );
  await expect(page.locator('#search-results [data-result]').first()).toHaveAttribute(
    'href',
    /702\.19/,
  );
  await page.goto('/search/?q=' + encodeURIComponent('ズンドコ'));
  await expect(page.locator('#search-status')).toContainText('一致するページはありません');
  await expect(page.locator('#search-help')).toBeVisible();
  await expect(
    page.locator('#search-help').getByRole('link', { name: '用語索引' }),
  ).toHaveAttribute('href', '/terms/');
});

test('eight results first, more on request; each rule result shows its number, version and matched text', async ({
  page,
}) => {
  await page.goto(
    '/search/?q=' + encodeURIComponent('ダメージ 軽減') + '&kind=' + encodeURIComponent('ルール'),
  );
  await expect(page.locator('#search-results li')).toHaveCount(8);
  const first = page.locator('#search-results li').first();
  await expect(first.locator('[data-result]')).toHaveText(/^\d{3}(\.\d+[a-z]?)?(（.+）)?$/);
  await expect(first.locator('.result-meta')).toContainText('総合ルール・2026-06-19');
  await expect(first.locator('.result-excerpt mark').first()).toHaveText(/ダメージ|軽減/);
  await page.getByRole('button', { name: 'さらに表示' }).click();
  await expect(page.locator('#search-results li')).toHaveCount(16);
  await expect(page.locator('#search-status')).not.toContainText('完全一致');
});

test('slang with no rule of its own answers with the rule it is about, never an empty page', async ({
  page,
}) => {
  for (const [q, rule] of [
    ['チャンプブロック', /#509\.1h|#510\.1c/],
    ['スーパートランプル', /#702\.19b|#510\.1c/],
    ['ダメージスタック', /#510\.2/],
  ] as const) {
    const hrefs = await top3(page, q);
    expect(
      hrefs.some((h) => rule.test(h)),
      `${q}: ${hrefs.join(' ')}`,
    ).toBe(true);
  }
});

test("an alias's exact jump opens the newest version that has its term (APNAP is not the 2004 glossary)", async ({
  page,
}) => {
  await page.goto('/search/?q=APNAP');
  const first = page.locator('#search-results [data-result]').first();
  await expect(first).toHaveAttribute('href', /\/rules\/2026-06-19\//);
});

test('across every version each rule stands once, in the newest version that has it', async ({
  page,
}) => {
  await page.goto(`/search/?q=${encodeURIComponent('トランプル')}&version=all`);
  await expect(page.locator('#search-status')).not.toHaveText(/検索しています/);
  const hrefs = await page
    .locator('#search-results [data-result]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const numbers = hrefs.map((h) => decodeURIComponent(new URL(h).hash.slice(1))).filter(Boolean);
  expect(numbers.length).toBeGreaterThan(3);
  expect(new Set(numbers).size).toBe(numbers.length);
  // 702.19b is in every version since 2009: it stands as the newest's.
  for (const h of hrefs.filter((h) => /#702\.19[a-z]?$/.test(h)))
    expect(h).toContain('/rules/2026-06-19/');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  test('the box and the first result stand in the upper half, and nothing moves as results arrive', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[])
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/search/?q=${encodeURIComponent('トランプル')}`);
    const first = page.locator('#search-results li').first();
    await expect(first).toBeVisible();
    const box = await page.locator('#search-q').boundingBox();
    const result = await first.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(370);
    expect(result!.y).toBeLessThanOrEqual(370);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await expect(page.locator('#site-search')).toHaveCount(0);
  });
});
