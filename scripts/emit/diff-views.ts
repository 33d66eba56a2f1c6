// What the update pages show of each comparison, worked out once: its changes, split into pages
// (a chapter, or its sections when it has too many), the counts by category and chapter, which
// page lists each change (for each rule's history and the feed), the Japanese each change reads
// in, and whether the update page lists every change itself.
import type { VersionPair } from '../history/history.ts';
import { changesOf, charactersOf, countChanges, diffPages, within } from '../history/changes.ts';
import { chapterOf } from '../model/rule-number.ts';
import { glossaryId, glossaryUrl } from '../model/urls.ts';
import type { Rule } from '../model/types.ts';
import type {
  Change,
  ChangeJapanese,
  DiffView,
  GlossaryChange,
  GlossaryView,
} from '../model/data-contract.ts';

export type { DiffView };

/** An update page lists its changes in full when it has at most this many… */
export const INLINE_CHANGES = 150;
/** …and their texts come to at most this many characters (about 60 KB of HTML before gzip). */
export const INLINE_CHARACTERS = 40_000;
/** Up to this many, it lists them one line each (kind, numbers, the start of the text). */
export const LISTED_CHANGES = 400;

export interface DiffSources {
  rule: (version: string, number: string) => Rule | undefined;
  glossary: (version: string, englishTerm: string) => GlossaryView | undefined;
}

export function diffView(pair: VersionPair, from: DiffSources): DiffView {
  const textOf = (v: string, n: string) => from.rule(v, n)?.[pair.lang] ?? '';
  const changes = changesOf(pair, textOf).map((c) =>
    // A comparison by number only leaves the texts out (its pages name and link each change).
    !pair.full
      ? { ...c, before: '', after: '' }
      : pair.lang === 'en'
        ? { ...c, ja: japaneseOf(from.rule(c.newN ? pair.new : pair.old, c.key)) }
        : c,
  );
  // By number only, a chapter's changes are one light page; with their texts, it splits as it must.
  const pages = pair.full
    ? diffPages(changes)
    : [...Map.groupBy(changes, (c) => chapterOf(c.key))].map(([id, list]) => ({
        id,
        changes: list,
        children: [],
      }));
  const where: Record<string, string> = {};
  for (const page of pages)
    for (const c of page.changes) if (page.id !== chapterOf(c.key)) where[c.key] = page.id;
  return {
    old: pair.old,
    new: pair.new,
    lang: pair.lang,
    adjacent: pair.adjacent,
    via: pair.via,
    full: pair.full,
    counts: { ...countChanges(changes), unchanged: pair.pairing.unchanged.length },
    glossary: pair.glossary,
    glossaryChanges: glossaryChanges(pair, from.glossary),
    inline: pair.full ? inlineMode(changes) : 'none',
    // A page's counts take in its sub-pages: a split chapter counts what its sections list.
    pages: pages.map((p) => ({
      ...p,
      counts: countChanges(changes.filter((c) => within(c.key, p.id))).total,
    })),
    where,
  };
}

/**
 * How an update page lists its changes and stays light on a phone: in full (texts and
 * differences), one line each, or only by chapter (each chapter's page lists them).
 */
export function inlineMode(changes: Change[]): DiffView['inline'] {
  if (changes.length <= INLINE_CHANGES && charactersOf(changes) <= INLINE_CHARACTERS) return 'full';
  return changes.length <= LISTED_CHANGES ? 'list' : 'none';
}

/** The Japanese a rule reads in, for a change shown in English; null when it has none. */
export function japaneseOf(rule: Rule | undefined): ChangeJapanese | null {
  if (!rule) return null;
  const garbled = (rule.garbled?.length ?? 0) > 0;
  const t = rule.translation;
  if (t?.status === 'outdated')
    return { text: t.text, status: 'outdated', version: t.version, number: t.number, garbled };
  if (rule.ja === undefined) return null;
  return t
    ? { text: rule.ja, status: 'carried', version: t.version, number: t.number, garbled }
    : { text: rule.ja, status: 'own', version: null, number: null, garbled };
}

/** The glossary's changes, each with the Japanese headwords of its entry. */
export function glossaryChanges(
  pair: Pick<VersionPair, 'old' | 'new' | 'glossary'>,
  entry: DiffSources['glossary'],
): GlossaryChange[] {
  const one = (kind: GlossaryChange['kind'], term: string, version: string): GlossaryChange => {
    const view = entry(version, term);
    const headwords = (view?.ja ?? []).filter((j) => !j.headwordMissing).map((j) => j.headword);
    return {
      kind,
      term,
      version,
      // The entry on its page; else the glossary's index, which lists every entry's anchor.
      href: view
        ? `${glossaryUrl(version, view.page)}#${view.id}`
        : `${glossaryUrl(version)}#${glossaryId(term)}`,
      headwords,
      status: headwords.length ? (view?.status ?? null) : null,
    };
  };
  return [
    ...pair.glossary.added.map((t) => one('added', t, pair.new)),
    ...pair.glossary.removed.map((t) => one('removed', t, pair.old)),
    ...pair.glossary.changed.map((c) => one('modified', c.term, pair.new)),
  ];
}

/** The diff page that lists a change of a comparison: the split page, else its chapter's. */
export function diffPageOf(view: Pick<DiffView, 'where'>, key: string): string {
  return view.where[key] ?? chapterOf(key);
}
