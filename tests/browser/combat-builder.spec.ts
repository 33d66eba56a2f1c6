// The board builder of /play/combat/: a judge's question built by clicking, stepped to the end,
// shared by its address and opened again elsewhere (and offline); bad JSON explained, the board kept.
import { test, expect, type Page, type Locator } from '@playwright/test';
import { hydrated } from './islands.ts';

const lab = (page: Page) => page.locator('section.combat-lab');

/** Opens the page and waits for the builder to be hydrated (a choice made before is the page's, not the builder's). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page, 'CombatLab');
}

/** Adds a creature to a player's battlefield and sets what the reader types into its editor. */
async function addCreature(
  page: Page,
  player: string,
  name: string,
  [power, toughness]: [number, number],
  keywords: string[] = [],
) {
  await lab(page)
    .getByRole('button', { name: `＋クリーチャーをプレイヤー${player}の戦場に加える` })
    .click();
  const editor = lab(page).locator('details.lab-perm').last();
  await editor.locator('summary').click();
  await editor.getByLabel('名前').fill(name);
  await editor.getByLabel('パワー').fill(String(power));
  await editor.getByLabel('タフネス').fill(String(toughness));
  for (const k of keywords) await editor.getByLabel(k, { exact: true }).check();
  await editor.locator('summary').click();
}

async function stepToEnd(w: Locator) {
  const next = w.getByRole('button', { name: '次へ →' });
  while (await next.isEnabled()) await next.click();
}

test('build "deathtouch + trample, blocked by two" by clicking, step to the end, share it by its address', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, '/play/combat/');
  const w = lab(page);
  await w.getByRole('button', { name: '空の盤面から始める' }).click();
  await addCreature(page, 'A', '大蛇', [5, 5], ['接死', 'トランプル']);
  await addCreature(page, 'B', '壁', [0, 4]);
  await addCreature(page, 'B', '熊', [2, 3]);
  await w.getByLabel('大蛇の攻撃先：').selectOption({ label: 'プレイヤーB' });
  await w.getByLabel('壁：').selectOption({ label: '大蛇をブロックする' });
  await w.getByLabel('熊：').selectOption({ label: '大蛇をブロックする' });
  await stepToEnd(w);
  // Deathtouch makes 1 lethal to each blocker: 1, 1, and 3 trample over to B (702.2c, 702.19b).
  await expect(w.locator('.combat-player').nth(1)).toContainText('ライフ 17');
  await expect(w.locator('.combat-now')).toContainText('戦闘終了ステップ');
  await expect(page).toHaveURL(/[?&]board=/);
  await w.getByRole('button', { name: 'この盤面へのリンクをコピー' }).click();
  await expect(w.getByText('この盤面へのリンクをコピーしました。')).toBeVisible();
  const address = await page.evaluate(() => navigator.clipboard.readText());
  expect(address).toBe(page.url());
  expect(errors).toEqual([]);
  await context.close();

  // A fresh browser opens the same board, with the same result.
  const fresh = await browser.newContext({ baseURL });
  const again = await fresh.newPage();
  await open(again, address);
  const w2 = lab(again);
  await expect(w2.locator('details.lab-perm summary')).toHaveText([
    '大蛇 5/5（接死・トランプル）',
    '壁 0/4',
    '熊 2/3',
  ]);
  await stepToEnd(w2);
  await expect(w2.locator('.combat-player').nth(1)).toContainText('ライフ 17');
  await expect(w2.locator('.combat-board').nth(1).locator('.combat-card.is-gone')).toHaveCount(2);
  // The same board under every era: 2008's deathtouch is a trigger, so 1 is not lethal damage
  // there — the wall needs all 4 before the bear, and nothing tramples over.
  await w2.locator('details.lab-eras summary').click();
  const row = (v: string) =>
    w2.locator('details.lab-eras tr', { has: again.locator(`th:text-is("${v}")`) });
  await expect(row('2026-06-19')).toContainText('B 17');
  await expect(row('2008-10-01')).toContainText('大蛇→壁 4、大蛇→熊 1');
  await expect(row('2008-10-01')).toContainText('B 20');
  await expect(row('2004-10-01')).toContainText('この版のルールではできない');
  await expect(row('2004-10-01')).toContainText('大蛇の「deathtouch」（接死）は 2004-10-01');
  await fresh.close();
});

test('the builder offers only the keywords the chosen version has, and explains an illegal block with its rule', async ({
  page,
}) => {
  await open(page, '/play/combat/');
  const w = lab(page);
  await w.getByLabel('ルールの版').selectOption('2004-10-01');
  await w.getByRole('button', { name: '空の盤面から始める' }).click();
  await w.getByRole('button', { name: '＋クリーチャーをプレイヤーAの戦場に加える' }).click();
  const editor = w.locator('details.lab-perm').first();
  await editor.locator('summary').click();
  await expect(editor.getByLabel('側面攻撃', { exact: true })).toBeVisible();
  await expect(editor.getByLabel('接死', { exact: true })).toHaveCount(0);
  await expect(editor.getByLabel('感染', { exact: true })).toHaveCount(0);
  await editor.getByLabel('シャドー', { exact: true }).check();
  await w.getByRole('button', { name: '＋クリーチャーをプレイヤーBの戦場に加える' }).click();
  await w.getByLabel('クリーチャー1の攻撃先：').selectOption({ label: 'プレイヤーB' });
  await w.getByLabel('クリーチャー2：').selectOption({ label: 'クリーチャー1をブロックする' });
  const alert = w.getByRole('alert');
  await expect(alert).toContainText('クリーチャー1はシャドーを持つため');
  await expect(alert.locator('a.rule-ref')).toHaveText('502.8b');
});

test('importing JSON: the board is replaced; bad JSON says what is wrong and where, and keeps the board', async ({
  page,
}) => {
  await open(page, '/play/combat/?scenario=04-trample');
  const w = lab(page);
  await w.locator('details.lab-import summary').click();
  const area = w.getByLabel('シナリオのJSON');
  const before = await w.locator('details.lab-perm summary').allTextContents();
  await area.fill('{\n  "players": [\n    { "id": "A", "life": 20 },\n  ]\n}');
  await w.getByRole('button', { name: '貼り付けたJSONを読み込む' }).click();
  await expect(w.getByRole('alert')).toContainText('4行目：JSONとして読めません');
  await area.fill(
    JSON.stringify(
      {
        players: [
          { id: 'A', life: 20 },
          { id: 'B', life: 20 },
        ],
        active: 'A',
        permanents: [
          {
            id: 'x',
            name: '灰色熊',
            controller: 'A',
            types: ['creature'],
            power: 2,
            toughness: 'two',
          },
        ],
      },
      null,
      2,
    ),
  );
  await w.getByRole('button', { name: '貼り付けたJSONを読み込む' }).click();
  await expect(w.getByRole('alert')).toContainText('「灰色熊」のタフネス：整数が必要です');
  await expect(w.getByRole('alert')).not.toContainText('permanents');
  await expect(w.locator('details.lab-perm summary')).toHaveText(before);
  // A good scenario replaces the board; its JSON round-trips through the export.
  await w.getByRole('button', { name: '今の盤面のJSONを表示' }).click();
  const exported = await area.inputValue();
  expect(JSON.parse(exported).permanents.length).toBe(before.length);
  await area.fill(exported.replace('"life": 20', '"life": 7'));
  await w.getByRole('button', { name: '貼り付けたJSONを読み込む' }).click();
  await expect(w.getByRole('status').filter({ hasText: 'JSONを読み込みました。' })).toBeVisible();
  await expect(w.getByLabel('プレイヤーAのライフ')).toHaveValue('7');
});
