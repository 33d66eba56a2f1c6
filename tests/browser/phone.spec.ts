// A 360 px phone is a first-class screen: nothing wider than the viewport, no table cell squeezed
// narrower than two characters of its text, and every control at least 24×24 px (WCAG 2.2 target
// size, axe's target-size rule).
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const PAGES: [string, string][] = [
  ['home', '/'],
  ['rule page', '/rules/2026-06-19/506/'],
  ['keyword page', '/rules/2026-06-19/702.19/'],
  ['glossary', '/rules/2026-06-19/glossary/ka/'],
  ['term index', '/terms/'],
  ['term index row', '/terms/ka/'],
  ['update', '/diff/2026-04-17/2026-06-19/'],
  ['updates', '/diff/'],
  ['release update', '/diff/releases/2026-06-19/'],
  ['citations', '/cite/'],
  ['versions', '/rules/'],
  ['combat', '/play/combat/?scenario=04-trample&step=2'],
  ['subgame', '/play/subgame/?scenario=04-nested&rules=2026-06-19&step=5'],
  ['card', '/cards/budoka-gardener/'],
  ['layers', '/play/layers/?scenario=03-opalescence-dependency-2026&step=4'],
  ['layer section', '/rules/2026-06-19/613/'],
];

test.use({ viewport: { width: 360, height: 740 } });

for (const [name, url] of PAGES) {
  test(`a 360 px phone: ${name}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(url);
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    // The board builder draws a permanent's fields and the import form once opened.
    if (url.startsWith('/play/combat/'))
      await expect(page.locator('.lab-perm-fields').first()).toBeVisible();
    const report = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const inScroller = (e: Element) => {
        for (let p = e.parentElement; p; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === 'auto' || o === 'scroll') return true;
        }
        return false;
      };
      const wide = [...document.querySelectorAll('body *')]
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && (r.right > width + 1 || r.left < -1) && !inScroller(e);
        })
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
      const narrow = [...document.querySelectorAll('td, th')]
        .filter((c) => {
          const text = (c.textContent ?? '').trim();
          // Not shown (a stacked table's header row is kept for screen readers only, 1 px).
          if (text.length < 2 || c.getBoundingClientRect().width <= 1) return false;
          const size = parseFloat(getComputedStyle(c).fontSize);
          const r = c.getBoundingClientRect();
          const pad =
            parseFloat(getComputedStyle(c).paddingInlineStart) +
            parseFloat(getComputedStyle(c).paddingInlineEnd);
          return r.width - pad < 2 * size - 1;
        })
        .slice(0, 5)
        .map((c) => (c.textContent ?? '').trim().slice(0, 20));
      return { wide, narrow, scroll: document.documentElement.scrollWidth - width };
    });
    expect(report.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(report.wide, 'elements wider than the viewport').toEqual([]);
    expect(report.narrow, 'table cells narrower than two characters').toEqual([]);
    const axe = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(
      axe.violations.flatMap((v) => v.nodes.slice(0, 5).map((n) => n.target.join(' '))),
      'controls smaller than 24×24 px',
    ).toEqual([]);
  });
}

test('a 360 px phone: the steppers keep 「次へ」 on screen from step to step', async ({ page }) => {
  for (const url of ['/play/combat/?scenario=04-trample', '/play/subgame/?scenario=04-nested']) {
    await page.goto(url);
    const next = page.getByRole('button', { name: '次へ →' });
    await next.scrollIntoViewIfNeeded();
    for (let i = 0; i < 4; i++) {
      // Clicked as a finger would, without scrolling the page to it first.
      await next.evaluate((b: HTMLButtonElement) => b.click());
      await expect(next, `${url}, step ${i + 1}`).toBeInViewport();
    }
  }
});
