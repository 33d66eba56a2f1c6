// One comparison as a list of changes, each with its category: what the diff pages, the home
// page, the feed and each rule's history all show, worked out once here.
import type { VersionPair } from './history.ts';
import { chapterOf, ruleOf, sectionOf } from '../model/rule-number.ts';
import {
  CHANGE_KINDS,
  type Change,
  type ChangeKind,
  type DiffPage,
} from '../model/data-contract.ts';

export { CHANGE_KINDS, type Change, type ChangeKind, type DiffPage };

/** Every change of a pair, ordered by number; added and removed texts come from `textOf`. */
export function changesOf(
  pair: VersionPair,
  textOf: (version: string, number: string) => string,
): Change[] {
  const p = pair.pairing;
  const moved = new Map(p.moved.map((m) => [m.from, m]));
  const refs = new Set(p.referencesOnly);
  const renumbered = new Set(p.renumbered.map((m) => m.from));
  const list: Change[] = [
    ...p.changed.map((c): Change => ({
      kind: refs.has(c.number) ? 'referencesOnly' : 'modified',
      key: c.number,
      oldN: c.number,
      newN: c.number,
      before: c.before,
      after: c.after,
      lang: pair.lang,
    })),
    ...[...moved.values()].map((m): Change => ({
      kind: renumbered.has(m.from) ? 'renumbered' : 'renumberedModified',
      key: m.to,
      oldN: m.from,
      newN: m.to,
      before: m.before,
      after: m.after,
      lang: pair.lang,
      similarity: m.similarity,
    })),
    ...p.added.map((n): Change => ({
      kind: 'added',
      key: n,
      oldN: null,
      newN: n,
      before: '',
      after: textOf(pair.new, n),
      lang: pair.lang,
    })),
    ...p.removed.map((n): Change => ({
      kind: 'removed',
      key: n,
      oldN: n,
      newN: null,
      before: textOf(pair.old, n),
      after: '',
      lang: pair.lang,
    })),
    ...p.split.map((x): Change => ({
      kind: 'split',
      key: x.to[0]!,
      oldN: x.from,
      newN: x.to[0]!,
      parts: x.to,
      before: textOf(pair.old, x.from),
      after: x.to.map((n) => `${n} ${textOf(pair.new, n)}`).join('\n'),
      lang: pair.lang,
    })),
    ...p.merged.map((x): Change => ({
      kind: 'merged',
      key: x.to,
      oldN: x.from[0]!,
      newN: x.to,
      parts: x.from,
      before: x.from.map((n) => `${n} ${textOf(pair.old, n)}`).join('\n'),
      after: textOf(pair.new, x.to),
      lang: pair.lang,
    })),
    ...pair.translationOnly.map((t): Change => ({
      kind: 'translationOnly',
      key: t.number,
      oldN: t.number,
      newN: t.number,
      before: t.before,
      after: t.after,
      lang: 'ja',
    })),
  ];
  return list.sort((a, b) => compareKeys(a.key, b.key) || a.kind.localeCompare(b.kind));
}

function compareKeys(a: string, b: string): number {
  const parts = (n: string) =>
    n
      .split(/(\d+)/)
      .map((x) => (/^\d+$/.test(x) ? x.padStart(4, '0') : x))
      .join('');
  return parts(a) < parts(b) ? -1 : parts(a) > parts(b) ? 1 : 0;
}

const zeroCounts = () =>
  Object.fromEntries(CHANGE_KINDS.map((k) => [k, 0])) as Record<ChangeKind, number>;

/** Counts by category, and by chapter and category. */
export function countChanges(changes: Change[]) {
  const total = zeroCounts();
  const byChapter = new Map<string, Record<ChangeKind, number>>();
  for (const c of changes) {
    total[c.kind]++;
    const ch = chapterOf(c.key);
    if (!byChapter.has(ch)) byChapter.set(ch, zeroCounts());
    byChapter.get(ch)![c.kind]++;
  }
  return { total, byChapter: [...byChapter].sort(([a], [b]) => Number(a) - Number(b)) };
}

/** A chapter's changes on one page, or split by section when there are more than this many… */
export const PAGE_LIMIT = 300;
/** …or their texts (English and Japanese) come to more than this many characters (≈ 45 KB gzip at most). */
export const PAGE_CHARACTERS = 80_000;

/** How many characters a list of changes shows (both texts and the Japanese beside English). */
export const charactersOf = (list: Change[]) =>
  list.reduce((n, c) => n + c.before.length + c.after.length + (c.ja?.text.length ?? 0), 0);

/** Whether a page of these changes stays light enough to read on a phone. */
export function fitsOnePage(list: Change[]): boolean {
  return list.length <= PAGE_LIMIT && charactersOf(list) <= PAGE_CHARACTERS;
}

/** The group a change falls in at each level: chapter (7), section (702), rule (702.19). */
const LEVELS = [(n: string) => chapterOf(n), (n: string) => sectionOf(n), (n: string) => ruleOf(n)];

/** Whether a change falls in a page's part of the rules (a chapter, section or rule), its sub-pages included. */
export function within(key: string, id: string): boolean {
  return LEVELS.some((level) => level(id) === id && level(key) === id);
}

/**
 * The diff pages of a pair: a page per chapter; a chapter with too many changes for one page
 * lists its sections, each on its own page, and a section with too many lists its rules likewise.
 */
export function diffPages(changes: Change[]): DiffPage[] {
  const pages: DiffPage[] = [];
  const place = (id: string, list: Change[], level: number) => {
    if (fitsOnePage(list) || level + 1 >= LEVELS.length) {
      pages.push({ id, changes: list, children: [] });
      return;
    }
    const groups = Map.groupBy(list, (c) => LEVELS[level + 1]!(c.key));
    pages.push({
      id,
      changes: groups.get(id) ?? [],
      children: [...groups.keys()].filter((k) => k !== id),
    });
    for (const [child, sub] of groups) if (child !== id) place(child, sub, level + 1);
  };
  for (const [chapter, list] of Map.groupBy(changes, (c) => chapterOf(c.key)))
    place(chapter, list, 0);
  return pages;
}
