// Carrying a translation to other versions, on hand-made rule books: which rule of the translated
// version a rule is when its English stands in several places, examples whose English changed,
// garbled marks travelling with the text, and the reviewed notes' Japanese. What it finds in the
// real corpus is in tests/integration/corpus.test.ts.
import { describe, expect, it } from 'vitest';
import { RuleBook } from '#scripts/model/rule-book.ts';
import {
  applyTranslationNotes,
  carryTranslations,
  pairExamples,
  pickSameRule,
  type TranslationNotes,
} from '#scripts/link/translations.ts';

const origin = { file: 'content/sources/cr-ja/test.txt', line: 1 };

/** Two versions: "ja" with the whole rules in Japanese, "new" in English only. */
function book(): RuleBook {
  return new RuleBook([
    { name: 'ja', effective: '2026-01-16', label: 'ja', note: '' },
    { name: 'new', effective: '2026-06-19', label: 'new', note: '' },
  ]);
}

const STEP = 'Exile every object on the stack.';

describe('pickSameRule: of several rules with the same English, the one this rule is', () => {
  const c = (number: string, ja: string, parentShape: string | null) => ({
    number,
    ja,
    parentShape,
  });

  it('takes the only candidate', () => {
    expect(pickSameRule([c('1.1a', 'あ', null)], 'anything')).toBe('1.1a');
  });

  it('takes the one under a parent with the same English', () => {
    const cs = [
      c('723.1b', '訳その一', 'To end the turn:'),
      c('723.2b', '訳その二', 'To restart:'),
    ];
    expect(pickSameRule(cs, 'To restart:')).toBe('723.2b');
    expect(pickSameRule(cs, 'To end the turn:')).toBe('723.1b');
  });

  it('takes the first when all have the same Japanese, and none when the English cannot tell', () => {
    const same = [c('100', '一般', 'A'), c('200', '一般', 'B')];
    expect(pickSameRule(same, 'C')).toBe('100');
    const differ = [c('100', '一般', 'A'), c('200', '総則', 'B')];
    expect(pickSameRule(differ, 'C')).toBeNull();
    expect(pickSameRule(differ, null)).toBeNull();
  });
});

describe('pairExamples: a carried rule keeps the Japanese of examples whose English is the same', () => {
  const from = { en: ['Example: one.', 'Example: two.'], ja: ['例：一。', '例：二。'] };

  it('carries every example when the English of each is the same (whitespace and quotes folded)', () => {
    expect(pairExamples(from, ['Example:  one.', 'Example: two.'])).toEqual({
      carried: ['例：一。', '例：二。'],
      old: [],
    });
  });

  it('keeps the old Japanese of an example whose English changed, beside it, never as its text', () => {
    expect(pairExamples(from, ['Example: one.', 'Example: two, reworded.'])).toEqual({
      carried: ['例：一。'],
      old: ['例：二。'],
    });
  });

  it('follows an example that moved, and drops the Japanese of one the English no longer has', () => {
    expect(pairExamples(from, ['Example: two.'])).toEqual({ carried: ['例：二。'], old: [] });
    expect(pairExamples(from, [])).toEqual({ carried: [], old: [] });
  });

  it('shows every Japanese example as old when they do not stand one for one with the English', () => {
    expect(pairExamples({ en: ['Example: one.'], ja: [] }, ['Example: one, changed.'])).toEqual({
      carried: [],
      old: [],
    });
    expect(
      pairExamples({ en: ['Example: a.'], ja: ['例：あ。', '例：い。'] }, ['Example: b.']),
    ).toEqual({ carried: [], old: ['例：あ。', '例：い。'] });
  });
});

describe('carryTranslations', () => {
  /** The same step in two procedures (723.1b, 723.2b), translated differently; renumbered in "new". */
  function twoProcedures(): RuleBook {
    const b = book();
    const add = (v: string, n: string, en: string, ja?: string) =>
      b.add(v, n, { en, ...(ja !== undefined && { ja }), origin });
    add('ja', '723.1', 'To end the turn, follow rule 723.1a.', '手順一');
    add('ja', '723.1b', STEP, '追放その一');
    add('ja', '723.2', 'To restart the game, follow rule 723.2a.', '手順二');
    add('ja', '723.2b', STEP, '追放その二');
    add('new', '724.1', 'To end the turn, follow rule 724.1a.');
    add('new', '724.1b', STEP);
    add('new', '724.2', 'To restart the game, follow rule 724.2a.');
    add('new', '724.2b', STEP);
    return b;
  }

  it('carries English that stands in several places from the rule under the same parent', () => {
    const b = twoProcedures();
    carryTranslations(b);
    for (const [n, from, ja] of [
      ['724.1b', '723.1b', '追放その一'],
      ['724.2b', '723.2b', '追放その二'],
    ] as const) {
      const r = b.get('new', n)!;
      expect(r.ja, n).toBe(ja);
      expect(r.translation, n).toMatchObject({ status: 'carried', version: 'ja', number: from });
    }
    // The parents cite renumbered rules: their old Japanese is outdated, not carried.
    expect(b.get('new', '724.1')!.translation).toMatchObject({
      status: 'outdated',
      number: '723.1',
    });
  });

  it('carries nothing where the English cannot tell the places apart', () => {
    const b = book();
    b.add('ja', '101.1', { en: STEP, ja: '追放その一', origin });
    b.add('ja', '102.1', { en: STEP, ja: '追放その二', origin });
    b.add('new', '103.1', { en: STEP, origin });
    carryTranslations(b);
    expect(b.get('new', '103.1')!.ja).toBeUndefined();
    expect(b.get('new', '103.1')!.translation).toBeUndefined();
  });

  it('keeps the Japanese rule when only an example changed, the old example beside it', () => {
    const b = book();
    b.add('ja', '115.7e', {
      en: 'Only the final set of targets is evaluated.',
      ja: '最終的な対象だけが評価される。',
      examples: { en: ['Example: any other target.'], ja: ['例：旧い例。'] },
      origin,
    });
    b.add('new', '115.7e', {
      en: 'Only the final set of targets is evaluated.',
      examples: { en: ['Example: another target.'] },
      origin,
    });
    carryTranslations(b);
    const r = b.get('new', '115.7e')!;
    expect(r.ja).toBe('最終的な対象だけが評価される。');
    expect(r.examples.ja).toEqual([]);
    expect(r.translation).toMatchObject({ status: 'carried', examples: ['例：旧い例。'] });
  });

  it('marks garbled Japanese as garbled wherever it is carried or shown as outdated', () => {
    const b = book();
    const g = { line: 7, message: 'spliced', note: 'ウェブからの写しで乱れています。' };
    b.add('ja', '712.5', {
      en: 'There are seven pairs.',
      ja: '7つ存在する。つ存在する。',
      origin,
    }).garbled = [g];
    b.add('ja', '712.6', { en: 'Pairs are listed here.', ja: '一覧の乱れ', origin }).garbled = [g];
    b.add('new', '712.5', { en: 'There are seven pairs.', origin });
    b.add('new', '712.6', { en: 'Pairs are listed here, in order.', origin });
    carryTranslations(b);
    expect(b.get('new', '712.5')!.translation?.status).toBe('carried');
    expect(b.get('new', '712.5')!.garbled).toEqual([g]);
    expect(b.get('new', '712.6')!.translation?.status).toBe('outdated');
    expect(b.get('new', '712.6')!.garbled).toEqual([g]);
    // A copy, not the same object: one version's marks are its own.
    expect(b.get('new', '712.5')!.garbled![0]).not.toBe(g);
  });
});

describe('applyTranslationNotes: the reviewed entries speak Japanese to readers', () => {
  const notes = (note: unknown): TranslationNotes =>
    ({
      version: 'ja',
      pairings: [],
      garbled: [{ number: '712.5', fragment: 'つ存在する。つ', reason: 'printed twice', note }],
    }) as TranslationNotes;
  const apply = (n: TranslationNotes) => {
    const b = book();
    b.add('ja', '712.5', { en: 'There are seven pairs.', ja: '7つ存在する。つ存在する。', origin });
    const text = JSON.stringify(n, null, 2);
    applyTranslationNotes(b, { file: 'content/translations/ja.json', text, notes: n });
    return b;
  };

  it('marks the passage with its Japanese note beside the English reason', () => {
    const b = apply(notes('同じ語句が二度印字されています。'));
    expect(b.get('ja', '712.5')!.garbled).toEqual([
      { line: 1, message: 'printed twice', note: '同じ語句が二度印字されています。' },
    ]);
  });

  it('stops at an entry without a Japanese note, naming file:line', () => {
    expect(() => apply(notes(undefined))).toThrow(/content\/translations\/ja\.json:\d+:.*"note"/);
    expect(() => apply(notes('printed twice'))).toThrow(/needs a "note"/);
  });
});
