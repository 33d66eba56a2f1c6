// Reads the pipeline's generated data once per build. Pages read; they never recompute.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(process.cwd(), 'content/.generated/data');
const cache = new Map<string, unknown>();

function load<T>(name: string): T {
  if (!cache.has(name)) cache.set(name, JSON.parse(readFileSync(join(DIR, name), 'utf8')));
  return cache.get(name) as T;
}

export interface SiteData {
  documents: { kind: 'article' | 'plain'; title: string; url: string; attribution: string; rulesVersion: string | null }[];
  versions: { name: string; effective: string | null; era?: string; label: string; note: string; rules: number }[];
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
