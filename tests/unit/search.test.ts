// Search on hand-made snippets: how text and queries are cut into words, the one query
// normaliser (rule numbers, readings, aliases, question words), the excerpt, and the engine over
// an index built from a tiny rule book (words held first, the defining rule, a relaxed query,
// katakana prefixes). The whole corpus's judged queries are scored in tests/integration.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { queryRuleNumber } from '#scripts/model/rule-number-text.ts';
import { fold, jumpShardOf, queryWords, shardOf } from '#scripts/model/search-tokens.ts';
import {
  holdsWord,
  normaliseQuery,
  topicMatches,
  topicRules,
} from '#scripts/model/search-query.ts';
import { searchIndex } from '#scripts/emit/search-index.ts';
import { SEARCH_DIR } from '#scripts/model/generated-files.ts';
import { aliasesHeld, readSearchAliases, ALIASES_FILE } from '#scripts/read/search-aliases.ts';
import { readSearchTopics, topicsHeld, TOPICS_FILE } from '#scripts/read/search-topics.ts';
import {
  mergeTopics,
  topicFiles,
  topicShardOf,
  topicShardsFor,
} from '#scripts/model/search-topic-shards.ts';
import { RuleBook } from '#scripts/model/rule-book.ts';
import type { BilingualEntry } from '#scripts/link/glossary.ts';
import type {
  SearchLexicon,
  SearchRecord,
  SearchTopicEntry,
  SearchTopics,
} from '#scripts/model/data-contract.ts';
import { pagefindBundles, recordHtml } from '#scripts/emit/pagefind-bundles.ts';
import { pagefindInNode, NODE_PAGEFIND_BASE } from '#scripts/pagefind-node.ts';
import { FullText } from '#components/search/pagefind.ts';
import { answer, KIND_FACTOR, type Scope } from '#components/search/answer.ts';
import { resultNotes, resultStatus } from '#components/search/result-words.ts';
import { excerpt, excerptPieces } from '#components/search/excerpt.ts';
import { findJumpFor } from '#components/search/jump.ts';
import { jumpKey } from '#scripts/model/jumps.ts';

describe('words of text and queries', () => {
  it('folds width and case', () => {
    expect(fold('ＥＴＢ ｶｳﾝﾀｰ ７０２．１９')).toBe('etb カウンター 702.19');
  });
  it('keeps a katakana run whole, a compound with 「・」 too', () => {
    expect(queryWords('アンタップする マナ・プール')).toEqual([
      { surface: 'アンタップ', term: 'アンタップ' },
      { surface: 'マナ・プール', term: 'マナ・プール' },
    ]);
  });
  it('keeps a kanji run whole, leaves hiragana out (a verb is its kanji stem)', () => {
    expect(queryWords('先制攻撃を持つ カードを引く').map((w) => w.term)).toEqual([
      '先制攻撃',
      '持',
      'カード',
      '引',
    ]);
  });
  it('reads English words as stems, function and question words left out', () => {
    expect(
      queryWords('What happens when the Blockers of an attacking creature are countered?').map(
        (w) => w.term,
      ),
    ).toEqual(['blocker', 'attack', 'creature', 'counter']);
    expect(queryWords('abilities').map((w) => w.term)).toEqual(['abilit']);
    // A word said twice (as one stem) is searched once: 'creature' … 'creatures'.
    expect(
      queryWords('the same creature twice for two target creatures').map((w) => w.term),
    ).toEqual(['same', 'creature', 'twice', 'two', 'target']);
  });
  it('puts every word in one shard of the given count, the same every time', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 128 }), (t, n) => {
        const k = shardOf(t, n);
        return k >= 0 && k < n && Number.isInteger(k) && shardOf(t, n) === k;
      }),
    );
  });
});

describe('rule numbers however they are typed', () => {
  it.each([
    ['702.19b', '702.19b'],
    ['CR 702.19b', '702.19b'],
    ['rule 704.5a', '704.5a'],
    ['総合ルール 100.1', '100.1'],
    ['ルール603.2', '603.2'],
    ['r506.4c', '506.4c'],
    ['７０２．１９ｂ', '702.19b'],
    ['702. 19', '702.19'],
    ['702.19 b', '702.19b'],
    ['702', '702'],
    ['第506条', '506'],
    ['702.19条', '702.19'],
    ['総合ルール第 704.5a 項', '704.5a'],
  ])('%s → %s', (q, n) => expect(queryRuleNumber(q)).toBe(n));
  it.each(['トランプル', '70', '7021', '702.19bb', 'rule'])('%s is not a rule number', (q) =>
    expect(queryRuleNumber(q)).toBeNull(),
  );
  it('any number, spaced and prefixed any way, reads back as itself', () => {
    const number = fc
      .tuple(
        fc.integer({ min: 100, max: 999 }),
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom('', 'a', 'k'),
      )
      .map(([s, r, l]) => `${s}.${r}${l}`);
    const prefix = fc.constantFrom('', 'CR ', 'rule ', '総合ルール', 'ルール ', 'r');
    fc.assert(
      fc.property(number, prefix, fc.boolean(), (n, p, wide) => {
        const typed = `${p}${n}`;
        const q = wide
          ? typed.replace(/[0-9a-z.]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
          : typed;
        return queryRuleNumber(q) === n;
      }),
    );
  });
});

const lexicon: SearchLexicon = {
  aliases: [
    { alias: 'ETB', term: '戦場に出る', rules: ['603.6a'] },
    { alias: '生贄', term: '生け贄', rules: ['701.21'] },
    { alias: 'LO', term: null, rules: ['704.5b'] },
  ],
  readings: [['せんせいこうげき', '先制攻撃']],
  thesaurus: [],
};

describe('the query normaliser', () => {
  it('reads an alias as its term and rules, and says so', () => {
    const q = normaliseQuery('ETB', lexicon);
    expect(q.words.map((w) => w.surface)).toEqual(['戦場', '出']);
    expect(q.rules).toEqual(['603.6a']);
    expect(q.aliasOnly).toBe(true);
    expect(q.readAs).toEqual([['etb', '戦場に出る']]);
  });
  it('matches a Latin alias as a whole word only', () => {
    expect(normaliseQuery('BLOOM', lexicon).rules).toEqual([]);
    expect(normaliseQuery('lo 負け', lexicon).rules).toEqual(['704.5b']);
    expect(normaliseQuery('lo 負け', lexicon).aliasOnly).toBe(false);
  });
  it('reads kanji variants and hiragana readings as the rules write them', () => {
    expect(normaliseQuery('生贄', lexicon).words.map((w) => w.surface)).toEqual(['生', '贄']);
    expect(normaliseQuery('せんせいこうげき', lexicon).words.map((w) => w.surface)).toEqual([
      '先制攻撃',
    ]);
  });
  it('drops question words and endings', () => {
    expect(
      normaliseQuery('マナ・プール いつ 空になる？', lexicon).words.map((w) => w.surface),
    ).toEqual(['マナ・プール', '空']);
    expect(normaliseQuery('土地 何枚 置ける', lexicon).words.map((w) => w.surface)).toEqual([
      '土地',
      '置',
    ]);
  });
  it("reads what people say as the rules' words, the longest saying first, and says so", () => {
    const lex = {
      ...lexicon,
      thesaurus: [
        ['死ぬ', '死亡'],
        ['死んだら', '死亡'],
        ['誰が決める', '選'],
        ['決める', '選'],
      ] as [string, string][],
    };
    const q = normaliseQuery('クリーチャーが死んだら 順番は誰が決める？', lex);
    expect(q.words.map((w) => w.term)).toEqual(['クリーチャー', '死亡', '順番', '選']);
    expect(q.readAs).toEqual([
      ['誰が決める', '選'],
      ['死んだら', '死亡'],
    ]);
  });
  it('reads a rule number before anything else', () => {
    const q = normaliseQuery('ＣＲ ７０２．１９ｂ', lexicon);
    expect(q.number).toBe('702.19b');
    expect(q.words).toEqual([]);
  });
});

describe('excerpts', () => {
  it('show the text around the first match with every query word marked', () => {
    const text = `${'あ'.repeat(100)}トランプルを持つクリーチャーはトランプルで${'い'.repeat(100)}`;
    const pieces = excerpt(text, ['トランプル'], 40);
    expect(pieces[0]).toEqual({ text: '…', mark: false });
    expect(pieces.filter((p) => p.mark).map((p) => p.text)).toEqual(['トランプル', 'トランプル']);
    expect(pieces.at(-1)).toEqual({ text: '…', mark: false });
    expect(pieces.map((p) => p.text).join('').length).toBeLessThanOrEqual(42);
  });
  it('mark words whatever their width or case', () => {
    expect(excerpt('Deals First Strike damage.', ['first strike']).filter((p) => p.mark)).toEqual([
      { text: 'First Strike', mark: true },
    ]);
  });
});

// ---- the engine over an index built from a tiny rule book ----

const origin = { file: 'content/sources/test.txt', line: 1 };
function tinyIndex() {
  const book = new RuleBook([
    { name: 'v1', effective: '2026-06-19', label: 'v1', note: '' },
    { name: 'v0', effective: '2004-10-01', label: 'v0', note: '' },
  ]);
  const add = (n: string, ja: string, en: string, v = 'v1') => book.add(v, n, { ja, en, origin });
  add('702.19b', 'トランプルを持つクリーチャー。', 'A creature with trample.', 'v0');
  add('702.19z', 'トランプルの古い規則。', 'An old trample rule.', 'v0');
  add('702', 'キーワード能力', 'Keyword Abilities');
  add('702.19', 'トランプル', 'Trample');
  add(
    '702.19b',
    'トランプルを持つ攻撃クリーチャーのコントローラーは、余剰のダメージをプレイヤーに割り振る。',
    'The controller of an attacking creature with trample assigns excess damage to the player.',
  );
  add(
    '702.19a',
    'トランプルは常在型能力であり、それを持つクリーチャーが戦闘ダメージを割り振る方法を変更する。この能力に関する規則は、攻撃しているクリーチャーがトランプルを持つときにのみ適用される。',
    'Trample is a static ability that modifies the rules for assigning an attacking creature’s combat damage. The rules for trample apply only when the attacking creature has trample.',
  );
  add('704', '状況起因処理', 'State-Based Actions');
  add(
    '704.3',
    'プレイヤーが優先権を得るたび、状況起因処理をチェックする。',
    'Whenever a player would get priority, the game checks state-based actions.',
  );
  add(
    '704.5f',
    'タフネスが0以下のクリーチャーは墓地に置かれる。',
    'A creature with toughness 0 or less is put into its owner’s graveyard.',
  );
  add(
    '100.4',
    'サイドボードは15枚までのカードからなる。',
    'A sideboard may contain up to fifteen cards.',
  );
  add(
    '508.1f',
    'アクティブ・プレイヤーは攻撃クリーチャーをタップする。',
    'The active player taps the attacking creatures.',
  );
  add(
    '702.20b',
    '警戒を持つクリーチャーは、攻撃してもタップしない。',
    'Attacking does not cause creatures with vigilance to tap.',
  );
  const glossary: BilingualEntry[] = [
    {
      id: 'g-state-based-actions',
      en: { term: 'State-Based Actions', text: 'See rule 704.', origin } as BilingualEntry['en'],
      sense: null,
      ja: [
        {
          term: '状況起因処理',
          headword: '状況起因処理',
          reading: 'じょうきょうきいんしょり',
          text: 'rule 704 参照。',
          origin,
        } as unknown as BilingualEntry['ja'][number],
      ],
      status: 'own',
      from: null,
      citesIn: null,
    },
  ];
  const pages = [
    {
      href: '/wiki/サブゲーム/',
      title: 'サブゲーム',
      kind: '記事' as const,
      text: 'サブゲームはゲームの中のゲームである。',
    },
    {
      href: '/cards/tide-of-war/',
      title: '戦いの潮目',
      kind: 'カード' as const,
      text: 'ブロックされるたび、コイン投げをする。',
    },
  ];
  const emitted = searchIndex(book, new Map([['v1', glossary]]), pages, [], {
    versions: ['v1'],
    rules: { '702.19b': 0 },
    names: { トランプル: { href: '/rules/v1/702/#702.19', label: 'トランプル', kind: 'ルール' } },
  });
  // By their paths as the search page asks for them (under /search/).
  const files = new Map(emitted.map((e) => [e.path.slice(`${SEARCH_DIR}/`.length), e.value]));
  const read = async (p: string) => {
    if (!files.has(p)) throw new Error(`no ${p}`);
    return JSON.parse(JSON.stringify(files.get(p)));
  };
  return { files, read, book };
}

/** The tiny index searched through Pagefind (its bundles made once, before a block's tests). */
function tinySearch() {
  const { files, read, book } = tinyIndex();
  let ft: FullText;
  beforeAll(async () => {
    const records = new Map(
      [...files]
        .filter(([p]) => p.startsWith('records/'))
        .map(([p, r]) => [p.slice('records/'.length, -'.json'.length), r as SearchRecord[]]),
    );
    const runtime = await pagefindInNode(await pagefindBundles(records));
    ft = new FullText(
      async () => runtime,
      (i) => `${NODE_PAGEFIND_BASE}${i}/`,
    );
  }, 60_000);
  const ask = (
    q: string,
    scope: Scope = { indexes: ['v1'], pages: false },
    lex: SearchLexicon = lexicon,
  ) => answer(ft, read, lex, q, scope);
  return { files, read, book, ask, ftOf: () => ft };
}

describe('the search: Pagefind over the records, and the layer around it', () => {
  const { files, read, book, ask } = tinySearch();
  const keys = async (q: string, scope?: Scope) => (await ask(q, scope)).hits.map((h) => h.key);

  it("writes each index's records, the lexicon, and the jumps and readings by first characters", () => {
    const shard = jumpShardOf('じょうきょうきいんしょり');
    expect([...files.keys()].filter((p) => !p.startsWith('jumps/')).sort()).toEqual([
      'lexicon.json',
      `readings/${shard}.json`,
      'records/v0.json',
      'records/v1.json',
    ]);
    expect(files.get(`readings/${shard}.json`)).toEqual({
      じょうきょうきいんしょり: '状況起因処理',
    });
    expect(files.get('lexicon.json')).not.toHaveProperty('readings');
    expect([...files.keys()].some((p) => p.startsWith('jumps/'))).toBe(true);
    expect(book.versions.map((v) => v.name)).toEqual(['v1', 'v0']);
  });
  it('makes each record a document whose defined terms and titles weigh more than its text', () => {
    const html = recordHtml({
      key: '702.19b',
      kind: 'ルール',
      label: null,
      defines: ['トランプル'],
      titles: ['トランプル', 'Trample'],
      text: ['<b>&</b>', 'x'],
    });
    expect(html).toContain('<h1 data-pagefind-weight="10">トランプル</h1>');
    expect(html).toContain('<h2 data-pagefind-weight="3">トランプル　Trample</h2>');
    expect(html).toContain('<p>&#x3C;b>&#x26;&#x3C;/b></p>');
    expect(html).toContain('<meta data-pagefind-meta="key[content]" content="702.19b">');
  });
  it("lists a term's heading, then the rules under it that were found, in their order", async () => {
    // Pagefind alone puts 702.19b first and the heading last; a definition is read from the top.
    expect((await keys('トランプル')).slice(0, 3)).toEqual(['702.19', '702.19a', '702.19b']);
  });
  it('puts the rule that defines a glossary term first, above the glossary entry', async () => {
    const hits = await keys('状況起因処理');
    expect(hits[0]).toBe('704');
    expect(hits).toContain('sa/#g-state-based-actions');
  });
  it('answers with the records that hold every word', async () => {
    expect((await keys('攻撃したら タップしたまま？')).slice(0, 2).sort()).toEqual([
      '508.1f',
      '702.20b',
    ]);
  });
  it('relaxes a query no record holds whole, and says which word it left out', async () => {
    const out = await ask('トランプル 忍術');
    expect(out.hits[0]!.key).toMatch(/^702\.19/);
    expect(out.dropped).toEqual(['忍術']);
    expect(resultNotes(out).join('')).toContain('「忍術」を含まない結果も示しています');
  });
  it('matches a word as the start of longer ones (サイド → サイドボード, 消 → 消える)', async () => {
    expect(await keys('サイド 何枚')).toContain('100.4');
  });
  it('finds numbers as words (タフネス０)', async () => {
    expect((await keys('タフネス０'))[0]).toBe('704.5f');
  });
  it("reads what people say as the rules' words (死んだら → 墓地に置かれる)", async () => {
    const lex = { ...lexicon, thesaurus: [['死んだら', '墓地']] as [string, string][] };
    const out = await ask('タフネス0で死んだら', { indexes: ['v1'] }, lex);
    expect(out.query.readAs).toContainEqual(['死んだら', '墓地']);
    expect(out.hits[0]!.key).toBe('704.5f');
  });
  it('lifts the rules an alias means to the top when the alias is the whole query', async () => {
    const lex = {
      ...lexicon,
      aliases: [{ alias: 'タフ0', term: null, rules: ['704.5f', '704.3'] }],
    };
    const out = await ask('タフ0', { indexes: ['v1'] }, lex);
    expect(out.hits.map((h) => h.key).slice(0, 2)).toEqual(['704.5f', '704.3']);
  });
  it('names an index it cannot read, filters by kind, and ranks pages below rules', async () => {
    const out = await ask('サブゲーム', { indexes: ['v1', 'gone'], pages: true });
    expect(out.hits[0]).toMatchObject({
      key: '/wiki/サブゲーム/',
      kind: '記事',
      label: 'サブゲーム',
    });
    expect(out.unavailable).toEqual(['gone']);
    const cards = await ask('ブロック', { indexes: ['v1'], kind: 'カード' });
    expect((await ask('サブゲーム')).hits.map((h) => h.kind)).not.toContain('記事');
    expect(cards.hits.map((h) => h.key)).toEqual(['/cards/tide-of-war/']);
    expect(KIND_FACTOR['カード']).toBeLessThan(KIND_FACTOR['ルール']);
  });
  it('lists a rule once across versions, as the newest version that has it', async () => {
    const hits = (await ask('トランプル', { indexes: ['v1', 'v0'] })).hits;
    const trample = hits.filter((h) => h.key === '702.19b');
    expect(trample).toHaveLength(1);
    expect(trample[0]!.index).toBe('v1');
    expect(hits.find((h) => h.key === '702.19z')?.index).toBe('v0');
  });
  it("shows Pagefind's excerpt with the query's words marked, and nothing else as markup", async () => {
    const hit = (await ask('割り振る')).hits[0]!;
    expect(hit.key).toBe('702.19b');
    const pieces = excerptPieces(hit.excerpt);
    expect(pieces.some((p) => p.mark && p.text.startsWith('割り振'))).toBe(true);
    expect(excerptPieces('a &lt;b&gt; <mark>c&amp;</mark><i>d</i>')).toEqual([
      { text: 'a <b> ', mark: false },
      { text: 'c&', mark: true },
      { text: 'd', mark: false },
    ]);
  });
  it('finds the exact jump in the part of the table its first character names', async () => {
    expect(await findJumpFor(read, normaliseQuery('702.19b', lexicon), '702.19b')).toMatchObject({
      href: '/rules/v1/702.19/#702.19b',
    });
    expect(
      await findJumpFor(read, normaliseQuery('トランプル', lexicon), 'トランプル'),
    ).toMatchObject({
      label: 'トランプル',
    });
  });
  it('compares a name as typed without its spaces, width or the 「・」 of a compound', () => {
    expect(jumpKey('点数で見たマナコスト')).toBe(jumpKey('点数で見たマナ・コスト'));
    expect(jumpKey('ﾏﾅ･ﾌﾟｰﾙ')).toBe(jumpKey('マナ・プール'));
    expect(jumpKey(' R506.4c ')).toBe('506.4c');
    expect(jumpKey('マナ・プール')).not.toBe(jumpKey('マナ'));
  });
  it('says how many results, and what was read as what', () => {
    expect(resultStatus('ETB', 3, true, ['「etb」を「戦場に出る」として検索しました。'])).toBe(
      '「ETB」の検索結果：3 件（ほかに完全一致 1 件）。「etb」を「戦場に出る」として検索しました。',
    );
    expect(resultStatus('zzz', 0, false, [])).toBe('「zzz」に一致するページはありません。');
  });
});

describe('the alias table', () => {
  const root = () => {
    const dir = mkdtempSync(join(tmpdir(), 'aliases-'));
    mkdirSync(join(dir, 'content/search'), { recursive: true });
    return dir;
  };
  const entry = (alias: string, rules: string[]) =>
    `    { "alias": "${alias}", "term": null, "rules": ${JSON.stringify(rules)}, "reason": "A reason a reviewer can check." }`;
  it('reads each entry with its line', () => {
    const dir = root();
    writeFileSync(
      join(dir, ALIASES_FILE),
      `{\n  "about": "x",\n  "aliases": [\n${entry('ETB', ['603.6a'])}\n  ]\n}\n`,
    );
    expect(readSearchAliases(dir)[0]).toMatchObject({
      alias: 'ETB',
      origin: { line: 4 },
    });
  });
  it('names the file and line of an alias listed twice', () => {
    const dir = root();
    writeFileSync(
      join(dir, ALIASES_FILE),
      `{\n  "about": "x",\n  "aliases": [\n${entry('ETB', ['603.6a'])},\n${entry('etb', ['603.6a'])}\n  ]\n}\n`,
    );
    expect(() => readSearchAliases(dir)).toThrow(/aliases\.json:5.*listed twice/);
  });
  it('reports, with file and line, a rule the newest version lacks, and keeps the alias for its term', () => {
    const dir = root();
    writeFileSync(
      join(dir, ALIASES_FILE),
      `{\n  "about": "x",\n  "aliases": [\n${entry('ETB', ['603.6a'])},\n${entry('LTB', ['999.9', '603.6a'])}\n  ]\n}\n`,
    );
    const held = aliasesHeld(readSearchAliases(dir), (r) => r !== '999.9');
    expect(held.problems).toEqual([
      {
        file: ALIASES_FILE,
        line: 5,
        term: 'LTB',
        message: 'rule 999.9 is not in the newest version: the alias searches for its term only',
      },
    ]);
    expect(held.aliases.map((a) => a.rules)).toEqual([['603.6a'], ['603.6a']]);
  });
  it('names the line of an entry without a reason', () => {
    const dir = root();
    writeFileSync(
      join(dir, ALIASES_FILE),
      `{\n  "about": "x",\n  "aliases": [\n${entry('ETB', ['603.6a'])},\n    { "alias": "X", "term": null, "rules": ["100.1"] }\n  ]\n}\n`,
    );
    expect(() => readSearchAliases(dir)).toThrow(/aliases\.json:5.*reason/);
  });
});

describe('the words in front of Pagefind: readings read per query, question topics', () => {
  const { read, ask, ftOf } = tinySearch();
  it('reads a term typed in hiragana through the file of readings its first characters name', async () => {
    const built = (await read('lexicon.json')) as SearchLexicon;
    const found = await ask('じょうきょうきいんしょり', { indexes: ['v1'], pages: false }, built);
    expect(found.query.readAs).toEqual([['じょうきょうきいんしょり', '状況起因処理']]);
    expect(found.hits.map((h) => h.key)).toContain('704.3');
  });
  it("shows a question topic's rules first, found or not, only in the version they are numbered for", async () => {
    const topics = topicFiles('v1', [[[['サイドボード'], ['何枚', '枚数']], ['100.4']]]);
    const served: Record<string, unknown> = { 'topics.json': topics.head };
    for (const [k, shard] of topics.shards) served[`topics/${k}.json`] = shard;
    const withTopics = (p: string) =>
      p in served ? Promise.resolve(structuredClone(served[p])) : read(p);
    const ask2 = (q: string, index: string) =>
      answer(ftOf(), withTopics, lexicon, q, { indexes: [index], pages: false });
    expect((await ask2('サイドボード 何枚まで', 'v1')).hits[0]?.key).toBe('100.4');
    // Words of one group only are not the topic.
    expect(
      topicRules(fold('サイドボード'), mergeTopics(topics.head, [...topics.shards.values()])),
    ).toEqual([]);
    // Another version's numbers are its own: the topic is not shown there.
    const older = await ask2('サイドボード 何枚まで', 'v0');
    expect(older.hits.some((h) => h.key === '100.4' && h.index === 'v1')).toBe(false);
  });
  it("orders a question's topic rules by the topic's groups, then by the search's score", async () => {
    const withTable = (list: [string[][], string[]][]) => {
      const topics = topicFiles('v1', list);
      const served: Record<string, unknown> = { 'topics.json': topics.head };
      for (const [k, shard] of topics.shards) served[`topics/${k}.json`] = shard;
      return (p: string) => (p in served ? Promise.resolve(structuredClone(served[p])) : read(p));
    };
    const first = async (list: [string[][], string[]][], q: string) =>
      (await answer(ftOf(), withTable(list), lexicon, q, { indexes: ['v1'], pages: false })).hits
        .slice(0, 2)
        .map((h) => h.key);
    const q = 'トランプル 余剰のダメージ プレイヤーに';
    // One topic, its rules in the table's order a, b: the one holding the question's words first.
    expect(await first([[[['トランプル']], ['702.19a', '702.19b']]], q)).toEqual([
      '702.19b',
      '702.19a',
    ]);
    // A topic of more groups before it, whatever the search scored.
    expect(
      await first(
        [
          [[['トランプル']], ['702.19b']],
          [[['トランプル'], ['余剰']], ['702.19a']],
        ],
        q,
      ),
    ).toEqual(['702.19a', '702.19b']);
  });
});

describe('the question topics', () => {
  const root = (topics: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'topics-'));
    mkdirSync(join(dir, 'content/search'), { recursive: true });
    writeFileSync(join(dir, TOPICS_FILE), `{\n  "about": "x",\n  "topics": [\n${topics}\n  ]\n}\n`);
    return dir;
  };
  const entry = (all: string[][], rules: string[]) =>
    `    { "all": ${JSON.stringify(all)}, "rules": ${JSON.stringify(rules)}, "reason": "A reason a reviewer can check." }`;
  it('reads each topic with its line; a query holds it only when every group has a word in it', () => {
    const dir = root(
      [entry([['伝説'], ['同じ名前', '同名']], ['704.5j']), entry([['伝説']], ['205.4d'])].join(
        ',\n',
      ),
    );
    const topics = readSearchTopics(dir);
    expect(topics.map((t) => t.origin.line)).toEqual([4, 5]);
    const table: SearchTopics = {
      version: 'v1',
      keys: [],
      list: topics.map((t, n) => [t.all, t.rules, n]),
    };
    // The topic of more groups (the more specific question) first.
    expect(topicRules(fold('同名の伝説が2体'), table)).toEqual(['704.5j', '205.4d']);
    expect(topicRules(fold('伝説のクリーチャー'), table)).toEqual(['205.4d']);
  });
  it("holds a topic's word inside a word, but not inside a longer katakana or Latin one", () => {
    expect(holdsWord(fold('プレイヤーがコピーする'), 'レイヤー')).toBe(false);
    expect(holdsWord(fold('コピーは何番目のレイヤー'), 'レイヤー')).toBe(true);
    expect(holdsWord(fold('player gains control'), 'layer')).toBe(false);
    expect(holdsWord(fold('which layer applies'), 'layer')).toBe(true);
    // A later place may hold it where the first does not.
    expect(holdsWord(fold('プレイヤーとレイヤー'), 'レイヤー')).toBe(true);
    // Kanji and kana are not cut at all: 「死」 is in 「死亡」 and 「接死」.
    expect(holdsWord(fold('接死'), '死')).toBe(true);
    expect(holdsWord(fold('戦闘ダメージ'), 'ダメージ')).toBe(true);
  });
  it('puts first, among topics of as many groups, the one whose words the query holds the longer of', () => {
    const table: SearchTopics = {
      version: 'v1',
      keys: [],
      list: [
        [[['格闘'], ['ダメージ']], ['701.14b'], 0],
        [[['格闘'], ['戦闘ダメージ']], ['701.14d'], 1],
        [[['格闘']], ['701.14a'], 2],
      ],
    };
    expect(topicMatches(fold('格闘のダメージって戦闘ダメージ？'), table)).toEqual([
      { rule: '701.14d', groups: 2 },
      { rule: '701.14b', groups: 2 },
      { rule: '701.14a', groups: 1 },
    ]);
    expect(topicRules(fold('格闘のダメージ'), table)).toEqual(['701.14b', '701.14a']);
  });
  it('gives a question, from the head and the files of the keys it holds, what the whole table gives', () => {
    // Words of one and of several characters, sharing first characters, so keys collide and
    // some topics lie in the head.
    const word = fc.stringMatching(/^[あいう死誘発ab]{1,4}$/);
    const topic = fc.tuple(
      fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
      fc.array(fc.constantFrom('100.1', '500.6', '704.5j'), { minLength: 1, maxLength: 2 }),
    );
    fc.assert(
      fc.property(fc.array(topic, { maxLength: 12 }), fc.array(word), (list, parts) => {
        const folded = parts.join(' ');
        const { head, shards } = topicFiles('v1', list);
        const read = topicShardsFor(folded, head).map((k) => shards.get(k) ?? []);
        const whole = { list: list.map(([all, rules], n): SearchTopicEntry => [all, rules, n]) };
        expect(topicRules(folded, mergeTopics(head, read))).toEqual(topicRules(folded, whole));
      }),
    );
  });
  it('reads, for a question, only the files of the keys its words hold', () => {
    const { head, shards } = topicFiles('v1', [
      [[['死亡'], ['誘発']], ['603.10a']],
      [[['伝説'], ['同じ名前', '同名']], ['704.5j']],
      [[['x'], ['誰']], ['100.1']],
    ]);
    // Each keyed by its group of fewest keys (「死亡」, 「伝説」); one with 「誰」 read always.
    expect(head.keys).toEqual(['伝説', '死亡'].sort());
    expect(head.list.map((e) => e[2])).toEqual([2]);
    expect(shards.get(topicShardOf('死亡'))?.map((e) => e[2])).toContain(0);
    expect(topicShardsFor(fold('死亡誘発はいつ'), head)).toEqual([topicShardOf('死亡')]);
    expect(topicShardsFor(fold('トランプル'), head)).toEqual([]);
  });
  it('names the file and line of a word not folded as queries are, or a topic listed twice', () => {
    expect(() => readSearchTopics(root(entry([['ＥＴＢ']], ['603.6a'])))).toThrow(
      /topics\.json:4.*folded/,
    );
    expect(() =>
      readSearchTopics(
        root([entry([['a'], ['b']], ['100.1']), entry([['b'], ['a']], ['100.2'])].join(',\n')),
      ),
    ).toThrow(/topics\.json:5.*listed twice/);
  });
  it('reports, with file and line, a rule the newest version lacks', () => {
    const held = topicsHeld(
      readSearchTopics(root(entry([['x']], ['999.9']))),
      (r) => r !== '999.9',
    );
    expect(held.topics).toEqual([]);
    expect(held.problems).toEqual([
      {
        file: TOPICS_FILE,
        line: 4,
        term: 'x',
        message: 'rule 999.9 is not in the newest version: the topic does not show it',
      },
    ]);
  });
});
