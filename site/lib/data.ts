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
  GENERATED,
  SEARCH_DIR,
  SEARCH_FILES,
  type GeneratedFile,
} from '#scripts/model/generated-files.ts';

export type * from '#scripts/model/data-contract.ts';

const cache = new Map<string, unknown>();

function load<S extends z.ZodType>({ path: name, schema }: GeneratedFile<S>): z.infer<S> {
  if (!cache.has(name)) {
    const file = join(generatedDir(), name);
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

export const siteData = () => load(GENERATED.site);
export const permalinkData = () => load(GENERATED.permalinks);
export const versionData = (name: string) => load(GENERATED.versionView(name));
export const termData = () => load(GENERATED.terms);
export const pairSummaries = () => load(GENERATED.pairSummaries);
export const apiVersionData = (name: string) => load(GENERATED.apiVersion(name));
export const apiVersionsData = () => load(GENERATED.apiVersions);
export const ruleIndexData = () => load(GENERATED.ruleIndex);
export const ruleThenData = () => load(GENERATED.ruleThen);
export const citeReleases = () => load(GENERATED.citeReleases);
export const citationTable = (date: string) => load(GENERATED.citationTable(date));
export const numberSpans = () => load(GENERATED.numberSpans);
export const ruleTitles = () => load(GENERATED.ruleTitles);
/** Every release since 2003 with what it changed from the one before, newest first. */
export const releaseIndex = () => load(GENERATED.releaseIndex);
export const releaseUpdate = (date: string) => load(GENERATED.releaseUpdate(date));
export const ruleLives = () => load(GENERATED.ruleLives);
export const jumpData = () => load(GENERATED.searchJumps);
export const diffData = (oldV: string, newV: string) => load(GENERATED.diff(oldV, newV));

export const engineProfiles = () => load(GENERATED.engines);
export const widgetPresets = () => load(GENERATED.presets);
export const widgetEmbeds = () => load(GENERATED.embeds);

/** Every version the subgame engine plays, newest first. */
export const subgameProfiles = () =>
  engineProfiles().flatMap((p) => (p.subgame ? [p.subgame] : []));

/** Every version the layer engine plays, newest first. */
export const layersProfiles = () =>
  engineProfiles().flatMap((p) => (p.layers && p.playable ? [p.layers] : []));

/** The newest version an engine plays (undefined in a build that holds none). */
export const newestVersion = (engine: 'combat' | 'subgame' | 'layers'): string | undefined =>
  playableVersions(engineProfiles(), engine)[0];

/** The release-to-release comparisons, newest first. */
export const releases = () =>
  pairSummaries()
    .filter((p) => p.adjacent)
    .reverse();

/** The search's files the page reads (data/search/, served as /search/…): the lexicon and the jumps, each checked against its schema. The records go to Pagefind, not to the reader. */
export function searchIndexFiles(): { path: string; data: unknown }[] {
  const under = (dir: string) => (p: string) => p.startsWith(`${dir}/`) && p.endsWith('.json');
  const shard = (p: string) => p.slice(p.indexOf('/') + 1, -'.json'.length);
  const paths = (readdirSync(join(generatedDir(), SEARCH_DIR), { recursive: true }) as string[])
    .filter(
      (p) =>
        p === SEARCH_FILES.lexicon ||
        p === SEARCH_FILES.topics ||
        under(SEARCH_FILES.topicsDir)(p) ||
        under(SEARCH_FILES.jumpsDir)(p) ||
        under(SEARCH_FILES.readingsDir)(p),
    )
    .sort();
  const fileOf = (p: string) =>
    p === SEARCH_FILES.lexicon
      ? GENERATED.searchLexicon
      : p === SEARCH_FILES.topics
        ? GENERATED.searchTopics
        : under(SEARCH_FILES.topicsDir)(p)
          ? GENERATED.searchTopicShard(shard(p))
          : under(SEARCH_FILES.readingsDir)(p)
            ? GENERATED.searchReadingShard(shard(p))
            : GENERATED.searchJumpShard(shard(p));
  return paths.map((path) => ({ path, data: load<z.ZodType>(fileOf(path)) }));
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
