// The search index: a record per numbered rule and per glossary entry of each version, and one
// for the reading pages (article and FAQ sections, cards); cut into words as the browser cuts
// queries (scripts/model/search-tokens.ts), weighted by where a word stands, and split into files
// a query loads a few of. A rule weighs the words of its own text (Japanese and English), of its
// rule's title when that is a title (「トランプル」 for 702.19b), and, most, of the glossary terms it
// defines (状況起因処理 for 704): so the defining rule comes first.
import type { RuleBook } from '../model/rule-book.ts';
import { ruleOf } from '../model/rule-number.ts';
import { glossaryPage } from '../model/urls.ts';
import { definingRule, rowOf, type BilingualEntry } from '../link/glossary.ts';
import {
  KATAKANA_WORD,
  isEnglishWord,
  jumpShardOf,
  shardOf,
  textTokens,
} from '../model/search-tokens.ts';
import {
  SEARCH_SHARDS,
  TEXT_BLOCK,
  DOCUMENTS_INDEX,
  type JumpTable,
  type SearchDocs,
  type SearchLexicon,
  type SearchTextBlock,
} from '../model/data-contract.ts';
import type { SearchAlias } from '../read/search-aliases.ts';
import type { DocumentRecord } from './search-documents.ts';

/** How much a word counts by where it stands. */
const WEIGHT = { text: 1, title: 1, defines: 4, headword: 3 } as const;
/** A rule's title is short: 「トランプル／Trample」, not a rule's sentence. */
const TITLE_LENGTH = 40;

interface Record_ {
  key: string;
  label: string | null;
  kind: string | null;
  /** The text an excerpt is cut from, when the index keeps it (rules have theirs in the API). */
  text: string | null;
  counts: Map<string, number>;
  /** How many words its Japanese and its English text have (a query is measured against its own language's). */
  length: { ja: number; en: number };
}

function record(
  key: string,
  label: string | null = null,
  kind: string | null = null,
  text: string | null = null,
): Record_ {
  return { key, label, kind, text, counts: new Map(), length: { ja: 0, en: 0 } };
}

function add(d: Record_, text: string | undefined | null, weight: number, counted = true): void {
  if (!text) return;
  const tokens = textTokens(text);
  for (const t of tokens) d.counts.set(t, (d.counts.get(t) ?? 0) + weight);
  if (!counted) return;
  for (const t of tokens) d.length[isEnglishWord(t) ? 'en' : 'ja']++;
}

const headwordsOf = (g: BilingualEntry) =>
  g.ja.map((j) => j.headword).filter((h): h is string => !!h);

/** The records of one version: its rules, then its glossary entries. */
export function versionRecords(
  book: RuleBook,
  version: string,
  glossary: BilingualEntry[],
): Record_[] {
  const defines = new Map<string, string[]>();
  for (const g of glossary) {
    const n = definingRule(book, version, g);
    if (n) defines.set(n, [...(defines.get(n) ?? []), ...headwordsOf(g), g.en?.term ?? '']);
  }
  const out: Record_[] = [];
  for (const r of book.ordered(version)) {
    const d = record(r.number);
    add(d, r.ja ?? (r.translation?.status === 'outdated' ? r.translation.text : null), WEIGHT.text);
    add(d, r.en, WEIGHT.text);
    const head = ruleOf(r.number);
    const title = head !== r.number ? book.get(version, head) : undefined;
    for (const t of [title?.ja, title?.en])
      if (t && t.length <= TITLE_LENGTH) add(d, t, WEIGHT.title, false);
    for (const term of defines.get(r.number) ?? []) add(d, term, WEIGHT.defines, false);
    out.push(d);
  }
  for (const g of glossary) {
    const heads = headwordsOf(g);
    const label = [heads.join('・'), g.en?.term].filter(Boolean).join('／');
    // Keyed by its address under the version's glossary: <page>/#<id>.
    const d = record(
      `${glossaryPage(rowOf(g))}/#${g.id}`,
      label,
      null,
      g.ja[0]?.text ?? g.en?.text ?? '',
    );
    for (const h of [...heads, g.en?.term]) add(d, h, WEIGHT.headword);
    for (const j of g.ja) add(d, j.text, WEIGHT.text);
    add(d, g.en?.text, WEIGHT.text);
    out.push(d);
  }
  return out;
}

/** The reading pages' records: each keyed by its address. */
export function documentRecords(documents: DocumentRecord[]): Record_[] {
  return documents.map((doc) => {
    const d = record(doc.href, doc.title, doc.kind, doc.text);
    add(d, doc.title, WEIGHT.headword);
    add(d, doc.text, WEIGHT.text);
    return d;
  });
}

/** The files of one index (a version's, or the reading pages'), by their path under search/. */
export function indexFiles(name: string, records: Record_[]): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const pick = <T>(f: (d: Record_) => T | null) =>
    Object.fromEntries(
      records.flatMap((d, i) => {
        const v = f(d);
        return v === null ? [] : [[String(i), v]];
      }),
    );
  const table: SearchDocs = {
    version: name,
    keys: records.map((d) => d.key),
    lengths: records.map((d) => d.length.ja),
    englishLengths: records.map((d) => d.length.en),
    labels: pick((d) => d.label),
    kinds: pick((d) => d.kind),
  };
  files.set(`${name}/docs.json`, table);
  const postings = new Map<string, number[]>();
  records.forEach((d, i) => {
    for (const [t, n] of d.counts) {
      if (!postings.has(t)) postings.set(t, []);
      postings.get(t)!.push(i, n);
    }
  });
  const shards: Record<string, number[]>[] = Array.from({ length: SEARCH_SHARDS }, () => ({}));
  for (const [t, list] of [...postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    // Records as gaps from the one before: shorter numbers, smaller files.
    const coded: number[] = [];
    for (let i = 0, last = 0; i < list.length; i += 2) {
      coded.push(list[i]! - last, list[i + 1]!);
      last = list[i]!;
    }
    shards[shardOf(t, SEARCH_SHARDS)]![t] = coded;
  }
  shards.forEach((s, k) => files.set(`${name}/t${k}.json`, s));
  // The katakana words, for a query word that is only the start of one (サイド → サイドボード).
  files.set(`${name}/kana.json`, [...postings.keys()].filter((t) => KATAKANA_WORD.test(t)).sort());
  const blocks = new Map<number, SearchTextBlock>();
  records.forEach((d, i) => {
    if (d.text === null) return;
    const k = Math.floor(i / TEXT_BLOCK);
    if (!blocks.has(k)) blocks.set(k, {});
    blocks.get(k)![String(i)] = d.text;
  });
  for (const [k, block] of blocks) files.set(`${name}/x${k}.json`, block);
  return files;
}

/** Every file of the search index, by its path under search/: each version's, the reading pages', the lexicon, the jumps. */
export function searchIndex(
  book: RuleBook,
  glossaries: Map<string, BilingualEntry[]>,
  documents: DocumentRecord[],
  aliases: SearchAlias[],
  jumps: JumpTable,
): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const v of book.versions)
    for (const [p, body] of indexFiles(
      v.name,
      versionRecords(book, v.name, glossaries.get(v.name) ?? []),
    ))
      files.set(p, body);
  for (const [p, body] of indexFiles(DOCUMENTS_INDEX, documentRecords(documents)))
    files.set(p, body);
  const newest = glossaries.get(book.versions[0]!.name) ?? [];
  const readings = newest.flatMap((g) =>
    g.ja.flatMap((j) =>
      j.headword && j.reading ? [{ reading: j.reading, headword: j.headword }] : [],
    ),
  );
  files.set('lexicon.json', searchLexicon(aliases, readings));
  for (const [k, table] of jumpShards(jumps)) files.set(`jumps/${k}.json`, table);
  return files;
}

/** The jump table in files by the first character of each key: a query loads one. */
export function jumpShards(table: JumpTable): Map<number, JumpTable> {
  const out = new Map<number, JumpTable>();
  const shard = (k: number) => {
    if (!out.has(k)) out.set(k, { versions: table.versions, rules: {}, names: {} });
    return out.get(k)!;
  };
  for (const [key, v] of Object.entries(table.rules)) shard(jumpShardOf(key)).rules[key] = v;
  for (const [key, j] of Object.entries(table.names)) shard(jumpShardOf(key)).names[key] = j;
  return new Map([...out].sort(([a], [b]) => a - b));
}

/** What the query normaliser reads: the alias table and the glossary's readings. */
export function searchLexicon(
  aliases: SearchAlias[],
  readings: { reading: string; headword: string }[],
): SearchLexicon {
  const seen = new Set<string>();
  return {
    aliases: aliases.map((a) => ({ alias: a.alias, term: a.term, rules: a.rules })),
    readings: readings
      .filter((r) => r.reading.length >= 3 && !seen.has(r.reading) && seen.add(r.reading))
      .map((r) => [r.reading, r.headword] as [string, string]),
  };
}
