// Reads the pipeline's generated data once per build, each file checked against its schema in the
// data contract (scripts/model/data-contract.ts): a file that does not match stops the build
// naming the file and the field. Pages read and render; they never recompute.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { generatedDir } from '#scripts/model/paths.ts';
import { playableVersions } from '#scripts/model/rules-profile.ts';
import { GLOSSARY_PAGES } from '#scripts/model/urls.ts';
import {
  ApiVersionSchema,
  ApiVersionsSchema,
  DiffViewSchema,
  EmbedsSchema,
  EnginesSchema,
  PresetsSchema,
  JumpTableSchema,
  SearchLexiconSchema,
  RuleIndexSchema,
  RuleThenSchema,
  CiteReleasesSchema,
  CitationTableSchema,
  NumberSpansSchema,
  RuleTitlesSchema,
  ReleaseIndexSchema,
  ReleaseUpdateSchema,
  RuleLivesSchema,
  PairSummariesSchema,
  PermalinksSchema,
  SiteDataSchema,
  TermIndexSchema,
  VersionViewSchema,
} from '#scripts/model/data-contract.ts';

export type * from '#scripts/model/data-contract.ts';

const DIR = join(generatedDir(), 'data');
const cache = new Map<string, unknown>();

function load<S extends z.ZodType>(name: string, schema: S): z.infer<S> {
  if (!cache.has(name)) {
    const file = join(DIR, name);
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((i) => `  ${i.path.join('.')}: ${i.message}`);
      throw new Error(
        `${file}: does not match the data contract (scripts/model/data-contract.ts):\n${issues.join('\n')}`,
      );
    }
    cache.set(name, parsed.data);
  }
  return cache.get(name) as z.infer<S>;
}

export const siteData = () => load('site.json', SiteDataSchema);
export const permalinkData = () => load('permalinks.json', PermalinksSchema);
export const versionData = (name: string) => load(`rules/${name}.json`, VersionViewSchema);
export const termData = () => load('terms.json', TermIndexSchema);
export const pairSummaries = () => load('history/pairs.json', PairSummariesSchema);
export const apiVersionData = (name: string) => load(`api/rules/${name}.json`, ApiVersionSchema);
export const apiVersionsData = () => load('api/rules.json', ApiVersionsSchema);
export const ruleIndexData = () => load('rule-index.json', RuleIndexSchema);
export const ruleThenData = () => load('rule-then.json', RuleThenSchema);
export const citeReleases = () => load('cite/releases.json', CiteReleasesSchema);
export const citationTable = (date: string) => load(`cite/${date}.json`, CitationTableSchema);
export const numberSpans = () => load('cite/numbers.json', NumberSpansSchema);
export const ruleTitles = () => load('cite/titles.json', RuleTitlesSchema);
/** Every release since 2003 with what it changed from the one before, newest first. */
export const releaseIndex = () => load('releases/index.json', ReleaseIndexSchema);
export const releaseUpdate = (date: string) => load(`releases/${date}.json`, ReleaseUpdateSchema);
export const ruleLives = () => load('releases/lives.json', RuleLivesSchema);
export const jumpData = () => load('search-jumps.json', JumpTableSchema);
export const diffData = (oldV: string, newV: string) =>
  load(`diff/${oldV}--${newV}.json`, DiffViewSchema);

export const engineProfiles = () => load('engines.json', EnginesSchema);
export const widgetPresets = () => load('presets.json', PresetsSchema);
export const widgetEmbeds = () => load('embeds.json', EmbedsSchema);

/** Every version the subgame engine plays, newest first. */
export const subgameProfiles = () =>
  engineProfiles().flatMap((p) => (p.subgame ? [p.subgame] : []));

/** The newest version an engine plays (undefined in a build that holds none). */
export const newestVersion = (engine: 'combat' | 'subgame'): string | undefined =>
  playableVersions(engineProfiles(), engine)[0];

/** The release-to-release comparisons, newest first. */
export const releases = () =>
  pairSummaries()
    .filter((p) => p.adjacent)
    .reverse();

/** The search's files the page reads (data/search/, served as /search/…): the lexicon and the jumps, each checked against its schema. The records go to Pagefind, not to the reader. */
export function searchIndexFiles(): { path: string; data: unknown }[] {
  const paths = (readdirSync(join(DIR, 'search'), { recursive: true }) as string[])
    .filter((p) => p === 'lexicon.json' || (p.startsWith('jumps/') && p.endsWith('.json')))
    .sort();
  return paths.map((path) => ({
    path,
    data: load(`search/${path}`, path === 'lexicon.json' ? SearchLexiconSchema : JumpTableSchema),
  }));
}

/** A version's glossary by page (GLOSSARY_PAGES order), each page with the entries on it. */
export const glossaryPages = (version: string) =>
  GLOSSARY_PAGES.map((p) => ({
    ...p,
    entries: versionData(version).glossary.filter((g) => g.page === p.slug),
  })).filter((p) => p.entries.length > 0);

/**
 * The term index by 五十音 row (GLOSSARY_PAGES order, rows with headwords only), each headword with
 * the id it had when the index was one page (t-0 …), which its row's page keeps.
 */
export const termRows = () => {
  const { headwords } = termData();
  return GLOSSARY_PAGES.flatMap((p) => {
    const rowHeadwords = headwords.flatMap((h, i) =>
      h.row === p.row ? [{ ...h, id: `t-${i}` }] : [],
    );
    return p.row && rowHeadwords.length > 0 ? [{ ...p, row: p.row, headwords: rowHeadwords }] : [];
  });
};
