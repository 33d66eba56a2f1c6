// Reads the pipeline's generated data once per build. Pages read; they never recompute.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedDir } from '../../scripts/model/paths.ts';

const DIR = join(generatedDir(), 'data');
const cache = new Map<string, unknown>();

function load<T>(name: string): T {
  if (!cache.has(name)) cache.set(name, JSON.parse(readFileSync(join(DIR, name), 'utf8')));
  return cache.get(name) as T;
}

export interface SiteData {
  documents: { kind: 'article' | 'faq'; title: string; url: string; attribution: string; rulesVersion: string | null }[];
  cards: { nameJa: string; nameEn: string | null; url: string; slug: string; hasEntry: boolean; typeLine: string | null; backFace: { nameJa: string; nameEn: string | null } | null; faq: string }[];
  mechanics: { name: string; en: string; url: string }[];
  versions: {
    name: string;
    effective: string | null;
    era?: string;
    label: string;
    note: string;
    rules: number;
    ja: number;
    en: number;
    glossary: number;
    sources: { file: string; title: string; language: 'ja' | 'en' }[];
  }[];
  wanted: {
    articles: { title: string; from: string[] }[];
    rules: { version: string; number: string; from: string; file: string; line: number }[];
  };
}

export interface PermalinkData {
  path: string;
  number: string;
  version: string | null;
  target: string | null;
}

export const siteData = () => load<SiteData>('site.json');
export const permalinkData = () => load<PermalinkData[]>('permalinks.json');

import type { VersionView } from '../../scripts/emit/rules-data.ts';
export type { VersionView, RuleView, GlossaryView } from '../../scripts/emit/rules-data.ts';
export type { Segment } from '../../scripts/link/linker.ts';

export const versionData = (name: string) => load<VersionView>(`rules/${name}.json`);

export interface TermData {
  ja: string;
  en: string;
  found: { href: string; label: string }[];
}
export const termData = () => load<TermData[]>('terms.json');

import type { VersionPair } from '../../scripts/history/history.ts';
export type { VersionPair, HistoryEntry } from '../../scripts/history/history.ts';
export interface PairSummary {
  old: string;
  new: string;
  lang: 'en' | 'ja';
  counts: { added: number; removed: number; changed: number; moved: number; unchanged: number };
}
export const pairSummaries = () => load<PairSummary[]>('history/pairs.json');
export const pairData = (oldV: string, newV: string) => load<VersionPair>(`history/${oldV}--${newV}.json`);
