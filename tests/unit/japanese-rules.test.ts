// The whole rules in Japanese (20260116.0): the importer of the web copy, its irregularities,
// the hand-reviewed pairings, carried and outdated translations in other versions, and the
// bilingual glossary.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { parseCrJaWeb } from '../../scripts/parse/cr-ja-web.ts';
import { parseCrText } from '../../scripts/parse/cr-text.ts';
import { runPipeline } from '../../scripts/pipeline.ts';
import { englishKey } from '../../scripts/link/translations.ts';
import { pairGlossary, termKey } from '../../scripts/link/glossary-pairs.ts';
import { ROOT, seed } from './helpers.ts';
import { fixtureCases, outcome } from './fixtures.ts';

const jaFile = 'content/sources/cr-ja/20260116.txt';
const doc = parseCrJaWeb(seed('cr-ja/20260116').src);
const en = parseCrText(seed('cr-en/2026-01-16').src);
const { book, report } = runPipeline(ROOT);

describe('fixtures: tests/fixtures/parse/cr-ja-web/ (the structure, each irregular form with its diagnostics, errors)', () => {
  for (const c of fixtureCases('parse/cr-ja-web')) it(c.name, () => c.expect('expected.json', outcome(() => parseCrJaWeb(c.source()))));
});

describe('the Japanese importer (cr-ja/20260116.txt)', () => {
  it('reads the header, もくじ, はじめに, rules, glossary, credits and the date on the last line', () => {
    expect(doc.effectiveDate).toBe('2026-01-16');
    expect(doc.header.join('\n')).toContain('日本マジックジャッジルール文書翻訳チーム');
    expect(doc.contents.find((c) => c.number === '506')!.title).toBe('戦闘フェイズ');
    expect(doc.introduction[0]).toMatch(/^この文書は、マジック：ザ・ギャザリングの競技的ゲームプレイにおける最高権威である。/);
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
    expect(byNumber.get('701.20c')!.text).toBe('すでに公開されているカードを再度公開することを選んでもよい。');
    expect(byNumber.get('701.20c')!.examples[0]).toMatch(/^例：《テレパシー》/);
  });

  it('reads each irregular form the README lists, and reports it with its line', () => {
    const at = (kind: string) => doc.irregularities.filter((x) => x.kind === kind).map((x) => `${x.where}:${x.line}`);
    expect(at('number-glued')).toEqual(expect.arrayContaining(['708.12:3019', '709.5b:3036', '709.5e:3039', '709.5h:3042', '701.58a:2040', '719.3a:3204', '727.1a:3288', '904.13b:3701', '904.13d:3703']));
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
    expect(doc.irregularities.filter((x) => x.kind === 'html-remnant').map((x) => x.where)).toEqual(['111.10t', '510.1c', '707.11', '用語集「ドア」']);
    const garbled = (n: string) => book.get('20260116.0', n)!.garbled?.length ?? 0;
    for (const n of ['111.10r', '111.10t', '118.9', '510.1c', '707.11', '712.5']) expect(garbled(n), n).toBeGreaterThan(0);
    expect(garbled('100.1')).toBe(0);
    expect(book.get('20260116.0', '111.10r')!.ja).toMatch(/^「若き英雄／Yanggu」「ヤンリン／Yanling」/);
    expect(book.get('20260116.0', '118.9')!.garbled![0]!.line).toBe(593);
  });

  it('reads a glossary headword printed without its term (「（へや）／Room」) and reports it', () => {
    const room = doc.glossary.find((g) => g.english === 'Room')!;
    expect(room.headword).toBe('');
    expect(room.reading).toBe('へや');
    expect(room.text).toMatch(/ダンジョン・カードの小区分/);
    expect(doc.irregularities.find((x) => x.kind === 'headword-missing')!.line).toBe(4944);
  });

  it('puts every irregularity in the build report with file:line', () => {
    expect(report.irregularities.length).toBe(doc.irregularities.length + 2);
    for (const x of report.irregularities) expect(x.file).toBe(jaFile);
    expect(report.irregularities.filter((x) => x.kind === 'spliced-text').map((x) => `${x.where}:${x.line}`)).toEqual(['111.10r:432', '118.9:593']);
  });

  it('has a command line: npm run -s rules -- parse on the Japanese file', () => {
    const run = spawnSync('npm', ['run', '-s', 'rules', '--', 'parse', jaFile], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as { effectiveDate: string; rules: unknown[]; glossary: { term: string; reading: string; english: string }[]; irregularities: unknown[] };
    expect(out.effectiveDate).toBe('2026-01-16');
    expect(out.rules).toHaveLength(doc.rules.length);
    expect(out.glossary[0]).toMatchObject({ term: '相棒', reading: 'あいぼう', english: 'Companion' });
    expect(run.stderr).toContain(`${jaFile}:1175: note: 500.10a: rule number 500.10a alone on its line`);
  });
});

describe('20260116.0: the Japanese with the English', () => {
  it('shows Japanese for every numbered rule but 610.5 (「日本語訳なし」)', () => {
    const missing = book.all('20260116.0').filter((r) => r.number.includes('.') && r.ja === undefined);
    expect(missing.map((r) => r.number)).toEqual(['610.5']);
    expect(book.get('20260116.0', '610.5')!.en).toBeDefined();
  });

  it('pairs the lagging 805.10f/805.10g by hand: the English 805.10f gets the Japanese 805.10g, the old 805.10f is shown as lagging', () => {
    const f = book.get('20260116.0', '805.10f')!;
    expect(f.ja).toMatch(/^戦闘ダメージ・ステップ開始に際して/);
    expect(f.jaPrintedAs).toBe('805.10g');
    expect(f.lagging!.text).toMatch(/ダメージ割り振り順を宣言する/);
    expect(f.lagging!.lagsBehind).toEqual({ version: '20231117.0', number: '805.10f' });
    expect(book.has('20260116.0', '805.10g')).toBe(false);
    // The lagging text still translates the rule it was made from.
    expect(book.get('20231117.0', '805.10f')!.translation).toMatchObject({ status: 'carried', version: '20260116.0', number: '805.10f' });
  });
});

describe('Japanese in the other versions: carried where the English is the same, outdated where it changed', () => {
  const same = (a: string, b: string, n: string) => englishKey(book.get(a, n)!.en!) === englishKey(book.get(b, n)!.en!);

  it('carries the translation where the English of 2026-06-19 equals that of 2026-01-16 (702.19b trample)', () => {
    expect(same('2026-06-19', '20260116.0', '702.19b')).toBe(true);
    const r = book.get('2026-06-19', '702.19b')!;
    expect(r.translation).toMatchObject({ status: 'carried', version: '20260116.0', number: '702.19b' });
    expect(r.ja).toBe(book.get('20260116.0', '702.19b')!.ja);
  });

  it('marks as outdated the Japanese of rules whose English changed (104.6, 205.3j), never as the rule text', () => {
    for (const n of ['104.6', '205.3j']) {
      expect(same('2026-06-19', '20260116.0', n), n).toBe(false);
      const r = book.get('2026-06-19', n)!;
      expect(r.ja, n).toBeUndefined();
      expect(r.translation, n).toMatchObject({ status: 'outdated', version: '20260116.0', number: n });
    }
  });

  it('follows a renumbering when the English moved unchanged (601.7 of 2026-06-19 is 601.6 of 2026-01-16)', () => {
    expect(englishKey(book.get('2026-06-19', '601.7')!.en!)).toBe(englishKey(book.get('20260116.0', '601.6')!.en!));
    expect(book.get('2026-06-19', '601.7')!.translation).toMatchObject({ status: 'carried', number: '601.6' });
  });

  it('shows the subgame rules (729 in 2026-06-19) with the older Japanese of 728 as outdated: their references were renumbered', () => {
    expect(book.get('2026-06-19', '729.5')!.translation).toMatchObject({ status: 'outdated', version: '20260116.0', number: '728.5' });
  });

  it('works backwards: 2025-11-14 and 20231117.0 gain Japanese where their English did not change, and a seed quote wins', () => {
    const old = book.get('2025-11-14', '100.1')!;
    expect(same('2025-11-14', '20260116.0', '100.1')).toBe(true);
    expect(old.translation?.status).toBe('carried');
    const quoted = book.get('20231117.0', '506.4c');
    expect(quoted?.ja).toBeDefined();
    expect(quoted?.translation).toBeUndefined();
  });

  it('counts own, carried, outdated and English-only rules per version in the report', () => {
    const c = report.japanese;
    expect(c['20260116.0']).toEqual({ own: book.count('20260116.0') - 1, carried: 0, outdated: 0, englishOnly: 1 });
    for (const v of ['2025-11-14', '2026-02-27', '2026-04-17', '2026-06-19']) {
      expect(c[v]!.own + c[v]!.carried + c[v]!.outdated + c[v]!.englishOnly).toBe(book.count(v));
      expect(c[v]!.carried / book.count(v)).toBeGreaterThan(0.9);
      expect(c[v]!.outdated).toBeGreaterThan(0);
    }
  });
});

describe('the glossary, Japanese first', () => {
  const entries = book.glossary.get('20260116.0')!;
  const pairing = pairGlossary(entries);

  it('pairs at least 99 % of the 725 English entries, and reports those left', () => {
    const english = entries.filter((g) => g.language === 'en');
    expect(english).toHaveLength(725);
    const paired = new Set(pairing.pairs.map((p) => p.en));
    expect(paired.size / english.length).toBeGreaterThanOrEqual(0.99);
    const left = report.glossary.find((g) => g.version === '20260116.0')!;
    expect(left.unpaired.map((u) => u.term)).toEqual(pairing.unpairedEn.map((e) => e.term));
    for (const u of left.unpaired) expect(u.line).toBeGreaterThan(0);
  });

  it('pairs through the forms the two glossaries differ in', () => {
    const enOf = (english: string) => pairing.pairs.filter((p) => p.ja.english === english).map((p) => p.en.term);
    expect(enOf('Counter(n)')).toEqual(['Counter']);
    expect(enOf('Counter(v)')).toEqual(['Counter']);
    expect(enOf('Die')).toEqual(['Dies']);
    expect(enOf('Staion Cards')).toEqual(['Station Cards']);
    expect(enOf('Kicker')).toEqual(['Kicker, Kicked']);
    expect(enOf('Companion')).toEqual(['Companion']);
    expect(termKey('Banding, “Bands with Other”')).toBe(termKey('Banding/"Bands with Other"'));
  });

  it('never pairs one Japanese headword twice, and pairs each English entry with at most its senses', () => {
    const ja = pairing.pairs.map((p) => p.ja);
    expect(new Set(ja).size).toBe(ja.length);
    const perEnglish = new Map<string, number>();
    for (const p of pairing.pairs) perEnglish.set(p.en.term, (perEnglish.get(p.en.term) ?? 0) + 1);
    const shared = [...perEnglish].filter(([, n]) => n > 1).map(([t]) => t);
    // Shared only by the senses of one term (Counter(n)/Counter(v), 統率者 Commander(2)/統率者戦 Commander(1); アーチエネミー戦 Archenemy and 魔王 Archenemy(2)).
    expect(shared.sort()).toEqual(['Archenemy', 'Commander', 'Counter', 'Draw', 'Vanguard']);
    for (const t of shared) expect(pairing.pairs.filter((p) => p.en.term === t && !/\(\w+\)$/.test(p.ja.english!)).length, t).toBeLessThanOrEqual(1);
  });
});
