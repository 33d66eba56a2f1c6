// The data of every release since 2003 as history: what each changed (data/releases/), each
// rule of the newest release followed back to its first (data/releases/lives.json), and what an
// old citation is called today (data/cite/). A build without English releases writes them empty.
import { ruleLives, type Release } from '../history/releases.ts';
import { citationFiles } from './citations.ts';
import { releaseUpdateFiles } from './release-updates.ts';
import { stable } from './stable-json.ts';

export function releaseHistoryFiles(
  root: string,
  releases: Release[],
  /** The newest rules' Japanese, by number, where the site has it (for /cite/'s titles). */
  japanese: (number: string) => string | undefined,
): Map<string, string> {
  if (releases.length === 0)
    return new Map([
      ['data/cite/releases.json', stable({ newest: null, releases: [] })],
      ['data/cite/numbers.json', stable({})],
      ['data/cite/titles.json', stable({})],
      ['data/releases/index.json', stable([])],
      ['data/releases/lives.json', stable({ newest: null, rules: {} })],
    ]);
  const files = new Map([
    ...citationFiles(root, releases, japanese),
    ...releaseUpdateFiles(root, releases),
  ]);
  files.set(
    'data/releases/lives.json',
    stable({ newest: releases.at(-1)!.date, rules: ruleLives(root, releases) }),
  );
  return files;
}
