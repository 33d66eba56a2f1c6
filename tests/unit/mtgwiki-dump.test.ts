import { describe, expect, it } from 'vitest';
import { parseWikiDump } from '#scripts/parse/mtgwiki-dump.ts';
import { detectFormat } from '#scripts/parse/formats.ts';
import type { Article, QuotedRule, SourceEntry } from '#scripts/model/types.ts';
import { seed, synthetic } from './helpers.ts';
import { fixtureCases, outcome } from './fixtures.ts';

function parse(prefix: string): Article {
  const { entry, src } = seed(prefix);
  return parseWikiDump(src, entry);
}

function flatten(rules: QuotedRule[]): QuotedRule[] {
  return rules.flatMap((r) => [r, ...flatten(r.children)]);
}

function quote(a: Article) {
  const blocks = a.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'rules-quote');
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
}

describe('fixtures: tests/fixtures/parse/mtgwiki-dump/ (both variants, see-also lists, quoted rules, cuts, bad input)', () => {
  // entry.json holds what the manifest says of the file (its title, the rules versions it quotes).
  const entryOf = (given: Partial<SourceEntry>): SourceEntry => ({
    file: 'input.txt',
    format: 'mtgwiki-dump',
    title: '',
    attribution: '',
    sourceUrl: null,
    language: 'ja',
    rulesVersions: [],
    ...given,
  });
  for (const c of fixtureCases('parse/mtgwiki-dump'))
    it(c.name, () =>
      c.expect(
        'expected.json',
        outcome(() => parseWikiDump(c.source(), entryOf(c.json('entry.json')))),
      ),
    );
});

describe('MTG Wiki dump, variant 「提供：MTG Wiki」 (Shahrazad)', () => {
  const a = parse('000');
  it('has its title, attribution and no source URL', () => {
    expect(a.title).toBe('Shahrazad');
    expect(a.source.attribution).toBe('提供：MTG Wiki');
    expect(a.source.sourceUrl).toBeNull();
    expect(a.rulesVersion).toBe('20231117.0');
  });
  it('finds the section headings in order', () => {
    expect(a.sections.map((s) => s.heading)).toEqual([
      '参考',
      '総合ルール',
      '引用：総合ルール 20231117.0',
    ]);
  });
  it('keeps the intro paragraphs and nests lists by indentation', () => {
    const kinds = a.intro.map((b) => b.type);
    expect(kinds).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
      'list',
      'paragraph',
      'list',
      'paragraph',
    ]);
    const list = a.intro[3]!;
    if (list.type !== 'list') throw new Error('expected list');
    expect(list.items).toHaveLength(2);
    expect(list.items[1]!.text).toMatch(/^2007年7月のOracle改訂/);
    expect(list.items[1]!.children.map((c) => c.text.slice(0, 12))).toEqual([
      'サブゲームで積極的に対戦',
      '改訂前は待機との相性が良',
    ]);
    expect(list.items[1]!.origin.line).toBe(12);
  });
  it('reads the quoted rules as a tree of numbered rules in 20231117.0', () => {
    const q = quote(a);
    expect(q.version).toBe('20231117.0');
    const all = flatten(q.rules);
    expect(all[0]!.number).toBe('5');
    expect(all[1]!.number).toBe('506');
    expect(all.map((r) => r.number)).toContain('506.4c');
    expect(all).toHaveLength(29);
    const r = all.find((x) => x.number === '506.4c')!;
    expect(r.text).toMatch(/^クリーチャーがプレインズウォーカーやバトルを攻撃している場合/);
    expect(r.origin.line).toBe(49);
    expect(all.find((x) => x.number === '506.4')!.children.map((c) => c.number)).toEqual([
      '506.4a',
      '506.4b',
      '506.4c',
      '506.4d',
      '506.4e',
    ]);
  });
});

describe('MTG Wiki dump, variant 「出典: MTG Wiki」 (サブゲーム)', () => {
  const a = parse('001');
  it('has the [編集] headings without the prefix, and the footer URL', () => {
    expect(a.title).toBe('サブゲーム');
    expect(a.source.attribution).toBe('出典: MTG Wiki');
    expect(a.sections.map((s) => s.heading)).toEqual(['参考', '引用：総合ルール 5.5.2.0']);
    expect(a.sections[0]!.blocks).toEqual([]);
    expect(a.source.sourceUrl).toBe(
      'http://mtgwiki.com/wiki/%E3%82%B5%E3%83%96%E3%82%B2%E3%83%BC%E3%83%A0',
    );
  });
  it('nests an indented top-level list relative to its first item', () => {
    const list = a.intro.find((b) => b.type === 'list');
    if (list?.type !== 'list') throw new Error('expected list');
    expect(list.items[0]!.children).toHaveLength(2);
  });
  it('quotes 5.5.2.0, where 506 is subgames', () => {
    const q = quote(a);
    expect(q.version).toBe('5.5.2.0');
    const all = flatten(q.rules);
    expect(all.map((r) => r.number)).toEqual([
      '5',
      '506',
      '506.1',
      '506.1a',
      '506.1b',
      '506.2',
      '506.3',
      '506.4',
      '506.5',
      '506.6',
    ]);
    expect(all[1]!.text).toBe('サブゲーム');
  });
});

describe('MTG Wiki dump (現象)', () => {
  const a = parse('003');
  it('reads headings, the see-also list and rules 310.x', () => {
    expect(a.sections.map((s) => s.heading)).toEqual([
      'ルール',
      '関連項目',
      '引用：総合ルール 20231117.0',
    ]);
    const seeAlso = a.sections[1]!.blocks[0]!;
    if (seeAlso.type !== 'list') throw new Error('expected list');
    expect(seeAlso.items.map((i) => i.text)).toEqual([
      'プレインチェイス戦',
      '次元',
      'カード・タイプ',
      'ルーリング',
      'カード個別評価：プレインチェイス2012',
    ]);
    const all = flatten(quote(a).rules);
    expect(all.map((r) => r.number)).toContain('310.8g');
    expect(all.map((r) => r.number)).toContain('310.11b');
  });
});

// The other bad input (a rule without a number, impossible indentation, a misplaced rule, an
// unlisted version) is in the fixtures (error-*).
describe('bad input stops with file:line and what was expected', () => {
  it('an unknown format', () => {
    expect(() => detectFormat(synthetic('x.txt', 'hello\n\nworld'))).toThrow(
      /^x\.txt:1: unknown format: expected/,
    );
  });
});
