// The search's files the pipeline writes (data/search/, served as /search/…, and read by
// postbuild for Pagefind): each index's records (emit/search-records.ts), the lexicon the query
// normaliser reads, and the exact jumps split by first character.
import type { RuleBook } from '../model/rule-book.ts';
import type { BilingualEntry } from '../link/glossary.ts';
import { jumpShardOf } from '../model/search-tokens.ts';
import type { JumpTable, SearchLexicon } from '../model/data-contract.ts';
import type { SearchAlias } from '../read/search-aliases.ts';
import type { ThesaurusEntry } from '../read/search-thesaurus.ts';
import type { DocumentRecord } from './search-documents.ts';
import { searchRecords } from './search-records.ts';

/** Every file of search, by its path under data/search/: each index's records, the lexicon, the jumps. */
export function searchIndex(
  book: RuleBook,
  glossaries: Map<string, BilingualEntry[]>,
  documents: DocumentRecord[],
  aliases: SearchAlias[],
  jumps: JumpTable,
  thesaurus: ThesaurusEntry[] = [],
): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const [name, records] of searchRecords(book, glossaries, documents))
    files.set(`records/${name}.json`, records);
  const newest = glossaries.get(book.versions[0]!.name) ?? [];
  const readings = newest.flatMap((g) =>
    g.ja.flatMap((j) =>
      j.headword && j.reading ? [{ reading: j.reading, headword: j.headword }] : [],
    ),
  );
  files.set('lexicon.json', searchLexicon(aliases, readings, thesaurus));
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

/** What the query normaliser reads: the alias table, the glossary's readings, the thesaurus (what people say → the rules' words). */
export function searchLexicon(
  aliases: SearchAlias[],
  readings: { reading: string; headword: string }[],
  thesaurus: ThesaurusEntry[] = [],
): SearchLexicon {
  const seen = new Set<string>();
  return {
    aliases: aliases.map((a) => ({ alias: a.alias, term: a.term, rules: a.rules })),
    readings: readings
      .filter((r) => r.reading.length >= 3 && !seen.has(r.reading) && seen.add(r.reading))
      .map((r) => [r.reading, r.headword] as [string, string]),
    thesaurus: thesaurus.flatMap((e) => e.say.map((say) => [say, e.means] as [string, string])),
  };
}
