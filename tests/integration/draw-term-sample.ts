// Draws the occurrences of dictionary terms a judge reviews (tests/fixtures/term-links/
// judged-sample.json), reproducibly: a seeded choice over every occurrence of every term of the
// version's own dictionary (glossary headwords and keyword names, obsolete entries included) in
// the Japanese text of 20260116.0 and 2026-06-19, stratified: the terms a judge found wrong most
// often, the most frequent others, and single occurrences of many more terms. Prints the draw as
// JSON, with the text around each occurrence, to be judged by reading the rule and the glossary.
//   npm run generate && node_modules/.bin/node tests/integration/draw-term-sample.ts > draw.json
import { readSourceInputs } from '#scripts/read/inputs.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRuleBook } from '#scripts/pipeline.ts';
import { bilingualGlossaries } from '#scripts/link/glossary.ts';
import { dictionaryTerms, termPattern } from '#scripts/link/term-links.ts';
import { VersionViewSchema } from '#scripts/model/data-contract.ts';
import { parentNumber } from '#scripts/model/rule-number.ts';
import { occurrences, plainText } from './term-occurrences.ts';
import { ROOT } from '../unit/helpers.ts';
// mulberry32, the subgame engine's seeded generator: the same numbers on every machine.
import { random as generator } from '#components/engines/subgame/state.ts';

export const SAMPLE_VERSIONS = ['20260116.0', '2026-06-19'];
export const SEED = 20;
/** The terms the judge found wrong most often (issue 20): up to this many occurrences each. */
const NAMED = [
  '場合',
  'カウンター',
  'になる',
  'フェイズ',
  'エンチャント',
  'の間に',
  'として扱う',
  'ブロックされない',
  '引き分け',
  '対応',
  '持続',
];
const PER_NAMED = 5;
const FREQUENT = 25;
const PER_FREQUENT = 3;
const SPREAD = 100;
/**
 * Then occurrences the linker's policy could link whatever their sense: the first of their term in
 * the rule, outside the rule the term names by default (a keyword in its own rule is never linked).
 */
const LINKABLE = 70;

interface Drawn {
  version: string;
  rule: string;
  term: string;
  offset: number;
  context: string;
  /** Could be linked by the policy (first in its rule, outside the term's own rule). */
  open: boolean;
}

const within = (rule: string, target: string | null) => {
  for (let n: string | null = rule; n; n = parentNumber(n)) if (n === target) return true;
  return false;
};

function draw(): Drawn[] {
  const book = loadRuleBook(readSourceInputs(ROOT));
  const glossaries = bilingualGlossaries(book).entries;
  const pool = new Map<string, Drawn[]>();
  const seenText = new Set<string>();
  for (const version of SAMPLE_VERSIONS) {
    const dictionary = dictionaryTerms(book, version, glossaries.get(version) ?? []);
    const pattern = termPattern(dictionary.keys())!;
    const view = VersionViewSchema.parse(
      JSON.parse(readFileSync(join(ROOT, `content/.generated/data/rules/${version}.json`), 'utf8')),
    );
    for (const r of view.rules) {
      if (!r.ja) continue;
      const text = plainText(r.ja);
      // A rule carried word for word is the same occurrence twice: drawn once, where first read.
      if (seenText.has(`${r.number}|${text}`)) continue;
      seenText.add(`${r.number}|${text}`);
      const seen = new Set<string>();
      for (const o of occurrences(r.ja, pattern)) {
        const open = !seen.has(o.term) && !within(r.number, dictionary.get(o.term)!.rule);
        seen.add(o.term);
        const context = `${text.slice(Math.max(0, o.offset - 25), o.offset)}【${o.term}】${text.slice(o.offset + o.term.length, o.offset + o.term.length + 25)}`;
        const d = { version, rule: r.number, ...o, context, open };
        pool.set(o.term, [...(pool.get(o.term) ?? []), d]);
      }
    }
  }
  const random = generator(SEED);
  const pick = <T>(list: T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length)
      out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]!);
    return out;
  };
  const terms = [...pool.keys()].sort();
  const named = NAMED.filter((t) => pool.has(t));
  const frequent = terms
    .filter((t) => !named.includes(t))
    .sort((a, b) => pool.get(b)!.length - pool.get(a)!.length || (a < b ? -1 : 1))
    .slice(0, FREQUENT);
  const rest = terms.filter((t) => !named.includes(t) && !frequent.includes(t));
  const drawn = [
    ...named.flatMap((t) => pick(pool.get(t)!, PER_NAMED)),
    ...frequent.flatMap((t) => pick(pool.get(t)!, PER_FREQUENT)),
    ...pick(rest, SPREAD).flatMap((t) => pick(pool.get(t)!, 1)),
  ];
  const open = [...pool.values()].flat().filter((d) => d.open && !drawn.includes(d));
  return [...drawn, ...pick(open, LINKABLE)];
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.stdout.write(`${JSON.stringify(draw(), null, 1)}\n`);
