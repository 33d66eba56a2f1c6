// Where the pipeline writes and the site reads generated content. One place decides it;
// the benchmark points it elsewhere to build other corpora without touching the project's.
// The same for what it caches between builds.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function generatedDir(root: string = process.cwd()): string {
  return process.env.GENERATED_DIR ?? join(root, 'content/.generated');
}

/** What the pipeline keeps between builds (git-ignored): the benchmark points it elsewhere to time a cold build. */
export function cacheDir(root: string = process.cwd()): string {
  return process.env.CACHE_DIR ?? join(root, '.cache');
}

/** Every file under a folder, in name order (a build's output, to list, hash or compare). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? filesUnder(p) : [p];
    });
}
