import { describe, expect, it } from 'vitest';
import { expandRange, findRuleReferences } from '#scripts/link/rule-references.ts';

const nums = (text: string, bare = false) =>
  findRuleReferences(text, { bare }).map((r) => r.numbers);
const raws = (text: string, bare = false) => findRuleReferences(text, { bare }).map((r) => r.raw);

describe('rule references in running text', () => {
  it('rule 508.8 参照 and (rule 702.7 参照)', () => {
    expect(nums('状態で戦場に出る(rule 508.8 参照)ことも')).toEqual([['508.8']]);
    expect(nums('先制攻撃(rule 702.7 参照)か二段攻撃(rule 702.4 参照)を')).toEqual([
      ['702.7'],
      ['702.4'],
    ]);
  });
  it('rule 601〔呪文を唱えること〕参照 keeps the title in the link text', () => {
    expect(raws('(rule 601〔呪文を唱えること〕参照)')).toEqual(['rule 601〔呪文を唱えること〕']);
    expect(nums('rule 802〔「複数への攻撃」選択ルール〕、rule 803〔「左翼への攻撃」')).toEqual([
      ['802'],
      ['803'],
    ]);
  });
  it('expands ranges and finds both references of 「rule 506.7 ならびに rule 506.7a-f」', () => {
    expect(nums('rule 506.7 ならびに rule 506.7a-f は')).toEqual([
      ['506.7'],
      ['506.7a', '506.7b', '506.7c', '506.7d', '506.7e', '506.7f'],
    ]);
  });
  it('the FAQ bare forms', () => {
    expect(nums('を意味する（309「ブロック宣言ステップ」を参照）。', true)).toEqual([['309']]);
    expect(raws('を意味する（309「ブロック宣言ステップ」を参照）。', true)).toEqual([
      '309「ブロック宣言ステップ」',
    ]);
    expect(nums('ルールは、409.1bおよび409.1f-hに従う。', true)).toEqual([
      ['409.1b'],
      ['409.1f', '409.1g', '409.1h'],
    ]);
    expect(nums('発生する（314.3を参照）。', true)).toEqual([['314.3']]);
    expect(nums('（409.1c参照）', true)).toEqual([['409.1c']]);
  });
  it('does not take quoted rule numbers, dates or collector numbers for references', () => {
    expect(nums('502.38a 武士道は誘発型能力である。 2004年10月1日 「160a/306」', true)).toEqual([]);
    expect(nums('rule 508.8 参照', false)).toEqual([['508.8']]);
    expect(nums('（309「x」を参照）', false)).toEqual([]);
  });
  it('the English forms: rules, en-dash ranges and lists', () => {
    expect(nums('See rules 603.7d–f.')).toEqual([['603.7d', '603.7e', '603.7f']]);
    expect(nums('see rules 119.7–8 and')).toEqual([['119.7', '119.8']]);
    expect(nums('rules 903.6–903.7.')).toEqual([['903.6', '903.7']]);
    expect(nums('See rules 614 and 615.')).toEqual([['614'], ['615']]);
    expect(nums('rules 702.19b, 702.19c, or 702.19d apply')).toEqual([
      ['702.19b'],
      ['702.19c'],
      ['702.19d'],
    ]);
    expect(raws('See rules 614 and 615.')).toEqual(['rules 614', '615']);
    expect(nums('(See rule 509, “Declare Blockers Step.”)')).toEqual([['509']]);
    expect(nums('See rules 306-311.')).toEqual([['306', '307', '308', '309', '310', '311']]);
    expect(nums('see rules 418.5b-418.5g')).toEqual([
      ['418.5b', '418.5c', '418.5d', '418.5e', '418.5f', '418.5g'],
    ]);
  });
  it('skips the letters l and o like the rules do', () => {
    expect(expandRange('100.1k-n')).toEqual(['100.1k', '100.1m', '100.1n']);
    expect(expandRange('506.1-3')).toEqual(['506.1', '506.2', '506.3']);
    expect(expandRange('506.4c')).toEqual(['506.4c']);
  });
  it('gives spans that cut the text exactly', () => {
    const t = '前 rule 506.7a-f 後';
    const [r] = findRuleReferences(t);
    expect(t.slice(r!.start, r!.end)).toBe('rule 506.7a-f');
  });
});
