// Every English release since 2003 (content/sources/cr-en/ and cr-en-archive/), read by the rules
// reader and named by the date its text states — the archive's copies of releases the site also
// reads are read once. What a release changed, and what an old citation is called today, come from
// pairing each release's rules with the next one's (matcher.ts), release by release. Pure but for
// reading the files.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Manifest } from '../model/types.ts';
import { join } from 'node:path';
import { parseCrText } from '../parse/cr-text.ts';
import { decode, splitLines } from '../read/decode.ts';
import { SOURCES_DIR } from '../read/sources.ts';
import { cacheDir } from '../model/paths.ts';
import {
  completePairing,
  pairRules,
  type Override,
  type Pairing,
  type RuleText,
} from './matcher.ts';
import { normalise, similarity, tokens } from './texts.ts';

export interface Release {
  /** The date the text says it takes effect (YYYY-MM-DD): the release's name. */
  date: string;
  /** Where it was read from (content/sources/…). */
  file: string;
  rules: RuleText[];
}

/**
 * Every English release a manifest names — the versions' English texts (cr-text sources) and its
 * history files — oldest first, each once, by the date its text states (a version's own file first).
 */
export function readReleases(root: string, manifest: Manifest): Release[] {
  const files = [
    ...manifest.sources.filter((s) => s.format === 'cr-text').map((s) => s.file),
    ...(manifest.history ?? []).map((h) => h.file),
  ];
  const byDate = new Map<string, Release>();
  for (const name of files) {
    const file = `${SOURCES_DIR}/${name}`;
    const { encoding, text } = decode(new Uint8Array(readFileSync(join(root, file))));
    const lines = splitLines(text);
    // English only: a Japanese rules text in the official form is read by its version.
    if (/[ぁ-んァ-ヶ一-龠]/.test(lines[0] ?? '')) continue;
    const doc = parseCrText({ file, encoding, lines });
    if (byDate.has(doc.effectiveDate)) continue;
    byDate.set(doc.effectiveDate, {
      date: doc.effectiveDate,
      file,
      rules: doc.rules.map((r) => ({ number: r.number, text: r.text })),
    });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * What changed from one release to another (any two, either way round: the older is "old"):
 * through the releases between them, when there are any (chainedPairing).
 */
export function compareReleases(root: string, releases: Release[], a: string, b: string): Pairing {
  const [older, newer] = [a, b].sort();
  const at = (d: string) => releases.find((r) => r.date === d)!;
  return (
    chainedPairing(root, releases, older!, newer!, at(older!).rules, at(newer!).rules)?.pairing ??
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
  root: string,
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
    const s = releaseStep(root, releases[k]!, releases[k + 1]!);
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

/**
 * What one release changed from the one before, by number (the texts are the releases' own):
 * the release-notes classes of the matcher's pairing.
 */
export interface ReleaseStep {
  added: string[];
  removed: string[];
  modified: string[];
  referencesOnly: string[];
  renumbered: [string, string][];
  renumberedModified: [string, string][];
  /** An old rule now standing in several (its number today is the first's). */
  split: [string, string[]][];
  /** Old rules that now stand in one new rule, with another. */
  merged: [string[], string][];
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

/**
 * The step from one release to the next, cached by the two texts' hash and the matcher's
 * (.cache/release-steps/): adding a release recomputes only its own comparison.
 */
const hashes = new WeakMap<Release, string>();
const hashOf = (r: Release): string => {
  if (!hashes.has(r))
    hashes.set(r, createHash('sha256').update(JSON.stringify(r.rules)).digest('hex').slice(0, 16));
  return hashes.get(r)!;
};

/** A release's rule numbers, worked out once. */
const numberSets = new WeakMap<Release, Set<string>>();
function numbersOf(r: Release): Set<string> {
  if (!numberSets.has(r)) numberSets.set(r, new Set(r.rules.map((x) => x.number)));
  return numberSets.get(r)!;
}

/** The matcher's own source, hashed: a cached step is the matcher's of the day (any change to it recomputes). */
const MATCHER_FILES = [
  'matcher.ts',
  'classify.ts',
  'split.ts',
  'references.ts',
  'texts.ts',
  '../model/rule-number.ts',
];
let matcherHash: string | undefined;
function matcherVersion(): string {
  matcherHash ??= createHash('sha256')
    .update(MATCHER_FILES.map((f) => readFileSync(new URL(f, import.meta.url), 'utf8')).join('\0'))
    .digest('hex')
    .slice(0, 12);
  return matcherHash;
}

/** Steps already read in this process (every chain, citation table and rule life reads them). */
const stepsRead = new Map<string, ReleaseStep>();

/** How many steps this process has paired, and how many it found cached on disk (a rebuild's measure). */
const stepCounts = { paired: 0, cached: 0 };
export const releaseStepCounts = (): Readonly<typeof stepCounts> => ({ ...stepCounts });

export function releaseStep(root: string, a: Release, b: Release): ReleaseStep {
  const hash = hashOf;
  const dir = join(cacheDir(root), 'release-steps');
  const file = join(dir, `${matcherVersion()}-${hash(a)}-${hash(b)}.json`);
  const read = stepsRead.get(file);
  if (read) return read;
  const cached = existsSync(file);
  stepCounts[cached ? 'cached' : 'paired']++;
  const step = cached
    ? (JSON.parse(readFileSync(file, 'utf8')) as ReleaseStep)
    : pairStep(dir, file, a, b);
  stepsRead.set(file, step);
  return step;
}

const pruned = new Set<string>();

/** Pairs two releases and caches the step on disk. */
function pairStep(dir: string, file: string, a: Release, b: Release): ReleaseStep {
  const p = pairRules(a.rules, b.rules, 'en');
  const out: ReleaseStep = {
    added: p.added,
    removed: p.removed,
    modified: p.modified,
    referencesOnly: p.referencesOnly,
    renumbered: p.renumbered.map((m) => [m.from, m.to]),
    renumberedModified: p.renumberedModified.map((m) => [m.from, m.to]),
    split: p.split.map((x) => [x.from, x.to]),
    merged: p.merged.map((x) => [x.from, x.to]),
  };
  mkdirSync(dir, { recursive: true });
  // Steps of an earlier matcher are never read again: removed once, with the first step written.
  if (!pruned.has(dir)) {
    pruned.add(dir);
    for (const f of readdirSync(dir))
      if (!f.startsWith(matcherVersion())) rmSync(join(dir, f), { force: true });
  }
  writeFileSync(file, JSON.stringify(out));
  return out;
}

/** Each rule number of a release, as the newest release numbers it: [now (null: removed), changed since (1) or not (0)]. */
export type CitationTable = Record<string, [string | null, 0 | 1]>;

/**
 * The citation table of every release from `from` (an index) on, newest last: each release's
 * numbers composed with the next release's table through the step between them. Whether a rule
 * changed since is its text then against its text now, references folded (a text reworded and
 * later put back is the same; a cited number that only moved with a renumbering is no change).
 */
export function citationTables(root: string, releases: Release[], from = 0): CitationTable[] {
  const tables: CitationTable[] = [];
  const newest = releases.at(-1)!;
  const textNow = new Map(newest.rules.map((r) => [r.number, normalise(r.text)]));
  tables[releases.length - 1] = Object.fromEntries(
    newest.rules.map((r) => [r.number, [r.number, 0]]),
  );
  for (let i = releases.length - 2; i >= from; i--) {
    const s = releaseStep(root, releases[i]!, releases[i + 1]!);
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
  root: string,
  releases: Release[],
  from: string,
  numbers: string[],
): Citation[] {
  const start = releases.findIndex((r) => r.date === from);
  const table = citationTables(root, releases, start)[start]!;
  return numbers.map((n) => {
    const row = table[n];
    if (!row) return { cited: n, now: null, changed: false, removed: false, unknown: true };
    return { cited: n, now: row[0], changed: row[1] === 1, removed: row[0] === null };
  });
}

/** One change in a rule's life: the release it came in, and what it did. */
export type LifeEvent = [
  date: string,
  kind: 'added' | 'changed' | 'renumbered' | 'renumbered-changed',
  from?: string,
];

export interface RuleLife {
  /** The oldest release holding the rule, and the number it had there. */
  first: string;
  firstNumber: string;
  /** The last release that changed its text (null: unchanged since its first). */
  lastChange: string | null;
  /** Newest first. */
  events: LifeEvent[];
}

/** The life of every rule of the newest release, followed back release by release to its first. */
export function ruleLives(root: string, releases: Release[]): Record<string, RuleLife> {
  // Each step as lookups, once: new number → old for the moves, and the old numbers changed or gone.
  const steps = releases.slice(0, -1).map((r, i) => {
    const s = releaseStep(root, r, releases[i + 1]!);
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
