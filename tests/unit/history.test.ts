// The version matcher on hand-made rules. What it finds between the real releases (the rules
// command's diffs, each rule's history) needs the whole corpus: tests/integration/corpus.test.ts.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { keywordsOf, pairRules, normalise, type Pairing } from '#scripts/history/matcher.ts';
import { referenceSlots, sameButReferences } from '#scripts/history/references.ts';
import { sameTextKey } from '#scripts/history/texts.ts';

describe('the matcher', () => {
  it('treats renumbered references and curly quotes as the same text', () => {
    expect(normalise('(See rule 309, "Declare Blockers Step.")')).toBe(
      normalise('(See rule 509, “Declare Blockers Step.”)'),
    );
  });
  it('pairs Japanese by characters', () => {
    const p = pairRules(
      [
        {
          number: '506.5',
          text: 'サブゲームの終了時に、自身がオーナーであるカードをライブラリーに戻す。',
        },
      ],
      [
        {
          number: '724.5',
          text: 'サブゲームの終了時に、自身がオーナーであるカードをライブラリーに戻して切り直す。',
        },
      ],
      'ja',
    );
    expect(p.moved).toHaveLength(1);
  });
});

describe('release to release (issue: every rules update, explained)', () => {
  it('classifies each change as release notes do: one hand-made pair per category', () => {
    const before = [
      { number: '100.1', text: 'Same text.' },
      { number: '100.2', text: 'A player may concede the game at any time.' },
      { number: '100.3', text: 'Cards go to the graveyard. See rule 400.1.' },
      { number: '100.4', text: 'Trample lets damage go past blockers to the player.' },
      { number: '100.5', text: 'An obsolete rule about mana burn and its effects on life totals.' },
      { number: '100.6', text: 'Banding lets creatures attack together as one group in combat.' },
    ];
    const after = [
      { number: '100.1', text: 'Same text.' },
      {
        number: '100.2',
        text: 'A player may concede the game at any time, even while a spell is on the stack.',
      },
      { number: '100.3', text: 'Cards go to the graveyard. See rule 401.1.' },
      { number: '100.7', text: 'Trample lets damage go past blockers to the player.' },
      {
        number: '100.8',
        text: 'Banding lets several creatures attack together as one group in combat.',
      },
      { number: '100.9', text: 'A brand new rule about stickers.' },
    ];
    const p = pairRules(before, after, 'en');
    expect(p.unchanged).toEqual(['100.1']);
    expect(p.modified).toEqual(['100.2']);
    expect(p.referencesOnly).toEqual(['100.3']);
    expect(p.renumbered).toEqual([{ from: '100.4', to: '100.7' }]);
    expect(p.renumberedModified).toEqual([{ from: '100.6', to: '100.8' }]);
    expect(p.added).toEqual(['100.9']);
    expect(p.removed).toEqual(['100.5']);
    // The kept shape: changed = modified + references only; moved = both kinds of renumbering.
    expect(p.changed.map((c) => c.number).sort()).toEqual(['100.2', '100.3']);
    expect(p.moved.map((m) => m.from).sort()).toEqual(['100.4', '100.6']);
  });
});

describe('pairings that check themselves (issue #25)', () => {
  const r = (number: string, text: string) => ({ number, text });

  it('finds every reference: after "rule", later in a list or range, bare, with titles between', () => {
    expect(referenceSlots('the last triggered ability in 722.2 triggers').refs).toEqual(['722.2']);
    expect(
      referenceSlots('See rules 701.42, “Meld,” and 729, “Merging with Permanents.”').refs,
    ).toEqual(['701.42', '729']);
    expect(referenceSlots('rules 608.2c–k and 506.7a through 506.7c').refs).toEqual([
      '608.2c',
      '608.2k',
      '506.7a',
      '506.7c',
    ]);
    // A three-digit number outside a reference is not one.
    expect(referenceSlots('deals 100 damage').refs).toEqual([]);
  });

  it('"references only" when each reference follows the renumbering; "modified" when one points elsewhere', () => {
    const before = [
      r('722', 'Initiative'),
      r('722.2', 'Taking the initiative triggers.'),
      r('722.5', 'This causes the ability in 722.2 to trigger.'),
      r('100.1', 'See rules 722.2 and 100.2.'),
      r('100.2', 'Something.'),
    ];
    const after = [
      r('725', 'Initiative'),
      r('725.2', 'Taking the initiative triggers.'),
      r('725.5', 'This causes the ability in 725.2 to trigger.'),
      r('100.1', 'See rules 725.2 and 725.5.'),
      r('100.2', 'Something.'),
    ];
    const p = pairRules(before, after, 'en');
    expect(p.renumbered).toContainEqual({ from: '722.5', to: '725.5' });
    // 100.2 did not become 725.5: its second reference changed its target.
    expect(p.modified).toEqual(['100.1']);
  });

  it("pairs a subrule under its parent's counterpart, never crossed with another keyword's", () => {
    const template = (k: string) => [
      r(`701.${k === 'Transform' ? 28 : 50}`, k),
      r(
        `701.${k === 'Transform' ? 28 : 50}c`,
        `If an effect instructs a player to ${k.toLowerCase()} a permanent that isn't double-faced, nothing happens.`,
      ),
    ];
    const before = [...template('Transform'), ...template('Convert')];
    const after = [
      r('701.27', 'Transform'),
      r(
        '701.27c',
        "If an effect instructs a player to transform a permanent that isn't a double-faced card, nothing happens.",
      ),
      r('701.28', 'Convert'),
      r(
        '701.28c',
        "If an effect instructs a player to convert a permanent that isn't a double-faced card, nothing happens.",
      ),
    ];
    const p = pairRules(before, after, 'en');
    expect(new Set(p.moved.map((m) => `${m.from}→${m.to}`))).toEqual(
      new Set(['701.28→701.27', '701.28c→701.27c', '701.50→701.28', '701.50c→701.28c']),
    );
  });

  it('a sentence many keywords share goes with its parent; the same text pairs across levels', () => {
    const see = 'See rule 708, “Face-Down Spells and Permanents,” for more information.';
    const p = pairRules(
      [
        r('701.34', 'Manifest'),
        r('701.34g', see),
        r('701.35', 'Cloak'),
        r('701.35d', see),
        r('903.11', 'Bring no card from outside the game.'),
      ],
      [
        r('701.40', 'Manifest'),
        r('701.40h', see),
        r('701.58', 'Cloak'),
        r('701.58d', see),
        r('903.11', 'Except via rules, traditional cards can’t be brought in.'),
        r('903.11a', 'Bring no card from outside the game.'),
      ],
      'en',
    );
    expect(p.renumbered).toEqual(
      expect.arrayContaining([
        { from: '701.34g', to: '701.40h' },
        { from: '701.35d', to: '701.58d' },
        { from: '903.11', to: '903.11a' },
      ]),
    );
    expect(p.removed).toEqual([]);
  });

  it('a rule whose words now stand in several is split, not removed; one folded into a changed rule is merged', () => {
    // 500.4 and 500.5 of 20231117.0 and 2025-11-14, as published.
    const p = pairRules(
      [
        r(
          '500.4',
          'When a step or phase ends, any unused mana left in a player’s mana pool empties. This turn-based action doesn’t use the stack.',
        ),
        r(
          '500.5',
          'When a phase or step ends, any effects scheduled to last “until end of” that phase or step expire. When a phase or step begins, any effects scheduled to last “until” that phase or step expire. Effects that last “until end of combat” expire at the end of the combat phase, not at the beginning of the end of combat step. Effects that last “until end of turn” are subject to special rules; see rule 514.2.',
        ),
        r('603.2d', 'An ability may state that a triggered ability triggers additional times.'),
        r(
          '603.2e',
          'Some effects refer to a triggered ability of an object. Such effects refer only to triggered abilities the object has, not any delayed triggered abilities.',
        ),
      ],
      [
        r(
          '500.4',
          'As a step or phase begins, if there are effects that last until that step or phase, those effects expire.',
        ),
        r(
          '500.5',
          'As a step or phase ends, if there are effects that last until the end of that step or phase, those effects expire. Then any unspent mana left in a player’s mana pool empties. This is a turn-based action that doesn’t use the stack (see rule 703.4q).',
        ),
        r(
          '500.5a',
          'Effects that last “until end of combat” expire at the end of the combat phase, not at the beginning of the end of combat step.',
        ),
        r(
          '500.5b',
          'Effects that last “until end of turn” are subject to special rules; see rule 514.2.',
        ),
        r(
          '603.2d',
          'An ability may state that a triggered ability triggers additional times. An effect that states a triggered ability of an object triggers additional times refers only to triggered abilities that object has, not to any delayed or reflexive triggered abilities.',
        ),
      ],
      'en',
    );
    expect(p.moved.map((m) => `${m.from}→${m.to}`)).toEqual(['500.4→500.5']);
    expect(p.split).toEqual([{ from: '500.5', to: ['500.4', '500.5', '500.5a', '500.5b'] }]);
    expect(p.merged).toEqual([{ from: ['603.2e'], to: '603.2d' }]);
    expect([p.removed, p.added]).toEqual([[], []]);
  });
});

/** Each old rule's counterpart in a pairing: where it moved, kept its number, was split or merged; null when removed. */
function counterpartOf(p: Pairing, number: string): string | string[] | null | undefined {
  if (p.removed.includes(number)) return null;
  const moved = p.moved.find((m) => m.from === number);
  if (moved) return moved.to;
  const split = p.split.find((x) => x.from === number);
  if (split) return split.to;
  const merged = p.merged.find((x) => x.from.includes(number));
  if (merged) return merged.to;
  if ([...p.unchanged, ...p.modified, ...p.referencesOnly].includes(number)) return number;
  return undefined;
}

describe('keywords across a big renumbering (#36.2)', () => {
  const fixture = JSON.parse(
    readFileSync(new URL('../fixtures/history/keyword-pairings.json', import.meta.url), 'utf8'),
  ) as {
    old: { number: string; text: string }[];
    new: { number: string; text: string }[];
    counterparts: { number: string; counterpart: string | null; reason: string }[];
  };
  const p = pairRules(fixture.old, fixture.new, 'en');
  for (const c of fixture.counterparts)
    it(`2009-05-01 ${c.number} → ${c.counterpart ?? 'removed'} (${c.reason})`, () => {
      expect(counterpartOf(p, c.number)).toEqual(c.counterpart);
    });

  // Keywords with the sentences keywords share; the new release renumbers them (502 → 702), drops
  // some, reorders the rest and rewords a few subrules.
  const NAMES = [
    'Flying',
    'Substance',
    'Deathtouch',
    'Banding',
    'Fear',
    'Shroud',
    'Haste',
    'Flash',
  ];
  const SHARED = [
    (k: string) => `${k} is a static ability.`,
    (k: string) => `${k} is a static ability with no effect.`,
    (k: string) => `${k} is a triggered ability.`,
    (k: string) => `Multiple instances of ${k.toLowerCase()} on the same creature are redundant.`,
    (k: string) =>
      `If a permanent has multiple instances of ${k.toLowerCase()}, each triggers separately.`,
    () => 'This is an exception to the most recent turn rule.',
  ];
  const arbKeyword = fc.record({
    sentences: fc.subarray([0, 1, 2, 3, 4, 5], { minLength: 1 }),
    kept: fc.boolean(),
    reworded: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  });
  const arbReleases = fc
    .record({
      keywords: fc.array(arbKeyword, { minLength: NAMES.length, maxLength: NAMES.length }),
      order: fc.shuffledSubarray(
        NAMES.map((_, i) => i),
        { minLength: NAMES.length },
      ),
    })
    .map(({ keywords, order }) => {
      const section = (n: string) => ({ number: n, text: 'Keyword Abilities' });
      const rulesOf = (sec: string, slots: number[], reword: boolean) => [
        section(sec),
        ...slots.flatMap((k, i) => {
          const kw = keywords[k]!;
          const number = `${sec}.${i + 2}`;
          return [
            { number, text: NAMES[k]! },
            ...kw.sentences.map((s, j) => ({
              number: `${number}${'abcdefg'[j]}`,
              text: SHARED[s]!(NAMES[k]!) + (reword && kw.reworded[j] ? ' See rule 704.' : ''),
            })),
          ];
        }),
      ];
      return {
        old: rulesOf(
          '502',
          NAMES.map((_, i) => i),
          false,
        ),
        new: rulesOf(
          '702',
          order.filter((k) => keywords[k]!.kept),
          true,
        ),
      };
    });
  it("property: a keyword's rules pair only with the same keyword's rules", () => {
    fc.assert(
      fc.property(arbReleases, ({ old, new: neu }) => {
        const p = pairRules(old, neu, 'en');
        const ko = keywordsOf(old);
        const kn = keywordsOf(neu);
        const pairs = [
          ...p.moved.map((m) => [m.from, m.to] as const),
          ...p.merged.flatMap((m) => m.from.map((f) => [f, m.to] as const)),
          ...p.split.flatMap((x) => x.to.map((t) => [x.from, t] as const)),
        ];
        for (const [from, to] of pairs)
          if (ko.has(from) && kn.has(to))
            expect(kn.get(to)!.name, `${from} → ${to}`).toBe(ko.get(from)!.name);
      }),
      { numRuns: 200 },
    );
  });
});

describe('references that only renumber (#36.3)', () => {
  const fixture = JSON.parse(
    readFileSync(new URL('../fixtures/history/references-only.json', import.meta.url), 'utf8'),
  ) as {
    cases: {
      what: string;
      lang: 'en' | 'ja';
      old: { number: string; text: string }[];
      new: { number: string; text: string }[];
      label: 'referencesOnly' | 'modified';
    }[];
  };
  for (const c of fixture.cases)
    it(c.what, () => {
      const p = pairRules(c.old, c.new, c.lang);
      const number = c.old.at(-1)!.number;
      expect(p[c.label]).toContain(number);
    });

  it('finds a chapter cited as a section (and in the Japanese as a rule), never the short end of a range', () => {
    expect(referenceSlots('See section 8, “Multiplayer Rules.”').refs).toEqual(['8']);
    expect(referenceSlots('rule 8〔多人数戦ルール〕参照。').refs).toEqual(['8']);
    expect(referenceSlots('(see rules 119.7–8)').refs).toEqual(['119.7']);
    expect(referenceSlots('see rules 509.1–509.3 and section 5').refs).toEqual([
      '509.1',
      '509.3',
      '5',
    ]);
    expect(referenceSlots('two players, 3 of them').refs).toEqual([]);
  });

  // Sentences citing chapters, sections, rules and subrules; a renumbering maps each number to
  // another of its kind (one to one).
  const arbCase = fc
    .record({
      chapter: fc.integer({ min: 1, max: 9 }),
      section: fc.integer({ min: 100, max: 999 }),
      rule: fc.integer({ min: 1, max: 30 }),
      letter: fc.constantFrom(...'abcdefghijk'),
      shift: fc.record({
        chapter: fc.integer({ min: 0, max: 8 }),
        section: fc.integer({ min: 0, max: 899 }),
        rule: fc.integer({ min: 0, max: 30 }),
      }),
      template: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ chapter, section, rule, letter, shift, template }) => {
      const c2 = ((chapter - 1 + shift.chapter) % 9) + 1;
      const s2 = 100 + ((section - 100 + shift.section) % 900);
      const r2 = 1 + ((rule - 1 + shift.rule) % 30);
      const text = (c: number, s: number, r: number) =>
        [
          `A game begins. See section ${c}, “Casual Variants.”`,
          `See rule ${s}, “Abilities,” and section ${c}, “Spells, Abilities, and Effects.”`,
          `This follows rules ${s}.${r}${letter} and ${s}.${r}, and section ${c}.`,
          `ゲームのことである。rule ${c}〔多人数戦ルール〕参照。規則${s}.${r}も参照。`,
        ][template]!;
      const map = new Map([
        [String(chapter), String(c2)],
        [String(section), String(s2)],
        [`${section}.${rule}`, `${s2}.${r2}`],
        [`${section}.${rule}${letter}`, `${s2}.${r2}${letter}`],
      ]);
      return {
        before: text(chapter, section, rule),
        after: text(c2, s2, r2),
        map,
        moved: c2 !== chapter,
      };
    });
  it('property: a text whose references are carried through a renumbering is the same but for them; one pointing elsewhere is not', () => {
    fc.assert(
      fc.property(arbCase, ({ before, after, map, moved }) => {
        const known = { old: (n: string) => map.has(n), new: () => true };
        expect(sameButReferences(before, after, sameTextKey, (n) => map.get(n), known)).toBe(true);
        // The chapter cited, not moved as the renumbering moved it: a change.
        if (moved)
          expect(sameButReferences(before, before, sameTextKey, (n) => map.get(n), known)).toBe(
            false,
          );
      }),
      { numRuns: 300 },
    );
  });
});

describe('a rule split in two, one half keeping its number (#36.7)', () => {
  const fixture = JSON.parse(
    readFileSync(new URL('../fixtures/history/saga-714-split.json', import.meta.url), 'utf8'),
  ) as {
    old: { number: string; text: string }[];
    new: { number: string; text: string }[];
    expect: {
      split: Pairing['split'];
      renumbered: Pairing['renumbered'];
      addedNone: string[];
    };
  };
  it('2026-02-27 → 2026-04-17: 714.3a became 714.3a and 714.3b (without and with read ahead); 714.3b is 714.3c', () => {
    const p = pairRules(fixture.old, fixture.new, 'en');
    expect(p.split).toEqual(fixture.expect.split);
    expect(p.renumbered).toEqual(expect.arrayContaining(fixture.expect.renumbered));
    for (const n of fixture.expect.addedNone) expect(p.added).not.toContain(n);
    expect(p.renumberedModified).toEqual([]);
  });
  it('a rewritten rule with an unrelated rule added beside it stays paired, not split', () => {
    const p = pairRules(
      [
        { number: '714.3', text: 'Sagas use lore counters to track their progress.' },
        {
          number: '714.3a',
          text: 'As a Saga enters the battlefield, its controller puts a lore counter on it.',
        },
      ],
      [
        { number: '714.3', text: 'Sagas use lore counters to track their progress.' },
        {
          number: '714.3a',
          text: 'As a Saga enters, its controller puts a lore counter on it.',
        },
        { number: '714.3b', text: 'A Saga with no chapter abilities is not sacrificed.' },
      ],
      'en',
    );
    expect(p.split).toEqual([]);
    expect(p.modified).toEqual(['714.3a']);
    expect(p.added).toEqual(['714.3b']);
  });
});
