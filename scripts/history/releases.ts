// Every English release since 2003 (content/sources/cr-en/ and cr-en-archive/), read by the rules
// reader and named by the date its text states — the archive's copies of releases the site also
// reads are read once. What a release changed, and what an old citation is called today, come from
// pairing each release's rules with the next one's (matcher.ts), release by release. Pure but for
// reading the files.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_SOURCE, SUBRULE_SOURCE } from '../model/rule-number.ts';
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

const FOLDERS = ['cr-en', 'cr-en-archive'];

/** Every release, oldest first; a release found in more than one file is read from the first folder. */
export function readReleases(root: string): Release[] {
  const byDate = new Map<string, Release>();
  for (const folder of FOLDERS) {
    const dir = join(root, SOURCES_DIR, folder);
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .sort()) {
      const file = `${SOURCES_DIR}/${folder}/${name}`;
      const { encoding, text } = decode(new Uint8Array(readFileSync(join(dir, name))));
      const doc = parseCrText({ file, encoding, lines: splitLines(text) });
      if (byDate.has(doc.effectiveDate)) continue;
      byDate.set(doc.effectiveDate, {
        date: doc.effectiveDate,
        file,
        rules: doc.rules.map((r) => ({ number: r.number, text: r.text })),
      });
    }
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

/** What a pairing of adjacent releases keeps for citations: moves, text changes, removals. */
interface Step {
  moved: [string, string][];
  modified: string[];
  removed: string[];
}

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

function step(root: string, a: Release, b: Release): Step {
  const hash = hashOf;
  const dir = join(root, '.cache/release-steps');
  const file = join(dir, `${hash(a)}-${hash(b)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Step;
  const p = pairRules(a.rules, b.rules, 'en');
  const out: Step = {
    moved: p.moved.map((m) => [m.from, m.to]),
    modified: [...p.modified, ...p.renumberedModified.map((m) => m.from)],
    removed: p.removed,
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(out));
  return out;
}

/** The rule numbers a text cites (502.9b, 306.1), in order, each as often as it is cited. */
export function citedNumbers(text: string): string[] {
  const re = new RegExp(String.raw`(?<![\d.])(${SUBRULE_SOURCE}|${RULE_SOURCE})(?![\d])`, 'g');
  return [...text.matchAll(re)].map((m) => m[1]!);
}

/**
 * Each number of a release followed release by release to the newest: renumbered where a release
 * moved it, flagged where a release changed its text, null where one removed it.
 */
export function citationsSince(
  root: string,
  releases: Release[],
  from: string,
  numbers: string[],
): Citation[] {
  const start = releases.findIndex((r) => r.date === from);
  const held = new Set(releases[start]!.rules.map((r) => r.number));
  const state = new Map(numbers.map((n) => [n, { now: held.has(n) ? n : null, changed: false }]));
  for (let i = start; i < releases.length - 1; i++) {
    const p = step(root, releases[i]!, releases[i + 1]!);
    const moved = new Map(p.moved);
    const modified = new Set(p.modified);
    const removed = new Set(p.removed);
    for (const s of state.values()) {
      if (s.now === null) continue;
      if (modified.has(s.now)) s.changed = true;
      s.now = removed.has(s.now) ? null : (moved.get(s.now) ?? s.now);
    }
  }
  return numbers.map((n) => {
    const s = state.get(n)!;
    if (!held.has(n)) return { cited: n, now: null, changed: false, removed: false, unknown: true };
    return { cited: n, now: s.now, changed: s.changed, removed: s.now === null };
  });
}
