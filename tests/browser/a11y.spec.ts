// axe (WCAG 2 A/AA, 2.1 AA, 2.2 AA) on every kind of page in light, and its colour rules in dark.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const PAGES: [string, string][] = [
  ['home', '/'],
  ['article', '/wiki/Shahrazad/'],
  ['rule page', '/rules/20231117.0/506/'],
  ['card', '/cards/budoka-gardener/'],
  ['FAQ', '/faq/champions-of-kamigawa/'],
  ['search', '/search/?q=' + encodeURIComponent('守る者')],
  ['combat widget', '/play/combat/?scenario=01-bushido-block&step=2'],
  ['subgame widget', '/play/subgame/?scenario=04-nested&step=5'],
  ['layers widget', '/play/layers/?scenario=03-opalescence-dependency-2026&step=4'],
  ['diff', '/diff/2004-10-01/2008-10-01/5/'],
  ['citations', '/cite/'],
  ['release update', '/diff/releases/2026-06-19/'],
  ['keyword page', '/rules/2026-06-19/702.19/'],
  ['glossary page', '/rules/2026-06-19/glossary/ka/'],
  ['term index', '/terms/'],
  ['updates', '/diff/'],
  ['two versions by number', '/diff/2004-10-01/2026-06-19/5/'],
];

for (const [name, url] of PAGES) {
  test(`axe: ${name}, light and dark`, async ({ page }) => {
    // A long rule page takes axe most of the default 30 s on two busy cores.
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url);
    if (name.includes('widget'))
      await expect(page.getByRole('button', { name: '次へ →' })).toBeVisible();
    if (name === 'search')
      await expect(page.locator('#search-results [data-result]').first()).toBeVisible();
    // Open the disclosures so their content is checked too.
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    // The board builder draws a permanent's fields and the import form once opened.
    if (url.startsWith('/play/combat/'))
      await expect(page.locator('.lab-perm-fields').first()).toBeVisible();
    // The dark scheme changes colours only: there, the colour rules (the whole set runs in light).
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const axe = new AxeBuilder({ page });
      const results = await (
        scheme === 'light'
          ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
          : axe.withRules(['color-contrast', 'link-in-text-block'])
      ).analyze();
      const found = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes.length} × ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
      expect(found, `${scheme} scheme`).toEqual([]);
    }
  });
}
