// The search's files the pipeline writes (data/search/, served as /search/…, and read by
// postbuild for Pagefind): each index's records (emit/search-records.ts), the lexicon the query
// normaliser reads, the question topics, and the exact jumps and the glossary's readings split by
// first characters; each value typed by its file's entry in the registry.
import { emitted, GENERATED, type Emitted } from '../model/generated-files.ts';
import type { RuleBook } from '../model/rule-book.ts';
import type { BilingualEntry } from '../link/glossary.ts';
import { jumpShardOf } from '../model/search-tokens.ts';
import { topicFiles } from '../model/search-topic-shards.ts';
import type { JumpTable, SearchLexicon } from '../model/data-contract.ts';
import type { SearchAlias } from '../read/search-aliases.ts';
import type { ThesaurusEntry } from '../read/search-thesaurus.ts';
import type { SearchTopic } from '../read/search-topics.ts';
import type { DocumentRecord } from './search-documents.ts';
import { searchRecords } from './search-records.ts';

/** The reviewed tables beside the aliases: the thesaurus (in the lexicon), the question topics (a file of their own, in the numbering of `topicsVersion`). */
export interface LexiconTables {
  thesaurus?: ThesaurusEntry[];
  topics?: SearchTopic[];
  topicsVersion?: string;
}

/** Every file of search: each index's records, the lexicon, the topics, the readings, the jumps. */
export function searchIndex(
  book: RuleBook,
  glossaries: Map<string, BilingualEntry[]>,
  documents: DocumentRecord[],
  aliases: SearchAlias[],
  jumps: JumpTable,
  tables: LexiconTables = {},
): Emitted[] {
  const files = [...searchRecords(book, glossaries, documents)].map(([name, records]) =>
    emitted(GENERATED.searchRecords(name), records),
  );
  const newest = glossaries.get(book.versions[0]!.name) ?? [];
  const readings = newest.flatMap((g) =>
    g.ja.flatMap((j) =>
      j.headword && j.reading ? [{ reading: j.reading, headword: j.headword }] : [],
    ),
  );
  files.push(emitted(GENERATED.searchLexicon, searchLexicon(aliases, tables)));
  const { topics = [], topicsVersion } = tables;
  // Read only by a question (not by a rule number or an alias alone): files of their own, by key.
  if (topics.length && topicsVersion) {
    const { head, shards } = topicFiles(
      topicsVersion,
      topics.map((t) => [t.all, t.rules]),
    );
    files.push(emitted(GENERATED.searchTopics, head));
    for (const [k, shard] of shards) files.push(emitted(GENERATED.searchTopicShard(k), shard));
  }
  for (const [k, shard] of readingShards(readings))
    files.push(emitted(GENERATED.searchReadingShard(k), shard));
  for (const [k, table] of jumpShards(jumps))
    files.push(emitted(GENERATED.searchJumpShard(k), table));
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

/** The glossary's readings in files by their first character (as the jumps): a query loads those of its runs of hiragana. */
export function readingShards(
  readings: { reading: string; headword: string }[],
): Map<number, Record<string, string>> {
  const out = new Map<number, Record<string, string>>();
  for (const { reading, headword } of readings) {
    // A reading of under three characters is never read (search-query.ts), nor one seen before.
    if (reading.length < 3) continue;
    const k = jumpShardOf(reading);
    const shard = out.get(k) ?? {};
    shard[reading] ??= headword;
    out.set(k, shard);
  }
  return new Map([...out].sort(([a], [b]) => a - b));
}

/** What the query normaliser reads: the alias table, the thesaurus (what people say → the rules' words). */
export function searchLexicon(
  aliases: SearchAlias[],
  { thesaurus = [] }: LexiconTables = {},
): SearchLexicon {
  return {
    aliases: aliases.map((a) => ({ alias: a.alias, term: a.term, rules: a.rules })),
    thesaurus: thesaurus.flatMap((e) => e.say.map((say) => [say, e.means] as [string, string])),
  };
}
