// Hydration keeps the server's markup: an island coming alive may set attributes (its buttons stop
// saying they are disabled) but rewrites no text. Preact matches one text node per string it
// renders, while the server's HTML merges adjacent strings ("プレイヤー", "A", "のライフ") into one:
// a component that writes text beside an expression makes hydration cut the merged node and
// insert the rest (work, a second layout after the first paint, and changes inside live regions).
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './islands.ts';

/**
 * Records every change to text inside an island from the end of parsing (the parser's own
 * insertions are not changes) until it has hydrated, and whether it was still waiting then.
 */
async function recordTextChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    const w = window as unknown as { textChanges: string[]; unhydratedAtStart: boolean };
    w.textChanges = changes;
    const inIsland = (n: Node | null) =>
      !!(n instanceof Element ? n : n?.parentElement)?.closest('astro-island');
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        // Astro drops an island's ssr attribute once it has hydrated: what it renders after (a
        // stepper trading its no-JavaScript list for its controls) is the reader's page, not hydration.
        if (r.type === 'attributes') {
          observer.disconnect();
          break;
        }
        if (r.type === 'characterData' && inIsland(r.target))
          changes.push(`${JSON.stringify(r.oldValue)} → ${JSON.stringify(r.target.textContent)}`);
        if (r.type === 'childList' && inIsland(r.target) && r.target.isConnected)
          for (const n of [...r.addedNodes, ...r.removedNodes])
            if (n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim())
              changes.push(`${r.addedNodes.length ? '+' : '-'}${JSON.stringify(n.textContent)}`);
      }
    });
    document.addEventListener('DOMContentLoaded', () => {
      const islands = [...document.querySelectorAll('astro-island')];
      w.unhydratedAtStart = islands.length > 0 && islands.every((i) => i.hasAttribute('ssr'));
      observer.observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        characterDataOldValue: true,
        attributes: true,
        attributeFilter: ['ssr'],
      });
    });
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { textChanges: string[]; unhydratedAtStart: boolean };
    return { unhydratedAtStart: w.unhydratedAtStart, textChanges: w.textChanges };
  });

for (const [where, url, component] of [
  ['the board builder', '/play/combat/', 'CombatLab'],
  ['the subgame stepper', '/play/subgame/', 'SubgameStepper'],
  ['the combat stepper on a rule page', '/rules/2026-06-19/506/', 'CombatStepper'],
] as const) {
  test(`${where} hydrates without rewriting its text (${url})`, async ({ page }) => {
    await recordTextChanges(page);
    await page.goto(url);
    await page.locator(`astro-island[component-url*="${component}"]`).scrollIntoViewIfNeeded();
    await hydrated(page, component);
    // The hydrated island's first effects (buttons come alive) have run.
    await expect(page.locator('astro-island [aria-disabled="true"]')).toHaveCount(0);
    expect(await recorded(page)).toEqual({ unhydratedAtStart: true, textChanges: [] });
  });
}
