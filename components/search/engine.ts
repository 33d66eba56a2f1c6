// The full-text search of the rules and glossary, as pure functions over the index files (no
// DOM: the browser gives it fetch, the tests the pipeline's output). Records are ranked first by
// how many of the query's words they hold whole (so a query with a word no rule has still finds
// the rules with the others: the query is relaxed, rarest word first, and the page says so),
// then by BM25 over the weighted words. A rule an alias means counts as one more word held.
import { KATAKANA_WORD, isEnglishWord, shardOf } from '#scripts/model/search-tokens.ts';
import type { NormalQuery } from '#scripts/model/search-query.ts';
import {
  SEARCH_SHARDS,
  type SearchDocs,
  type SearchPostings,
} from '#scripts/model/data-contract.ts';

/** Reads an index file by its path under /search/ (docs.json of a version, a shard …). */
export type IndexReader = (path: string) => Promise<unknown>;

export interface Hit {
  version: string;
  /** A rule number, #<glossary id>, or a page's address. */
  key: string;
  index: number;
  /** What it is: ルール, 用語, or a page's kind (記事, カード, FAQ). */
  kind: string;
  /** A glossary record's or a page's label. */
  label: string | null;
  /** How many of the query's words it holds whole (an alias's rules count as one). */
  held: number;
  score: number;
}

export interface SearchOutcome {
  hits: Hit[];
  /** How many words a full match holds. */
  wanted: number;
  /** The words the best hits lack when no record holds them all (dropped, rarest first). */
  dropped: string[];
}

/** How many longer katakana words a word that begins them stands for. */
const PREFIX_WORDS = 8;
const K1 = 1.2;
const B = 0.75;
/** What an alias's rule adds: as much as a rare word when the query is the alias, a hint beside other words. */
const ALIAS_SCORE = 8;
const ALIAS_HINT = 2;
/** Glossary records count less than the rule that defines the term (a judge wants the rule). */
const GLOSSARY_FACTOR = 0.5;

interface Posting {
  df: number;
  weights: Map<number, number>;
}

function decode(list: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0, doc = 0; i < list.length; i += 2) {
    doc += list[i]!;
    out.set(doc, list[i + 1]!);
  }
  return out;
}

async function postings(
  read: IndexReader,
  version: string,
  tokens: string[],
): Promise<Map<string, Posting>> {
  const shards = [...new Set(tokens.map((t) => shardOf(t, SEARCH_SHARDS)))];
  const files = await Promise.all(
    shards.map((k) => read(`${version}/t${k}.json`) as Promise<SearchPostings>),
  );
  const byShard = new Map(shards.map((k, i) => [k, files[i]!]));
  const out = new Map<string, Posting>();
  for (const t of tokens) {
    const list = byShard.get(shardOf(t, SEARCH_SHARDS))?.[t];
    if (list) out.set(t, { df: list.length / 2, weights: decode(list) });
  }
  return out;
}

/** Searches one index's records (a version's, or the reading pages'). */
export async function searchVersion(
  read: IndexReader,
  version: string,
  query: NormalQuery,
  accepts: (kind: string) => boolean = () => true,
): Promise<SearchOutcome> {
  const words = query.words;
  const wanted = words.length + (query.aliasOnly ? 1 : 0);
  if (!wanted) return { hits: [], wanted, dropped: [] };
  const [docs, found] = await Promise.all([
    read(`${version}/docs.json`) as Promise<SearchDocs>,
    postings(read, version, [...new Set(words.flatMap((w) => w.tokens))]),
  ]);
  // Each word's ways to be held: all its tokens; a katakana word no record holds stands for the
  // longer words it begins (サイド → サイドボード), any of them.
  const ways = await Promise.all(
    words.map(async (w) => {
      const t = w.tokens[0]!;
      if (w.tokens.length > 1 || found.has(t) || !KATAKANA_WORD.test(t)) return [w.tokens];
      const kana = ((await read(`${version}/kana.json`).catch(() => [])) as string[])
        .filter((k) => k.startsWith(t))
        .slice(0, PREFIX_WORDS);
      for (const [k, p] of await postings(read, version, kana)) found.set(k, p);
      return kana.map((k) => [k]);
    }),
  );
  const n = docs.keys.length;
  // A word is measured against the record's text in its own language.
  const average = (l: number[]) => l.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const measures = {
    ja: { lengths: docs.lengths, average: average(docs.lengths) },
    en: { lengths: docs.englishLengths, average: average(docs.englishLengths) },
  };
  const score = new Map<number, number>();
  const held = new Map<number, number>();
  const holders = words.map(() => new Set<number>());
  ways.forEach((alternatives, wi) => {
    const holds = new Set<number>();
    for (const tokens of alternatives) {
      const counts = new Map<number, number>();
      for (const t of tokens) {
        const p = found.get(t);
        if (!p) continue;
        const idf = Math.log(1 + (n - p.df + 0.5) / (p.df + 0.5));
        const { lengths, average: mean } = measures[isEnglishWord(t) ? 'en' : 'ja'];
        for (const [d, tf] of p.weights) {
          const norm = tf + K1 * (1 - B + (B * (lengths[d] ?? 0)) / mean);
          score.set(d, (score.get(d) ?? 0) + (idf * tf * (K1 + 1)) / norm);
          counts.set(d, (counts.get(d) ?? 0) + 1);
        }
      }
      for (const [d, c] of counts) if (c === tokens.length) holds.add(d);
    }
    for (const d of holds) {
      held.set(d, (held.get(d) ?? 0) + 1);
      holders[wi]!.add(d);
    }
  });
  const index = new Map(docs.keys.map((k, i) => [k, i]));
  for (const r of query.rules) {
    const d = index.get(r);
    if (d === undefined) continue;
    score.set(d, (score.get(d) ?? 0) + (query.aliasOnly ? ALIAS_SCORE : ALIAS_HINT));
    if (query.aliasOnly) held.set(d, (held.get(d) ?? 0) + 1);
  }
  const hits: Hit[] = [];
  for (const [d, s] of score) {
    const key = docs.keys[d]!;
    const kind = docs.kinds[String(d)] ?? (key.includes('#') ? '用語' : 'ルール');
    if (!accepts(kind)) continue;
    hits.push({
      version,
      key,
      index: d,
      kind,
      label: docs.labels[String(d)] ?? null,
      held: held.get(d) ?? 0,
      score: kind === '用語' ? s * GLOSSARY_FACTOR : s,
    });
  }
  hits.sort(byRank);
  const dropped =
    hits.length && hits[0]!.held < wanted
      ? words
          .map((w, i) => ({ w, held: holders[i]!.size }))
          .filter((_, i) => !holders[i]!.has(hits[0]!.index))
          .sort((a, b) => a.held - b.held)
          .map(({ w }) => w.surface)
      : [];
  return { hits, wanted, dropped };
}

/** Best first: more of the query's words held whole, then the higher score, then the number. */
export function byRank(a: Hit, b: Hit): number {
  return (
    b.held - a.held ||
    b.score - a.score ||
    (a.version < b.version ? -1 : a.version > b.version ? 1 : 0) ||
    a.index - b.index
  );
}

/** Searches several indexes (versions, the reading pages) and merges their hits; an index that cannot be read is named, not fatal. */
export async function searchVersions(
  read: IndexReader,
  versions: string[],
  query: NormalQuery,
  accepts?: (kind: string) => boolean,
): Promise<SearchOutcome & { unavailable: string[] }> {
  const settled = await Promise.allSettled(
    versions.map((v) => searchVersion(read, v, query, accepts)),
  );
  const all = settled.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const unavailable = versions.filter((_, i) => settled[i]!.status === 'rejected');
  const hits = all.flatMap((o) => o.hits).sort(byRank);
  const best = all.find((o) => o.hits[0] === hits[0]);
  return { hits, wanted: all[0]?.wanted ?? 0, dropped: best?.dropped ?? [], unavailable };
}
