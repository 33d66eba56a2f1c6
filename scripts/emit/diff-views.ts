// What the update pages show of each comparison, worked out once: its changes, split into pages
// (a chapter, or its sections when it has too many), the counts by category and chapter, and
// which page lists each change (for each rule's history and the feed).
import type { VersionPair } from '../history/history.ts';
import { changesOf, countChanges, diffPages } from '../history/changes.ts';
import { chapterOf } from '../model/rule-number.ts';
import type { DiffView } from '../model/data-contract.ts';

export type { DiffView };

export function diffView(
  pair: VersionPair,
  textOf: (version: string, number: string, lang: 'en' | 'ja') => string,
): DiffView {
  const changes = changesOf(pair, (v, n) => textOf(v, n, pair.lang));
  const pages = diffPages(changes);
  const where: Record<string, string> = {};
  for (const page of pages)
    for (const c of page.changes) if (page.id !== chapterOf(c.key)) where[c.key] = page.id;
  return {
    old: pair.old,
    new: pair.new,
    lang: pair.lang,
    adjacent: pair.adjacent,
    counts: { ...countChanges(changes), unchanged: pair.pairing.unchanged.length },
    glossary: pair.glossary,
    pages: pages.map((p) => ({ ...p, counts: countChanges(p.changes).total })),
    where,
  };
}

/** The diff page that lists a change of a comparison: the split page, else its chapter's. */
export function diffPageOf(view: Pick<DiffView, 'where'>, key: string): string {
  return view.where[key] ?? chapterOf(key);
}
