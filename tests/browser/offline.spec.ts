import { test, expect } from '@playwright/test';
import { encodeBoard } from '#components/combat/lab/board-address.ts';
import { readScenario } from '#components/combat/scenario.ts';

/** A reader's own board, as the builder writes it into the address: deathtouch and trample against two blockers. */
const BOARD = readScenario({
  players: [
    { id: 'A', life: 20 },
    { id: 'B', life: 20 },
  ],
  active: 'A',
  rules: '2026-06-19',
  permanents: [
    {
      id: 'p1',
      name: '大蛇',
      controller: 'A',
      types: ['creature'],
      power: 5,
      toughness: 5,
      keywords: ['deathtouch', 'trample'],
    },
    { id: 'p2', name: '壁', controller: 'B', types: ['creature'], power: 0, toughness: 4 },
    { id: 'p3', name: '熊', controller: 'B', types: ['creature'], power: 2, toughness: 3 },
  ],
  attackers: [{ id: 'p1', target: 'B' }],
  blockers: [
    { id: 'p2', blocks: 'p1' },
    { id: 'p3', blocks: 'p1' },
  ],
});

test.describe.configure({ mode: 'serial' });

test('offline: a visited page reopens, search works, an unvisited page gets the fallback; saving makes the saved pages and every search work offline', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto('/wiki/Shahrazad/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load installs the worker; from the next navigation on it controls the page.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.goto('/rules/20231117.0/506/');
  // A search made online keeps the index chunks it used.
  await page.goto('/search/?q=' + encodeURIComponent('サブゲーム'));
  await expect(page.locator('#search-results [data-result]').nth(1)).toBeVisible();

  await context.setOffline(true);
  await page.goto('/wiki/Shahrazad/');
  await expect(page.locator('h1')).toHaveText('Shahrazad');
  await page.goto('/search/?q=' + encodeURIComponent('サブゲーム'));
  await expect(page.locator('#search-results [data-result]').first()).toBeVisible();
  await expect(page.locator('#search-results [data-result]')).not.toHaveCount(0);
  await page.goto('/cards/tide-of-war/');
  await expect(page.locator('h1')).toHaveText('オフラインです');
  // An address the site knows does not exist is "not found", not "offline".
  await page.goto('/wiki/no-such-article/');
  await expect(page.locator('h1')).toHaveText('ページが見つかりません');
  await page.goto('/r/2026-06-19/999.9z/');
  await expect(page.locator('h1')).toHaveText('ページが見つかりません');
  // Before a full save, a search whose index files were never fetched says its results are partial.
  await page.goto('/search/?q=' + encodeURIComponent('絆魂 ライフ'));
  await expect(page.locator('#search-status')).toContainText('結果は一部だけです');

  await context.setOffline(false);
  await page.goto('/save/');
  // The size of each choice first; smaller choices beside everything.
  await expect(page.locator('#save-choices li')).toHaveCount(4);
  await expect(page.locator('#save-choices .save-size').last()).toHaveText(/^ 約 \d+ MB・\d+ 件$/);
  // 「すべて」 counts every page the site lists for saving and every search index file.
  const [pageList, searchList] = await page.evaluate(() =>
    Promise.all(
      ['/offline-pages.json', '/offline-search.json'].map((u) =>
        fetch(u).then((r) => r.json() as Promise<string[]>),
      ),
    ),
  );
  await expect(page.locator('#save-choices .save-size').last()).toContainText(
    `・${pageList.length + searchList.length} 件`,
  );
  // Saving runs the same code for every choice; the two that a reader at an event needs are
  // saved here: the newest rules with the steppers and their search index, and the reading pages
  // with theirs (the search index of every version is ten times as many files).
  for (const [button, done] of [
    [/^「最新版のルール/, /^「最新版のルール.*」（\d+ 件）を保存しました/],
    ['「記事・カード・FAQ」を保存', /^「記事・カード・FAQ」（\d+ 件）を保存しました/],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.locator('#save-status')).toHaveText(done, { timeout: 120_000 });
    const progress = await page
      .locator('#save-progress')
      .evaluate((p: HTMLProgressElement) => [p.value, p.max]);
    expect(progress[0]).toBe(progress[1]);
  }

  await context.setOffline(true);
  await page.goto('/cards/tide-of-war/');
  await expect(page.locator('h1')).toHaveText('戦いの潮目');
  await page.goto('/rules/2026-06-19/702.19/');
  await expect(page.locator('h1')).toContainText('702.19');
  // A preview offline shows the rule: read from its saved page where the per-rule file is not saved.
  // A section (508, its page's heading) and a rule (a subrule's own text).
  for (const link of [
    page.locator('[id="702.19b"] > .rule-body > .rule-text a[data-rule]').first(),
    page.locator('.rule-text a[data-rule*="."]').first(),
  ]) {
    const target = await link.getAttribute('data-rule');
    await link.focus();
    await expect(page.locator('#rule-preview')).toContainText(`${target}（総合ルール`);
    await expect(page.locator('#rule-preview .rule-preview-text')).not.toHaveText(
      /読み込み中|まだ収録されていません|オフラインのため/,
    );
    await expect(page.locator('#rule-preview .rule-preview-text')).not.toBeEmpty();
    await page.keyboard.press('Escape');
  }
  // After saving them, a search of the newest rules and the pages works offline, whole, and
  // permanent links are forwarded by the worker.
  for (const q of ['ダメージ割り振り順', '守る者']) {
    await page.goto('/search/?q=' + encodeURIComponent(q));
    await expect(page.locator('#search-results [data-result]').nth(1)).toBeVisible();
  }
  await expect(page.locator('#search-status')).not.toContainText('結果は一部だけです');
  // The addresses the steppers write themselves open too.
  await page.goto('/play/combat/?scenario=04-trample&step=2');
  await expect(page.locator('h1')).toHaveText('戦闘ステッパー');
  await page.goto('/play/subgame/?scenario=04-nested&rules=2026-06-19&step=5');
  await expect(page.locator('h1')).toHaveText('サブゲーム・ステッパー');
  // The layer stepper replays a board under another version offline (its data was saved).
  await page.goto('/play/layers/?scenario=01-set-pt-2026&rules=2004-10-01&step=1');
  await expect(page.locator('section.layers .combat-position')).toHaveText('2 / 8');
  await expect(page.locator('section.layers .layers-step:visible h3')).toContainText('（418.5a）');
  // A reader's own board, from its address: the same board and the same result.
  await page.goto(`/play/combat/?board=${encodeBoard(BOARD)}&step=5`);
  await expect(page.locator('details.lab-perm summary').first()).toHaveText(
    '大蛇 5/5（接死・トランプル）',
  );
  await expect(page.locator('.combat-player').nth(1)).toContainText('ライフ 17');
  await page.goto('/r/2026-06-19/310.8b/');
  await expect(page).toHaveURL(/#310\.8b$/);
  await expect(page.locator('[id="310.8b"]')).toBeInViewport();
  await context.close();
});

test('the site is installable: a manifest with icons', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.display).toBe('standalone');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  expect(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);
});
