// Where the pipeline writes and the site reads generated content. One place decides it;
// the benchmark points it elsewhere to build other corpora without touching the project's.
// The same for what it caches between builds.
import { join } from 'node:path';

export function generatedDir(root: string = process.cwd()): string {
  return process.env.GENERATED_DIR ?? join(root, 'content/.generated');
}

/** What the pipeline keeps between builds (git-ignored): the benchmark points it elsewhere to time a cold build. */
export function cacheDir(root: string = process.cwd()): string {
  return process.env.CACHE_DIR ?? join(root, '.cache');
}
