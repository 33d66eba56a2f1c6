import { fieldMessage, readerReason } from '#components/combat/error-text.ts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { runCombat as runUnder } from '#components/combat/engine.ts';
import { AFTER_GAME_OVER, explainEvent, type CombatTrace } from '#components/combat/explain.ts';
import TraceView, { nameIn, StaticTrace } from '#components/combat/TraceView.tsx';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { readScenario, scenarioProfile, ScenarioFormatError } from '#components/combat/scenario.ts';
import {
  parseKeyword,
  underVersion,
  type Permanent,
  type Scenario,
} from '#components/engines/combat/scenario.ts';
import { combatProfile, playableVersions } from '#scripts/model/rules-profile.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readVersionRules } from '#scripts/cli/rules-profiles.ts';
import { bookProfiles } from '#scripts/link/rules-profile.ts';
import { ROOT } from './helpers.ts';

// Every version's rules and profile, read once from the sources (no whole pipeline).
const { book: BOOK, manifest: MANIFEST } = readVersionRules(ROOT);
const PROFILES = bookProfiles(BOOK, MANIFEST);
const VERSIONS = playableVersions(PROFILES, 'combat');
const profileOf = (v: string) => combatProfile(PROFILES, v)!;
/** A scenario under the version it names (default 20231117.0), as the command line plays it. */
const runCombat = (s: Scenario) => runUnder(s, scenarioProfile(s, PROFILES));
const readChecked = (json: unknown) => {
  const s = readScenario(json);
  scenarioProfile(s, PROFILES);
  return s;
};

const FIXTURES = new URL('../fixtures/combat/', import.meta.url).pathname;
const PRESETS = new URL('../../content/scenarios/combat/', import.meta.url).pathname;

function matches(actual: unknown, expected: unknown): boolean {
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    return (
      !!actual &&
      typeof actual === 'object' &&
      Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v))
    );
  }
  return JSON.stringify(actual) === JSON.stringify(expected);
}

/** Cases over the 2026-12 keywords, judged from the rules texts apart from the engine (each file says which rules decide it). */
const KEYWORD_CASES = new URL('../fixtures/combat/keywords/', import.meta.url).pathname;
/** Games that end in combat, each with its whole trace judged from its version's text. */
const GAME_END_CASES = new URL('../fixtures/combat/game-end/', import.meta.url).pathname;

for (const [what, dir] of [
  ['the acceptance scenarios', FIXTURES],
  ['the 2026-12 keyword cases, judged from the rules texts', KEYWORD_CASES],
  ["games that end during combat, whole traces judged from each version's text", GAME_END_CASES],
] as const)
  describe(what, () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      it(file, () => {
        const { scenario, expect: want } = JSON.parse(readFileSync(dir + file, 'utf8'));
        const trace = runCombat(readScenario(scenario));
        expect(trace.ok).toBe(want.ok);
        if (!trace.ok) return expect(trace.error.rule).toBe(want.errorRule);
        if (want.stepNames) expect(trace.steps.map((s) => s.step)).toEqual(want.stepNames);
        if (want.trace) expect(trace.steps).toEqual(want.trace);
        expect(matches(trace.final, want.final), JSON.stringify(trace.final)).toBe(true);
      });
    }
  });

// ---- small boards for one rule at a time ----
const creature = (
  id: string,
  controller: string,
  power: number,
  toughness: number,
  keywords: string[] = [],
  extra: Partial<Permanent> = {},
): Permanent => ({
  id,
  name: id,
  controller,
  types: ['creature'],
  power,
  toughness,
  keywords,
  ...extra,
});
function board(
  permanents: Permanent[],
  attackers: [string, string][],
  blockers: [string, string][] = [],
  extra: Partial<Scenario> = {},
): Scenario {
  return {
    players: [
      { id: 'A', life: 20 },
      { id: 'B', life: 20 },
    ],
    active: 'A',
    permanents,
    attackers: attackers.map(([id, target]) => ({ id, target })),
    blockers: blockers.map(([id, blocks]) => ({ id, blocks })),
    ...extra,
  };
}
const ok = (t: CombatTrace) => {
  if (!t.ok) throw new Error(`${t.error.rule} ${t.error.message}`);
  return t;
};
const illegal = (t: CombatTrace) => (t.ok ? 'legal' : t.error.rule);
const events = (t: CombatTrace, step?: string) =>
  ok(t)
    .steps.filter((s) => !step || s.step === step)
    .flatMap((s) => s.events);

describe('declare attackers (508)', () => {
  it('508.8: no attackers skips declare blockers and the damage steps', () => {
    const t = ok(runCombat(board([creature('x', 'A', 2, 2)], [])));
    expect(t.steps.map((s) => s.step)).toEqual([
      'beginning-of-combat',
      'declare-attackers',
      'end-of-combat',
    ]);
    expect(t.steps[1]!.rules).toContain('508.8');
  });
  it('508.1f taps attackers; 702.20b vigilance does not', () => {
    const t = runCombat(
      board(
        [creature('x', 'A', 1, 1), creature('v', 'A', 1, 1, ['vigilance'])],
        [
          ['x', 'B'],
          ['v', 'B'],
        ],
      ),
    );
    expect(
      events(t, 'declare-attackers').map(
        (e) => e.type === 'attack' && [e.id, e.tapped, e.rules.at(-1)],
      ),
    ).toEqual([
      ['x', true, '508.1f'],
      ['v', false, '702.20b'],
    ]);
  });
  it('702.3b defender, 508.1a tapped, 302.6 summoning sickness (haste lets it attack)', () => {
    expect(illegal(runCombat(board([creature('w', 'A', 0, 4, ['defender'])], [['w', 'B']])))).toBe(
      '702.3b',
    );
    expect(
      illegal(runCombat(board([creature('t', 'A', 1, 1, [], { tapped: true })], [['t', 'B']]))),
    ).toBe('508.1a');
    expect(
      illegal(
        runCombat(board([creature('s', 'A', 1, 1, [], { summoningSick: true })], [['s', 'B']])),
      ),
    ).toBe('302.6');
    expect(
      illegal(
        runCombat(
          board([creature('h', 'A', 1, 1, ['haste'], { summoningSick: true })], [['h', 'B']]),
        ),
      ),
    ).toBe('legal');
  });
  it('508.1a a creature of another player cannot attack; 508.1b nor can one attack its own controller', () => {
    expect(illegal(runCombat(board([creature('b', 'B', 1, 1)], [['b', 'A']])))).toBe('508.1a');
    expect(illegal(runCombat(board([creature('x', 'A', 1, 1)], [['x', 'A']])))).toBe('508.1b');
  });
  it("310.8b a battle's protector cannot attack it; its controller can", () => {
    const siege = {
      id: 'siege',
      name: '包囲戦',
      controller: 'B',
      types: ['battle'],
      subtypes: ['Siege'],
      defense: 5,
      protector: 'A',
    };
    expect(illegal(runCombat(board([creature('x', 'A', 1, 1), siege], [['x', 'siege']])))).toBe(
      '310.8b',
    );
    const theirs = { ...siege, controller: 'A', protector: 'B' };
    expect(illegal(runCombat(board([creature('x', 'A', 1, 1), theirs], [['x', 'siege']])))).toBe(
      'legal',
    );
  });
});

describe('declare blockers (509)', () => {
  it('509.1a a tapped creature cannot block', () => {
    expect(
      illegal(
        runCombat(
          board(
            [creature('x', 'A', 1, 1), creature('y', 'B', 1, 1, [], { tapped: true })],
            [['x', 'B']],
            [['y', 'x']],
          ),
        ),
      ),
    ).toBe('509.1a');
  });
  it('702.9b only flying or reach blocks a flyer', () => {
    const perms = [
      creature('f', 'A', 1, 1, ['flying']),
      creature('g', 'B', 1, 1),
      creature('r', 'B', 1, 1, ['reach']),
    ];
    expect(illegal(runCombat(board(perms, [['f', 'B']], [['g', 'f']])))).toBe('702.9b');
    expect(illegal(runCombat(board(perms, [['f', 'B']], [['r', 'f']])))).toBe('legal');
  });
  it('702.111b one creature alone cannot block menace; two can', () => {
    const perms = [
      creature('m', 'A', 2, 2, ['menace']),
      creature('g', 'B', 1, 1),
      creature('h', 'B', 1, 1),
    ];
    expect(illegal(runCombat(board(perms, [['m', 'B']], [['g', 'm']])))).toBe('702.111b');
    expect(
      illegal(
        runCombat(
          board(
            perms,
            [['m', 'B']],
            [
              ['g', 'm'],
              ['h', 'm'],
            ],
          ),
        ),
      ),
    ).toBe('legal');
  });
  it('310.8c only the protector blocks creatures attacking a battle', () => {
    const siege = {
      id: 'siege',
      name: '包囲戦',
      controller: 'A',
      types: ['battle'],
      subtypes: ['Siege'],
      defense: 5,
      protector: 'B',
    };
    const t = runCombat({
      ...board(
        [creature('x', 'A', 1, 1), siege, creature('c', 'C', 1, 1)],
        [['x', 'siege']],
        [['c', 'x']],
      ),
      players: [
        { id: 'A', life: 20 },
        { id: 'B', life: 20 },
        { id: 'C', life: 20 },
      ],
    });
    expect(illegal(t)).toBe('310.8c');
  });
  it('702.45a bushido triggers on blocking and on becoming blocked; 702.45b each instance separately', () => {
    const t = runCombat(
      board(
        [
          creature('h', 'A', 1, 2, ['bushido 1', 'bushido 2']),
          creature('k', 'B', 2, 2, ['bushido 1']),
        ],
        [['h', 'B']],
        [['k', 'h']],
      ),
    );
    const e = events(t, 'declare-blockers');
    expect(
      e.filter((x) => x.type === 'trigger').map((x) => x.type === 'trigger' && [x.id, x.ability]),
    ).toEqual([
      ['h', 'bushido 1'],
      ['h', 'bushido 2'],
      ['k', 'bushido 1'],
    ]);
    expect(ok(t).final.permanents.h).toMatchObject({ power: 4, toughness: 5 });
  });
});

describe('combat damage (510)', () => {
  it('510.4 and 702.7b: first strike damage first; the dead deal none', () => {
    const t = runCombat(
      board(
        [creature('fs', 'A', 2, 1, ['first strike']), creature('g', 'B', 3, 2)],
        [['fs', 'B']],
        [['g', 'fs']],
      ),
    );
    expect(events(t, 'first-strike-damage').filter((e) => e.type === 'damage')).toHaveLength(1);
    expect(events(t, 'combat-damage').filter((e) => e.type === 'damage')).toHaveLength(0);
    expect(ok(t).final.permanents.fs).toMatchObject({ zone: 'battlefield', damage: 0 });
  });
  it('702.4b double strike deals damage in both steps', () => {
    const t = runCombat(board([creature('ds', 'A', 2, 2, ['double strike'])], [['ds', 'B']]));
    expect(ok(t).final.life.B).toBe(16);
  });
  it('702.19b trample assigns lethal to blockers and the rest to the player; 702.2c with deathtouch 1 is lethal', () => {
    const t = runCombat(
      board(
        [creature('t', 'A', 6, 6, ['trample']), creature('g', 'B', 1, 4)],
        [['t', 'B']],
        [['g', 't']],
      ),
    );
    expect(ok(t).final.life.B).toBe(18);
    const d = runCombat(
      board(
        [creature('t', 'A', 6, 6, ['trample', 'deathtouch']), creature('g', 'B', 1, 4)],
        [['t', 'B']],
        [['g', 't']],
      ),
    );
    expect(ok(d).final.life.B).toBe(15);
    expect(ok(d).final.permanents.g).toEqual({ zone: 'graveyard' });
  });
  it('without trample the rest goes to the last blocker in damage order', () => {
    const t = runCombat(
      board(
        [creature('a', 'A', 5, 5), creature('x', 'B', 1, 1), creature('y', 'B', 1, 1)],
        [['a', 'B']],
        [
          ['x', 'a'],
          ['y', 'a'],
        ],
        { damageOrder: { a: ['y', 'x'] } },
      ),
    );
    const dmg = events(t, 'combat-damage').filter((e) => e.type === 'damage' && e.source === 'a');
    expect(dmg.map((e) => e.type === 'damage' && [e.target, e.amount])).toEqual([
      ['y', 1],
      ['x', 4],
    ]);
  });
});

describe('combat damage (510)', () => {
  it('510.1c an assignment that skips lethal damage in order, or does not use all damage, is illegal', () => {
    const perms = [creature('a', 'A', 4, 4), creature('x', 'B', 1, 3), creature('y', 'B', 1, 3)];
    expect(
      illegal(
        runCombat(
          board(
            perms,
            [['a', 'B']],
            [
              ['x', 'a'],
              ['y', 'a'],
            ],
            { assignments: { a: { x: 1, y: 3 } } },
          ),
        ),
      ),
    ).toBe('510.1c');
    expect(
      illegal(
        runCombat(
          board(
            perms,
            [['a', 'B']],
            [
              ['x', 'a'],
              ['y', 'a'],
            ],
            { assignments: { a: { x: 3 } } },
          ),
        ),
      ),
    ).toBe('510.1c');
    expect(
      illegal(
        runCombat(
          board(
            perms,
            [['a', 'B']],
            [
              ['x', 'a'],
              ['y', 'a'],
            ],
            { assignments: { a: { x: 3, y: 1 } } },
          ),
        ),
      ),
    ).toBe('legal');
  });
  it('702.19b a trampler may not assign to the player before lethal to every blocker', () => {
    const perms = [creature('t', 'A', 4, 4, ['trample']), creature('x', 'B', 1, 3)];
    expect(
      illegal(
        runCombat(board(perms, [['t', 'B']], [['x', 't']], { assignments: { t: { x: 2, B: 2 } } })),
      ),
    ).toBe('702.19b');
  });
  it('702.15b lifelink gains its controller life; 704.5a a player at 0 life loses', () => {
    const t = ok(
      runCombat(
        board([creature('l', 'A', 3, 3, ['lifelink'])], [['l', 'B']], [], {
          players: [
            { id: 'A', life: 10 },
            { id: 'B', life: 3 },
          ],
        }),
      ),
    );
    expect(t.final.life).toEqual({ A: 13, B: 0 });
    expect(
      t.steps.flatMap((s) => s.events).some((e) => e.type === 'loses' && e.player === 'B'),
    ).toBe(true);
  });
  it('702.12b indestructible survives lethal damage and deathtouch', () => {
    const t = ok(
      runCombat(
        board(
          [creature('i', 'A', 1, 1, ['indestructible']), creature('d', 'B', 3, 3, ['deathtouch'])],
          [['i', 'B']],
          [['d', 'i']],
        ),
      ),
    );
    expect(t.final.permanents.i).toMatchObject({ zone: 'battlefield', damage: 3 });
  });
  it('704.5i a planeswalker with no loyalty goes to the graveyard; 310.6 damage to a battle removes defense', () => {
    const pw = { id: 'pw', name: 'pw', controller: 'B', types: ['planeswalker'], loyalty: 3 };
    expect(
      ok(runCombat(board([creature('x', 'A', 3, 3), pw], [['x', 'pw']]))).final.permanents.pw,
    ).toEqual({ zone: 'graveyard' });
    const siege = {
      id: 'siege',
      name: '包囲戦',
      controller: 'A',
      types: ['battle'],
      subtypes: ['Siege'],
      defense: 5,
      protector: 'B',
    };
    expect(
      ok(runCombat(board([creature('x', 'A', 3, 3), siege], [['x', 'siege']]))).final.permanents
        .siege,
    ).toEqual({ zone: 'battlefield', defense: 2 });
  });
});

describe('every rule the engine cites exists in each version it plays', () => {
  it('cites only rules each version holds, read from its parsed text (every preset, fixture and a sample of random boards, legal or not)', () => {
    const book = BOOK;
    const presets = readdirSync(PRESETS).map((f) =>
      readScenario(JSON.parse(readFileSync(join(PRESETS, f), 'utf8'))),
    );
    const fixtures = [FIXTURES, KEYWORD_CASES].flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => readScenario(JSON.parse(readFileSync(join(dir, f), 'utf8')).scenario)),
    );
    const sample = fc.sample(arbBoardAny, { numRuns: 150, seed: 7 });
    for (const v of VERSIONS) {
      const cited = new Set<string>();
      for (const s of [...presets, ...fixtures, ...sample]) {
        const t = runCombat(underVersion(s, profileOf(v)));
        if (t.ok)
          for (const st of t.steps)
            for (const n of [...st.rules, ...st.events.flatMap((e) => e.rules)]) cited.add(n);
        else cited.add(t.error.rule);
      }
      expect(cited.size, v).toBeGreaterThan(15);
      for (const n of cited) expect(book.has(v, n), `${v} ${n}`).toBe(true);
    }
  });
});

const double = (extra: Partial<Scenario> = {}) =>
  board(
    [creature('a', 'A', 4, 4), creature('x', 'B', 1, 3), creature('y', 'B', 1, 3)],
    [['a', 'B']],
    [
      ['x', 'a'],
      ['y', 'a'],
    ],
    extra,
  );

describe('rules versions: the same board under each era', () => {
  it('20231117.0 keeps the damage assignment order: 1 to the first blocker and 3 to the second is illegal (510.1c)', () => {
    expect(illegal(runCombat(double({ assignments: { a: { x: 1, y: 3 } } })))).toBe('510.1c');
  });
  it('from 2024-11-08 on the damage is divided freely among the blockers: the same assignment is legal (510.1c of 2025-11-14 … 2026-06-19)', () => {
    for (const rules of ['2025-11-14', '20260116.0', '2026-06-19']) {
      const t = ok(runCombat(double({ rules, assignments: { a: { x: 1, y: 3 } } })));
      expect(t.final.permanents.y, rules).toEqual({ zone: 'graveyard' });
      expect(t.final.permanents.x, rules).toMatchObject({ zone: 'battlefield', damage: 1 });
    }
  });
  it('trample still needs lethal damage on every blocker first, in every version (702.19b)', () => {
    const perms = [creature('t', 'A', 4, 4, ['trample']), creature('x', 'B', 1, 3)];
    for (const rules of ['20231117.0', '2026-06-19'])
      expect(
        illegal(
          runCombat(
            board(perms, [['t', 'B']], [['x', 't']], { rules, assignments: { t: { x: 2, B: 2 } } }),
          ),
        ),
        rules,
      ).toBe('702.19b');
  });
  it('damageOrder is an error naming the field in versions without a damage assignment order', () => {
    const input = { ...double({ damageOrder: { a: ['y', 'x'] } }), rules: '2026-06-19' };
    expect(() => readChecked(JSON.parse(JSON.stringify(input)))).toThrow(ScenarioFormatError);
    expect(() => readChecked(JSON.parse(JSON.stringify(input)))).toThrow(/^damageOrder: /);
    expect(
      readChecked(JSON.parse(JSON.stringify({ ...input, rules: '20231117.0' }))).damageOrder,
    ).toEqual({ a: ['y', 'x'] });
  });
  it('an unknown version, or one without combat rules, is an error naming the field and the versions it plays', () => {
    expect(() =>
      readChecked(JSON.parse(JSON.stringify({ ...double(), rules: '5.5.2.0' }))),
    ).toThrow(
      /^rules: 「5\.5\.2\.0」は戦闘ルールを持つ版ではありません（2004-10-01、2008-10-01、20231117\.0、2025-11-14、.*2026-06-19 のいずれか）/,
    );
    expect(() =>
      readChecked(JSON.parse(JSON.stringify({ ...double(), rules: '2004-13-01' }))),
    ).toThrow(/^rules: /);
  });
  it('2004: combat damage is assigned onto the stack, then dealt (310.1, 310.3, 310.4), cited in 2004 numbering', () => {
    const t = ok(runCombat(double({ rules: '2004-10-01' })));
    const step = t.steps.find((x) => x.step === 'combat-damage')!;
    const kinds = step.events.map((e) => e.type);
    expect(kinds.indexOf('assign')).toBeGreaterThanOrEqual(0);
    expect(kinds.lastIndexOf('assign')).toBeLessThan(kinds.indexOf('damage'));
    expect(step.events.find((e) => e.type === 'assign')!.rules).toEqual(['310.1', '310.3']);
    expect(step.events.find((e) => e.type === 'damage')!.rules).toEqual(['310.4']);
    expect(t.steps.map((x) => x.rules[0])).toEqual(['307.1', '308.1', '309.1', '310.1', '311.1']);
    expect(step.events.filter((e) => e.type === 'dies').flatMap((e) => e.rules)).toEqual([
      '420.5c',
    ]);
  });
  it('the same double block under 2004, 20231117.0 and 2026-06-19: 1 and 3 is legal only where the damage is divided freely', () => {
    const results = ['2004-10-01', '20231117.0', '2026-06-19'].map((rules) =>
      illegal(runCombat(double({ rules, assignments: { a: { x: 1, y: 3 } } }))),
    );
    expect(results).toEqual(['legal', '510.1c', 'legal']);
  });
  it('2008: deathtouch and lifelink are triggered abilities (502.63a, 502.68a): they trigger on damage and resolve after state-based effects', () => {
    const dt = ok(
      runCombat(
        board(
          [creature('d', 'A', 1, 1, ['deathtouch']), creature('g', 'B', 0, 5)],
          [['d', 'B']],
          [['g', 'd']],
          { rules: '2008-10-01' },
        ),
      ),
    );
    const events = dt.steps.find((x) => x.step === 'combat-damage')!.events;
    expect(events.find((e) => e.type === 'trigger')).toMatchObject({
      ability: 'deathtouch',
      rules: ['502.63a'],
    });
    expect(events.find((e) => e.type === 'dies')).toMatchObject({ id: 'g', rules: ['502.63a'] });
    const modern = ok(
      runCombat(
        board(
          [creature('d', 'A', 1, 1, ['deathtouch']), creature('g', 'B', 0, 5)],
          [['d', 'B']],
          [['g', 'd']],
        ),
      ),
    );
    expect(
      modern.steps.find((x) => x.step === 'combat-damage')!.events.find((e) => e.type === 'dies'),
    ).toMatchObject({ rules: ['704.5h'] });
    const ll = ok(
      runCombat(
        board([creature('l', 'A', 3, 3, ['lifelink'])], [['l', 'B']], [], {
          rules: '2008-10-01',
          players: [
            { id: 'A', life: 10 },
            { id: 'B', life: 20 },
          ],
        }),
      ),
    );
    expect(ll.final.life).toEqual({ A: 13, B: 17 });
    expect(ll.steps.flatMap((x) => x.events).find((e) => e.type === 'lifegain')!.rules).toEqual([
      '502.68a',
    ]);
  });
});

describe('rules versions: the same board under each era', () => {
  it('trample over two blockers in each era: lethal to each blocker, the rest to the player', () => {
    const perms = [
      creature('t', 'A', 7, 7, ['trample']),
      creature('x', 'B', 1, 2),
      creature('y', 'B', 1, 2),
    ];
    for (const rules of ['2004-10-01', '2008-10-01', '20231117.0', '2026-06-19']) {
      const t = ok(
        runCombat(
          board(
            perms,
            [['t', 'B']],
            [
              ['x', 't'],
              ['y', 't'],
            ],
            { rules },
          ),
        ),
      );
      expect(t.final.life.B, rules).toBe(17);
      // The damage past the blockers cites the version's trample rule (702.19b; 2004's 502.9b),
      // and so does its assignment onto the stack (2004, 2008); damage to the blockers does not.
      const trample = profileOf(rules).rules.trample!;
      expect(trample, rules).toBe(
        rules === '2004-10-01' || rules === '2008-10-01' ? '502.9b' : '702.19b',
      );
      const all = t.steps.flatMap((x) => x.events);
      const past = all.filter(
        (e) => (e.type === 'damage' || e.type === 'assign') && e.target === 'B',
      );
      expect(past.map((e) => e.type).sort(), rules).toEqual(
        profileOf(rules).era === 'stack' ? ['assign', 'damage'] : ['damage'],
      );
      for (const e of past) expect(e.rules, rules).toContain(trample);
      const toBlockers = all.filter(
        (e) => (e.type === 'damage' || e.type === 'assign') && e.source === 't' && e.target !== 'B',
      );
      expect(toBlockers, rules).toHaveLength(profileOf(rules).era === 'stack' ? 4 : 2);
      for (const e of toBlockers) expect(e.rules, rules).not.toContain(trample);
      const damage = past.find((e) => e.type === 'damage')!;
      expect(explainEvent(damage, (id) => id, profileOf(rules))).toBe(
        'tがBに3点のダメージを与える（トランプルにより、ブロック・クリーチャーを越えた分）。',
      );
    }
  });
  it('an unblocked trampler deals its damage without citing trample: nothing to go past', () => {
    const t = ok(runCombat(board([creature('t', 'A', 3, 3, ['trample'])], [['t', 'B']])));
    const damage = t.steps.flatMap((x) => x.events).find((e) => e.type === 'damage')!;
    expect(damage.rules).not.toContain('702.19b');
    expect(t.final.life.B).toBe(17);
  });
  it('what a version does not define is an error naming the field: 2004 has no deathtouch, menace or planeswalkers; no version before 2023 has battles', () => {
    expect(
      runCombat(
        board([creature('d', 'A', 1, 1, ['deathtouch'])], [['d', 'B']], [], {
          rules: '2004-10-01',
        }),
      ),
    ).toMatchObject({
      ok: false,
      error: { rule: '502', message: expect.stringMatching(/^permanents\[0\]\.keywords/) },
    });
    expect(
      illegal(
        runCombat(
          board([creature('m', 'A', 1, 1, ['menace'])], [['m', 'B']], [], { rules: '2008-10-01' }),
        ),
      ),
    ).toBe('502');
    const pw = { id: 'pw', name: 'pw', controller: 'B', types: ['planeswalker'], loyalty: 3 };
    expect(
      runCombat(board([creature('x', 'A', 3, 3), pw], [['x', 'pw']], [], { rules: '2004-10-01' })),
    ).toMatchObject({
      ok: false,
      error: { rule: '212', message: expect.stringMatching(/^permanents\[1\]\.types/) },
    });
    expect(
      ok(
        runCombat(
          board([creature('x', 'A', 3, 3), pw], [['x', 'pw']], [], { rules: '2008-10-01' }),
        ),
      ).final.permanents.pw,
    ).toEqual({ zone: 'graveyard' });
    expect(() =>
      readChecked(
        JSON.parse(
          JSON.stringify({ ...double({ damageOrder: { a: ['y', 'x'] } }), rules: '2004-10-01' }),
        ),
      ),
    ).toThrow(/^damageOrder: /);
  });
  it('the command line honours "rules"', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'combat-')), 'era.json');
    writeFileSync(
      file,
      JSON.stringify({ ...double({ assignments: { a: { x: 1, y: 3 } } }), rules: '2026-06-19' }),
    );
    const r = spawnSync('npm', ['run', '-s', 'combat', '--', file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).final.permanents.y).toEqual({ zone: 'graveyard' });
  });
});

describe('bad input', () => {
  it('an unknown keyword names the field', () => {
    expect(() => readScenario({ ...board([creature('x', 'A', 1, 1, ['cascade'])], []) })).toThrow(
      ScenarioFormatError,
    );
    expect(() => readScenario(board([creature('x', 'A', 1, 1, ['cascade'])], []))).toThrow(
      /permanents\[0\]\.keywords\[0\]/,
    );
  });
  it('the command line exits 2 for an illegal scenario and for malformed JSON', () => {
    const illegalRun = spawnSync(
      'node',
      ['scripts/cli/combat.ts', 'tests/fixtures/combat/03-defender-cannot-attack.json'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(illegalRun.status).toBe(2);
    expect(JSON.parse(illegalRun.stdout)).toEqual({
      ok: false,
      error: { rule: '702.3b', message: '鋼の壁は防衛を持つため攻撃できない。' },
    });
    const bad = spawnSync('node', ['scripts/cli/combat.ts', 'package.json'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/players: 配列が必要です/);
  });
});

// ---- properties over random legal boards ----
const KEYS = [
  'flying',
  'reach',
  'first strike',
  'double strike',
  'vigilance',
  'trample',
  'deathtouch',
  'lifelink',
  'menace',
  'indestructible',
  'bushido 1',
  'bushido 2',
];
const arbCreature = fc.record({
  power: fc.integer({ min: 0, max: 6 }),
  toughness: fc.integer({ min: 1, max: 6 }),
  keywords: fc.subarray(KEYS, { maxLength: 3 }),
});
const arbBoardAny = fc
  .record({
    mine: fc.array(arbCreature, { minLength: 1, maxLength: 4 }),
    theirs: fc.array(arbCreature, { maxLength: 4 }),
    attack: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    blocks: fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 4, maxLength: 4 }),
    lifeA: fc.integer({ min: 1, max: 20 }),
    lifeB: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ mine, theirs, attack, blocks, lifeA, lifeB }) => {
    const perms = [
      ...mine.map((c, i) => creature(`a${i}`, 'A', c.power, c.toughness, c.keywords)),
      ...theirs.map((c, i) => creature(`b${i}`, 'B', c.power, c.toughness, c.keywords)),
    ];
    const attackers = mine.map((_, i) => `a${i}`).filter((_, i) => attack[i]);
    let blockers = theirs.flatMap((c, i) => {
      const target = attackers[blocks[i]!];
      if (blocks[i]! < 0 || !target) return [];
      const at = perms.find((p) => p.id === target)!;
      if (
        at.keywords!.includes('flying') &&
        !c.keywords.includes('flying') &&
        !c.keywords.includes('reach')
      )
        return [];
      return [[`b${i}`, target] as [string, string]];
    });
    // A lone blocker of a menace creature is not a legal block: leave it out.
    blockers = blockers.filter(
      ([, t]) =>
        !perms.find((p) => p.id === t)!.keywords!.includes('menace') ||
        blockers.filter(([, u]) => u === t).length > 1,
    );
    return board(
      perms,
      attackers.map((a) => [a, 'B'] as [string, string]),
      blockers,
      {
        players: [
          { id: 'A', life: lifeA },
          { id: 'B', life: lifeB },
        ],
      },
    );
  });

describe.each(VERSIONS)('properties of combat on random legal boards, under %s', (rules) => {
  // Only what the version defines (2004: no deathtouch, lifelink, reach, menace, indestructible; 2008: no menace, indestructible).
  const profile = profileOf(rules);
  const lacks = KEYS.filter((k) => !profile.keywords.includes(parseKeyword(k)!.name));
  const stackEra = profile.era === 'stack';
  const arbBoard = arbBoardAny
    .filter((s) => s.permanents.every((p) => !(p.keywords ?? []).some((k) => lacks.includes(k))))
    .map((s) => underVersion(s, profile));
  it('every legal board runs; damage dealt equals damage assigned (each source deals its power)', () => {
    fc.assert(
      fc.property(arbBoard, (s) => {
        const t = ok(runCombat(s));
        const power = new Map(s.permanents.map((p) => [p.id, p.power!]));
        for (const step of t.steps) {
          for (const e of step.events) if (e.type === 'pump') power.set(e.id, e.power);
          const bySource = new Map<string, number>();
          for (const e of step.events)
            if (e.type === 'damage')
              bySource.set(e.source, (bySource.get(e.source) ?? 0) + e.amount);
          for (const [src, total] of bySource) expect(total).toBe(power.get(src));
        }
      }),
      { numRuns: 120 },
    );
  });
  it('no creature deals combat damage in both steps unless it has double strike', () => {
    fc.assert(
      fc.property(arbBoard, (s) => {
        const t = ok(runCombat(s));
        const first = new Set(
          t.steps
            .find((x) => x.step === 'first-strike-damage')
            ?.events.flatMap((e) => (e.type === 'damage' ? [e.source] : [])) ?? [],
        );
        const second = new Set(
          t.steps
            .find((x) => x.step === 'combat-damage')
            ?.events.flatMap((e) => (e.type === 'damage' ? [e.source] : [])) ?? [],
        );
        for (const id of first)
          if (second.has(id))
            expect(s.permanents.find((p) => p.id === id)!.keywords).toContain('double strike');
      }),
      { numRuns: 120 },
    );
  });
  it('a creature leaves the battlefield only by a state-based action', () => {
    fc.assert(
      fc.property(arbBoard, (s) => {
        const t = ok(runCombat(s));
        // By a state-based action (704.5, or 420.5 in 2004 and 2008), or in 2008 by a deathtouch trigger (502.63a).
        const died = new Set(
          t.steps.flatMap((x) =>
            x.events.flatMap((e) =>
              e.type === 'dies' &&
              e.rules.every((r) => r.startsWith(stackEra ? '420.5' : '704.5') || r === '502.63a')
                ? [e.id]
                : [],
            ),
          ),
        );
        for (const [id, p] of Object.entries(t.final.permanents))
          expect(p.zone === 'battlefield', id).toBe(!died.has(id));
      }),
      { numRuns: 120 },
    );
  });
  it('no event after the game ends: a player who loses ends it, as the last event of the last step, once', () => {
    // Boards where the game often ends: poison, infect, toxic and afflict where the version has them.
    const ending = ['infect', 'toxic 1', 'afflict 1'].filter((k) =>
      profile.keywords.includes(parseKeyword(k)!.name),
    );
    const arb = fc
      .record({
        s: arbBoard,
        poison: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 2 }),
        extra: fc.array(fc.subarray(ending), { minLength: 8, maxLength: 8 }),
      })
      .map(({ s, poison, extra }) => ({
        ...s,
        players: s.players.map((p, i) => ({ ...p, poison: poison[i]! })),
        permanents: s.permanents.map((p, i) => ({
          ...p,
          keywords: [...(p.keywords ?? []), ...extra[i]!],
        })),
      }));
    let ended = 0;
    fc.assert(
      fc.property(arb, (s) => {
        const t = ok(runCombat(s));
        const all = t.steps.flatMap((x) => x.events);
        const overs = all.filter((e) => e.type === 'game-over');
        // Two players: the game ends exactly when one of them has lost.
        expect(overs.length).toBe(t.final.lost.length > 0 ? 1 : 0);
        const over = overs[0];
        if (!over) {
          expect(t.steps.at(-1)!.step).toBe('end-of-combat');
          return;
        }
        ended++;
        expect(all.at(-1)).toBe(over);
        expect(t.steps.at(-1)!.events.at(-1)).toBe(over);
        expect(t.steps.map((x) => x.step)).not.toContain('end-of-combat');
        const left = s.players.map((p) => p.id).filter((id) => !t.final.lost.includes(id));
        expect(over.winner).toBe(left[0] ?? null);
        expect(over.rules[0]).toBe(profile.rules.gameEnds);
      }),
      { numRuns: 150 },
    );
    expect(ended).toBeGreaterThan(0);
  });
  it('life changes equal unblocked damage plus lifelink', () => {
    fc.assert(
      fc.property(arbBoard, (s) => {
        const t = ok(runCombat(s));
        const all = t.steps.flatMap((x) => x.events);
        // Where lifelink is a trigger (2008), it goes on the stack after state-based actions: in
        // the step where the game ended it never does (2008 420.3, 102.1).
        const ended = t.steps.findIndex((x) => x.events.some((e) => e.type === 'game-over'));
        const linked = (
          profile.triggered.includes('lifelink') && ended >= 0 ? t.steps.slice(0, ended) : t.steps
        ).flatMap((x) => x.events);
        const lifelinkBy = new Map<string, number>();
        for (const e of linked) {
          if (e.type !== 'damage') continue;
          const src = s.permanents.find((p) => p.id === e.source)!;
          if (src.keywords!.includes('lifelink'))
            lifelinkBy.set(src.controller, (lifelinkBy.get(src.controller) ?? 0) + e.amount);
        }
        for (const p of s.players) {
          const taken = all.reduce(
            (n, e) => n + (e.type === 'damage' && e.target === p.id ? e.amount : 0),
            0,
          );
          expect(t.final.life[p.id]).toBe(p.life - taken + (lifelinkBy.get(p.id) ?? 0));
        }
        // Damage reaches a player only from an unblocked attacker or a trampler.
        for (const e of all) {
          if (e.type !== 'damage' || e.target !== 'B') continue;
          const blocked = s.blockers.some((b) => b.blocks === e.source);
          if (blocked) {
            expect(s.permanents.find((p) => p.id === e.source)!.keywords).toContain('trample');
            expect(e.rules).toContain(profile.rules.trample);
          }
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe('the stepper when the game ends', () => {
  const scenarioOf = (file: string) =>
    readScenario(JSON.parse(readFileSync(GAME_END_CASES + file, 'utf8')).scenario);
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  it('words the end of the game in Japanese, citing its rule, and stops there: no later step to step to', () => {
    const s = scenarioOf('03-first-strike-trample-2004.json');
    const profile = profileOf(s.rules!);
    const t = ok(runCombat(s));
    const last = t.steps.length - 1;
    const view = textOf(
      renderToString(h(TraceView, { scenario: s, trace: t, profile, step: last, go: () => {} })),
    );
    const over = t.steps[last]!.events.at(-1)!;
    const said = explainEvent(over, nameIn(s), profile);
    expect(said).toMatch(/プレイヤーAがゲームに勝利する。ゲームはただちに終わり/);
    expect(view).toContain(`${said}（${profile.rules.gameEnds}）`);
    // The steps after it are not "skipped": the game is over.
    expect(view).toContain(`戦闘ダメージ・ステップ${AFTER_GAME_OVER}`);
    expect(view).toContain(`戦闘終了ステップ${AFTER_GAME_OVER}`);
    expect(view).toContain(`${last + 1} / ${last + 1}`);
    expect(
      renderToString(h(TraceView, { scenario: s, trace: t, profile, step: last, go: () => {} })),
    ).toMatch(/<button[^>]*disabled[^>]*>次へ →/);
    const list = textOf(renderToString(h(StaticTrace, { scenario: s, trace: t, profile })));
    expect(list).toContain(said);
    expect(list).not.toContain('戦闘終了ステップ');
  });
  it('a draw: both players lose at once (104.4a)', () => {
    const s = board([creature('a', 'A', 3, 3), creature('b', 'B', 3, 3)], [['a', 'B']], [], {
      players: [
        { id: 'A', life: 0 },
        { id: 'B', life: 0 },
      ],
    });
    const profile = profileOf('20231117.0');
    const t = ok(runCombat(s));
    expect(t.steps.map((x) => x.step)).toEqual(['beginning-of-combat']);
    const over = t.steps[0]!.events.at(-1)!;
    expect(over).toEqual({ type: 'game-over', winner: null, rules: ['104.1', '104.4a'] });
    expect(explainEvent(over, nameIn(s), profile)).toMatch(
      /^残っていたプレイヤー全員が同時に敗北したので、ゲームは引き分けになる。/,
    );
  });
});

describe('error text: the command line names the field, a reader reads the reason', () => {
  it('words a field and its reason, and gives the reader the reason alone', () => {
    const message = fieldMessage(
      'permanents[0].keywords',
      '「deathtouch」は 2004-10-01 のルールにないキーワード能力です。',
    );
    expect(message).toBe(
      'permanents[0].keywords：「deathtouch」は 2004-10-01 のルールにないキーワード能力です。',
    );
    expect(readerReason(message)).toBe(
      '「deathtouch」は 2004-10-01 のルールにないキーワード能力です。',
    );
    expect(readerReason('鋼の壁は防衛を持つため攻撃できない。')).toBe(
      '鋼の壁は防衛を持つため攻撃できない。',
    );
  });
  it('the era table reads no field path: the creature and the keyword, in Japanese', () => {
    const t = runCombat(
      board([creature('d', 'A', 1, 1, ['deathtouch'])], [['d', 'B']], [], { rules: '2004-10-01' }),
    );
    expect(t.ok).toBe(false);
    if (!t.ok)
      expect(readerReason(t.error.message)).toBe(
        'dの「deathtouch」（接死）は 2004-10-01 のルールにないキーワード能力です。',
      );
  });
});

// ---- the 2026-12 extension: colors, counters, poison and thirteen keywords ----
const NEW = { rules: '2026-06-19' };

describe('the 2026-12 keywords', () => {
  it('protection from red: a red creature cannot block it, and red damage to it is prevented (702.16f, 702.16e)', () => {
    const pro = creature('pro', 'B', 2, 2, ['protection from red']);
    const red = creature('red', 'A', 3, 3, [], { colors: ['red'] });
    const t = ok(runCombat(board([red, pro], [['red', 'B']], [['pro', 'red']], NEW)));
    expect(events(t, 'combat-damage')).toContainEqual({
      type: 'prevent',
      source: 'red',
      target: 'pro',
      amount: 3,
      rules: ['702.16e'],
    });
    expect(t.final.permanents.pro).toMatchObject({ zone: 'battlefield', damage: 0 });
    const attacker = creature('att', 'A', 2, 2, ['protection from red']);
    const blocker = creature('blk', 'B', 1, 1, [], { colors: ['red', 'green'] });
    expect(
      illegal(runCombat(board([attacker, blocker], [['att', 'B']], [['blk', 'att']], NEW))),
    ).toBe('702.16f');
  });
  it('a red trampler must assign lethal damage to a pro-red blocker before trampling over (510.1c–d, 702.19b)', () => {
    const t = ok(
      runCombat(
        board(
          [
            creature('big', 'A', 5, 5, ['trample'], { colors: ['red'] }),
            creature('knight', 'B', 2, 2, ['protection from red'], { colors: ['white'] }),
          ],
          [['big', 'B']],
          [['knight', 'big']],
          NEW,
        ),
      ),
    );
    expect(t.final.life.B).toBe(17);
    expect(t.final.permanents.knight).toMatchObject({ zone: 'battlefield', damage: 0 });
  });
  it('infect: -1/-1 counters on a creature (an indestructible one dies of toughness 0), poison on a player; ten poison loses', () => {
    const t = ok(
      runCombat(
        board(
          [
            creature('inf', 'A', 3, 3, ['infect']),
            creature('wall', 'B', 0, 3, ['indestructible']),
            creature('inf2', 'A', 2, 2, ['infect']),
          ],
          [
            ['inf', 'B'],
            ['inf2', 'B'],
          ],
          [['wall', 'inf']],
          {
            ...NEW,
            players: [
              { id: 'A', life: 20 },
              { id: 'B', life: 20, poison: 8 },
            ],
          },
        ),
      ),
    );
    expect(t.final.permanents.wall).toEqual({ zone: 'graveyard' });
    expect(events(t, 'combat-damage')).toContainEqual(
      expect.objectContaining({ type: 'counters', id: 'wall', counter: '-1/-1', amount: 3 }),
    );
    expect(events(t, 'combat-damage')).toContainEqual(
      expect.objectContaining({ type: 'loses', player: 'B', rules: ['704.5c'] }),
    );
    expect(t.final).toMatchObject({ life: { B: 20 }, poison: { A: 0, B: 10 }, lost: ['B'] });
  });
  it('wither leaves -1/-1 counters; +1/+1 and -1/-1 counters annihilate where the version says (704.5q), not in 2004', () => {
    const t = ok(
      runCombat(
        board(
          [
            creature('w', 'A', 2, 2, ['wither']),
            creature('b', 'B', 1, 3, [], { counters: { '+1/+1': 1 } }),
          ],
          [['w', 'B']],
          [['b', 'w']],
          NEW,
        ),
      ),
    );
    expect(t.final.permanents.b).toEqual({
      zone: 'battlefield',
      tapped: false,
      damage: 0,
      power: 0,
      toughness: 2,
      counters: { '-1/-1': 1 },
    });
    const both = (rules: string) =>
      ok(
        runCombat(
          board([creature('c', 'A', 2, 2, [], { counters: { '+1/+1': 2, '-1/-1': 1 } })], [], [], {
            rules,
          }),
        ),
      ).final.permanents.c;
    expect(both('2026-06-19')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 1 } });
    expect(both('2004-10-01')).toMatchObject({
      power: 3,
      toughness: 3,
      counters: { '+1/+1': 2, '-1/-1': 1 },
    });
  });
});

describe('the 2026-12 keywords', () => {
  it('toxic gives poison besides the damage; afflict makes the defending player lose life when blocked', () => {
    const t = ok(
      runCombat(
        board(
          [
            creature('tox', 'A', 2, 2, ['toxic 1', 'toxic 2']),
            creature('aff', 'A', 3, 3, ['afflict 2']),
            creature('bl', 'B', 1, 1),
          ],
          [
            ['tox', 'B'],
            ['aff', 'B'],
          ],
          [['bl', 'aff']],
          NEW,
        ),
      ),
    );
    expect(events(t, 'declare-blockers')).toContainEqual({
      type: 'life',
      player: 'B',
      amount: -2,
      rules: ['702.130a'],
    });
    expect(t.final).toMatchObject({ life: { B: 16 }, poison: { B: 3 }, lost: [] });
  });
  it('flanking shrinks a blocker without flanking before damage; a 1/1 blocker dies and the attacker stays blocked', () => {
    const t = ok(
      runCombat(
        board(
          [creature('knight', 'A', 2, 2, ['flanking']), creature('elf', 'B', 1, 1)],
          [['knight', 'B']],
          [['elf', 'knight']],
          { rules: '2008-10-01' },
        ),
      ),
    );
    expect(events(t, 'declare-blockers')).toContainEqual(
      expect.objectContaining({ type: 'dies', id: 'elf', rules: ['420.5b'] }),
    );
    expect(t.final.life.B).toBe(20);
    expect(t.steps.map((s) => s.step)).toContain('combat-damage');
  });
  it('rampage counts blockers beyond the first; exalted counts every instance its controller has when one attacks alone', () => {
    const r = ok(
      runCombat(
        board(
          [
            creature('r', 'A', 3, 3, ['rampage 2']),
            creature('x', 'B', 1, 1),
            creature('y', 'B', 1, 1),
          ],
          [['r', 'B']],
          [
            ['x', 'r'],
            ['y', 'r'],
          ],
          NEW,
        ),
      ),
    );
    expect(r.final.permanents.r).toMatchObject({ power: 5, toughness: 5 });
    const e = ok(
      runCombat(
        board(
          [
            creature('a', 'A', 2, 2, ['exalted']),
            creature('home', 'A', 1, 1, ['exalted', 'exalted'], { summoningSick: true }),
          ],
          [['a', 'B']],
          [],
          NEW,
        ),
      ),
    );
    expect(e.final).toMatchObject({ life: { B: 15 }, permanents: { a: { power: 5 } } });
  });
  it('evasion: shadow both ways, horsemanship, fear, intimidate and skulk', () => {
    const tryBlock = (att: Permanent, blk: Permanent, rules = '2026-06-19') =>
      illegal(runCombat(board([att, blk], [[att.id, 'B']], [[blk.id, att.id]], { rules })));
    const a = (kw: string, extra: Partial<Permanent> = {}) => creature('a', 'A', 2, 2, [kw], extra);
    const b = (kw: string[] = [], extra: Partial<Permanent> = {}) =>
      creature('b', 'B', 2, 2, kw, extra);
    expect(tryBlock(a('shadow'), b())).toBe('702.28b');
    expect(tryBlock(creature('a', 'A', 2, 2), b(['shadow']))).toBe('702.28b');
    expect(tryBlock(a('shadow'), b(['shadow']))).toBe('legal');
    expect(tryBlock(a('horsemanship'), b())).toBe('702.31b');
    expect(tryBlock(a('fear'), b([], { colors: ['green'] }))).toBe('702.36b');
    expect(tryBlock(a('fear'), b([], { colors: ['black'] }))).toBe('legal');
    expect(tryBlock(a('fear'), b([], { types: ['artifact', 'creature'] }))).toBe('legal');
    expect(tryBlock(a('intimidate', { colors: ['red'] }), b([], { colors: ['green'] }))).toBe(
      '702.13b',
    );
    expect(
      tryBlock(a('intimidate', { colors: ['red'] }), b([], { colors: ['red', 'green'] })),
    ).toBe('legal');
    expect(tryBlock(a('skulk'), creature('b', 'B', 3, 3))).toBe('702.118b');
    expect(tryBlock(a('skulk'), creature('b', 'B', 2, 3))).toBe('legal');
    expect(tryBlock(a('fear'), b(), '2004-10-01')).toBe('502.25b');
  });
  it('a keyword the version lacks names the creature and the version; banding is refused as not modelled', () => {
    const t = runCombat(
      board([creature('鬼', 'A', 1, 1, ['infect'])], [['鬼', 'B']], [], { rules: '2008-10-01' }),
    );
    expect(t.ok ? '' : readerReason(t.error.message)).toBe(
      '鬼の「infect」（感染）は 2008-10-01 のルールにないキーワード能力です。',
    );
    expect(() => readScenario(board([creature('x', 'A', 1, 1, ['banding'])], []))).toThrow(
      /扱っていません/,
    );
  });
  it('deathtouch with trample assigns 1 to each of two blockers and the rest to the player', () => {
    const t = ok(
      runCombat(
        board(
          [
            creature('dt', 'A', 5, 5, ['deathtouch', 'trample']),
            creature('x', 'B', 3, 3),
            creature('y', 'B', 4, 4),
          ],
          [['dt', 'B']],
          [
            ['x', 'dt'],
            ['y', 'dt'],
          ],
          NEW,
        ),
      ),
    );
    expect(t.final).toMatchObject({
      life: { B: 17 },
      permanents: { x: { zone: 'graveyard' }, y: { zone: 'graveyard' }, dt: { zone: 'graveyard' } },
    });
  });
});
