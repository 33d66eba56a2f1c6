// /cite/'s suggestion of the release a text cites: from the words around each citation (the rule's
// title, or a title above it, as that release numbers it), then the numbers it has, then the newest.
import { describe, expect, it } from 'vitest';
import { citations } from '#scripts/model/rule-number-text.ts';
import { names, suggestRelease, titlesAbove } from '#components/cite/suggest-release.ts';
import type { NumberSpans, RuleTitles } from '#scripts/model/data-contract.ts';

// Four releases, oldest first: in 0–1 502.4 was flying (702.9 today); from 2 on it is the untap step's rule.
const SPANS: NumberSpans = {
  '502.4': [
    [0, 1, '702.9'],
    [2, 3, '502.4'],
  ],
  '502.9b': [[0, 1, '702.19b']],
  '306.1': [[0, 3, '506.1']],
};
const TITLES: RuleTitles = {
  '702': ['Keyword Abilities', 'キーワード能力'],
  '702.9': ['Flying', '飛行'],
  '702.19': ['Trample', 'トランプル'],
  '502': ['Untap Step', 'アンタップ・ステップ'],
  '506': ['Combat Phase', '戦闘フェイズ'],
  '702.36': ['Flash'],
};

describe('the words around a citation', () => {
  it('are those of its line, up to the citations beside it (full-width read as ASCII)', () => {
    expect(citations('トランプル（502.9b）と戦闘フェイズ（306.1）\n飛行（５０２．４）')).toEqual([
      { number: '502.9b', context: 'トランプル(502.9b)と戦闘フェイズ(' },
      { number: '306.1', context: ')と戦闘フェイズ(306.1)' },
      { number: '502.4', context: '飛行(502.4)' },
    ]);
  });
  it('name a title in Japanese as written, in English as a whole word in any case', () => {
    expect(names('a creature with flying (502.4)', 'Flying')).toBe(true);
    expect(names('flashback (502.4)', 'Flash')).toBe(false);
    expect(names('飛行（502.4）', '飛行')).toBe(true);
    // A keyword action's title is a verb; an article names its noun.
    expect(names('占術(502.36)を行うプレイヤー', '占術を行う')).toBe(true);
    expect(names('占術(502.36)', '占術を行う')).toBe(true);
    expect(names('探査(702.66)', '探す')).toBe(false);
  });
  it('a rule is named by its own title or one above it, nearest first', () => {
    expect(titlesAbove('702.19b', TITLES)).toEqual([
      'Trample',
      'トランプル',
      'Keyword Abilities',
      'キーワード能力',
    ]);
  });
});

describe('the release suggested', () => {
  it('is the newest where the words name the rule so numbered: 「飛行（502.4）」 is the old 502.4', () => {
    const s = suggestRelease(citations('飛行（502.4）を持つクリーチャー'), SPANS, TITLES, 4);
    expect(s.index).toBe(1);
    expect(s.meant).toEqual([{ number: '502.4', title: '飛行' }]);
    expect(s.span).toEqual([0, 3]);
  });
  it('follows the words over the numbers: today’s 502.4 named as the untap step is today’s', () => {
    const s = suggestRelease(citations('アンタップ・ステップ（502.4）'), SPANS, TITLES, 4);
    expect(s.index).toBe(3);
  });
  it('without telling words, is the newest that has every number', () => {
    const s = suggestRelease(citations('502.4 と 306.1'), SPANS, TITLES, 4);
    expect([s.index, s.held, s.meant]).toEqual([3, 2, []]);
    expect(suggestRelease(citations('502.9b と 306.1'), SPANS, TITLES, 4)).toMatchObject({
      index: 1,
      span: [0, 1],
    });
  });
  it('with no release having them all, the one having the most (the newest of those), and no span', () => {
    const s = suggestRelease(citations('999.1 と 306.1'), SPANS, TITLES, 4);
    expect([s.index, s.held, s.span]).toEqual([3, 1, null]);
  });
});
