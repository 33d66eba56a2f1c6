// The version matcher on hand-made rules. What it finds between the real releases (the rules
// command's diffs, each rule's history) needs the whole corpus: tests/integration/corpus.test.ts.
import { describe, expect, it } from 'vitest';
import { pairRules, normalise } from '#scripts/history/matcher.ts';
import { referenceSlots } from '#scripts/history/references.ts';

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
