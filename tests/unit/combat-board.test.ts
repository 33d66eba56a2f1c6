// The board builder's pure parts and the 2026-12 engine over random boards: every board either
// plays or is refused with a rule its version has, under every version; the replay the stepper
// draws ends where the engine's final state does; a board survives its address and export/import.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runCombat } from '#components/combat/engine.ts';
import { readerReason } from '#components/combat/error-text.ts';
import { boardAt } from '#components/combat/replay.ts';
import { readScenario } from '#components/combat/scenario.ts';
import {
  COLORS,
  underVersion,
  type Permanent,
  type Scenario,
} from '#components/engines/combat/scenario.ts';
import {
  BoardAddressError,
  boardAddressNotice,
  decodeBoard,
  encodeBoard,
} from '#components/combat/lab/board-address.ts';
import LZString from 'lz-string';
import { importScenario } from '#components/combat/lab/scenario-import.ts';
import { exportScenario } from '#components/combat/lab/scenario-export.ts';
import {
  addPermanent,
  emptyBoard,
  removePermanent,
  setAssignment,
  setAttack,
  setBlock,
} from '#components/combat/lab/board.ts';
import { combatProfile, playableVersions } from '#scripts/model/rules-profile.ts';
import { readVersionRules } from '#scripts/cli/rules-profiles.ts';
import { bookProfiles } from '#scripts/link/rules-profile.ts';
import { ROOT } from './helpers.ts';

const { book: BOOK, manifest: MANIFEST } = readVersionRules(ROOT);
const PROFILES = bookProfiles(BOOK, MANIFEST);
const VERSIONS = playableVersions(PROFILES, 'combat');

const KEYWORDS = [
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
  'defender',
  'haste',
  'bushido 1',
  'infect',
  'wither',
  'toxic 2',
  'flanking',
  'rampage 1',
  'exalted',
  'afflict 2',
  'shadow',
  'horsemanship',
  'fear',
  'intimidate',
  'skulk',
  'protection from red',
  'protection from black',
];

const arbPermanent = (id: string, controller: string) =>
  fc
    .record({
      power: fc.integer({ min: 0, max: 6 }),
      toughness: fc.integer({ min: 1, max: 6 }),
      keywords: fc.subarray(KEYWORDS, { maxLength: 3 }),
      colors: fc.subarray([...COLORS], { maxLength: 2 }),
      artifact: fc.boolean(),
      plus: fc.integer({ min: 0, max: 2 }),
      minus: fc.integer({ min: 0, max: 2 }),
      damage: fc.integer({ min: 0, max: 1 }),
      tapped: fc.boolean(),
    })
    .map((c): Permanent => ({
      id,
      name: `名${id}`,
      controller,
      types: c.artifact ? ['artifact', 'creature'] : ['creature'],
      power: c.power,
      toughness: c.toughness,
      keywords: c.keywords,
      ...(c.colors.length ? { colors: c.colors } : {}),
      ...(c.plus || c.minus ? { counters: { '+1/+1': c.plus, '-1/-1': c.minus } } : {}),
      ...(c.damage ? { damage: c.damage } : {}),
      ...(c.tapped ? { tapped: true } : {}),
    }));

/** Any board the builder can make: legal or not, every declaration pointing at something on it. */
const arbBoard: fc.Arbitrary<Scenario> = fc
  .record({
    mine: fc.integer({ min: 1, max: 3 }),
    theirs: fc.integer({ min: 0, max: 3 }),
    poisonB: fc.integer({ min: 0, max: 9 }),
    lifeB: fc.integer({ min: 1, max: 20 }),
    planeswalker: fc.boolean(),
  })
  .chain(({ mine, theirs, poisonB, lifeB, planeswalker }) =>
    fc
      .record({
        a: fc.tuple(...Array.from({ length: mine }, (_, i) => arbPermanent(`a${i}`, 'A'))),
        b: fc.tuple(...Array.from({ length: theirs }, (_, i) => arbPermanent(`b${i}`, 'B'))),
        attack: fc.array(fc.integer({ min: -1, max: planeswalker ? 1 : 0 }), {
          minLength: mine,
          maxLength: mine,
        }),
        blocks: fc.array(fc.integer({ min: -1, max: mine - 1 }), {
          minLength: theirs,
          maxLength: theirs,
        }),
      })
      .map(({ a, b, attack, blocks }) => {
        const permanents: Permanent[] = [...a, ...b];
        if (planeswalker)
          permanents.push({
            id: 'pw',
            name: '名pw',
            controller: 'B',
            types: ['planeswalker'],
            loyalty: 3,
          });
        const attackers = a.flatMap((p, i) =>
          attack[i]! < 0 ? [] : [{ id: p.id, target: attack[i] === 1 ? 'pw' : 'B' }],
        );
        const blockers = b.flatMap((p, i) => {
          const target = a[blocks[i]!];
          return target && attackers.some((x) => x.id === target.id)
            ? [{ id: p.id, blocks: target.id }]
            : [];
        });
        return readScenario({
          players: [
            { id: 'A', life: 20 },
            { id: 'B', life: lifeB, ...(poisonB ? { poison: poisonB } : {}) },
          ],
          active: 'A',
          permanents,
          attackers,
          blockers,
        });
      }),
  );

describe('random boards under every version', () => {
  it('every board plays, or is refused with a rule the version has and a reason a reader reads (no field path); every rule a trace cites is in that version', () => {
    fc.assert(
      fc.property(arbBoard, (board) => {
        for (const v of VERSIONS) {
          const profile = combatProfile(PROFILES, v)!;
          const t = runCombat(underVersion(board, profile), profile);
          const cited = t.ok
            ? t.steps.flatMap((s) => [...s.rules, ...s.events.flatMap((e) => e.rules)])
            : [t.error.rule];
          for (const n of cited) expect(BOOK.has(v, n), `${v} ${n}`).toBe(true);
          if (!t.ok) expect(readerReason(t.error.message)).not.toMatch(/permanents|undefined|\[\d/);
        }
      }),
      { numRuns: 60, seed: 2026 },
    );
  });
  it('the board the stepper draws after the last step is the final state the engine gives', () => {
    fc.assert(
      fc.property(arbBoard, fc.constantFrom(...VERSIONS), (board, v) => {
        const profile = combatProfile(PROFILES, v)!;
        const played = underVersion(board, profile);
        const t = runCombat(played, profile);
        if (!t.ok) return;
        const drawn = boardAt(played, t, t.steps.length - 1);
        expect(drawn.life).toEqual(t.final.life);
        expect(drawn.poison).toEqual(t.final.poison);
        for (const c of drawn.cards) {
          const f = t.final.permanents[c.id]!;
          expect(c.zone === 'battlefield' ? 'battlefield' : 'graveyard').toBe(f.zone);
          if (f.zone !== 'battlefield' || !c.types.includes('creature')) continue;
          expect([c.power, c.toughness, c.damage], `${v} ${c.id}`).toEqual([
            f.power,
            f.toughness,
            f.damage,
          ]);
          const held = Object.fromEntries(Object.entries(c.counters).filter(([, n]) => n! > 0));
          expect(held).toEqual(f.counters ?? {});
        }
      }),
      { numRuns: 150, seed: 12 },
    );
  });
  it('a board survives the trip through its address and through export and import, unchanged', () => {
    fc.assert(
      fc.property(arbBoard, fc.constantFrom(...VERSIONS), (board, rules) => {
        const s = { ...board, rules };
        expect(decodeBoard(encodeBoard(s))).toEqual(s);
        const back = importScenario(exportScenario(s));
        expect(back).toEqual({ ok: true, scenario: s });
      }),
      { numRuns: 100, seed: 3 },
    );
  });
});

describe('the builder edits', () => {
  it('removing a permanent takes its declarations with it', () => {
    let s = emptyBoard('2026-06-19');
    s = addPermanent(s, 'creature', 'A');
    s = addPermanent(s, 'creature', 'B');
    s = addPermanent(s, 'creature', 'B');
    const [a, b, c] = s.permanents.map((p) => p.id);
    s = setAttack(s, a!, 'B');
    s = setBlock(setBlock(s, b!, a!), c!, a!);
    s = setAssignment(s, a!, { [b!]: 1, [c!]: 1 });
    expect(readScenario(JSON.parse(JSON.stringify(s)))).toEqual(s);
    const noBlocker = removePermanent(s, c!);
    expect(noBlocker.blockers).toEqual([{ id: b, blocks: a }]);
    expect(noBlocker.assignments).toBeUndefined();
    const noAttacker = removePermanent(s, a!);
    expect([noAttacker.attackers, noAttacker.blockers, noAttacker.assignments]).toEqual([
      [],
      [],
      undefined,
    ]);
  });
  it('a cut or edited address is refused in Japanese, not guessed: one sentence, said once (#36.6)', () => {
    const s = addPermanent(emptyBoard('2026-06-19'), 'creature', 'A');
    const refusal = (encoded: string) => {
      try {
        decodeBoard(encoded);
      } catch (e) {
        expect(e).toBeInstanceOf(BoardAddressError);
        return boardAddressNotice(e as BoardAddressError);
      }
      throw new Error(`${encoded} was read`);
    };
    const LZ = (text: string) => LZString.compressToEncodedURIComponent(text);
    const notices = [
      refusal(encodeBoard(s).slice(0, 20)),
      refusal('not-a-board'),
      refusal(LZ('{"players": [')),
      refusal(LZ('{"players": 3}')),
    ];
    expect(notices[0]).toBe(
      'アドレスの盤面を読めませんでした（途中で切れているか、書き換えられています）。最初の盤面を表示しています。',
    );
    expect(notices[3]).toBe(
      'アドレスの盤面を読めませんでした（盤面の players：配列が必要です）。最初の盤面を表示しています。',
    );
    for (const n of notices) {
      // One sentence about the address, each part said once, Japanese throughout.
      expect(n.match(/アドレスの盤面を読め/g)).toHaveLength(1);
      expect(n.match(/。/g)).toHaveLength(2);
      expect(n).not.toMatch(/）。）|。）|Unexpected|JSON/);
    }
  });
});

describe('importing JSON: what is wrong, and where, in Japanese', () => {
  it('a syntax error gives its line', () => {
    const r = importScenario('{\n  "players": [\n    { "id": "A", "life": 20 },\n  ]\n}');
    expect(r).toEqual({
      ok: false,
      message: '4行目：JSONとして読めません（ここには値が必要です）。',
    });
  });
  it('a field of the wrong shape is named by the player or permanent, with its line', () => {
    const text = JSON.stringify(
      {
        players: [
          { id: 'A', life: 20 },
          { id: 'B', life: 'x' },
        ],
        active: 'A',
        permanents: [],
      },
      null,
      2,
    );
    expect(importScenario(text)).toEqual({
      ok: false,
      message: '9行目、プレイヤーBのライフ：整数が必要です。',
    });
    const kw = JSON.stringify({
      players: [
        { id: 'A', life: 20 },
        { id: 'B', life: 20 },
      ],
      active: 'A',
      permanents: [
        {
          id: 'x',
          name: '灰色熊',
          controller: 'A',
          types: ['creature'],
          power: 2,
          toughness: 2,
          keywords: ['cascade'],
        },
      ],
    });
    const r = importScenario(kw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toMatch(
        /^1行目、「灰色熊」のキーワードの1番目：灰色熊の「cascade」は知らないキーワードです/,
      );
      expect(r.message).not.toMatch(/permanents\[/);
    }
  });
});
