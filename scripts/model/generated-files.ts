// Every file the pipeline generates (under content/.generated/), named once: its path and the
// schema of its data (data-contract.ts). The pipeline writes through these entries, site/lib/data.ts
// and postbuild read through them, so a file's name is spelled here and nowhere else.
import { z } from 'zod';
import {
  ApiVersionSchema,
  ApiVersionsSchema,
  BuildReportSchema,
  CitationTableSchema,
  DocumentFrontmatterSchema,
  CiteReleasesSchema,
  DiffViewSchema,
  EmbedsSchema,
  EnginesSchema,
  JumpTableSchema,
  NumberSpansSchema,
  PairSummariesSchema,
  PermalinksSchema,
  PresetsSchema,
  ReadingShardSchema,
  ReleaseIndexSchema,
  ReleaseUpdateSchema,
  RuleIndexSchema,
  RuleLivesSchema,
  RuleThenSchema,
  RuleTitlesSchema,
  SearchLexiconSchema,
  SearchRecordsSchema,
  SearchTopicShardSchema,
  SearchTopicsSchema,
  SiteDataSchema,
  TermIndexSchema,
  VersionPairSchema,
  VersionViewSchema,
} from './data-contract.ts';
import { SEARCH_FILES } from './search-files.ts';

/** A generated file: where it lies under the generated folder, and the shape of its JSON. */
export interface GeneratedFile<S extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly schema: S;
}

/** One generated file's value, checked against its schema's type where it is made. */
export interface Emitted {
  path: string;
  value: unknown;
}

export function emitted<S extends z.ZodType>(file: GeneratedFile<S>, value: z.infer<S>): Emitted {
  return { path: file.path, value };
}

const at = <S extends z.ZodType>(path: string, schema: S): GeneratedFile<S> => ({ path, schema });

/** The MDX documents (Astro's "documents" collection reads this folder, its frontmatter checked against DOCUMENT_FRONTMATTER). */
export const DOCUMENTS_DIR = 'documents';
export const DOCUMENT_FRONTMATTER = DocumentFrontmatterSchema;
export type DocumentKind = 'wiki' | 'faq' | 'mechanic' | 'card';
export const documentFile = (kind: DocumentKind, slug: string): string =>
  `${DOCUMENTS_DIR}/${kind}--${slug}.mdx`;

/** Where the search's files lie (SEARCH_FILES names them; the search page serves them as /search/…). */
export const SEARCH_DIR = 'data/search';
export { SEARCH_FILES };

export const GENERATED = {
  site: at('data/site.json', SiteDataSchema),
  permalinks: at('data/permalinks.json', PermalinksSchema),
  /** The build report (read by maintainers and the tests, not by pages). */
  report: at('data/report.json', BuildReportSchema),
  versionView: (version: string) => at(`data/rules/${version}.json`, VersionViewSchema),
  terms: at('data/terms.json', TermIndexSchema),
  pairSummaries: at('data/history/pairs.json', PairSummariesSchema),
  /** A comparison shown in full, its whole pairing (read by the tests, not by pages). */
  historyPair: (older: string, newer: string) =>
    at(`data/history/${older}--${newer}.json`, VersionPairSchema),
  diff: (older: string, newer: string) => at(`data/diff/${older}--${newer}.json`, DiffViewSchema),
  apiVersions: at('data/api/rules.json', ApiVersionsSchema),
  apiVersion: (version: string) => at(`data/api/rules/${version}.json`, ApiVersionSchema),
  ruleIndex: at('data/rule-index.json', RuleIndexSchema),
  ruleThen: at('data/rule-then.json', RuleThenSchema),
  searchJumps: at(`${SEARCH_DIR}/${SEARCH_FILES.jumpTable}`, JumpTableSchema),
  searchRecords: (index: string) =>
    at(`${SEARCH_DIR}/${SEARCH_FILES.records(index)}`, SearchRecordsSchema),
  searchLexicon: at(`${SEARCH_DIR}/${SEARCH_FILES.lexicon}`, SearchLexiconSchema),
  searchJumpShard: (shard: string | number) =>
    at(`${SEARCH_DIR}/${SEARCH_FILES.jumps(shard)}`, JumpTableSchema),
  searchReadingShard: (shard: string | number) =>
    at(`${SEARCH_DIR}/${SEARCH_FILES.readings(shard)}`, ReadingShardSchema),
  searchTopics: at(`${SEARCH_DIR}/${SEARCH_FILES.topics}`, SearchTopicsSchema),
  searchTopicShard: (shard: string | number) =>
    at(`${SEARCH_DIR}/${SEARCH_FILES.topicShard(shard)}`, SearchTopicShardSchema),
  citeReleases: at('data/cite/releases.json', CiteReleasesSchema),
  citationTable: (date: string) => at(`data/cite/${date}.json`, CitationTableSchema),
  numberSpans: at('data/cite/numbers.json', NumberSpansSchema),
  ruleTitles: at('data/cite/titles.json', RuleTitlesSchema),
  releaseIndex: at('data/releases/index.json', ReleaseIndexSchema),
  releaseUpdate: (date: string) => at(`data/releases/${date}.json`, ReleaseUpdateSchema),
  ruleLives: at('data/releases/lives.json', RuleLivesSchema),
  engines: at('data/engines.json', EnginesSchema),
  presets: at('data/presets.json', PresetsSchema),
  embeds: at('data/embeds.json', EmbedsSchema),
} as const;
