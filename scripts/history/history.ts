// Rules history: each version compared with the next one in effective-date order (release to
// release, what readers ask about), plus a few long-range comparisons that teach something
// (OverrideFile.longRange); each rule's counterpart in the versions those comparisons reach.
// The cost grows with the number of versions, not with its square.
import type { RuleBook } from '../model/rule-book.ts';
import { pairRules, type Override, type Pairing } from './matcher.ts';

export interface VersionPair {
  old: string;
  new: string;
  lang: 'en' | 'ja';
  pairing: Pairing;
}

export interface HistoryEntry {
  version: string;
  /** The counterpart's number, or null where the rule has none there. */
  number: string | null;
  status: 'same' | 'changed' | 'moved' | 'added' | 'removed' | 'incomparable';
  similarity?: number;
}

export interface OverrideFile {
  overrides: (Override & { old: string; new: string })[];
  /** Long-range comparisons kept besides release to release ("newest" names the newest version). */
  longRange?: [string, string][];
}

/** A version's own text in one language (Japanese carried from another version is not its own). */
function texts(book: RuleBook, version: string, lang: 'en' | 'ja') {
  return book.ordered(version).flatMap((r) => (r[lang] !== undefined && !(lang === 'ja' && r.translation) ? [{ number: r.number, text: r[lang]! }] : []));
}

/** Compares two versions in the first language both have (English first); null when they share none. */
export function comparePair(book: RuleBook, a: string, b: string, overrides: OverrideFile): VersionPair | null {
  const lang = (['en', 'ja'] as const).find((l) => texts(book, a, l).length && texts(book, b, l).length);
  if (!lang) return null;
  const ov = overrides.overrides.filter((o) => o.old === a && o.new === b);
  return { old: a, new: b, lang, pairing: pairRules(texts(book, a, lang), texts(book, b, lang), lang, ov) };
}

/** Each version with the next one that shares a language, oldest first, then the long-range pairs. */
export function versionPairs(book: RuleBook, overrides: OverrideFile): VersionPair[] {
  const order = [...book.versions].reverse().map((v) => v.name);
  const wanted: [string, string][] = [];
  for (let i = 0; i < order.length; i++) {
    // The next version it can be compared with (5.5.2.0 holds only Japanese quotes).
    for (let j = i + 1; j < order.length; j++) {
      const lang = (['en', 'ja'] as const).find((l) => texts(book, order[i]!, l).length && texts(book, order[j]!, l).length);
      if (lang && (lang === 'en' || !order.slice(i + 1, j).length)) {
        wanted.push([order[i]!, order[j]!]);
        break;
      }
    }
  }
  const newest = order[order.length - 1]!;
  for (const [a, b] of overrides.longRange ?? []) {
    const pair: [string, string] = [a, b === 'newest' ? newest : b];
    if (order.includes(pair[0]) && order.includes(pair[1]) && !wanted.some(([x, y]) => x === pair[0] && y === pair[1])) wanted.push(pair);
  }
  return wanted.flatMap(([a, b]) => comparePair(book, a, b, overrides) ?? []);
}

/** A pair's counts, for the list of comparisons. */
export function pairSummary(p: VersionPair) {
  const { added, removed, changed, moved, unchanged } = p.pairing;
  return { old: p.old, new: p.new, lang: p.lang, counts: { added: added.length, removed: removed.length, changed: changed.length, moved: moved.length, unchanged: unchanged.length } };
}
export type PairSummary = ReturnType<typeof pairSummary>;

/** Each rule's counterpart in every other version. */
export function ruleHistories(book: RuleBook, pairs: VersionPair[]): Map<string, HistoryEntry[]> {
  const out = new Map<string, HistoryEntry[]>();
  const add = (version: string, number: string, e: HistoryEntry) => {
    const k = `${version}|${number}`;
    out.set(k, [...(out.get(k) ?? []), e]);
  };
  for (const p of pairs) {
    const { pairing } = p;
    for (const n of pairing.unchanged) (add(p.old, n, { version: p.new, number: n, status: 'same' }), add(p.new, n, { version: p.old, number: n, status: 'same' }));
    for (const c of pairing.changed) (add(p.old, c.number, { version: p.new, number: c.number, status: 'changed' }), add(p.new, c.number, { version: p.old, number: c.number, status: 'changed' }));
    for (const m of pairing.moved) (add(p.old, m.from, { version: p.new, number: m.to, status: 'moved', similarity: m.similarity }), add(p.new, m.to, { version: p.old, number: m.from, status: 'moved', similarity: m.similarity }));
    for (const n of pairing.removed) add(p.old, n, { version: p.new, number: null, status: 'removed' });
    for (const n of pairing.added) add(p.new, n, { version: p.old, number: null, status: 'added' });
  }
  // Newest version first in every list, like the version list.
  const rank = new Map(book.versions.map((v, i) => [v.name, i]));
  for (const list of out.values()) list.sort((a, b) => rank.get(a.version)! - rank.get(b.version)!);
  return out;
}
