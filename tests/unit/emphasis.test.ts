// Emphasis marked with underscores in older English rules texts (2008-10-01: 「The _Magic_ Golden
// Rules」) is read as emphasis; underscores that mark nothing stay as written.
import { describe, expect, it } from 'vitest';
import { emphasisRuns, unmarked } from '#components/rules/emphasis.ts';

describe('emphasis marks (components/rules/emphasis.ts)', () => {
  it('reads a word or a title between underscores as emphasis', () => {
    expect(emphasisRuns('The _Magic_ Golden Rules')).toEqual([
      { text: 'The ', em: false },
      { text: 'Magic', em: true },
      { text: ' Golden Rules', em: false },
    ]);
    expect(emphasisRuns('beyond the basics of the _Magic: The Gathering_(R) game.')).toEqual([
      { text: 'beyond the basics of the ', em: false },
      { text: 'Magic: The Gathering', em: true },
      { text: '(R) game.', em: false },
    ]);
    expect(emphasisRuns('_Magic_ card with a _Magic_ card back').filter((r) => r.em)).toHaveLength(
      2,
    );
  });
  it('leaves alone a lone underscore, a blank to fill in, and underscores inside a word', () => {
    for (const t of [
      'Use the Oracle_(TM) card reference',
      'such as the one in “Wolf in ________ Clothing,” are not',
      'a snake_case_name',
      'トランプルは常在型能力である。',
      '',
    ])
      expect(emphasisRuns(t)).toEqual([{ text: t, em: false }]);
  });
  it('drops the marks where only plain text is shown', () => {
    expect(unmarked('The _Magic_ Golden Rules')).toBe('The Magic Golden Rules');
    expect(unmarked('Wolf in ________ Clothing')).toBe('Wolf in ________ Clothing');
  });
});
