// Scores the search against a judged set of queries (each with the rules that answer it): the
// list as the search page shows it — the exact jump, then the rules and glossary entries of the
// newest version and the reading pages — and whether an expected rule is first, or in the first three. Used by the
// tests (with a floor) and by the benchmark (which reports it).
import { normaliseQuery } from '#scripts/model/search-query.ts';
import { isRuleNumber } from '#scripts/model/rule-number.ts';
import { DOCUMENTS_INDEX, type SearchLexicon } from '#scripts/model/data-contract.ts';
import { searchVersions, type IndexReader } from './engine.ts';
import { findJumpFor } from './jump.ts';

export interface JudgedQuery {
  q: string;
  kind: string;
  expect: string[];
}

export interface JudgedScore {
  total: number;
  top1: number;
  top3: number;
  /** The queries whose expected rules are not in the first three, with what came instead. */
  misses: { q: string; expect: string[]; got: string[] }[];
}

/** What the search page lists first for a query: rule numbers, or #<glossary id>, or a page's address. */
export async function firstResults(
  read: IndexReader,
  lexicon: SearchLexicon,
  raw: string,
  version: string,
  count = 3,
): Promise<string[]> {
  const q = normaliseQuery(raw, lexicon);
  const [jump, outcome] = await Promise.all([
    findJumpFor(read, q, raw),
    searchVersions(read, [version, DOCUMENTS_INDEX], q),
  ]);
  const out: string[] = [];
  if (jump) out.push(keyOf(jump.href));
  for (const h of outcome.hits) {
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
  read: IndexReader,
  lexicon: SearchLexicon,
  queries: JudgedQuery[],
  version: string,
): Promise<JudgedScore> {
  const score: JudgedScore = { total: queries.length, top1: 0, top3: 0, misses: [] };
  for (const j of queries) {
    const got = await firstResults(read, lexicon, j.q, version);
    if (j.expect.includes(got[0] ?? '')) score.top1++;
    if (got.some((g) => j.expect.includes(g))) score.top3++;
    else score.misses.push({ q: j.q, expect: j.expect, got });
  }
  return score;
}
