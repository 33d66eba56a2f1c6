import { test, expect } from '@playwright/test';

test('every rule shows its history as a chain through the releases; a change links the differences where it happened', async ({
  page,
}) => {
  await page.goto('/r/20231117.0/724.5/');
  const rule = page.locator('li[id="724.5"] > .rule-body');
  await expect(rule.locator('a.badge-latest')).toHaveText('最新版：729.5');
  await rule.locator('details.rule-history summary').click();
  const history = rule.locator('details.rule-history');
  await expect(history).toContainText('2026-04-17〜2026-06-19：729.5（番号が変わった）');
  await expect(history).toContainText('2025-11-14〜2026-02-27：728.5（番号が変わった）');
  await expect(history).toContainText('2008-10-01：506.5（番号が変わり、文章の一部も変わった）');
  await expect(history).not.toContainText('類似度');
  await history
    .locator('li', { hasText: '2008-10-01：' })
    .getByRole('link', { name: '違いを見る' })
    .click();
  await expect(page).toHaveURL(/\/diff\/2008-10-01\/20231117\.0\/(7|724)\/#s-724$/);
  const entry = page.locator('[id="d-724.5-renumberedModified"]');
  await expect(entry).toContainText('506.5（2008-10-01）');
  await expect(entry.locator('ins').first()).toBeVisible();
});

test('a rule added later reads, in the older releases, that it was not there yet', async ({
  page,
}) => {
  await page.goto('/r/2026-06-19/702.19c/');
  const history = page.locator('li[id="702.19c"] > .rule-body > details.rule-history');
  await history.locator('summary').click();
  await expect(history.locator('li').last()).toContainText(
    '2008-10-01：この版にはまだない（後の版で追加）',
  );
  await expect(history).not.toContainText('なし（');
});

test('/diff/ lists every update newest first; an update page counts each category, by chapter, and lists each change', async ({
  page,
}) => {
  await page.goto('/diff/');
  const rows = page.locator('#releases ~ .table-scroll tbody th a');
  await expect(rows.first()).toHaveText('2026-04-17 → 2026-06-19');
  await expect(rows.nth(1)).toHaveText('2026-02-27 → 2026-04-17');
  await rows.nth(1).click();
  await expect(page.locator('h1')).toHaveText('2026-04-17：この更新で変わったこと');
  await expect(page.locator('.diff-counts')).toContainText(
    // Splits and merges are counted where an update has them (2026-04-17 split 714.3a).
    /追加 \d+・削除 \d+・変更 \d+・参照番号のみ \d+・番号の変更 \d+・番号と文章の変更 \d+・(?:分割 \d+・)?(?:統合 \d+・)?訳のみの変更 \d+/,
  );
  await expect(page.locator('#glossary')).toBeVisible();
  // 165 changes: one line each on the update page, in full on each chapter's page.
  await expect(page.locator('#c-7 ~ .diff-lines').first()).toContainText('729.5');
  await page.getByRole('link', { name: '第7章の変更を文章の違いとともに見る' }).click();
  const moved = page.locator('[id="d-729.5-renumbered"]');
  await expect(moved.locator('.diff-head .badge')).toHaveText('番号の変更');
  await expect(moved.getByRole('link', { name: '728.5（2026-02-27）' })).toHaveAttribute(
    'href',
    '/rules/2026-02-27/728/#728.5',
  );
  await expect(moved.getByRole('link', { name: '729.5（2026-04-17）' })).toHaveAttribute(
    'href',
    '/rules/2026-04-17/729/#729.5',
  );
});

test('an update reads in Japanese on its own page: each change and its kind, the Japanese rule where it has one, the English difference where not', async ({
  page,
}) => {
  await page.goto('/diff/2026-04-17/2026-06-19/');
  // Every change is listed on the update page itself, under its chapter and section.
  const listed = await page.locator('.diff-entry').count();
  const counted = await page
    .locator('.diff-counts strong')
    .allInnerTexts()
    .then((n) => n.reduce((a, b) => a + Number(b), 0));
  expect(listed).toBe(counted);
  expect(listed).toBeGreaterThan(0);
  // A renumbered rule reads in the Japanese carried from 20260116.0, saying from where.
  const carried = page.locator('[id="d-601.6a-renumbered"]');
  await expect(carried.locator('.diff-head .badge')).toHaveText('番号の変更');
  await expect(carried.locator('.diff-ja .badge')).toHaveText('訳：20260116.0 の 601.5a');
  await expect(carried.locator('.diff-ja p')).toContainText('瞬速を持っている呪文');
  await expect(carried.locator('details.diff-en')).not.toHaveAttribute('open', '');
  // A rule whose English moved on: the old translation, labelled, beside the English difference.
  const outdated = page.locator('[id="d-205.3h-modified"]');
  await expect(outdated.locator('.old-translation .badge')).toContainText(
    '旧訳（20260116.0 の 205.3h',
  );
  await expect(outdated.locator('details.diff-en')).toHaveAttribute('open', '');
  await expect(outdated.locator('details.diff-en ins').first()).toBeVisible();
  // A new rule without Japanese yet: the English, saying so.
  const english = page.locator('[id="d-111.10w-added"]');
  await expect(english.locator('summary')).toHaveText('英語原文（日本語訳はまだありません）');
  await expect(english.locator('ins')).toBeVisible();
  // The glossary's changes by their Japanese headwords.
  await expect(page.locator('.glossary-changes')).toContainText('誇示（Boast）');
  await expect(page.locator('.glossary-changes li', { hasText: 'Heal' })).toContainText(
    '日本語の見出し語はまだありません',
  );
});

test('the home page summarises the newest update', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#latest-update')).toHaveText('最新の更新：2026-06-19');
  await expect(page.locator('#latest-update ~ .diff-counts').first()).toContainText('追加 15');
});

test('the feed of updates is valid Atom, linked from every page', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/diff/feed.xml',
  );
  const res = await request.get('/diff/feed.xml');
  expect(res.ok()).toBe(true);
  const xml = await res.text();
  const checks = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.w3.org/2005/Atom';
    const feed = doc.documentElement;
    const one = (el: Element, name: string) =>
      el.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;
    const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
    const entries = [...feed.getElementsByTagNameNS(ns, 'entry')];
    return {
      parseError: doc.getElementsByTagName('parsererror').length,
      root: `${feed.namespaceURI} ${feed.localName}`,
      feedOk:
        !!one(feed, 'id') &&
        !!one(feed, 'title') &&
        rfc3339.test(one(feed, 'updated') ?? '') &&
        !!one(feed, 'name'),
      entries: entries.length,
      entriesOk: entries.every(
        (e) =>
          !!one(e, 'id') &&
          !!one(e, 'title') &&
          rfc3339.test(one(e, 'updated') ?? '') &&
          [...e.getElementsByTagNameNS(ns, 'link')].some(
            (l) => l.getAttribute('rel') === 'alternate' && !!l.getAttribute('href'),
          ),
      ),
      // Absolute when the build had SITE_URL, else relative to the feed: a reader resolves both.
      links: entries.flatMap((e) =>
        [...e.getElementsByTagNameNS(ns, 'link')]
          .filter((l) => l.getAttribute('rel') === 'alternate')
          .map((l) => l.getAttribute('href') ?? ''),
      ),
      ids: new Set(entries.map((e) => one(e, 'id'))).size,
      first: one(entries[0]!, 'title'),
    };
  }, xml);
  expect(checks).toMatchObject({
    parseError: 0,
    root: 'http://www.w3.org/2005/Atom feed',
    feedOk: true,
    entriesOk: true,
    first: '総合ルール 2026-06-19 の更新',
  });
  expect(checks.entries).toBeGreaterThanOrEqual(5);
  expect(checks.ids).toBe(checks.entries);
  for (const href of checks.links) {
    const target = new URL(href, res.url());
    expect(target.origin, href).toBe(new URL(res.url()).origin);
    expect((await request.get(target.href)).status(), href).toBe(200);
  }
});

test('a comparison across releases names them and links each; its split chapter page counts what its sections list; a split rule is shown as one', async ({
  page,
}) => {
  await page.goto('/diff/20231117.0/2025-11-14/');
  await expect(page.locator('h1')).toHaveText('20231117.0 → 2025-11-14 の違い');
  const via = page.locator('.diff-via');
  await expect(via).toContainText('この間には 10 回の改訂があり');
  await expect(via.getByRole('link', { name: '2024-02-02' })).toHaveAttribute(
    'href',
    '/diff/releases/2024-02-02/',
  );
  await expect(via.getByRole('link', { name: '2025-11-14' })).toBeVisible();
  // Chapter 7's row of the index and the chapter's own page give the same counts.
  const row = page.locator('table.stack-counts tbody tr', { hasText: '第7章' });
  const cells = await row.locator('td').allTextContents();
  await page.goto('/diff/20231117.0/2025-11-14/7/');
  const counts = await page.locator('.diff-counts strong').allTextContents();
  expect(counts.slice(0, 6)).toEqual(cells.slice(0, 6));
  expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThan(500);
  // 500.5 of 20231117.0 stands in four rules of 2025-11-14.
  await page.goto('/diff/20231117.0/2025-11-14/5/');
  const split = page.locator('[id="d-500.4-split"]');
  await expect(split.locator('.diff-head .badge')).toHaveText('分割');
  for (const n of ['500.4', '500.5', '500.5a', '500.5b'])
    await expect(split.getByRole('link', { name: `${n}（2025-11-14）` })).toBeVisible();
});

test('any two versions can be compared: /diff/ lists every pair; a pair not shown in full names each change and links both rules', async ({
  page,
}) => {
  await page.goto('/diff/');
  const anyTwo = page.locator('#any-two + p + dl');
  await anyTwo.getByRole('link', { name: '2026-06-19' }).first().click();
  await expect(page.locator('h1')).toHaveText('2004-10-01 → 2026-06-19 の違い');
  await expect(page.locator('.diff-via')).toContainText('回の改訂があり');
  await page.getByRole('link', { name: '第7章', exact: true }).click();
  const trample = page.locator('[id="d-702.19b-renumberedModified"]');
  await expect(trample.getByRole('link', { name: '502.9b（2004-10-01）' })).toHaveAttribute(
    'href',
    '/rules/2004-10-01/502/#502.9b',
  );
  await expect(trample.getByRole('link', { name: '702.19b（2026-06-19）' })).toHaveAttribute(
    'href',
    '/rules/2026-06-19/702.19/#702.19b',
  );
});
