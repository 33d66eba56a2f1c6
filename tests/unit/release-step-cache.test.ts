// The release steps are handed a cache: in memory for a test, on disk for a build, keyed by the
// matcher's own import graph (every module the matcher reaches, so a change to any recomputes).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseStep, type Release } from '#scripts/history/releases.ts';
import { memoryReleaseStepCache, type ReleaseStep } from '#scripts/model/release-step.ts';
import { importGraph, importGraphHash } from '#scripts/read/import-graph.ts';
import { diskReleaseStepCache, MATCHER_MODULE } from '#scripts/read/release-step-cache.ts';

const release = (date: string, rules: [string, string][]): Release => ({
  date,
  file: `${date}.txt`,
  rules: rules.map(([number, text]) => ({ number, text })),
  hash: date,
});
const A = release('2001-01-01', [['100.1', 'These are the rules.']]);
const B = release('2002-01-01', [
  ['100.1', 'These are the rules.'],
  ['100.2', 'A new rule about something else entirely.'],
]);

describe('the release-step cache', () => {
  it('pairs a step once, and hands back the cached one after', () => {
    const cache = memoryReleaseStepCache();
    const step = releaseStep(cache, A, B);
    expect(step.added).toEqual(['100.2']);
    expect(cache.get(`${A.hash}-${B.hash}`)).toBe(step);
    const planted: ReleaseStep = { ...step, added: ['planted'] };
    cache.set(`${A.hash}-${B.hash}`, planted);
    expect(releaseStep(cache, A, B)).toBe(planted);
  });

  it('on disk: written under the matcher version, read back by a new process, older versions pruned', () => {
    const root = mkdtempSync(join(tmpdir(), 'steps-'));
    process.env.CACHE_DIR = join(root, '.cache');
    try {
      const first = diskReleaseStepCache(root, 'm1');
      releaseStep(first, A, B);
      expect(first.counts()).toEqual({ paired: 1, cached: 0 });
      const again = diskReleaseStepCache(root, 'm1');
      expect(releaseStep(again, A, B).added).toEqual(['100.2']);
      expect(again.counts()).toEqual({ paired: 0, cached: 1 });
      writeFileSync(join(first.dir, 'm0-old.json'), '{}');
      const next = diskReleaseStepCache(root, 'm2');
      releaseStep(next, A, B);
      expect(readdirSync(first.dir).sort()).toEqual([`m2-${A.hash}-${B.hash}.json`]);
    } finally {
      delete process.env.CACHE_DIR;
    }
  });

  it("is keyed by the matcher's import graph: every module it reaches, found by following its imports", () => {
    const files = importGraph(MATCHER_MODULE.pathname).map((f) => f.split('/scripts/')[1]);
    expect(files).toEqual(
      expect.arrayContaining([
        'history/matcher.ts',
        'history/classify.ts',
        'history/split.ts',
        'history/references.ts',
        'history/texts.ts',
        'model/rule-number.ts',
      ]),
    );
    expect(importGraphHash(MATCHER_MODULE)).toMatch(/^[0-9a-f]{12}$/);
  });
});
