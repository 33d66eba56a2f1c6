// One place decides every address of the site. Pages, redirects, search and the JSON API
// all call these; the permanent ones (/r/…) are a published contract and never change. Each is
// under the base path the site is built for (scripts/model/base-path.ts): "/" unless BASE_PATH is set.
import { ruleKind, ruleOf, sectionOf } from './rule-number.ts';
import { withBase } from './base-path.ts';

export function articleUrl(title: string): string {
  return withBase(`/wiki/${encodeURIComponent(title)}/`);
}

export function faqUrl(slug: string, section?: string): string {
  return withBase(`/faq/${slug}/${section ? `#${section}` : ''}`);
}

export function cardUrl(slug: string): string {
  return withBase(`/cards/${encodeURIComponent(slug)}/`);
}

export function cardsIndexUrl(): string {
  return withBase('/cards/');
}

export function mechanicUrl(slug: string): string {
  return withBase(`/mechanics/${slug}/`);
}

/** A card's address: its English name in lower case words, or its Japanese name when no English is known. */
export function cardSlug(nameJa: string, nameEn: string | null): string {
  return nameEn
    ? nameEn
        .toLowerCase()
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
    : nameJa;
}

/** The permanent address of a rule: in one version, or in the newest version that has it. */
export function rulePermalink(number: string, version?: string | null): string {
  return withBase(version ? `/r/${version}/${number}/` : `/r/${number}/`);
}

export function rulesIndexUrl(version: string): string {
  return withBase(`/rules/${version}/`);
}

export function rulesSectionUrl(version: string, section: string): string {
  return withBase(`/rules/${version}/${section}/`);
}

/** A version's introduction (はじめに / Introduction) and credits, as its texts print them. */
export function introUrl(version: string): string {
  return withBase(`/rules/${version}/intro/`);
}

export function creditsUrl(version: string): string {
  return withBase(`/rules/${version}/credits/`);
}

/**
 * The glossary's pages after its index (/rules/<version>/glossary/): one per 五十音 row of the
 * headwords' readings, by the row's romanised name, then the entries without Japanese (A–Z).
 */
export const GLOSSARY_PAGES: readonly { row: string | null; slug: string; label: string }[] = [
  { row: 'あ', slug: 'a', label: 'あ行' },
  { row: 'か', slug: 'ka', label: 'か行' },
  { row: 'さ', slug: 'sa', label: 'さ行' },
  { row: 'た', slug: 'ta', label: 'た行' },
  { row: 'な', slug: 'na', label: 'な行' },
  { row: 'は', slug: 'ha', label: 'は行' },
  { row: 'ま', slug: 'ma', label: 'ま行' },
  { row: 'や', slug: 'ya', label: 'や行' },
  { row: 'ら', slug: 'ra', label: 'ら行' },
  { row: 'わ', slug: 'wa', label: 'わ行' },
  { row: '他', slug: 'other', label: 'その他' },
  { row: null, slug: 'en', label: '日本語訳のない用語（A–Z）' },
];

/** The page of the glossary an entry of this 五十音 row (null: no Japanese) is on. */
export function glossaryPage(row: string | null): string {
  return (GLOSSARY_PAGES.find((p) => p.row === row) ?? GLOSSARY_PAGES.at(-1)!).slug;
}

/** A version's glossary: its index, or one of its pages (a slug of GLOSSARY_PAGES). */
export function glossaryUrl(version: string, page?: string): string {
  return withBase(`/rules/${version}/glossary/${page ? `${page}/` : ''}`);
}

export function glossaryId(term: string): string {
  return `g-${term
    .toLowerCase()
    .replace(/[^a-z0-9ぁ-んァ-ヶ一-龠ー]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * The term index: the headwords (/terms/), one 五十音 row of them (a slug of GLOSSARY_PAGES:
 * /terms/ka/), or its English (A–Z) or its Japanese–English pairs.
 */
export function termsUrl(part?: string): string {
  return withBase(`/terms/${part ? `${part}/` : ''}`);
}

export function apiVersionUrl(version: string): string {
  return withBase(`/api/rules/${version}.json`);
}

export function apiRuleUrl(version: string, number: string): string {
  return withBase(`/api/rules/${version}/${number}.json`);
}

/** The versions the site shows, newest first, and the newest's name. */
export function apiVersionsUrl(): string {
  return withBase('/api/rules.json');
}

/** /cite/'s data: the releases it reads (`releases`), each number's releases (`numbers`), the newest's titled rules (`titles`), or one release's numbers as the newest numbers them (its date). */
export function citeDataUrl(name: string): string {
  return withBase(`/api/cite/${name}.json`);
}

/** Sections long enough that each of their rules stands on a page of its own: keyword actions and abilities. */
export const SPLIT_SECTIONS: ReadonlySet<string> = new Set(['701', '702']);

/** The page a rule lives on: "702.19" for 702.19b (701 and 702 split by keyword), else its section; null for a chapter. */
export function rulePageId(number: string): string | null {
  const kind = ruleKind(number);
  if (!kind || kind === 'chapter') return null;
  return SPLIT_SECTIONS.has(sectionOf(number)) && kind !== 'section'
    ? ruleOf(number)
    : sectionOf(number);
}

/** The page a rule lives on: its section's (or keyword's) page, or the version's contents for a chapter. */
export function ruleHomeUrl(version: string, number: string): string {
  const page = rulePageId(number);
  return page ? rulesSectionUrl(version, page) : rulesIndexUrl(version);
}

/** Where a rule actually stands: its home page plus the anchor that is its number. */
export function ruleUrl(version: string, number: string): string {
  return `${ruleHomeUrl(version, number)}#${number}`;
}

export function wantedUrl(fragment?: string): string {
  return withBase(fragment ? `/wanted/#${encodeURIComponent(fragment)}` : '/wanted/');
}

export function versionsUrl(): string {
  return withBase('/rules/');
}

/**
 * What one release since 2003 changed from the release before it (/diff/releases/2009-07-11/);
 * a release that changed much continues on numbered pages (/diff/releases/2009-07-11/2/).
 */
export function releaseUpdateUrl(date: string, part = 1): string {
  return withBase(part > 1 ? `/diff/releases/${date}/${part}/` : `/diff/releases/${date}/`);
}

export function diffUrl(oldVersion?: string, newVersion?: string, chapter?: string): string {
  if (!oldVersion || !newVersion) return withBase('/diff/');
  return withBase(`/diff/${oldVersion}/${newVersion}/${chapter ? `${chapter}/` : ''}`);
}
