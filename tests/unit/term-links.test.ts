// The term linker on hand-made snippets: a small rule book and glossary, reviewed tables written
// to a temporary folder and read as the build reads them. The whole corpus, and the judged sample,
// are scored in tests/integration/corpus.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleBook } from '#scripts/model/rule-book.ts';
import type { GlossaryEntry } from '#scripts/model/types.ts';
import type { BilingualEntry } from '#scripts/link/glossary.ts';
import type { Segment } from '#scripts/link/linker.ts';
import { inCardName, linkTerms, termDictionary, unusedEntries } from '#scripts/link/term-links.ts';
import { displaySegments, dropStraySpaces } from '#scripts/model/segments.ts';
import fc from 'fast-check';
import { readTermSenses, SENSES_FILE, NEVER_LINK_FILE } from '#scripts/read/term-senses.ts';
import { SourceError } from '#scripts/read/source-error.ts';

const V = 'T';
const origin = { file: 'synthetic', line: 1 };

function book(): RuleBook {
  const b = new RuleBook([{ name: V, effective: '2026-01-01', label: 'test', note: '' }]);
  const rules: [string, string][] = [
    ['104.4', 'ゲームが引き分け になる場合がある。'],
    ['110.5', 'パーマネントの位相。'],
    ['117.7', '対応して唱える。'],
    ['122', 'カウンター'],
    ['122.1', 'カウンターとは目印である。'],
    ['303', 'エンチャント'],
    ['500.1', 'ターンは5つのフェイズからなる。'],
    ['701.6', '打ち消す／Counter'],
    ['702.5', 'エンチャント／Enchant'],
    ['702.26', 'フェイジング／Phasing'],
  ];
  for (const [number, ja] of rules) b.add(V, number, { ja, origin });
  return b;
}

const ja = (headword: string, text: string): GlossaryEntry => ({
  term: headword,
  headword,
  reading: headword,
  english: headword,
  text,
  language: 'ja',
  origin,
});
const entry = (id: string, en: string | null, ...senses: GlossaryEntry[]): BilingualEntry => ({
  id,
  en: en === null ? null : { term: id, text: en, language: 'en', origin },
  ja: senses,
  sense: null,
  citesIn: null,
  status: 'own',
  from: V,
});

const glossary: BilingualEntry[] = [
  entry('g-if', null, ja('場合', 'if節 参照。')),
  entry('g-counter', 'See rule 701.6. See rule 122.', ja('カウンター', 'rule 122 参照。')),
  entry('g-during', null, ja('の間に', '(廃語)古いカードの表現。')),
  entry('g-enchantment', null, ja('エンチャント', 'カード・タイプ。rule 303 参照。')),
  entry('g-phase', 'See rule 702.26.', ja('フェイズ', '1. ターンの細目。')),
  entry('g-respond', null, ja('対応', 'rule 117.7 参照。')),
  entry('g-ongoing', null, ja('持続', '特殊タイプ。')),
];

// Reviewed tables as files, read by the build's reader.
const root = mkdtempSync(join(tmpdir(), 'term-senses-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function writeTables(neverLink: unknown, senses: unknown, dir = root) {
  mkdirSync(join(dir, 'content/terms'), { recursive: true });
  writeFileSync(join(dir, NEVER_LINK_FILE), JSON.stringify(neverLink, null, 2));
  writeFileSync(join(dir, SENSES_FILE), JSON.stringify(senses, null, 2));
}
const reason = 'a reason a reviewer can check';
writeTables(
  {
    about: 'test',
    terms: [
      { term: '場合', reason },
      { term: '持続期間', reason },
      { term: '使われない語', reason },
    ],
  },
  {
    about: 'test',
    senses: [
      { term: 'カウンター', target: '122', reason },
      { term: 'フェイズ', after: '・?(?:イン|アウト)', target: '110.5', reason },
      { term: 'フェイズ', target: '500.1', reason },
      { term: 'エンチャント', after: '\\s*[（(]', target: '702.5', reason },
      { term: 'エンチャント', target: '303', reason },
      { term: '対応', after: 'され', target: '117.7', reason },
      { term: '対応', target: null, reason },
      { term: '持続', before: ['ない', 'まだ'], target: '999.9', reason },
    ],
  },
);
const tables = readTermSenses(root);
const dict = termDictionary(book(), V, glossary, tables);

const link = (text: string, rule = '999.1') =>
  linkTerms([{ type: 'text', value: text }], dict, rule);
const links = (segments: Segment[]) =>
  segments.flatMap((s) => (s.type === 'term' ? [[s.raw, s.rule ?? s.href]] : []));

describe('term links: where a word means the defined term', () => {
  it('never links a word the never-link table lists, and still links the terms around it', () => {
    expect(links(link('カウンターを置く場合、エンチャントを選ぶ。').segments)).toEqual([
      ['カウンター', '122'],
      ['エンチャント', '303'],
    ]);
  });

  it('links a term by the sense its context gives: the card type apart from the keyword', () => {
    const { segments, count } = link('英雄譚・エンチャントはエンチャント（クリーチャー）を持つ。');
    expect(links(segments)).toEqual([
      ['エンチャント', '303'],
      ['エンチャント', '702.5'],
    ]);
    expect(count).toBe(2);
  });

  it('overrides the rule a glossary entry cites first: counters are 122, not the verb 701.6', () => {
    expect(links(link('忠誠カウンターと+1/+1カウンター').segments)).toEqual([
      ['カウンター', '122'],
    ]);
    // Without the tables the glossary's first citation wins.
    const plain = termDictionary(book(), V, glossary);
    expect(
      links(linkTerms([{ type: 'text', value: '忠誠カウンター' }], plain, '999.1').segments),
    ).toEqual([['カウンター', '701.6']]);
  });

  it('never links a phase of the turn to phasing; phased in or out is the status', () => {
    expect(links(link('このフェイズの間、フェイズ・アウトしている。').segments)).toEqual([
      ['フェイズ', '500.1'],
      ['フェイズ', '110.5'],
    ]);
  });

  it('skips an everyday use and links a later use in the defined sense', () => {
    const { segments } = link('タイプに対応する能力は、対応されることもない。');
    expect(links(segments)).toEqual([['対応', '117.7']]);
    const text = segments.map((s) => (s.type === 'text' ? s.value : s.raw)).join('');
    expect(text).toBe('タイプに対応する能力は、対応されることもない。');
  });

  it('does not link an obsolete glossary entry (「（廃語）」)', () => {
    expect(dict.byTerm.has('の間に')).toBe(false);
    expect(link('ターンの間に唱える。').count).toBe(0);
  });

  it('matches a listed phrase as a whole, so the term inside it does not link', () => {
    expect(link('持続期間が過ぎる。').count).toBe(0);
  });

  it('never links a rule to its own definition', () => {
    expect(link('カウンターとは目印である。', '122.1').count).toBe(0);
    expect(link('カウンターとは目印である。', '121').count).toBe(1);
  });

  it('links the first occurrence of a term in each sense once per rule', () => {
    expect(
      links(link('カウンター、カウンター、エンチャント（）、エンチャント（）').segments),
    ).toEqual([
      ['カウンター', '122'],
      ['エンチャント', '702.5'],
    ]);
  });
});

describe('term links: never inside a card name (#35.6)', () => {
  it('links nothing in 《…》, and the same term after it', () => {
    expect(links(link('《カウンターの魔術師》は、カウンターを置く。').segments)).toEqual([
      ['カウンター', '122'],
    ]);
    // A card name split by another segment (a rule reference inside a quoted name) still counts.
    const { segments } = linkTerms(
      [
        { type: 'text', value: '《エンチャント' },
        { type: 'mana', raw: '{W}', symbols: ['W'] },
        { type: 'text', value: 'の守護者》とエンチャント' },
      ],
      dict,
      '999.1',
    );
    expect(links(segments)).toEqual([['エンチャント', '303']]);
  });
  it('property: no term link stands between a 《 and its 》', () => {
    const words = ['カウンター', 'エンチャント', 'フェイズ', 'を置く', '、', '《', '》', '場合'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const { segments } = link(text);
        let at = 0;
        for (const s of segments) {
          if (s.type === 'term') expect(inCardName(text, at), `${text} @${at}`).toBe(false);
          at += (s.type === 'text' ? s.value : s.raw).length;
        }
        // The text is kept as it was.
        expect(segments.map((s) => (s.type === 'text' ? s.value : s.raw)).join('')).toBe(text);
      }),
    );
  });
});

describe("the display drops the web copy's stray spaces between Japanese characters (#35.6)", () => {
  it('drops a space between two Japanese characters, across a link too; keeps one beside a number or a Latin word', () => {
    expect(dropStraySpaces('攻撃 プレイヤーは接死 ダメージを受ける。')).toEqual({
      text: '攻撃プレイヤーは接死ダメージを受ける。',
      removed: 2,
    });
    expect(dropStraySpaces('rule 8〔多人数戦〕参照。Lv 3 の 2 体').text).toBe(
      'rule 8〔多人数戦〕参照。Lv 3 の 2 体',
    );
    const shown = displaySegments([
      { type: 'term', raw: '接死', href: '/r/702.2/', version: V, rule: '702.2' },
      { type: 'text', value: ' ダメージ  と {T} ' },
      { type: 'mana', raw: '{T}', symbols: ['T'] },
      { type: 'text', value: ' を' },
    ]);
    expect(shown.segments.map((s) => (s.type === 'text' ? s.value : s.raw)).join('')).toBe(
      '接死ダメージと {T} {T} を',
    );
    expect(shown.removed).toBe(3);
  });
  it('property: only spaces go, each between two Japanese characters, and none is left between two', () => {
    const pieces = [
      '攻撃',
      'プレイヤー',
      'の',
      '、',
      '「',
      '」',
      ' ',
      '  ',
      'Lv',
      '3',
      '{T}',
      'rule',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        const { text: out, removed } = dropStraySpaces(text);
        expect(out.replace(/ /g, '')).toBe(text.replace(/ /g, ''));
        expect(text.length - out.length).toBe(removed);
        expect(out).not.toMatch(/[ぁ-んァ-ヶー一-龠、「」] +[ぁ-んァ-ヶー一-龠、「」]/);
        // A space beside a digit or a Latin letter stays.
        const kept = (t: string) =>
          (t.match(/(?<=[0-9A-Za-z}]) +| +(?=[0-9A-Za-z{])/g) ?? []).join('');
        expect(kept(out)).toBe(kept(text));
      }),
    );
  });
});

describe('term links: the reviewed tables', () => {
  it('reports an entry that decided nothing, and a target the version lacks, by file:line', () => {
    const used = new Set(
      [
        'カウンターを置く場合',
        'エンチャント（）',
        'フェイズ・イン',
        '対応する',
        '持続期間',
      ].flatMap((t) => [...link(t).decided]),
    );
    const unused = unusedEntries(tables, used);
    expect(unused.map((u) => [u.term, u.file])).toEqual(
      expect.arrayContaining([
        ['使われない語', NEVER_LINK_FILE],
        ['持続', SENSES_FILE],
      ]),
    );
    expect(unused.find((u) => u.term === '使われない語')!.line).toBe(13);
    expect(dict.problems).toEqual([
      {
        file: SENSES_FILE,
        line: expect.any(Number),
        term: '持続',
        message: `${V} has no rule 999.9`,
      },
    ]);
  });

  it('reads a pattern list as any of them, anchored at the term', () => {
    const ongoing = tables.senses.find((s) => s.term === '持続')!;
    expect(ongoing.before!.test('まだ')).toBe(true);
    expect(ongoing.before!.test('まだ。')).toBe(false);
  });

  it('stops on a bad entry with the file and the line of that entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'term-senses-bad-'));
    try {
      writeTables(
        { about: 'x', terms: [] },
        {
          about: 'x',
          senses: [
            { term: 'a', target: '122', reason },
            { term: 'b', target: '122' },
          ],
        },
        dir,
      );
      expect(() => readTermSenses(dir)).toThrow(SourceError);
      expect(() => readTermSenses(dir)).toThrow(/senses\.json:10: senses\.1\.reason/);
      writeTables(
        { about: 'x', terms: [] },
        { about: 'x', senses: [{ term: 'a', before: '(', target: '122', reason }] },
        dir,
      );
      expect(() => readTermSenses(dir)).toThrow(/senses\.json:5: bad pattern/);
      writeTables(
        {
          about: 'x',
          terms: [
            { term: 'a', reason },
            { term: 'a', reason },
          ],
        },
        { about: 'x', senses: [] },
        dir,
      );
      expect(() => readTermSenses(dir)).toThrow(/never-link\.json:9: 「a」 is listed twice/);
      writeTables(
        { about: 'x', terms: [] },
        { about: 'x', senses: [{ term: 'a', target: 'rule 122', reason }] },
        dir,
      );
      expect(() => readTermSenses(dir)).toThrow(/a rule number or "glossary:<headword>"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads no tables as none (a project without content/terms/)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'term-senses-none-'));
    try {
      expect(readTermSenses(dir)).toEqual({ neverLink: [], senses: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
