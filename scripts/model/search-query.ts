// One query normaliser, shared by the exact jumps and the full-text search: width and case folded
// (NFKC), a rule number read however it is typed, question words and 「？」 dropped, a glossary
// term typed in hiragana read as the term (せんせいこうげき → 先制攻撃), an alias replaced by the
// official term and the rules it means (ETB → 戦場に出る, 603.6a), and the rest cut into words as
// the index cuts text (search-tokens.ts).
import { queryRuleNumber } from './rule-number-text.ts';
import { fold, queryWords, type QueryWord } from './search-tokens.ts';
import type { SearchLexicon, SearchTopics } from './data-contract.ts';

export interface NormalQuery {
  /** The query as typed, folded. */
  folded: string;
  /** The rule number the query names, if it is one. */
  number: string | null;
  /** The words to look up in the index. */
  words: QueryWord[];
  /** Rules an alias in the query means. */
  rules: string[];
  /** The query is aliases only: their rules count as a word held (else only as a hint). */
  aliasOnly: boolean;
  /** What was read as what: [typed, read as] (「ETB」 → 「戦場に出る」), to say so on the page. */
  readAs: [string, string][];
}

/** Question words and endings a query may carry: they say nothing about which rule. */
const QUESTION =
  /[?？]|何[回枚点個人度つ]?|誰|どう(?:なる|する|なります|します)?|いつ|どこ|なぜ|どれ|どの|ですか|ますか|できる|できない/gu;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where an alias stands in a query: a word of Latin letters only as a whole word; a Japanese one
 * also when the query spaces its parts (「死亡 誘発」 is 死亡誘発).
 */
function aliasPattern(alias: string): RegExp {
  const folded = fold(alias);
  if (/^[a-z0-9 .'’/-]+$/.test(folded))
    return new RegExp(`(?<![a-z0-9])${escape(folded)}(?![a-z0-9])`, 'u');
  return new RegExp([...folded].map(escape).join('\\s*'), 'u');
}

/** Aliases longest first, compiled once per lexicon. */
const compiled = new WeakMap<
  SearchLexicon,
  { re: RegExp; alias: string; term: string | null; rules: string[] }[]
>();

function aliasesOf(lexicon: SearchLexicon) {
  if (!compiled.has(lexicon))
    compiled.set(
      lexicon,
      [...lexicon.aliases]
        .sort((a, b) => b.alias.length - a.alias.length)
        .map((a) => ({ ...a, re: aliasPattern(a.alias) })),
    );
  return compiled.get(lexicon)!;
}

/** The thesaurus longest first, folded as queries are, once per lexicon. */
const thesauri = new WeakMap<SearchLexicon, [string, string][]>();
function thesaurusOf(lexicon: SearchLexicon): [string, string][] {
  if (!thesauri.has(lexicon))
    thesauri.set(
      lexicon,
      (lexicon.thesaurus ?? [])
        .map(([say, means]): [string, string] => [fold(say), means])
        .sort((a, b) => b[0].length - a[0].length),
    );
  return thesauri.get(lexicon)!;
}

/** A word's first character and the one before it are of one script (katakana, or Latin letters). */
const SAME_SCRIPT = [/[\p{Script=Katakana}ー]/u, /[a-z]/];

/**
 * Whether the query holds a topic's word: as a part of a word, but not inside a longer katakana
 * or Latin one (「レイヤー」 is not in 「プレイヤー」, "layer" not in "player", "crew" not in "screw").
 */
export function holdsWord(folded: string, word: string): boolean {
  const script = SAME_SCRIPT.find((re) => re.test(word.charAt(0)));
  for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1))
    if (!script || at === 0 || !script.test(folded.charAt(at - 1))) return true;
  return false;
}

/** A rule a question's topic names, and how specific that topic is: its groups of words. */
export interface TopicRule {
  rule: string;
  groups: number;
}

/**
 * The rules of the topics whose every group of words the query holds, each rule once: a topic of
 * more groups (the more specific question) first, then the one whose words the query holds the
 * longer of (「戦闘ダメージ」 says more than 「ダメージ」), in the table's order otherwise.
 */
export function topicMatches(
  folded: string,
  topics: Pick<SearchTopics, 'list'> | null,
): TopicRule[] {
  const longest = (group: string[]) =>
    Math.max(...group.map((w) => (holdsWord(folded, w) ? w.length : 0)));
  const reach = (all: string[][]) => all.reduce((n, g) => n + longest(g), 0);
  const held = (topics?.list ?? []).filter(([all]) => all.every((g) => longest(g) > 0));
  held.sort((a, b) => b[0].length - a[0].length || reach(b[0]) - reach(a[0]));
  const out = new Map<string, TopicRule>();
  for (const [all, rules] of held)
    for (const rule of rules) if (!out.has(rule)) out.set(rule, { rule, groups: all.length });
  return [...out.values()];
}

/** The rules of the query's topics, in that order. */
export function topicRules(folded: string, topics: Pick<SearchTopics, 'list'> | null): string[] {
  return topicMatches(folded, topics).map((t) => t.rule);
}

/** A run of hiragana that may be a glossary term's reading (one typed in hiragana). */
const HIRAGANA_RUN = /[\u3041-\u3096ー]{3,}/gu;

/** The query with its aliases read as their terms, and what they stood for. */
function readAliases(folded: string, lexicon: SearchLexicon) {
  const readAs: [string, string][] = [];
  const rules: string[] = [];
  let text = ` ${folded} `;
  let rest = text;
  for (const a of aliasesOf(lexicon)) {
    const m = a.re.exec(text);
    if (!m) continue;
    text = text.replace(a.re, ` ${a.term ?? ''} `);
    rest = rest.replace(a.re, ' ');
    readAs.push([m[0], a.term ?? a.rules.join('・')]);
    for (const r of a.rules) if (!rules.includes(r)) rules.push(r);
  }
  return { text, rest, readAs, rules };
}

/** The runs of hiragana the query's readings are looked up by: what a caller loads before normalising. */
export function readingRuns(query: string, lexicon: SearchLexicon): string[] {
  const { text } = readAliases(fold(query).trim(), lexicon);
  return [...new Set(text.match(HIRAGANA_RUN) ?? [])];
}

/**
 * The query as the search reads it. `readings` are the glossary's readings of its hiragana runs
 * (readingRuns: loaded by the caller); without them, the lexicon's own, if it carries them.
 */
export function normaliseQuery(
  query: string,
  lexicon: SearchLexicon,
  readings: ReadonlyMap<string, string> = new Map(lexicon.readings),
): NormalQuery {
  const folded = fold(query).trim();
  const number = queryRuleNumber(folded);
  const { readAs, rules, ...read } = readAliases(folded, lexicon);
  let { text } = read;
  const { rest } = read;
  // A glossary term typed in hiragana: a whole run of hiragana that is a term's reading.
  text = text.replace(HIRAGANA_RUN, (run) => {
    const headword = readings.get(run);
    if (!headword || headword === run) return run;
    readAs.push([run, headword]);
    return ` ${headword} `;
  });
  // What people say, read as the rules' own words (the reviewed thesaurus), longest first.
  for (const [say, means] of thesaurusOf(lexicon)) {
    const at = text.indexOf(say);
    if (at < 0) continue;
    text = text.replaceAll(say, ` ${means} `);
    readAs.push([say, means]);
  }
  text = text.replace(QUESTION, ' ');
  const aliasOnly = rules.length > 0 && queryWords(rest.replace(QUESTION, ' ')).length === 0;
  return {
    folded,
    number,
    words: number ? [] : queryWords(text),
    rules,
    aliasOnly,
    readAs,
  };
}
