// The layer stepper: /play/layers/ and the layer section of every version the engine plays; one
// step at a time, each effect with its reason linked; the same board under every era; a board of
// the reader's own from JSON, held in the address; readable without JavaScript.
import { test, expect } from '@playwright/test';

test('/play/layers/ steps layer by layer, each effect with its reason and rule', async ({
  page,
}) => {
  await page.goto('/play/layers/?scenario=03-opalescence-dependency-2026');
  const stepper = page.locator('section.layers');
  await expect(stepper.locator('.layers-step:visible')).toHaveCount(1);
  await expect(stepper.locator('.layers-step:visible h3')).toHaveText(
    '適用前（印刷された特性とカウンター）',
  );
  const next = stepper.getByRole('button', { name: '次へ →' });
  // Layer 4: the effect that ends the relic's enchantment-ness first, Opalescence after it.
  for (let i = 0; i < 4; i++) await next.click();
  const step = stepper.locator('.layers-step:visible');
  await expect(step.locator('h3')).toHaveText('第4種（タイプ変更）（613.1d）');
  await expect(step.locator('.layers-applied li').last()).toContainText('に依存する：その後に適用');
  await expect(step.locator('.layers-applied li').last().getByRole('link')).toHaveAttribute(
    'href',
    '/rules/2026-06-19/613/#613.8b',
  );
  await expect(step.locator('td.is-changed').first()).toBeVisible();
  await expect(page).toHaveURL(/step=4/);
  // The keyboard steps too.
  await next.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(stepper.locator('.layers-step:visible h3')).toHaveText(
    '第3種（文章変更）（613.1c）',
  );
});

test('another era replays the board, and the eras stand side by side', async ({ page }) => {
  await page.goto('/play/layers/?scenario=01-set-pt-2026');
  const stepper = page.locator('section.layers');
  await expect(stepper.locator('.layers-eras tbody tr')).toHaveCount(8);
  // Once the island is alive (its buttons say so), a choice replays the board.
  await expect(stepper.getByRole('button', { name: '次へ →' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await stepper.getByLabel('ルールの版').selectOption('2004-10-01');
  await stepper.getByRole('button', { name: '次へ →' }).click();
  await expect(stepper.locator('.layers-step:visible h3')).toContainText('（418.5a）');
  await expect(stepper.locator('.layers-eras tr.is-current th')).toContainText('2004-10-01');
  await expect(page).toHaveURL(/rules=2004-10-01/);
});

test("a board of the reader's own: JSON in, errors in Japanese naming the field, the address holds it", async ({
  page,
}) => {
  await page.goto('/play/layers/');
  const stepper = page.locator('section.layers');
  await expect(stepper.getByRole('button', { name: '次へ →' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await stepper.getByRole('button', { name: '盤面を組み立てる' }).click();
  await stepper.locator('.layers-json summary').click();
  const box = stepper.getByLabel('この盤面のシナリオ（書き換えて読み込めます）');
  const json = JSON.parse(await box.inputValue()) as { effects: { do: Record<string, unknown> }[] };
  json.effects[0]!.do = { grow: true };
  await box.fill(JSON.stringify(json));
  await stepper.getByRole('button', { name: 'このJSONで進める' }).click();
  await expect(stepper.getByRole('alert')).toHaveText(
    /^シナリオの「effects\[0\]\.do\.grow」：知らない効果の種類です/,
  );
  await box.fill('{ "rules": ');
  await stepper.getByRole('button', { name: 'このJSONで進める' }).click();
  await expect(stepper.getByRole('alert')).toContainText('JSON として読めません');
  // A legal board of one's own: played, and kept in the address.
  await box.fill(
    JSON.stringify({
      rules: '2026-06-19',
      objects: [
        {
          id: 'bear',
          name: '熊',
          types: ['creature'],
          power: 2,
          toughness: 2,
          controller: 'A',
          timestamp: 1,
        },
      ],
      effects: [
        {
          id: 'shrink',
          source: 'spell',
          controller: 'A',
          timestamp: 2,
          affected: ['bear'],
          do: { modifyPT: { toughness: -2 } },
        },
      ],
    }),
  );
  await stepper.getByRole('button', { name: 'このJSONで進める' }).click();
  await expect(stepper.locator('.layers-eras')).toContainText('墓地へ');
  await expect(page).toHaveURL(/board=/);
  await page.reload();
  await expect(page.locator('section.layers .layers-eras')).toContainText('墓地へ');
});

for (const url of [
  '/rules/2026-06-19/613/',
  '/rules/20231117.0/613/',
  '/rules/2008-10-01/418/',
  '/rules/2004-10-01/418/',
]) {
  test(`the stepper stands on the layer section: ${url}`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('link', { name: 'レイヤー・ステッパーへ ↓' })).toBeVisible();
    const stepper = page.locator('section.layers');
    await stepper.scrollIntoViewIfNeeded();
    await stepper.getByRole('button', { name: '次へ →' }).click();
    await expect(stepper.locator('.layers-step:visible h3 a')).toHaveAttribute(
      'href',
      new RegExp(`^/rules/${url.split('/')[2]!.replace('.', '\\.')}/`),
    );
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every step of the first board is there to read', async ({ page }) => {
    await page.goto('/rules/2026-06-19/613/');
    const steps = page.locator('section.layers .layers-step');
    expect(await steps.count()).toBe(12);
    await expect(steps.nth(4).locator('h3')).toContainText('第4種');
    await expect(steps.last()).toContainText('結果と状況起因処理');
  });
});

test('a board built in the form: objects and effects added, played at once, kept in the address', async ({
  page,
}) => {
  await page.goto('/play/layers/?scenario=01-set-pt-2026');
  const stepper = page.locator('section.layers');
  await expect(stepper.getByRole('button', { name: '次へ →' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await stepper.getByRole('button', { name: '盤面を組み立てる' }).click();
  const build = stepper.getByRole('region', { name: '盤面を組み立てる' });
  await build.getByRole('button', { name: 'オブジェクトを加える' }).click();
  await build.getByRole('button', { name: '解決した呪文の効果を加える' }).click();
  // The spell's effect: the first creature gets -0/-20, in every era its death.
  const spell = build.locator('.layers-builder-row', { hasText: 'spell1' });
  await expect(spell.getByLabel('効果')).toHaveValue('modifyPT');
  await spell.getByLabel('タフネス', { exact: true }).fill('-20');
  await spell.getByLabel('タフネス', { exact: true }).press('Tab');
  await expect(stepper.locator('.layers-eras')).toContainText('墓地へ');
  await expect(page).toHaveURL(/board=/);
  // The JSON box follows the form.
  await expect(stepper.getByLabel('この盤面のシナリオ（書き換えて読み込めます）')).toHaveValue(
    /"spell1"/,
  );
});
