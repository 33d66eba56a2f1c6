// A maintainer's word over the matcher's (content/history/overrides.json): pairings declared by
// hand, and the long-range comparisons kept besides release to release.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const OVERRIDES_FILE = 'content/history/overrides.json';

export interface OverrideFile {
  /** A rule of `old` that became `to` in `new` (null: removed), and why. */
  overrides: { old: string; new: string; from: string; to: string | null; reason: string }[];
  /** Long-range comparisons kept besides release to release ("newest" names the newest version). */
  longRange?: [string, string][];
}

export function readHistoryOverrides(root: string): OverrideFile {
  return JSON.parse(readFileSync(join(root, OVERRIDES_FILE), 'utf8')) as OverrideFile;
}
