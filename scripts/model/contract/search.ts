// The data contract (data-contract.ts): search: the exact-jump table (data/search/jumps.json, served as /search/jumps.json).
import { z } from 'zod';
import { SEARCH_KINDS } from '../search-kinds.ts';
import { str, nullable } from './scalars.ts';

export const JumpSchema = z.object({
  href: str,
  label: str,
  kind: z.enum(['記事', 'ルール', 'カード', 'FAQ', '用語']),
});
export type Jump = z.infer<typeof JumpSchema>;
/**
 * The jump table: names → targets; rule numbers → the newest version holding them (as an index
 * into versions), from which the client makes the address with the same URL functions.
 */
export const JumpTableSchema = z.object({
  versions: z.array(str),
  rules: z.record(str, z.number()),
  names: z.record(str, JumpSchema),
});
export type JumpTable = z.infer<typeof JumpTableSchema>;

// ---- search: what Pagefind indexes (data/search/records/<version>.json), served as /pagefind/<version>/ ----

export { SEARCH_KINDS } from '../search-kinds.ts';
/** One record: what it is, and its words by where they stand (most telling first). */
export const SearchRecordSchema = z.object({
  /** A rule number, <glossary page>/#<id>, or a page's address. */
  key: str,
  kind: z.enum(SEARCH_KINDS),
  /** A glossary entry's or a page's label (「先制攻撃／First Strike」). */
  label: nullable(str),
  /** The terms it defines (a glossary entry's headwords; the defining rule's terms). */
  defines: z.array(str),
  /** Its titles: its rule's and its parent's (a rule), its heading (a page). */
  titles: z.array(str),
  /** Its text: Japanese, then English. */
  text: z.array(str),
});
export type SearchRecord = z.infer<typeof SearchRecordSchema>;
export const SearchRecordsSchema = z.array(SearchRecordSchema);
/** /search/lexicon.json: what the query normaliser reads (the alias table, the thesaurus). */
export const SearchLexiconSchema = z.object({
  aliases: z.array(z.object({ alias: str, term: nullable(str), rules: z.array(str) })),
  /** The glossary's readings; the site's lexicon leaves them to /search/readings/<k>.json, read per query. */
  readings: z.array(z.tuple([str, str])).optional(),
  /** What people say → the rules' own words (content/search/thesaurus.json). */
  thesaurus: z.array(z.tuple([str, str])),
});
export type SearchLexicon = z.infer<typeof SearchLexiconSchema>;
/** A question topic (groups of words a question holds) → the rules that answer it, with its place in the table (content/search/topics.json). */
const SearchTopicEntrySchema = z.tuple([z.array(z.array(str)), z.array(str), z.number().int()]);
export type SearchTopicEntry = z.infer<typeof SearchTopicEntrySchema>;
/** /search/topics.json: the head of the question topics, in one version's numbering: the two-character keys their files are read by, and the topics read always (search-topic-shards.ts). */
export const SearchTopicsSchema = z.object({
  version: str,
  keys: z.array(str),
  list: z.array(SearchTopicEntrySchema),
});
export type SearchTopics = z.infer<typeof SearchTopicsSchema>;
/** /search/topics/<k>.json: the topics found by the keys of one file. */
export const SearchTopicShardSchema = z.array(SearchTopicEntrySchema);
export type SearchTopicShard = z.infer<typeof SearchTopicShardSchema>;
/** /search/readings/<k>.json: the glossary's readings (a term typed in hiragana → the term), by the first character of the reading. */
export const ReadingShardSchema = z.record(str, str);
