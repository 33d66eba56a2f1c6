// The version matcher on hand-made rules. What it finds between the real releases (the rules
// command's diffs, each rule's history) needs the whole corpus: tests/integration/corpus.test.ts.
import { describe, expect, it } from 'vitest';
import { pairRules, normalise } from '#scripts/history/matcher.ts';

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
