// Every English release since 2003 (content/sources/cr-en/ and cr-en-archive/), as the rules
// reader reads them and named by the date its text states — the archive's copies of releases the
// site also reads are read once. What a release changed, and what an old citation is called today,
// come from pairing each release's rules with the next one's (matcher.ts), release by release,
// each step kept in the cache the caller hands in (read/release-step-cache.ts on disk).
import { createHash } from 'node:crypto';
import type { SourceText } from '../model/types.ts';
import type { ReleaseStep, ReleaseStepCache } from '../model/release-step.ts';
import type { RuleLifeData } from '../model/data-contract.ts';
import { parseCrText } from '../parse/cr-text.ts';
import {
  completePairing,
  pairRules,
  type Override,
  type Pairing,
  type RuleText,
} from './matcher.ts';
import { normalise, similarity, tokens } from './texts.ts';

export type { ReleaseStep, ReleaseStepCache };

export interface Release {
  /** The date the text says it takes effect (YYYY-MM-DD): the release's name. */
  date: string;
  /** Where it was read from (content/sources/…). */
  file: string;
  rules: RuleText[];
  /** A hash of its rules (number and text): the release's part of a cached step's key. */
  hash: string;
}

/**
 * The releases among these texts (a manifest's cr-text sources, then its history files:
 * read/release-texts.ts), oldest first, each once, by the date its text states (a version's own
 * file first).
 */
export function releasesOf(texts: SourceText[]): Release[] {
  const byDate = new Map<string, Release>();
  for (const src of texts) {
    // English only: a Japanese rules text in the official form is read by its version.
    if (/[ぁ-んァ-ヶ一-龠]/.test(src.lines[0] ?? '')) continue;
    const doc = parseCrText(src);
    if (byDate.has(doc.effectiveDate)) continue;
    const rules = doc.rules.map((r) => ({ number: r.number, text: r.text }));
    byDate.set(doc.effectiveDate, {
      date: doc.effectiveDate,
      file: src.file,
      rules,
      hash: createHash('sha256').update(JSON.stringify(rules)).digest('hex').slice(0, 16),
    });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * What changed from one release to another (any two, either way round: the older is "old"):
 * through the releases between them, when there are any (chainedPairing).
 */
export function compareReleases(
  cache: ReleaseStepCache,
  releases: Release[],
  a: string,
  b: string,
): Pairing {
  const [older, newer] = [a, b].sort();
  const at = (d: string) => releases.find((r) => r.date === d)!;
  return (
    chainedPairing(cache, releases, older!, newer!, at(older!).rules, at(newer!).rules)?.pairing ??
    pairRules(at(older!).rules, at(newer!).rules, 'en')
  );
}

/**
 * Two releases far apart compared through the releases between them: each rule followed step by
 * step (releaseStep: each pairing of neighbours, where a rule moves little), the rules that reach
 * the newer release paired with what they became, and the pairing completed and labelled on the
 * two texts given (the releases' own, or a version's). Null when no release lies between.
 */
export function chainedPairing(
  cache: ReleaseStepCache,
  releases: Release[],
  from: string,
  to: string,
  oldRules: RuleText[],
  newRules: RuleText[],
  overrides: Override[] = [],
): { pairing: Pairing; via: string[] } | null {
  const i = releases.findIndex((r) => r.date === from);
  const j = releases.findIndex((r) => r.date === to);
  if (i < 0 || j < 0 || j - i < 2) return null;
  const now = new Map(releases[i]!.rules.map((r) => [r.number, r.number]));
  for (let k = i; k < j; k++) {
    const s = releaseStep(cache, releases[k]!, releases[k + 1]!);
    const moved = new Map(movesOf(s));
    const gone = new Set([...s.removed, ...carriedInto(s).map(([f]) => f)]);
    const next = numbersOf(releases[k + 1]!);
    for (const [o, n] of now) {
      const m = gone.has(n) ? undefined : (moved.get(n) ?? n);
      if (m === undefined || !next.has(m)) now.delete(o);
      else now.set(o, m);
    }
  }
  const oldBy = new Map(oldRules.map((r) => [r.number, r]));
  const newBy = new Map(newRules.map((r) => [r.number, r]));
  // A maintainer's pairing stands over the chain's.
  const declaredRemoved = new Set<string>();
  for (const ov of overrides) {
    for (const [o, n] of now) if (o === ov.from || n === ov.to) now.delete(o);
    if (ov.to === null) declaredRemoved.add(ov.from);
    else now.set(ov.from, ov.to);
  }
  const pairs = [...now]
    .filter(([o, n]) => oldBy.has(o) && newBy.has(n))
    .map(([o, n]) => ({
      from: o,
      to: n,
      similarity:
        Math.round(
          similarity(tokens(oldBy.get(o)!.text, 'en'), tokens(newBy.get(n)!.text, 'en')) * 100,
        ) / 100,
    }));
  return {
    pairing: completePairing(pairs, oldRules, newRules, 'en', declaredRemoved),
    via: releases.slice(i + 1, j).map((r) => r.date),
  };
}

export interface Citation {
  cited: string;
  /** Its number in the newest release; null when the rule is gone. */
  now: string | null;
  /** Its text changed (beyond the numbers it cites) in some release since. */
  changed: boolean;
  removed: boolean;
  /** The release cited has no rule of this number (a misprint, or another release's number). */
  unknown?: true;
}

/** A step's moves (renumbered, with or without a new text), old number → new. */
const movesOf = (s: ReleaseStep): [string, string][] => [...s.renumbered, ...s.renumberedModified];
/** Where a split or merged rule's text went: the first part of a split, the rule merged into. */
const carriedInto = (s: ReleaseStep): [string, string][] => [
  ...s.split.map(([from, to]): [string, string] => [from, to[0]!]),
  ...s.merged.flatMap(([from, to]) => from.map((f): [string, string] => [f, to])),
];
/** The old numbers whose text changed in a step (beyond the numbers it cites). */
const changedIn = (s: ReleaseStep): string[] => [
  ...s.modified,
  ...s.renumberedModified.map(([from]) => from),
  ...carriedInto(s).map(([from]) => from),
];

/** A release's rule numbers. */
const numbersOf = (r: Release): Set<string> => new Set(r.rules.map((x) => x.number));

/**
 * The step from one release to the next, from the cache by the two texts' hashes, or paired and
 * cached: adding a release recomputes only its own comparison.
 */
export function releaseStep(cache: ReleaseStepCache, a: Release, b: Release): ReleaseStep {
  const key = `${a.hash}-${b.hash}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const step = pairStep(a, b);
  cache.set(key, step);
  return step;
}

/** Pairs two releases: the step's classes of the matcher's pairing. */
function pairStep(a: Release, b: Release): ReleaseStep {
  const p = pairRules(a.rules, b.rules, 'en');
  return {
    added: p.added,
    removed: p.removed,
    modified: p.modified,
    referencesOnly: p.referencesOnly,
    renumbered: p.renumbered.map((m) => [m.from, m.to]),
    renumberedModified: p.renumberedModified.map((m) => [m.from, m.to]),
    split: p.split.map((x) => [x.from, x.to]),
    merged: p.merged.map((x) => [x.from, x.to]),
  };
}

/** Each rule number of a release, as the newest release numbers it: [now (null: removed), changed since (1) or not (0)]. */
export type CitationTable = Record<string, [string | null, 0 | 1]>;

/**
 * The citation table of every release from `from` (an index) on, newest last: each release's
 * numbers composed with the next release's table through the step between them. Whether a rule
 * changed since is its text then against its text now, references folded (a text reworded and
 * later put back is the same; a cited number that only moved with a renumbering is no change).
 */
export function citationTables(
  cache: ReleaseStepCache,
  releases: Release[],
  from = 0,
): CitationTable[] {
  const tables: CitationTable[] = [];
  const newest = releases.at(-1)!;
  const textNow = new Map(newest.rules.map((r) => [r.number, normalise(r.text)]));
  tables[releases.length - 1] = Object.fromEntries(
    newest.rules.map((r) => [r.number, [r.number, 0]]),
  );
  for (let i = releases.length - 2; i >= from; i--) {
    const s = releaseStep(cache, releases[i]!, releases[i + 1]!);
    const moved = new Map([...movesOf(s), ...carriedInto(s)]);
    const removed = new Set(s.removed);
    const next = tables[i + 1]!;
    tables[i] = Object.fromEntries(
      releases[i]!.rules.map((r) => {
        if (removed.has(r.number)) return [r.number, [null, 0]];
        const now = next[moved.get(r.number) ?? r.number]?.[0] ?? null;
        if (now === null) return [r.number, [null, 0]];
        return [r.number, [now, textNow.get(now) === normalise(r.text) ? 0 : 1]];
      }),
    );
  }
  return tables;
}

/** Each cited number of a release followed release by release to the newest (citationTables). */
export function citationsSince(
  cache: ReleaseStepCache,
  releases: Release[],
  from: string,
  numbers: string[],
): Citation[] {
  const start = releases.findIndex((r) => r.date === from);
  const table = citationTables(cache, releases, start)[start]!;
  return numbers.map((n) => {
    const row = table[n];
    if (!row) return { cited: n, now: null, changed: false, removed: false, unknown: true };
    return { cited: n, now: row[0], changed: row[1] === 1, removed: row[0] === null };
  });
}

/**
 * A rule's life (data/releases/lives.json): the oldest release holding it and the number it had
 * there, the last release that changed its text (null: unchanged since its first), and its events,
 * newest first: the release each came in, what it did (and the number it had before a move).
 */
export type RuleLife = RuleLifeData;
export type LifeEvent = RuleLife['events'][number];

/** The life of every rule of the newest release, followed back release by release to its first. */
export function ruleLives(cache: ReleaseStepCache, releases: Release[]): Record<string, RuleLife> {
  // Each step as lookups, once: new number → old for the moves, and the old numbers changed or gone.
  const steps = releases.slice(0, -1).map((r, i) => {
    const s = releaseStep(cache, r, releases[i + 1]!);
    const moves = movesOf(s);
    return {
      movedInto: new Map(moves.map(([from, to]) => [to, from])),
      movedFrom: new Set(moves.map(([from]) => from)),
      changed: new Set(changedIn(s)),
      removed: new Set(s.removed),
    };
  });
  const numbers = releases.map(numbersOf);
  const lives: Record<string, RuleLife> = {};
  for (const { number } of releases.at(-1)!.rules) {
    let cur = number;
    const events: LifeEvent[] = [];
    let first = releases.length - 1;
    for (let i = releases.length - 2; i >= 0; i--) {
      const s = steps[i]!;
      const from = s.movedInto.get(cur);
      const date = releases[i + 1]!.date;
      let old: string | null = null;
      if (from !== undefined) {
        old = from;
        events.push([date, s.changed.has(from) ? 'renumbered-changed' : 'renumbered', from]);
      } else if (numbers[i]!.has(cur) && !s.movedFrom.has(cur) && !s.removed.has(cur)) {
        old = cur;
        if (s.changed.has(cur)) events.push([date, 'changed']);
      }
      if (old === null) {
        events.push([date, 'added']);
        break;
      }
      cur = old;
      first = i;
    }
    lives[number] = {
      first: releases[first]!.date,
      firstNumber: cur,
      lastChange:
        events.find(([, k]) => k === 'changed' || k === 'renumbered-changed')?.[0] ?? null,
      events,
    };
  }
  return lives;
}
