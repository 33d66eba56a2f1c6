// The 五十音 bar of a version's glossary: a link per page that has entries, the current one marked.
import { glossaryUrl } from '#scripts/model/urls.ts';
import type { GojuonLink } from './GojuonBar.astro';

export function glossaryBar(
  version: string,
  pages: { row: string | null; slug: string }[],
  current?: string,
): GojuonLink[] {
  return pages.map((p) => ({
    label: p.row ?? 'A–Z',
    href: glossaryUrl(version, p.slug),
    current: p.slug === current,
    lang: p.row ? undefined : 'en',
  }));
}
