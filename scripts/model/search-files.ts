// The search's files, each named once: the pipeline writes them under SEARCH_DIR
// (generated-files.ts), /search/ serves them (searchFileUrl), the search page and the service
// worker read them, postbuild precaches and the bench reads them by these names. Light, so a
// browser script can take a name alone.
import { withBase } from './base-path.ts';

/** The search's files, by their path under /search/ (the pipeline writes them under SEARCH_DIR). */
export const SEARCH_FILES = {
  recordsDir: 'records',
  /** One Pagefind index's records (postbuild builds its bundle from them). */
  records: (index: string) => `records/${index}.json`,
  lexicon: 'lexicon.json',
  /** The whole exact-jump table (the service worker's offline landing of /r/ addresses). */
  jumpTable: 'jumps.json',
  jumpsDir: 'jumps',
  jumps: (shard: string | number) => `jumps/${shard}.json`,
  readingsDir: 'readings',
  /** The glossary's readings whose first characters fall in one shard (as the jumps'). */
  readings: (shard: string | number) => `readings/${shard}.json`,
  /** The question topics' head (the keys, the topics read always), read only for a question. */
  topics: 'topics.json',
  topicsDir: 'topics',
  /** The question topics found by the keys of one file (search-topic-shards.ts). */
  topicShard: (shard: string | number) => `topics/${shard}.json`,
} as const;

/** Where /search/ serves one of the search's files (a path of SEARCH_FILES). */
export function searchFileUrl(path: string): string {
  return withBase(`/search/${path}`);
}
