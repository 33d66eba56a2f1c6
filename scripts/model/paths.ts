// Where the pipeline writes and the site reads generated content. One place decides it;
// the benchmark points it elsewhere to build other corpora without touching the project's.
import { join } from 'node:path';

export function generatedDir(root: string = process.cwd()): string {
  return process.env.GENERATED_DIR ?? join(root, 'content/.generated');
}
