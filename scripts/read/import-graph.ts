// A module's own source and everything it imports, followed through relative static imports: a
// hash of it names "this code as it is today" (the release-step cache is keyed by the matcher's).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

/** `import … from './x.ts'`, `export … from '../y.ts'`, `import './z.ts'` (relative specifiers only). */
const RELATIVE_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every file the entry reaches through relative static imports (itself included), by absolute path, sorted. */
export function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(RELATIVE_IMPORT)) visit(resolve(dirname(file), m[1]!));
  };
  visit(entry);
  return [...seen].sort();
}

/** A short hash of the entry's import graph: each file's path (from the entry's folder) and text. */
export function importGraphHash(entry: string | URL): string {
  const file = typeof entry === 'string' ? entry : fileURLToPath(entry);
  const hash = createHash('sha256');
  for (const f of importGraph(file))
    hash
      .update(f.slice(dirname(file).length))
      .update('\0')
      .update(readFileSync(f, 'utf8'));
  return hash.digest('hex').slice(0, 12);
}
