// Rules history: each version compared with the next one in effective-date order (release to
// release, what readers ask about), plus a few long-range comparisons that teach something
// (OverrideFile.longRange), shown in full; any other two versions with English releases between
// them by number only; each rule's counterpart in the versions the release-to-release chain
// reaches. Versions with releases between them are compared through those (cached steps).
import type { RuleBook } from '../model/rule-book.ts';
import { pairRules, sameTextKey, type Override, type Pairing, type RuleText } from './matcher.ts';
import type { HistoryEntry, PairSummary } from '../model/data-contract.ts';
import type { OverrideFile } from '../read/history-overrides.ts';

export type { OverrideFile };

export interface VersionPair {
  old: string;
  new: string;
  lang: 'en' | 'ja';
  /** A release and the next one (the chain each rule's history follows); else a long-range comparison. */
  adjacent: boolean;
  /** The releases between the two, oldest first, through which they were compared (none: compared directly). */
  via: string[];
  /**
   * Shown in full (each change with its texts and their difference): the updates and the long-range
   * pairs on file. Any other two versions are compared too, by number only (a page per chapter
   * naming each change and linking both rules), so that a reader can compare any two.
   */
  full: boolean;
  pairing: Pairing;
  /** Rules whose English is unchanged but whose Japanese (own or carried) differs between the two. */
  translationOnly: { number: string; before: string; after: string }[];
  /** Glossary entries added, removed and changed. */
  glossary: ReturnType<typeof glossaryDiff>;
}

export type { HistoryEntry };

/** A version's own text in one language (Japanese carried from another version is not its own). */
function texts(book: RuleBook, version: string, lang: 'en' | 'ja') {
  return book
    .ordered(version)
    .flatMap((r) =>
      r[lang] !== undefined && !(lang === 'ja' && r.translation)
        ? [{ number: r.number, text: r[lang]! }]
        : [],
    );
}

/**
 * Two versions compared through the English releases between them (releases.ts chainedPairing):
 * given by the pipeline when it reads the releases; null when none lies between.
 */
export type Chain = (
  older: string,
  newer: string,
  oldRules: RuleText[],
  newRules: RuleText[],
  overrides: Override[],
) => { pairing: Pairing; via: string[] } | null;

/**
 * Compares two versions in the first language both have (English first), through the releases
 * between them when `chain` knows them; null when they share no language.
 */
export function comparePair(
  book: RuleBook,
  a: string,
  b: string,
  overrides: OverrideFile,
  chain?: Chain,
  /** Only through the releases between (null otherwise): what any two versions cost, composed from cached steps. */
  chainedOnly = false,
): VersionPair | null {
  const lang = (['en', 'ja'] as const).find(
    (l) => texts(book, a, l).length && texts(book, b, l).length,
  );
  if (!lang) return null;
  const ov = overrides.overrides.filter((o) => o.old === a && o.new === b);
  const [oldRules, newRules] = [texts(book, a, lang), texts(book, b, lang)];
  const dates = [a, b].map((v) => book.versions.find((x) => x.name === v)?.effective ?? null);
  const chained =
    lang === 'en' && chain && dates[0] && dates[1]
      ? chain(dates[0], dates[1], oldRules, newRules, ov)
      : null;
  if (chainedOnly && !chained) return null;
  const pairing = chained?.pairing ?? pairRules(oldRules, newRules, lang, ov);
  const translationOnly =
    lang === 'en'
      ? pairing.unchanged.flatMap((n) => {
          const [before, after] = [book.get(a, n)?.ja, book.get(b, n)?.ja];
          return before !== undefined &&
            after !== undefined &&
            sameTextKey(before) !== sameTextKey(after)
            ? [{ number: n, before, after }]
            : [];
        })
      : [];
  return {
    old: a,
    new: b,
    lang,
    adjacent: false,
    full: true,
    via: chained?.via ?? [],
    pairing,
    translationOnly,
    glossary: glossaryDiff(book, a, b),
  };
}

/**
 * Each version with the next one that shares a language, oldest first, then the long-range pairs,
 * then every other two versions with English releases between them (by number only).
 */
export function versionPairs(
  book: RuleBook,
  overrides: OverrideFile,
  chain?: Chain,
): VersionPair[] {
  const order = [...book.versions].reverse().map((v) => v.name);
  const wanted: [string, string][] = [];
  const adjacent = new Set<string>();
  for (let i = 0; i < order.length; i++) {
    // The next version it can be compared with (5.5.2.0 holds only Japanese quotes).
    for (let j = i + 1; j < order.length; j++) {
      const lang = (['en', 'ja'] as const).find(
        (l) => texts(book, order[i]!, l).length && texts(book, order[j]!, l).length,
      );
      if (lang && (lang === 'en' || !order.slice(i + 1, j).length)) {
        wanted.push([order[i]!, order[j]!]);
        adjacent.add(`${order[i]}|${order[j]}`);
        break;
      }
    }
  }
  const newest = order[order.length - 1]!;
  for (const [a, b] of overrides.longRange ?? []) {
    const pair: [string, string] = [a, b === 'newest' ? newest : b];
    if (
      order.includes(pair[0]) &&
      order.includes(pair[1]) &&
      !wanted.some(([x, y]) => x === pair[0] && y === pair[1])
    )
      wanted.push(pair);
  }
  // Every other two versions, oldest first, by number only.
  const others = order.flatMap((a, i) =>
    order
      .slice(i + 1)
      .filter((b) => !wanted.some(([x, y]) => x === a && y === b))
      .map((b): [string, string, boolean] => [a, b, false]),
  );
  return [...wanted.map(([a, b]): [string, string, boolean] => [a, b, true]), ...others].flatMap(
    ([a, b, full]) => {
      // Any two versions by number only where the releases between lead from one to the other:
      // each such pair is composed from cached steps; pairing every two directly would cost the
      // square of the versions (eight minutes at 4× the versions, in the bench).
      const pair = comparePair(book, a, b, overrides, chain, !full);
      return pair ? [{ ...pair, adjacent: adjacent.has(`${a}|${b}`), full }] : [];
    },
  );
}

/** Glossary entries of two versions compared by term: added, removed, and changed definitions (English first). */
export function glossaryDiff(book: RuleBook, a: string, b: string) {
  const lang = (['en', 'ja'] as const).find(
    (l) =>
      (book.glossary.get(a) ?? []).some((g) => g.language === l) &&
      (book.glossary.get(b) ?? []).some((g) => g.language === l),
  );
  if (!lang) return { added: [], removed: [], changed: [] };
  const of = (v: string) =>
    new Map(
      (book.glossary.get(v) ?? []).filter((g) => g.language === lang).map((g) => [g.term, g.text]),
    );
  const [before, after] = [of(a), of(b)];
  return {
    added: [...after.keys()].filter((t) => !before.has(t)),
    removed: [...before.keys()].filter((t) => !after.has(t)),
    changed: [...after]
      .filter(([t, text]) => before.has(t) && sameTextKey(before.get(t)!) !== sameTextKey(text))
      .map(([term, text]) => ({ term, before: before.get(term)!, after: text })),
  };
}

/** A pair's counts, for the list of comparisons. */
export function pairSummary(p: VersionPair): PairSummary {
  const {
    added,
    removed,
    changed,
    moved,
    unchanged,
    modified,
    referencesOnly,
    renumbered,
    renumberedModified,
  } = p.pairing;
  return {
    old: p.old,
    new: p.new,
    lang: p.lang,
    adjacent: p.adjacent,
    full: p.full,
    via: p.via,
    counts: {
      added: added.length,
      removed: removed.length,
      changed: changed.length,
      moved: moved.length,
      unchanged: unchanged.length,
      modified: modified.length,
      referencesOnly: referencesOnly.length,
      renumbered: renumbered.length,
      renumberedModified: renumberedModified.length,
      split: p.pairing.split.length,
      merged: p.pairing.merged.length,
      translationOnly: p.translationOnly.length,
      glossary: p.glossary.added.length + p.glossary.removed.length + p.glossary.changed.length,
    },
  };
}
export type { PairSummary };

type Step = { number: string | null; status: HistoryEntry['status']; similarity?: number };

/**
 * Each rule's history as a chain through the release-to-release pairs: from its version forwards
 * to the newest and backwards to the oldest, following renumberings (724.5 in 20231117.0 → 728.5
 * in 2025-11-14 … → 729.5 in 2026-04-17), until it was added or removed. Long-range pairs are
 * for the diff pages, not the chain. Linear in the number of versions.
 */
export function ruleHistories(book: RuleBook, pairs: VersionPair[]): Map<string, HistoryEntry[]> {
  const chain = pairs.filter((p) => p.adjacent);
  const forward = new Map<string, { next: string; steps: Map<string, Step> }>();
  const backward = new Map<string, { prev: string; steps: Map<string, Step> }>();
  for (const p of chain) {
    const f = new Map<string, Step>();
    const b = new Map<string, Step>();
    const { pairing } = p;
    for (const n of pairing.unchanged) {
      f.set(n, { number: n, status: 'same' });
      b.set(n, { number: n, status: 'same' });
    }
    for (const c of pairing.changed) {
      f.set(c.number, { number: c.number, status: 'changed' });
      b.set(c.number, { number: c.number, status: 'changed' });
    }
    for (const m of pairing.moved) {
      f.set(m.from, { number: m.to, status: 'moved', similarity: m.similarity });
      b.set(m.to, { number: m.from, status: 'moved', similarity: m.similarity });
    }
    // A split rule goes on as its first part; a merged one as the rule it was merged into.
    const carried = (from: string, to: string): Step => ({
      number: to,
      status: from === to ? 'changed' : 'moved',
    });
    for (const x of pairing.split) {
      f.set(x.from, carried(x.from, x.to[0]!));
      for (const part of x.to) if (!b.has(part)) b.set(part, carried(part, x.from));
    }
    for (const x of pairing.merged) for (const from of x.from) f.set(from, carried(from, x.to));
    for (const n of pairing.removed) f.set(n, { number: null, status: 'removed' });
    for (const n of pairing.added) b.set(n, { number: null, status: 'added' });
    forward.set(p.old, { next: p.new, steps: f });
    // Two releases may lead into one (2008-10-01 in English, 5.5.2.0 in Japanese quotes): the chain goes back through the English.
    if (!backward.has(p.new) || p.lang === 'en') backward.set(p.new, { prev: p.old, steps: b });
  }
  const out = new Map<string, HistoryEntry[]>();
  for (const v of book.versions) {
    for (const r of book.all(v.name)) {
      const list: HistoryEntry[] = [];
      for (const [links, key] of [
        [forward, 'next'],
        [backward, 'prev'],
      ] as const) {
        let version = v.name;
        let number: string | null = r.number;
        while (number && links.has(version)) {
          const link = links.get(version)! as {
            next?: string;
            prev?: string;
            steps: Map<string, Step>;
          };
          const step = link.steps.get(number);
          version = link[key]!;
          if (!step) break; // not compared in that language
          list.push({
            version,
            number: step.number,
            status: step.status,
            ...(step.similarity !== undefined ? { similarity: step.similarity } : {}),
          });
          number = step.number;
        }
      }
      if (list.length) out.set(`${v.name}|${r.number}`, list);
    }
  }
  // Newest version first in every list, like the version list.
  const rank = new Map(book.versions.map((v, i) => [v.name, i]));
  for (const list of out.values()) list.sort((a, b) => rank.get(a.version)! - rank.get(b.version)!);
  return out;
}
