// Every release since 2003 as history: read once each, named by the date its text states; any two
// compared; an old citation followed release by release to what it is called today.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { citationsSince, compareReleases, releasesOf } from '#scripts/history/releases.ts';
import { readReleaseTexts } from '#scripts/read/release-texts.ts';
import { diskReleaseStepCache } from '#scripts/read/release-step-cache.ts';
import { citedNumbers } from '#scripts/model/rule-number-text.ts';
import { ROOT } from './helpers.ts';
import { readManifest } from '#scripts/read/sources.ts';

const RELEASES = releasesOf(readReleaseTexts(ROOT, readManifest(ROOT)));
// The steps a build keeps (.cache/release-steps/): what the site's own build pairs, read back.
const STEPS = diskReleaseStepCache(ROOT);

describe('every release since 2003', () => {
  it('113 releases from 2003-03-15 to 2026-06-19, each once, by the date its text states', () => {
    expect(RELEASES).toHaveLength(113);
    expect([RELEASES[0]!.date, RELEASES.at(-1)!.date]).toEqual(['2003-03-15', '2026-06-19']);
    expect(new Set(RELEASES.map((r) => r.date)).size).toBe(113);
    // 2006-06-01.txt holds the rules of June 1, 2004; the site's own files are read first.
    expect(RELEASES.find((r) => r.date === '2004-06-01')!.file).toBe(
      'content/sources/cr-en-archive/2006-06-01.txt',
    );
    expect(RELEASES.find((r) => r.date === '2008-10-01')!.file).toBe(
      'content/sources/cr-en/2008-10-01.txt',
    );
  });
  it('compares any two releases: the 2009 renumbering moved trample from 502.9 to 702.17', () => {
    const p = compareReleases(STEPS, RELEASES, '2008-10-01', '2009-07-11');
    expect(p.moved.find((m) => m.from === '502.9b')?.to).toBe('702.17b');
    // Combat damage on the stack, gone in 2009; mana burn (300.3) lost its burn but its mana emptying is 500.4.
    expect(p.removed).toContain('310.3');
    expect(p.moved.find((m) => m.from === '300.3')?.to).toBe('500.4');
  });
  it('finds the rule numbers a text cites, in order', () => {
    expect(
      citedNumbers('トランプル（502.9b）と rule 306.1、2008.10.01 ではなく 702.19b-c'),
    ).toEqual(['502.9b', '306.1', '702.19b']);
  });
  // The first run pairs every release since 2008 with the next (cached after, by content hash).
  it(
    'follows an old citation to the newest numbering: renumbered, changed, removed, unknown',
    { timeout: 180_000 },
    () => {
      expect(
        citationsSince(STEPS, RELEASES, '2008-10-01', [
          '502.9b',
          '502.9',
          '212.3f',
          '300.3',
          '310.3',
          '999.1',
        ]),
      ).toEqual([
        { cited: '502.9b', now: '702.19b', changed: true, removed: false },
        { cited: '502.9', now: '702.19', changed: false, removed: false },
        { cited: '212.3f', now: '602.5a', changed: true, removed: false },
        // Mana burn, gone in 2009-07-11: what stays of its rule is the mana pool emptying (500.5 today).
        { cited: '300.3', now: '500.5', changed: true, removed: false },
        // Combat damage on the stack, gone in 2009-07-11.
        { cited: '310.3', now: null, changed: false, removed: true },
        { cited: '999.1', now: null, changed: false, removed: false, unknown: true },
      ]);
    },
  );
  it(
    'the command line: cite --from DATE FILE prints one object per citation, in order',
    { timeout: 180_000 },
    () => {
      const file = join(mkdtempSync(join(tmpdir(), 'cite-')), 'article.txt');
      writeFileSync(
        file,
        '2008年の記事：トランプル（502.9b）、戦闘ダメージはスタックに乗る（310.3）。\n',
      );
      const run = spawnSync(
        'node',
        ['scripts/cli/rules.ts', 'cite', '--from', '2008-10-01', file],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual([
        { cited: '502.9b', now: '702.19b', changed: true, removed: false },
        { cited: '310.3', now: null, changed: false, removed: true },
      ]);
      const unknown = spawnSync(
        'node',
        ['scripts/cli/rules.ts', 'cite', '--from', '2008-10-02', file],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      );
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toMatch(/no release effective 2008-10-02/);
    },
  );
});

describe("each rule's life since 2003", () => {
  it(
    '702.19b reaches 502.9b of 2003 through the renumberings of 2009, 2011 and 2013, and names its last change',
    { timeout: 180_000 },
    async () => {
      const { ruleLives } = await import('#scripts/history/releases.ts');
      const life = ruleLives(STEPS, RELEASES)['702.19b']!;
      expect([life.first, life.firstNumber]).toEqual(['2003-03-15', '502.9b']);
      expect(life.events).toContainEqual(['2009-07-11', 'renumbered-changed', '502.9b']);
      expect(life.events).toContainEqual(['2011-06-17', 'renumbered', '702.17b']);
      expect(life.events).toContainEqual(['2013-07-13', 'renumbered', '702.18b']);
      expect(life.lastChange).toBe(
        life.events.find(([, k]) => k === 'changed' || k === 'renumbered-changed')![0],
      );
      // A rule new in the newest release was added there.
      const lives = ruleLives(STEPS, RELEASES);
      const added = Object.entries(lives).filter(([, l]) => l.first === '2026-06-19');
      expect(added.length).toBeGreaterThan(0);
      for (const [, l] of added) expect(l.events).toEqual([['2026-06-19', 'added']]);
    },
  );
});

describe('the manifest names every release read as history', () => {
  it('a file in a history folder that the manifest does not list stops the build, naming it', () => {
    const root = mkdtempSync(join(tmpdir(), 'history-'));
    mkdirSync(join(root, 'content/sources/cr-en-archive'), { recursive: true });
    writeFileSync(join(root, 'content/sources/cr-en-archive/2003-03-15.txt'), 'x');
    writeFileSync(join(root, 'content/sources/cr-en-archive/2099-01-01.txt'), 'x');
    const manifest = {
      versions: [],
      sources: [],
      history: [{ file: 'cr-en-archive/2003-03-15.txt' }],
    };
    writeFileSync(join(root, 'content/sources/manifest.json'), JSON.stringify(manifest));
    expect(() => readManifest(root)).toThrow(
      /content\/sources\/cr-en-archive\/2099-01-01\.txt:1: .*expected an entry under "history"/,
    );
    manifest.history.push({ file: 'cr-en-archive/2100-01-01.txt' });
    writeFileSync(join(root, 'content/sources/manifest.json'), JSON.stringify(manifest));
    expect(() => readManifest(root)).toThrow(
      /history\[1\]: "cr-en-archive\/2100-01-01\.txt" is not in/,
    );
  });
  it('lists all 110 archived files', () => {
    expect(readManifest(ROOT).history).toHaveLength(110);
  });
});
