// Every English release since 2003 (content/sources/cr-en/ and cr-en-archive/), read by the rules
// reader and named by the date its text states — the archive's copies of releases the site also
// reads are read once. What a release changed, and what an old citation is called today, come from
// pairing each release's rules with the next one's (matcher.ts), release by release. Pure but for
// reading the files.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Manifest } from '../model/types.ts';
import { join } from 'node:path';
import { parseCrText } from '../parse/cr-text.ts';
import { decode, splitLines } from '../read/decode.ts';
import { SOURCES_DIR } from '../read/sources.ts';
import { pairRules, type Pairing, type RuleText } from './matcher.ts';

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

/** What changed from one release to another (any two, either way round: the older is "old"). */
export function compareReleases(releases: Release[], a: string, b: string): Pairing {
  const [older, newer] = [a, b].sort();
  const at = (d: string) => releases.find((r) => r.date === d)!;
  return pairRules(at(older!).rules, at(newer!).rules, 'en');
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
}

/** A step's moves (renumbered, with or without a new text), old number → new. */
const movesOf = (s: ReleaseStep): [string, string][] => [...s.renumbered, ...s.renumberedModified];
/** The old numbers whose text changed in a step (beyond the numbers it cites). */
const changedIn = (s: ReleaseStep): string[] => [
  ...s.modified,
  ...s.renumberedModified.map(([from]) => from),
];

/**
 * The step from one release to the next, cached by the two texts' hash (.cache/release-steps/):
 * adding a release recomputes only its own comparison.
 */
const hashes = new WeakMap<Release, string>();
const hashOf = (r: Release): string => {
  if (!hashes.has(r))
    hashes.set(r, createHash('sha256').update(JSON.stringify(r.rules)).digest('hex').slice(0, 16));
  return hashes.get(r)!;
};

export function releaseStep(root: string, a: Release, b: Release): ReleaseStep {
  const hash = hashOf;
  const dir = join(root, '.cache/release-steps');
  const file = join(dir, `v2-${hash(a)}-${hash(b)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ReleaseStep;
  const p = pairRules(a.rules, b.rules, 'en');
  const out: ReleaseStep = {
    added: p.added,
    removed: p.removed,
    modified: p.modified,
    referencesOnly: p.referencesOnly,
    renumbered: p.renumbered.map((m) => [m.from, m.to]),
    renumberedModified: p.renumberedModified.map((m) => [m.from, m.to]),
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(out));
  return out;
}

/** Each rule number of a release, as the newest release numbers it: [now (null: removed), changed since (1) or not (0)]. */
export type CitationTable = Record<string, [string | null, 0 | 1]>;

/**
 * The citation table of every release from `from` (an index) on, newest last: each release's
 * numbers composed with the next release's table through the step between them.
 */
export function citationTables(root: string, releases: Release[], from = 0): CitationTable[] {
  const tables: CitationTable[] = [];
  const newest = releases.at(-1)!;
  tables[releases.length - 1] = Object.fromEntries(
    newest.rules.map((r) => [r.number, [r.number, 0]]),
  );
  for (let i = releases.length - 2; i >= from; i--) {
    const s = releaseStep(root, releases[i]!, releases[i + 1]!);
    const moved = new Map(movesOf(s));
    const modified = new Set(changedIn(s));
    const removed = new Set(s.removed);
    const next = tables[i + 1]!;
    tables[i] = Object.fromEntries(
      releases[i]!.rules.map((r) => {
        if (removed.has(r.number)) return [r.number, [null, 0]];
        const [now, changed] = next[moved.get(r.number) ?? r.number] ?? [null, 0];
        return [r.number, [now, modified.has(r.number) || changed === 1 ? 1 : 0]];
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
  const numbers = releases.map((r) => new Set(r.rules.map((x) => x.number)));
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
