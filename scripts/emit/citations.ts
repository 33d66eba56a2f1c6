// The data of /cite/ (old citations brought up to date): for every release since 2003, each of
// its rule numbers as the newest release numbers it (citationTables); the list of releases; and
// in which releases each number exists (to suggest the release a text cites).
import { citationTables, type Release } from '../history/releases.ts';
import { stable } from './stable-json.ts';

export interface CiteReleases {
  newest: string;
  /** Newest first: each release's date and how many rules it has. */
  releases: { date: string; rules: number }[];
}

/** Number → the spans of releases (indexes, oldest first) that have it: [[first, last], …]. */
export type NumberSpans = Record<string, [number, number][]>;

export function citationFiles(root: string, releases: Release[]): Map<string, string> {
  const files = new Map<string, string>();
  const tables = citationTables(root, releases);
  releases.forEach((r, i) => files.set(`data/cite/${r.date}.json`, stable(tables[i])));
  const list: CiteReleases = {
    newest: releases.at(-1)!.date,
    releases: releases.map((r) => ({ date: r.date, rules: r.rules.length })).reverse(),
  };
  files.set('data/cite/releases.json', stable(list));
  const spans: NumberSpans = {};
  releases.forEach((r, i) => {
    for (const { number } of r.rules) {
      const s = (spans[number] ??= []);
      const last = s.at(-1);
      if (last && last[1] === i - 1) last[1] = i;
      else s.push([i, i]);
    }
  });
  files.set('data/cite/numbers.json', stable(spans));
  return files;
}
