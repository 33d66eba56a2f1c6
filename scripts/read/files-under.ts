// Every file under a folder, in name order (a build's output, to list, hash or compare).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? filesUnder(p) : [p];
    });
}
