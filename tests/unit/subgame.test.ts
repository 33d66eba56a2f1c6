import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { runSubgame as runUnder } from '#components/subgame/engine.ts';
import { unsupportedVersion, type SubgameTrace } from '#components/subgame/explain.ts';
import { ZONES, type GameView, type SubgameScenario } from '#components/engines/subgame/trace.ts';
import { readSubgameScenario } from '#components/subgame/scenario.ts';
import { playableVersions, subgameProfile } from '#scripts/model/rules-profile.ts';
import { readVersionRules } from '#scripts/cli/rules-profiles.ts';
import { bookProfiles } from '#scripts/link/rules-profile.ts';
import { ROOT } from './helpers.ts';

// Every version's rules and profile, read once from the sources (no whole pipeline).
const { book: BOOK, manifest: MANIFEST } = readVersionRules(ROOT);
const PROFILES = bookProfiles(BOOK, MANIFEST);
const SUBGAME_VERSIONS = playableVersions(PROFILES, 'subgame');
/** A scenario under the version it names, as the command line plays it. */
const runSubgame = (s: SubgameScenario): SubgameTrace => {
  const profile = subgameProfile(PROFILES, s.rules);
  return profile ? runUnder(s, profile) : unsupportedVersion(s.rules, SUBGAME_VERSIONS);
};

const FIXTURES = new URL('../fixtures/subgame/', import.meta.url).pathname;
const PRESETS = new URL('../../content/scenarios/subgame/', import.meta.url).pathname;

function matches(actual: unknown, expected: unknown): boolean {
  if (expected && typeof expected === 'object' && !Array.isArray(expected))
    return (
      !!actual &&
      typeof actual === 'object' &&
      Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v))
    );
  return JSON.stringify(actual) === JSON.stringify(expected);
}
const ok = (t: SubgameTrace) => {
  if (!t.ok) throw new Error(t.error.message);
  return t;
};
const preset = (name: string) =>
  readSubgameScenario(JSON.parse(readFileSync(PRESETS + name, 'utf8')));
const base = (over: Partial<SubgameScenario> = {}): SubgameScenario => ({
  rules: '20231117.0',
  seed: 1,
  card: 'Shahrazad',
  caster: 'A',
  players: [
    { id: 'A', life: 20, library: 30, hand: 3, battlefield: 2, graveyard: 1, exile: 0 },
    { id: 'B', life: 20, library: 30, hand: 3, battlefield: 2, graveyard: 1, exile: 0 },
  ],
  script: [{ concede: 'B' }],
  ...over,
});

describe('the acceptance scenarios', () => {
  for (const file of readdirSync(FIXTURES)) {
    it(file, () => {
      const { scenario, expect: want } = JSON.parse(readFileSync(FIXTURES + file, 'utf8'));
      const t = runSubgame(readSubgameScenario(scenario));
      expect(t.ok).toBe(want.ok);
      expect(matches(ok(t).final, want.final), JSON.stringify(t)).toBe(true);
    });
  }
});

describe('the rules of each version', () => {
  it('724.5 (now) and 506.5 (5.5.2.0): cards exiled in the subgame go back to the main-game library', () => {
    for (const rules of ['20231117.0', '5.5.2.0']) {
      const t = ok(runSubgame({ ...preset('03-exiled-cards-2004.json'), rules }));
      expect(t.final.players.B).toMatchObject({ library: 32, exile: 0 });
      expect(t.steps.some((s) => s.rules.includes(rules === '5.5.2.0' ? '506.5' : '724.5'))).toBe(
        true,
      );
    }
  });
  it('506.6 (2004-10-01): cards removed from the game in the subgame stay removed', () => {
    const t = ok(runSubgame(preset('03-exiled-cards-2004.json')));
    expect(t.final.players.B).toMatchObject({ library: 22, exile: 10 });
    expect(t.steps[1]!.text).toContain('ライブラリーを裏向きにゲームから取り除き');
  });
  it('Shahrazad: each player who does not win loses half their life, rounded up', () => {
    const t = ok(
      runSubgame(
        base({
          players: [
            { id: 'A', life: 20, library: 30, hand: 3, battlefield: 2, graveyard: 1, exile: 0 },
            { id: 'B', life: 9, library: 30, hand: 3, battlefield: 2, graveyard: 1, exile: 0 },
          ],
        }),
      ),
    );
    expect(t.final.players.B!.life).toBe(4);
    expect(t.final.players.A!.life).toBe(20);
  });
  it('724.3: fewer than seven cards loses at the first upkeep, with no script event', () => {
    const t = ok(runSubgame(preset('05-short-library.json')));
    expect(t.final.winners).toEqual(['A']);
    expect(t.steps.some((s) => s.rules.includes('506.3') && s.text.includes('7枚未満'))).toBe(true);
  });
  it('724.6: a nested subgame; its effect applies in the game that created it', () => {
    const t = ok(runSubgame(preset('04-nested.json')));
    expect(Math.max(...t.steps.map((s) => s.games.length))).toBe(3);
    const inner = t.steps.find((s) => s.games.length === 3)!;
    expect(inner.games.map((g) => g.depth)).toEqual([0, 1, 2]);
    // B lost half its subgame life when the inner subgame ended, and half its main-game life at the end.
    expect(t.final.players.B!.life).toBe(10);
  });
  it('Enter the Dungeon: 5 life, no life loss, the winner searches two cards into hand', () => {
    const t = ok(runSubgame(preset('06-enter-the-dungeon.json')));
    expect(t.steps.find((s) => s.depth === 1)!.games[1]!.players.A!.life).toBe(5);
    expect(t.final.players.B).toMatchObject({ life: 12, library: 26, hand: 6, graveyard: 6 });
    expect(t.final.players.A!.life).toBe(20);
  });
  it('more than two players: the game ends when one is left', () => {
    const t = ok(runSubgame(preset('07-multiplayer.json')));
    expect(t.final.winners).toEqual(['C']);
    expect(t.final.players.A!.life).toBe(10);
    expect(t.final.players.B!.life).toBe(4);
  });
  it('the starting player is chosen at random from the seed, the same every run', () => {
    const a = ok(runSubgame(base({ seed: 42 }))).steps[1]!.text;
    expect(ok(runSubgame(base({ seed: 42 }))).steps[1]!.text).toBe(a);
  });
  it('cites the subgame rules under each version’s numbering: 724 (20231117.0), 728 (2025-11-14 … 2026-02-27), 729 (2026-04-17, 2026-06-19)', () => {
    const cited = (rules: string) =>
      ok(runSubgame({ ...preset(readdirSync(PRESETS)[0]!), rules })).steps.flatMap((s) => s.rules);
    expect(cited('20231117.0')).toContain('724.1a');
    expect(cited('20260116.0')).toContain('728.1a');
    expect(cited('2026-06-19')).toContain('729.1a');
    expect(cited('2026-06-19').some((n) => n.startsWith('724.'))).toBe(false);
  });
  it('every rule cited exists in that version, or (5.5.2.0, numbered like 2008) in 2008-10-01', () => {
    const book = BOOK;
    expect(SUBGAME_VERSIONS).toEqual([
      '2026-06-19',
      '2026-04-17',
      '2026-02-27',
      '20260116.0',
      '2025-11-14',
      '20231117.0',
      '5.5.2.0',
      '2008-10-01',
      '2004-10-01',
    ]);
    for (const rules of SUBGAME_VERSIONS) {
      const borrowed = subgameProfile(PROFILES, rules)!.borrowed;
      for (const p of readdirSync(PRESETS)) {
        const t = ok(runSubgame({ ...preset(p), rules }));
        for (const n of t.steps.flatMap((s) => s.rules))
          expect(
            borrowed.includes(n)
              ? book.has('2008-10-01', n) && !book.has(rules, n)
              : book.has(rules, n),
            `${rules} ${n}`,
          ).toBe(true);
      }
    }
  });
  it('2008-10-01 plays as 5.5.2.0, whose numbering it is (the same text: exiled cards go back, 506.5)', () => {
    for (const p of readdirSync(PRESETS))
      expect(runSubgame({ ...preset(p), rules: '2008-10-01' })).toEqual(
        runSubgame({ ...preset(p), rules: '5.5.2.0' }),
      );
  });
});

describe('illegal scenarios', () => {
  const err = (s: unknown) => {
    try {
      const t = runSubgame(readSubgameScenario(s));
      return t.ok ? 'ok' : t.error.message;
    } catch (e) {
      return (e as Error).message;
    }
  };
  it('unknown player, negative counts, too many exiled, casting with an empty hand, unfinished script, unknown version', () => {
    expect(err({ ...base(), script: [{ concede: 'Z' }] })).toMatch(
      /「Z」というプレイヤーはいません/,
    );
    expect(
      err({ ...base(), players: [{ ...base().players[0], library: -1 }, base().players[1]] }),
    ).toMatch(/players\[0\]\.library: 負の数/);
    expect(
      err({
        ...base(),
        script: [{ exile: { player: 'B', from: 'hand', count: 8 } }, { concede: 'B' }],
      }),
    ).toMatch(/7枚しかないので8枚は追放できない/);
    expect(
      err({
        ...base(),
        script: [
          { exile: { player: 'A', from: 'hand', count: 7 } },
          { cast: 'Shahrazad', by: 'A' },
        ],
      }),
    ).toMatch(/手札にカードがない/);
    expect(err({ ...base(), script: [] })).toMatch(/サブゲームが終わっていない/);
    expect(err({ ...base(), rules: '9.9' })).toMatch(
      /扱えない版です（2026-06-19、.*5\.5\.2\.0、2008-10-01、2004-10-01 のいずれか）/,
    );
  });
  it('the command line exits 2 with a message', () => {
    const r = spawnSync('node', ['scripts/cli/subgame.ts', 'package.json'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).ok).toBe(false);
    const good = spawnSync(
      'node',
      ['scripts/cli/subgame.ts', 'tests/fixtures/subgame/01-concede.json'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(good.status).toBe(0);
    expect(JSON.parse(good.stdout).final.winners).toEqual(['A']);
  });
});

// ---- properties ----
// Libraries of 14 or more: each player draws 7 in a subgame and 7 more in a nested one.
const arbPlayer = (id: string) =>
  fc.record({
    id: fc.constant(id),
    life: fc.integer({ min: 1, max: 20 }),
    library: fc.integer({ min: 14, max: 40 }),
    hand: fc.integer({ min: 0, max: 7 }),
    battlefield: fc.integer({ min: 0, max: 10 }),
    graveyard: fc.integer({ min: 0, max: 10 }),
    exile: fc.integer({ min: 0, max: 3 }),
  });
const arbScenario = fc
  .record({
    n: fc.integer({ min: 2, max: 4 }),
    players: fc.tuple(arbPlayer('A'), arbPlayer('B'), arbPlayer('C'), arbPlayer('D')),
    rules: fc.constantFrom('20231117.0', '5.5.2.0', '2004-10-01'),
    seed: fc.nat(),
    exiles: fc.array(
      fc.record({
        who: fc.nat(3),
        from: fc.constantFrom('library', 'hand', 'battlefield') as fc.Arbitrary<
          'library' | 'hand' | 'battlefield'
        >,
        count: fc.integer({ min: 0, max: 2 }),
      }),
      { maxLength: 4 },
    ),
    nested: fc.boolean(),
  })
  .map(({ n, players, rules, seed, exiles, nested }): SubgameScenario => {
    const ps = players.slice(0, n);
    const others = ps.slice(1).map((p) => p.id);
    const exileEvents = exiles.map((e) => ({
      exile: {
        player: ps[e.who % n]!.id,
        from: e.from === 'battlefield' ? ('hand' as const) : e.from,
        count: e.count,
      },
    }));
    const ending = others.map((id) => ({ concede: id }));
    const script = nested
      ? [...exileEvents, { cast: 'Shahrazad' as const, by: 'A' }, ...ending, ...ending]
      : [...exileEvents, ...ending];
    return { rules, seed, card: 'Shahrazad', caster: 'A', players: ps, script };
  });

describe('properties of subgames', () => {
  it('most generated scenarios are legal (so the properties below test something)', () => {
    const sample = fc.sample(arbScenario, { numRuns: 200, seed: 1 });
    expect(sample.filter((s) => runSubgame(s).ok).length).toBeGreaterThan(150);
  });
  it("each player's cards over all zones of all games (and the stack) are conserved", () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const run = runSubgame(s);
        fc.pre(run.ok); // scenarios the rules reject (an exiled library too short to nest) are not what this checks
        const t = ok(run);
        const total = (id: string, games: GameView[]) =>
          games.reduce(
            (n, g) =>
              n +
              ZONES.reduce((m, z) => m + g.players[id]![z], 0) +
              g.stackOwners.filter((o) => o === id).length,
            0,
          );
        for (const p of s.players) {
          const start = ZONES.reduce((m, z) => m + p[z], 0) + (p.id === s.caster ? 1 : 0);
          for (const step of t.steps)
            expect(total(p.id, step.games), `${p.id} at ${step.text}`).toBe(start);
          expect(ZONES.reduce((m, z) => m + t.final.players[p.id]![z], 0)).toBe(start);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('the main game does not change while a subgame runs, its stack aside', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const run = runSubgame(s);
        fc.pre(run.ok);
        const t = ok(run);
        for (let i = 1; i < t.steps.length; i++) {
          const [a, b] = [t.steps[i - 1]!, t.steps[i]!];
          // Both steps inside a subgame that was already running (not the step that starts one).
          if (a.games.length >= 2 && b.games.length >= 2 && a.depth >= 1 && b.depth >= 1)
            expect(b.games[0]!.players).toEqual(a.games[0]!.players);
        }
      }),
      { numRuns: 300 },
    );
  });
});
