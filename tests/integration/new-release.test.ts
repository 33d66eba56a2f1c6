// A new rules release is one file: a copy of the project's sources with a synthetic release
// (2026-06-19 with one rule changed, effective 2026-08-01) and its manifest entry, and nothing
// else, must make it the newest version everywhere the site decides that: permanent links,
// navigation and the home page (site.json's first version), search's default scope, its update
// page and the feed, the API, and the widgets (its combat-phase page embeds the combat stepper
// playing its rules, the subgame stepper plays it).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPipeline, type PipelineResult } from '#scripts/pipeline.ts';
import { cacheDir } from '#scripts/model/paths.ts';
import { diskReleaseStepCache } from '#scripts/read/release-step-cache.ts';
import { readInputs } from '#scripts/read/inputs.ts';
import { copyWithNewRelease, SYNTHETIC_RELEASE } from '#scripts/synthetic-release.ts';
import {
  ApiVersionsSchema,
  DiffViewSchema,
  PairSummariesSchema,
  PermalinksSchema,
  SiteDataSchema,
  VersionViewSchema,
} from '#scripts/model/data-contract.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const { name: NEW, changed: CHANGED } = SYNTHETIC_RELEASE;
let dir: string;
let result: PipelineResult;
const json = (path: string): unknown => JSON.parse(result.files.get(path) ?? 'null');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'new-release-'));
  copyWithNewRelease(ROOT, dir);
  // The release steps already paired here: the new release adds one step, as on a maintainer's machine.
  const steps = join(cacheDir(ROOT), 'release-steps');
  if (existsSync(steps)) cpSync(steps, join(dir, '.cache/release-steps'), { recursive: true });
  result = runPipeline(readInputs(dir), diskReleaseStepCache(dir));
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a new release is one file', () => {
  it('is the newest version: navigation, the home page and search scope read the first of site.json', () => {
    const site = SiteDataSchema.parse(json('data/site.json'));
    expect(site.versions[0]!.name).toBe(NEW);
    expect(site.versions[1]!.name).toBe('2026-06-19');
    expect(ApiVersionsSchema.parse(json('data/api/rules.json')).newest).toBe(NEW);
  });

  it('takes the permanent links of every rule it holds: /r/<number>/ lands in it', () => {
    const links = PermalinksSchema.parse(json('data/permalinks.json'));
    const find = (path: string) => links.find((l) => l.path === path);
    expect(find(`/r/${CHANGED}/`)?.target).toBe(`/rules/${NEW}/702.19/#${CHANGED}`);
    expect(find('/r/506.4/')?.target).toBe(`/rules/${NEW}/506/#506.4`);
    expect(find(`/r/${NEW}/${CHANGED}/`)?.target).toBe(`/rules/${NEW}/702.19/#${CHANGED}`);
  });

  it('has its pages, carried Japanese, and an update page listing exactly the one change', () => {
    const view = VersionViewSchema.parse(json(`data/rules/${NEW}.json`));
    expect(view.pages.some((p) => p.id === '702.19')).toBe(true);
    expect(view.rules.find((r) => r.number === '702.19a')?.translation?.status).toBe('carried');
    expect(view.rules.find((r) => r.number === CHANGED)?.translation?.status).toBe('outdated');
    const summaries = PairSummariesSchema.parse(json('data/history/pairs.json'));
    expect(summaries.some((p) => p.old === '2026-06-19' && p.new === NEW && p.adjacent)).toBe(true);
    const diff = DiffViewSchema.parse(json(`data/diff/2026-06-19--${NEW}.json`));
    const changes = diff.pages.flatMap((p) => p.changes);
    expect(changes.map((c) => [c.kind, c.key])).toEqual([['modified', CHANGED]]);
    expect(diff.counts.total.modified).toBe(1);
  });

  it('has the widgets: a rules profile, and the combat stepper embedded on its combat phase page playing it', () => {
    const profiles = json('data/engines.json') as { version: string; playable: boolean }[];
    expect(profiles.find((p) => p.version === NEW)?.playable).toBe(true);
    const embeds = json('data/embeds.json') as Record<string, unknown>;
    expect(embeds[`/rules/${NEW}/506/`]).toEqual({
      combat: { preset: '02-first-strike', version: NEW },
    });
  });
});
