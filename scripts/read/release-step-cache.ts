// The release steps kept on disk between builds (.cache/release-steps/), one file per pair of
// releases, named by the matcher's import graph and the two texts' hashes: adding a release
// recomputes only its own comparison, and any change to the matcher's code recomputes them all.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../model/paths.ts';
import type { ReleaseStep, ReleaseStepCache } from '../model/release-step.ts';
import { importGraphHash } from './import-graph.ts';

/** The matcher as it is today: the module that pairs two releases, and all it imports. */
export const MATCHER_MODULE = new URL('../history/matcher.ts', import.meta.url);

export interface DiskReleaseStepCache extends ReleaseStepCache {
  /** How many steps were paired (written) and how many read from disk (a rebuild's measure). */
  counts(): { paired: number; cached: number };
  readonly dir: string;
}

export function diskReleaseStepCache(
  root: string,
  matcher: string = importGraphHash(MATCHER_MODULE),
): DiskReleaseStepCache {
  const dir = join(cacheDir(root), 'release-steps');
  const file = (key: string) => join(dir, `${matcher}-${key}.json`);
  // Steps already read or paired (every chain, citation table and rule life reads them).
  const held = new Map<string, ReleaseStep>();
  const counts = { paired: 0, cached: 0 };
  let pruned = false;
  return {
    dir,
    counts: () => ({ ...counts }),
    get(key) {
      const step = held.get(key);
      if (step || !existsSync(file(key))) return step;
      const read = JSON.parse(readFileSync(file(key), 'utf8')) as ReleaseStep;
      counts.cached++;
      held.set(key, read);
      return read;
    },
    set(key, step) {
      counts.paired++;
      held.set(key, step);
      mkdirSync(dir, { recursive: true });
      // Steps of an earlier matcher are never read again: removed once, with the first step written.
      if (!pruned) {
        pruned = true;
        for (const f of readdirSync(dir))
          if (!f.startsWith(`${matcher}-`)) rmSync(join(dir, f), { force: true });
      }
      // Written whole, then renamed into place: builds, tests and the command line share this
      // folder at once, and a step read while another process writes it must not be half a file.
      const partial = `${file(key)}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(step));
      renameSync(partial, file(key));
    },
  };
}
