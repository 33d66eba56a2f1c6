// The data of every release since 2003 as history: what each changed (data/releases/), each
// rule of the newest release followed back to its first (data/releases/lives.json), and what an
// old citation is called today (data/cite/). A build without English releases writes them empty.
import { ruleLives, type Release, type ReleaseStepCache } from '../history/releases.ts';
import { citationFiles } from './citations.ts';
import { releaseUpdateFiles } from './release-updates.ts';
import { emitted, GENERATED, type Emitted } from '../model/generated-files.ts';

export function releaseHistoryFiles(
  cache: ReleaseStepCache,
  releases: Release[],
  /** The newest rules' Japanese, by number, where the site has it (for /cite/'s titles). */
  japanese: (number: string) => string | undefined,
): Emitted[] {
  if (releases.length === 0)
    return [
      emitted(GENERATED.citeReleases, { newest: null, releases: [] }),
      emitted(GENERATED.numberSpans, {}),
      emitted(GENERATED.ruleTitles, {}),
      emitted(GENERATED.releaseIndex, []),
      emitted(GENERATED.ruleLives, { newest: null, rules: {} }),
    ];
  return [
    ...citationFiles(cache, releases, japanese),
    ...releaseUpdateFiles(cache, releases),
    emitted(GENERATED.ruleLives, {
      newest: releases.at(-1)!.date,
      rules: ruleLives(cache, releases),
    }),
  ];
}
