// /api/rules/<version>/<number>.json: one rule as the pipeline shaped it (what the link previews and
// search results read). About 21,000 at nine versions: written straight to disk after the Astro
// build, like the permanent links' pages, not rendered by Astro endpoint by endpoint, which took
// most of its build time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiVersion } from '../model/data-contract.ts';

/** Writes every rule of every version into dist/api/rules/; returns how many. */
export function writeApiRuleFiles(dist: string, versions: ApiVersion[]): number {
  let n = 0;
  for (const v of versions) {
    const dir = join(dist, 'api/rules', v.version.name);
    mkdirSync(dir, { recursive: true });
    for (const rule of Object.values(v.rules)) {
      writeFileSync(join(dir, `${rule.number}.json`), JSON.stringify(rule));
      n++;
    }
  }
  return n;
}
