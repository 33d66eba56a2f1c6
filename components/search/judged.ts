// Scores the search against a judged set of queries (each with the rules that answer it): the
// list as the search page shows it — the exact jump, then what the layer around Pagefind answers
// from the newest version and the reading pages — and whether an expected rule is first, or in
// the first three, in all and per kind of query. Used by the tests (with a floor) and by the
// benchmark (which reports it).
import { isRuleNumber } from '#scripts/model/rule-number.ts';
import type { SearchLexicon } from '#scripts/model/data-contract.ts';
import { answer } from './answer.ts';
import type { JumpReader } from './jump.ts';
import type { FullText } from './pagefind.ts';

export interface JudgedQuery {
  q: string;
  kind: string;
  expect: string[];
}

export interface JudgedScore {
  total: number;
  top1: number;
  top3: number;
  /** The same, per kind of query (question, english, shorthand …). */
  byKind: Record<string, { total: number; top1: number; top3: number }>;
  /** The queries whose expected rules are not in the first three, with what came instead. */
  misses: { q: string; expect: string[]; got: string[] }[];
}

/** What the search page lists first for a query: rule numbers, or #<glossary id>, or a page's address. */
export async function firstResults(
  ft: FullText,
  jumps: JumpReader,
  lexicon: SearchLexicon,
  raw: string,
  version: string,
  count = 3,
): Promise<string[]> {
  const found = await answer(ft, jumps, lexicon, raw, { indexes: [version], pages: true }, count);
  const out: string[] = [];
  if (found.jump) out.push(keyOf(found.jump.href));
  for (const h of found.hits) {
    if (out.length >= count) break;
    if (!out.includes(h.key)) out.push(h.key);
  }
  return out.slice(0, count);
}

/** A jump's target as the index names it: a rule number, <glossary page>/#<id>, or the address. */
function keyOf(href: string): string {
  const hash = decodeURIComponent(href.split('#')[1] ?? '');
  return !hash ? href : isRuleNumber(hash) ? hash : decodeURI(href.split('/glossary/')[1] ?? href);
}

export async function scoreJudged(
  ft: FullText,
  jumps: JumpReader,
  lexicon: SearchLexicon,
  queries: JudgedQuery[],
  version: string,
): Promise<JudgedScore> {
  const score: JudgedScore = { total: queries.length, top1: 0, top3: 0, byKind: {}, misses: [] };
  for (const j of queries) {
    const got = await firstResults(ft, jumps, lexicon, j.q, version);
    const kind = (score.byKind[j.kind] ??= { total: 0, top1: 0, top3: 0 });
    kind.total++;
    const first = j.expect.includes(got[0] ?? '');
    const inThree = got.some((g) => j.expect.includes(g));
    score.top1 += Number(first);
    kind.top1 += Number(first);
    score.top3 += Number(inThree);
    kind.top3 += Number(inThree);
    if (!inThree) score.misses.push({ q: j.q, expect: j.expect, got });
  }
  return score;
}
