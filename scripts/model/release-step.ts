// What one English release changed from the one before, by number, and where such steps are kept
// between builds: the history stage is handed a cache (on disk for a build, in memory for a test)
// and never opens a file itself.

/**
 * What one release changed from the one before, by number (the texts are the releases' own):
 * the release-notes classes of the matcher's pairing.
 */
export interface ReleaseStep {
  added: string[];
  removed: string[];
  modified: string[];
  referencesOnly: string[];
  renumbered: [string, string][];
  renumberedModified: [string, string][];
  /** An old rule now standing in several (its number today is the first's). */
  split: [string, string[]][];
  /** Old rules that now stand in one new rule, with another. */
  merged: [string[], string][];
}

/** Steps by key (the two releases' text hashes); a step of another matcher is another cache's. */
export interface ReleaseStepCache {
  get(key: string): ReleaseStep | undefined;
  set(key: string, step: ReleaseStep): void;
}

/** A cache that lives as long as the value: what tests and one-off comparisons use. */
export function memoryReleaseStepCache(): ReleaseStepCache {
  const steps = new Map<string, ReleaseStep>();
  return { get: (key) => steps.get(key), set: (key, step) => void steps.set(key, step) };
}
