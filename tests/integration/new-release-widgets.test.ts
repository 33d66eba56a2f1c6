// A new rules release is one file and its manifest entry: a project holding a synthetic
// 2026-08-01 (2026-06-19's text with 510.1c bringing back a damage assignment order) plays it on
// the command line and embeds the combat stepper on its combat phase page, with no code change.
import { readEmbedRules, readScenarioFiles } from '#scripts/read/scenarios.ts';
import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readVersionRules } from '#scripts/cli/rules-profiles.ts';
import { widgetData } from '#scripts/emit/widget-data.ts';
import type { Manifest } from '#scripts/model/types.ts';
import { manifest, ROOT } from '#tests/unit/helpers.ts';

const ORDER =
  '510.1c A blocked creature assigns its combat damage to the creatures blocking it. If no creatures are currently blocking it (if, for example, they were destroyed or removed from combat), it assigns no combat damage. If two or more creatures are blocking it, it assigns its combat damage to those creatures according to the damage assignment order announced for it.';

/** A project root whose sources are 2026-06-19 and the synthetic 2026-08-01 (every version stays listed, as in the benchmark's smaller builds). */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'release-'));
  mkdirSync(join(root, 'content/sources/cr-en'), { recursive: true });
  const text = readFileSync(join(ROOT, 'content/sources/cr-en/2026-06-19.txt'), 'utf8')
    .replace(
      'These rules are effective as of June 19, 2026.',
      'These rules are effective as of August 1, 2026.',
    )
    .replace(/^510\.1c .*$/m, ORDER);
  writeFileSync(join(root, 'content/sources/cr-en/2026-08-01.txt'), text);
  cpSync(
    join(ROOT, 'content/sources/cr-en/2026-06-19.txt'),
    join(root, 'content/sources/cr-en/2026-06-19.txt'),
  );
  const base = manifest.sources.find((s) => s.file === 'cr-en/2026-06-19.txt')!;
  const m: Manifest = {
    versions: [
      {
        name: '2026-08-01',
        effective: '2026-08-01',
        label: '総合ルール 2026-08-01',
        note: '英語原文',
      },
      ...manifest.versions,
    ],
    sources: [
      base,
      {
        ...base,
        file: 'cr-en/2026-08-01.txt',
        title: 'Magic: The Gathering Comprehensive Rules (August 1, 2026)',
        rulesVersions: ['2026-08-01'],
      },
    ],
  };
  writeFileSync(join(root, 'content/sources/manifest.json'), JSON.stringify(m, null, 2));
  cpSync(join(ROOT, 'content/scenarios'), join(root, 'content/scenarios'), { recursive: true });
  cpSync(join(ROOT, 'content/history'), join(root, 'content/history'), { recursive: true });
  return root;
}

const root = project();
const cli = (engine: 'combat' | 'subgame', scenario: unknown) => {
  const file = join(root, `${engine}.json`);
  writeFileSync(file, JSON.stringify(scenario));
  const r = spawnSync(process.execPath, [join(ROOT, `scripts/cli/${engine}.ts`), file], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: r.status, trace: JSON.parse(r.stdout) };
};
const creature = (id: string, controller: string, power: number, toughness: number) => ({
  id,
  name: id,
  controller,
  types: ['creature'],
  power,
  toughness,
});
const double = (rules: string) => ({
  rules,
  players: [
    { id: 'A', life: 20 },
    { id: 'B', life: 20 },
  ],
  active: 'A',
  permanents: [creature('a', 'A', 4, 4), creature('x', 'B', 1, 3), creature('y', 'B', 1, 3)],
  attackers: [{ id: 'a', target: 'B' }],
  blockers: [
    { id: 'x', blocks: 'a' },
    { id: 'y', blocks: 'a' },
  ],
  assignments: { a: { x: 1, y: 3 } },
});

describe('a synthetic release 2026-08-01 (one file, one manifest entry)', () => {
  it('the combat command line plays it by its own text: its 510.1c has a damage assignment order again', () => {
    expect(cli('combat', double('2026-06-19')).status).toBe(0);
    const r = cli('combat', double('2026-08-01'));
    expect(r.status).toBe(2);
    expect(r.trace.error.rule).toBe('510.1c');
    const ok = cli('combat', {
      ...double('2026-08-01'),
      assignments: undefined,
      damageOrder: { a: ['y', 'x'] },
    });
    expect(ok.status).toBe(0);
    expect(ok.trace.steps.map((s: { rules: string[] }) => s.rules[0])).toEqual([
      '507.1',
      '508.1',
      '509.1',
      '510.1',
      '511.1',
    ]);
  });
  it('the subgame command line plays it, citing its 729', () => {
    const scenario = JSON.parse(
      readFileSync(join(ROOT, 'content/scenarios/subgame/01-concede.json'), 'utf8'),
    );
    const r = cli('subgame', { ...scenario, rules: '2026-08-01' });
    expect(r.status).toBe(0);
    expect(r.trace.steps[0].rules).toEqual(['729.1a']);
  });
  it("the pipeline's widget stage gives it a profile and embeds the combat stepper on its combat phase page (506)", () => {
    // The pipeline's widget stage (scripts/emit/widget-data.ts) over the rules of that project.
    const { book, manifest: m } = readVersionRules(root);
    const { engines: profiles, embeds } = widgetData(
      {
        manifest: m,
        scenarios: {
          combat: readScenarioFiles(root, 'combat'),
          subgame: readScenarioFiles(root, 'subgame'),
          layers: readScenarioFiles(root, 'layers'),
        },
        embedRules: readEmbedRules(root),
      },
      book,
    );
    expect(profiles[0]!.version).toBe('2026-08-01');
    expect(profiles[0]!.combat).toMatchObject({
      era: 'direct',
      damageAssignmentOrder: true,
      rules: { blockedAssignment: '510.1c' },
    });
    expect(profiles[0]!.subgame!.rules.cast).toEqual(['729.1a']);
    expect(embeds['/rules/2026-08-01/506/']).toEqual({
      combat: { preset: '02-first-strike', version: '2026-08-01' },
    });
    expect(embeds['/rules/2026-06-19/506/']).toEqual({
      combat: { preset: '02-first-strike', version: '2026-06-19' },
    });
    // The versions this build does not hold are not played, and their presets and embeds are left out.
    expect(profiles.find((p) => p.version === '20231117.0')).toMatchObject({
      playable: false,
      combat: null,
    });
    expect(Object.keys(embeds).filter((u) => u.startsWith('/wiki/'))).toEqual([]);
  });
});
