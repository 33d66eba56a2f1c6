// Islands hydrate when visible: a test that acts on one waits until it has (Astro drops the
// island's ssr attribute), as a choice made before is the page's and not the island's.
import { expect, type Page } from '@playwright/test';

export async function hydrated(page: Page, component: string): Promise<void> {
  await expect(
    page.locator(`astro-island[component-url*="${component}"]`).first(),
  ).not.toHaveAttribute('ssr', /.*/);
}
