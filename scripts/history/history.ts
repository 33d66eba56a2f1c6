// Rules history: every pair of versions that share a language, paired by the matcher, and for
// each rule its counterpart in every other version.
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
}

function texts(book: RuleBook, version: string, lang: 'en' | 'ja') {
  return book.ordered(version).flatMap((r) => (r[lang] !== undefined ? [{ number: r.number, text: r[lang]! }] : []));
}

/** Versions oldest first (the book lists them newest first). */
export function versionPairs(book: RuleBook, overrides: OverrideFile): VersionPair[] {
  const order = [...book.versions].reverse().map((v) => v.name);
  const pairs: VersionPair[] = [];
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      const [a, b] = [order[i]!, order[j]!];
      const lang = (['en', 'ja'] as const).find((l) => texts(book, a, l).length && texts(book, b, l).length);
      if (!lang) continue;
      const ov = overrides.overrides.filter((o) => o.old === a && o.new === b);
      pairs.push({ old: a, new: b, lang, pairing: pairRules(texts(book, a, lang), texts(book, b, lang), lang, ov) });
    }
  }
  return pairs;
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
