import { describe, expect, it } from 'vitest';
import { parseFaq2004, type FaqBlock } from '#scripts/parse/faq-2004.ts';
import { buildCatalogue, compareCardNames, startsWithKana } from '#scripts/link/cards.ts';
import meta from '../../content/faq/champions-of-kamigawa.json' with { type: 'json' };
import type { SourceEntry } from '#scripts/model/types.ts';
import { seed } from './helpers.ts';
import { fixtureCases, outcome } from './fixtures.ts';

const { entry, src } = seed('002');
const faq = parseFaq2004(src, entry);
const raw = src.lines[0]!;
const blocks = faq.sections.flatMap((s) => s.blocks);
const of = <T extends FaqBlock['type']>(t: T) =>
  blocks.filter((b): b is Extract<FaqBlock, { type: T }> => b.type === t);

describe('fixtures: tests/fixtures/parse/faq-2004/ (an excerpt: header, chapters, mechanics, cards, a flip card, errata, quoted rules; errors)', () => {
  const entryOf = (given: Partial<SourceEntry>): SourceEntry => ({
    file: 'input.txt',
    format: 'faq-2004',
    title: '',
    attribution: '',
    sourceUrl: null,
    language: 'ja',
    rulesVersions: [],
    ...given,
  });
  for (const c of fixtureCases('parse/faq-2004'))
    it(c.name, () =>
      c.expect(
        'expected.json',
        outcome(() => parseFaq2004(c.source(), entryOf(c.json('entry.json')))),
      ),
    );
});

describe('the 2004 FAQ format', () => {
  it('reads the header: title, compilers, dates and the three chapters', () => {
    expect(faq.title).toBe('神河物語ＦＡＱ（よくある質問集）');
    expect(faq.compilers).toEqual(['Paul Barclay', 'David DeLaney', 'Jeff Jordan']);
    expect(faq.dates.slice(0, 2)).toEqual([
      { label: 'プレリリース開催日', text: '2004年9月18-19日' },
      { label: '公式発売日', text: '2004年10月1日' },
    ]);
    expect(faq.chapters.map((c) => c.title)).toEqual([
      '「レジェンド・ルール」と伝説のパーマネント',
      '一般注釈',
      'カード別注釈',
    ]);
  });

  it('finds the ten mechanic sections of chapter 2', () => {
    expect(faq.sections.filter((s) => s.kind === 'mechanic').map((s) => s.title)).toEqual([
      '武士道',
      '反転カード',
      '転生',
      '連繋（秘儀）',
      '警戒',
      '壁と防衛能力',
      '詐欺師',
      '本殿',
      '明神',
      'ずべら',
    ]);
  });

  it('finds every card entry: one per card-notes part, and those in the other chapters', () => {
    const parts = raw.split(' ---- ');
    const cardParts = parts.slice(
      parts.findIndex((p) => p.startsWith('カード別注釈')),
      -1,
    );
    const cards = of('card');
    expect(faq.sections.filter((s) => s.kind === 'card')).toHaveLength(cardParts.length);
    expect(cards).toHaveLength(cardParts.length + 11);
    // Entries written without 《》 are cards too.
    expect(cards.map((c) => c.card.faces[0]!.nameJa)).toEqual(
      expect.arrayContaining(['浄火明神', '献身的な家来', '氷河の光線']),
    );
  });

  it('reads cost, type line, P/T and text', () => {
    const hatamoto = of('card').find((c) => c.card.faces[0]!.nameJa === '今田の旗本')!.card
      .faces[0]!;
    expect(hatamoto).toEqual({
      nameJa: '今田の旗本',
      nameEn: "Konda's Hatamoto",
      cost: '{1}{W}',
      typeLine: 'クリーチャー ― 人間・侍',
      pt: '1/2',
      note: null,
      text: '武士道 1 （これがブロックに参加するかブロックされた状態になるたび、それはターン終了時まで+1/+1の修整を受ける。） あなたが伝説の侍をコントロールしているかぎり、今田の旗本は+1/+2の修整を受けるとともに警戒を持つ。（このクリーチャーは攻撃に参加してもタップしない。）',
    });
    const land = of('card').find((c) => c.card.faces[0]!.nameJa === '山賊の頭の間')!.card.faces[0]!;
    expect([land.cost, land.typeLine, land.pt]).toEqual([null, '伝説の土地', null]);
  });

  it('splits flip cards into two faces at ++++++++++', () => {
    const flips = of('card').filter((c) => c.card.faces.length === 2);
    expect(flips.map((c) => c.card.faces.map((f) => f.nameJa))).toEqual([
      ['鼠の墓荒らし', '冒涜する者、夜目'],
      ['武道家の庭師', '生命の織り手、土塊'],
    ]);
    expect(flips[1]!.card.faces[1]).toMatchObject({
      nameEn: 'Dokai, Weaver of Life',
      typeLine: '伝説のクリーチャー ― 人間・モンク',
      pt: '3/3',
    });
  });

  it('counts every ＊ as a ruling or an erratum, and finds both errata', () => {
    const stars = raw.split('＊').length - 1;
    expect(of('ruling').length + of('erratum').length).toBe(stars);
    expect(of('erratum')).toHaveLength(2);
    for (const e of of('erratum')) expect(e.text).toMatch(/“残忍な詐欺師”の誤植である/);
  });

  it('reads the quoted rules of 2004-10-01, with their examples', () => {
    const numbers = of('rules').flatMap((b) => b.rules.map((r) => r.number));
    expect(numbers).toEqual(
      expect.arrayContaining([
        '420.5e',
        '502.38',
        '502.38a',
        '502.38b',
        '502.38c',
        '502.39a',
        '502.40a',
        '502.40e',
        '502.14a',
        '502.41b',
        '508',
        '508.1',
        '508.1c',
        '509',
        '509.1a',
        '509.3',
      ]),
    );
    const r = of('rules')
      .flatMap((b) => b.rules)
      .find((x) => x.number === '502.40c')!;
    expect(r.examples).toHaveLength(1);
    expect(r.examples[0]).toMatch(/^例：赤の/);
  });

  it('loses no text: every word of the FAQ is in some block', () => {
    const asText = (b: FaqBlock): string =>
      b.type === 'card'
        ? b.card.faces
            .map(
              (f) =>
                `《${f.nameJa}/${f.nameEn}》 ${f.note ?? ''} ${f.cost ?? ''} ${f.typeLine} ${f.pt ?? ''} ${f.text}`,
            )
            .join(' ++++++++++ ') + ` ${b.card.rulings.join(' ')}`
        : b.type === 'rules'
          ? b.rules.map((r) => `${r.number} ${r.text} ${r.examples.join(' ')}`).join(' ')
          : b.type === 'erratum'
            ? `＃＃訂正＃＃ ${b.text}`
            : b.text;
    const kept = faq.sections
      .map((s) => `${s.title} ${s.blocks.map(asText).join(' ')}`)
      .join(' ')
      .replace(/\s+/g, '');
    for (const sentence of raw.replaceAll(' ---- ', ' ').split(/(?<=。)/)) {
      for (const piece of sentence
        .split(/\s+|＊|\+{10}|(?<=》)|(?=《)/)
        .filter((p) => p.length > 1))
        expect(kept, piece).toContain(
          piece
            .replace(/^(\d{3}\.(?:\d+[a-z]?)?)\.(?=\S)/, '$1')
            .replace(/^(\d{3}(?:\.\d+[a-z]?)?)\.$/, '$1'),
        );
    }
  });

  it('names the character offset and the text around a structure error', () => {
    const broken = raw.replace(
      ' ++++++++++ 《生命の織り手、土塊/Dokai, Weaver of Life》 伝説のクリーチャー',
      ' ++++++++++ 生命の織り手',
    );
    expect(() => parseFaq2004({ ...src, lines: [broken] }, entry)).toThrow(
      /^content\/sources\/002_7495dbd995a90408\.txt:1: offset \d+ \(near ".*"\): expected the flipped face/,
    );
  });
});

describe('cards, mechanics and links', () => {
  const catalogue = buildCatalogue(faq, 'champions-of-kamigawa', meta.mechanics);
  it('has a page for every card the FAQ prints or names', () => {
    expect(catalogue.filter((c) => c.entry)).toHaveLength(50);
    expect(catalogue).toHaveLength(75);
    const named = new Set([...raw.matchAll(/《([^《》/]+)/g)].map((m) => m[1]!.trim()));
    const known = new Set(catalogue.flatMap((c) => [c.nameJa, c.backFace?.nameJa].filter(Boolean)));
    for (const n of named) expect(known.has(n), n).toBe(true);
  });
  it('orders the cards 五十音 by kana, names starting with kanji after (the FAQ gives no readings)', () => {
    const names = catalogue.map((c) => c.nameJa);
    const kana = names.filter(startsWithKana);
    expect(kana.length).toBeGreaterThan(0);
    expect(names.slice(0, kana.length)).toEqual(kana);
    expect(names.slice(kana.length).some(startsWithKana)).toBe(false);
    // Katakana is read as hiragana: ウ sorts with う, before え.
    const order = ['えるふ', 'ウヨウ', 'あき'].map((nameJa) => ({ nameJa }));
    expect(order.sort(compareCardNames).map((c) => c.nameJa)).toEqual(['あき', 'ウヨウ', 'えるふ']);
    expect(startsWithKana('エルフの笛吹き')).toBe(true);
    expect(startsWithKana('骨齧り')).toBe(false);
  });
  it('keeps both faces of a flip card on one page', () => {
    const c = catalogue.find((x) => x.nameJa === '悪忌の溶岩走り')!;
    expect(c.backFace).toEqual({ nameJa: '岩生まれのトクトク', nameEn: 'Tok-Tok Volcano Born' });
    expect(catalogue.some((x) => x.nameJa === '岩生まれのトクトク')).toBe(false);
  });
  it('attaches the erratum to the card it corrects', () => {
    expect(catalogue.find((x) => x.nameJa === '残忍な詐欺師')!.errata).toHaveLength(1);
    expect(catalogue.find((x) => x.nameJa === '残酷な詐欺師')!.errata).toHaveLength(0);
  });
});
