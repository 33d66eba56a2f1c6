// Shortened text a rule page shows (a rule's visually hidden heading, a section's contents):
// cut at a whole mana symbol or word, never inside one (#36.5).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cutAtWhole, ruleHeading, type Segment } from '#scripts/model/segments.ts';

/** Whether a text ends inside a mana symbol: a { no } closes. */
const insideSymbol = (t: string) => t.lastIndexOf('{') > t.lastIndexOf('}');

describe('hidden headings and contents cut at a whole symbol or word', () => {
  it('107.4 of 2026-06-19: 「…{0}{1}{2}{3」 is cut before the symbol, not inside it', () => {
    const segments: Segment[] = [
      { type: 'text', value: 'マナ・シンボルとは、' },
      { type: 'mana', raw: '{W}{U}{B}{R}{G}{C}', symbols: ['W', 'U', 'B', 'R', 'G', 'C'] },
      { type: 'text', value: '、' },
      { type: 'mana', raw: '{0}{1}{2}{3}{4}', symbols: ['0', '1', '2', '3', '4'] },
      { type: 'text', value: 'の類の数字シンボル' },
    ];
    const heading = ruleHeading('107.4', segments);
    expect(heading).toBe('107.4 マナ・シンボルとは、{W}{U}{B}{R}{G}{C}、{0}{1}{2}');
    expect(insideSymbol(heading)).toBe(false);
  });
  it('cuts English before a word it would split, and shows the stray spaces dropped', () => {
    expect(cutAtWhole('Combat damage is assigned and dealt simultaneously', 20)).toBe(
      'Combat damage is',
    );
    expect(cutAtWhole('short', 20)).toBe('short');
    expect(ruleHeading('506.1', [{ type: 'text', value: '攻撃 プレイヤーが攻撃する。' }])).toBe(
      '506.1 攻撃プレイヤーが攻撃する。',
    );
  });
  it('property: a cut is a prefix of the text, at most max characters, never inside a symbol or a Latin word', () => {
    const piece = fc.constantFrom('{3}', '{W/U}', '{T}', 'マナ', '、', ' ', 'damage', 'is', '2');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 20 }),
        fc.integer({ min: 1, max: 40 }),
        (ps, max) => {
          const text = ps.join('');
          const cut = cutAtWhole(text, max);
          expect(text.startsWith(cut)).toBe(true);
          expect([...cut].length).toBeLessThanOrEqual(max);
          // A cut text whole symbols only (the text's own braces are balanced).
          expect(insideSymbol(cut)).toBe(false);
          // Inside a word: the characters either side of the cut are both of it. Only a single
          // word longer than the whole cut is split so.
          const next = text[cut.length];
          const last = cut.at(-1);
          if (last && next && /\w/.test(last) && /\w/.test(next))
            expect(/\s/.test(cut.trim())).toBe(false);
        },
      ),
    );
  });
});
