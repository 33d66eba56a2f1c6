// The whole rules in Japanese (20260116.0): the importer of the web copy and its irregularities,
// on fixtures (tests/fixtures/parse/cr-ja-web/) and on the real file. What needs the whole corpus
// (the hand-reviewed pairings, carried and outdated translations in other versions, the bilingual
// glossary, the build report) is in tests/integration/corpus.test.ts.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { parseCrJaWeb } from '#scripts/parse/cr-ja-web.ts';
import { parseCrText } from '#scripts/parse/cr-text.ts';
import { ROOT, seed } from './helpers.ts';
import { fixtureCases, outcome } from './fixtures.ts';

const jaFile = 'content/sources/cr-ja/20260116.txt';
const doc = parseCrJaWeb(seed('cr-ja/20260116').src);
const en = parseCrText(seed('cr-en/2026-01-16').src);

describe('fixtures: tests/fixtures/parse/cr-ja-web/ (the structure, each irregular form with its diagnostics, errors)', () => {
  for (const c of fixtureCases('parse/cr-ja-web'))
    it(c.name, () =>
      c.expect(
        'expected.json',
        outcome(() => parseCrJaWeb(c.source())),
      ),
    );
});

describe('the Japanese importer (cr-ja/20260116.txt)', () => {
  it('reads the header, もくじ, はじめに, rules, glossary, credits and the date on the last line', () => {
    expect(doc.effectiveDate).toBe('2026-01-16');
    expect(doc.header.join('\n')).toContain('日本マジックジャッジルール文書翻訳チーム');
    expect(doc.contents.find((c) => c.number === '506')!.title).toBe('戦闘フェイズ');
    expect(doc.introduction[0]).toMatch(
      /^この文書は、マジック：ザ・ギャザリングの競技的ゲームプレイにおける最高権威である。/,
    );
    expect(doc.credits.join('\n')).toContain('翻訳：日本マジックジャッジルール文書翻訳チーム');
    expect(doc.unplaced).toEqual([]);
  });

  it('has every numbered rule of the English 2026-01-16 but 610.5, and 805.10g, which lags the English', () => {
    const ja = new Set(doc.rules.map((r) => r.number));
    const numbered = en.rules.filter((r) => r.number.includes('.'));
    expect(numbered).toHaveLength(3114);
    expect(numbered.filter((r) => !ja.has(r.number)).map((r) => r.number)).toEqual(['610.5']);
    expect([...ja].filter((n) => !en.rules.some((r) => r.number === n))).toEqual(['805.10g']);
    expect(new Set(doc.rules.map((r) => r.number)).size).toBe(doc.rules.length);
  });

  it('reads examples written 例： and 例:, alone on their line or on the rule line', () => {
    const byNumber = new Map(doc.rules.map((r) => [r.number, r]));
    expect(byNumber.get('101.4')!.examples[0]).toMatch(/^例:「各プレイヤーはそれぞれ/);
    expect(byNumber.get('101.2')!.examples[0]).toMatch(/^例：「このターン/);
    expect(byNumber.get('123.6b')!.examples[0]).toMatch(/^例：\nプレイヤーが「Dark」/);
    expect(byNumber.get('701.20c')!.text).toBe(
      'すでに公開されているカードを再度公開することを選んでもよい。',
    );
    expect(byNumber.get('701.20c')!.examples[0]).toMatch(/^例：《テレパシー》/);
  });

  it('reads each irregular form the README lists, and reports it with its line', () => {
    const at = (kind: string) =>
      doc.irregularities.filter((x) => x.kind === kind).map((x) => `${x.where}:${x.line}`);
    expect(at('number-glued')).toEqual(
      expect.arrayContaining([
        '708.12:3019',
        '709.5b:3036',
        '709.5e:3039',
        '709.5h:3042',
        '701.58a:2040',
        '719.3a:3204',
        '727.1a:3288',
        '904.13b:3701',
        '904.13d:3703',
      ]),
    );
    expect(at('number-alone')).toEqual(['500.10a:1175']);
    expect(at('space-before-dot')).toEqual(['720:3207']);
    expect(at('printed-twice')).toEqual(['505.4:1201']);
    expect(at('number-repeated')).toEqual(['702.189:2859']);
    expect(at('phrase-repeated')).toEqual(['712.5:3079']);
    const byNumber = new Map(doc.rules.map((r) => [r.number, r]));
    expect(byNumber.get('708.12')!.text).toMatch(/^裏向き/);
    expect(byNumber.get('500.10a')!.line).toBe(1175);
    expect(byNumber.get('500.10a')!.text.length).toBeGreaterThan(10);
    expect(byNumber.get('720')!.text).toBe('前兆カード');
    expect(byNumber.get('702.189')!.text).toBe('火の技／Firebending');
    // The first of the two 505.4 lines is kept: it has the words the English has ("with one or more chapter abilities").
    expect(byNumber.get('505.4')!.text).toContain('1つ以上の章能力を持つ英雄譚');
  });

  it('keeps garbled passages exactly as published, and marks them', () => {
    const byNumber = new Map(doc.rules.map((r) => [r.number, r]));
    expect(byNumber.get('712.5')!.text).toBe('合体する組は7つ存在する。つ存在する。');
    expect(byNumber.get('111.10t')!.text).toContain('あなたのY">ライブラリー');
    expect(doc.irregularities.filter((x) => x.kind === 'html-remnant').map((x) => x.where)).toEqual(
      ['111.10t', '510.1c', '707.11', '用語集「ドア」'],
    );
  });

  it('reads a glossary headword printed without its term (「（へや）／Room」) and reports it', () => {
    const room = doc.glossary.find((g) => g.english === 'Room')!;
    expect(room.headword).toBe('');
    expect(room.reading).toBe('へや');
    expect(room.text).toMatch(/ダンジョン・カードの小区分/);
    expect(doc.irregularities.find((x) => x.kind === 'headword-missing')!.line).toBe(4944);
  });

  it('has a command line: npm run -s rules -- parse on the Japanese file', () => {
    const run = spawnSync('npm', ['run', '-s', 'rules', '--', 'parse', jaFile], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as {
      effectiveDate: string;
      rules: unknown[];
      glossary: { term: string; reading: string; english: string }[];
      irregularities: unknown[];
    };
    expect(out.effectiveDate).toBe('2026-01-16');
    expect(out.rules).toHaveLength(doc.rules.length);
    expect(out.glossary[0]).toMatchObject({
      term: '相棒',
      reading: 'あいぼう',
      english: 'Companion',
    });
    expect(run.stderr).toContain(
      `${jaFile}:1175: note: 500.10a: rule number 500.10a alone on its line`,
    );
  });
});
