// Reads the pipeline's generated data once per build. Pages read; they never recompute. The
// shapes are the ones the pipeline's modules declare for what they write.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedDir } from '../../scripts/model/paths.ts';
import { plain } from '../../scripts/emit/rule-json.ts';
import type { Permalink, SiteData } from '../../scripts/emit/site-data.ts';
import type { VersionView } from '../../scripts/emit/rules-data.ts';
import type { TermIndex } from '../../scripts/link/term-index.ts';
import type { PairSummary, VersionPair } from '../../scripts/history/history.ts';

export type { Permalink, SiteData } from '../../scripts/emit/site-data.ts';
export type { GlossaryView, RuleView, VersionView } from '../../scripts/emit/rules-data.ts';
export type { Segment } from '../../scripts/link/linker.ts';
export type { TermEntry, TermIndex } from '../../scripts/link/term-index.ts';
export type { HistoryEntry, PairSummary, VersionPair } from '../../scripts/history/history.ts';

const DIR = join(generatedDir(), 'data');
const cache = new Map<string, unknown>();

function load<T>(name: string): T {
  if (!cache.has(name)) cache.set(name, JSON.parse(readFileSync(join(DIR, name), 'utf8')));
  return cache.get(name) as T;
}

export const siteData = () => load<SiteData>('site.json');
export const permalinkData = () => load<Permalink[]>('permalinks.json');
export const versionData = (name: string) => load<VersionView>(`rules/${name}.json`);
export const termData = () => load<TermIndex>('terms.json');
export const pairSummaries = () => load<PairSummary[]>('history/pairs.json');
export const pairData = (oldV: string, newV: string) => load<VersionPair>(`history/${oldV}--${newV}.json`);

/** A rule's text in one language, as plain text (for diff pages, feeds). */
export function ruleText(version: string, number: string, lang: 'en' | 'ja'): string {
  const r = versionData(version).rules.find((x) => x.number === number);
  return plain(r?.[lang] ?? null) ?? '';
}

/** The release-to-release comparisons, newest first. */
export const releases = () => pairSummaries().filter((p) => p.adjacent).reverse();
