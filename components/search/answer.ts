// The layer around Pagefind that makes a query an answer. In front: the one normaliser (rule
// numbers however typed, aliases, the thesaurus of players' words, readings, question words, the
// reviewed question topics) and the exact jump. Behind: a query no record answers whole is
// relaxed, the word the fewest records hold dropped first, and the page says which; the rules of
// a question's topics are lifted to the top, and those an alias means when the alias is the whole
// query; a glossary entry ranks below the rule that defines its term and the reading pages below
// the rules; across versions each rule stands once, in the newest version that has it. Pure: the
// page and the tests hand it the engine and the jump reader.
import {
  normaliseQuery,
  readingRuns,
  topicMatches,
  type NormalQuery,
  type TopicRule,
} from '#scripts/model/search-query.ts';
import { jumpShardOf } from '#scripts/model/search-tokens.ts';
import { mergeTopics, topicShardsFor } from '#scripts/model/search-topic-shards.ts';
import { SEARCH_FILES } from '#scripts/model/search-files.ts';
import type { Jump } from '#scripts/model/jumps.ts';
import type {
  SearchLexicon,
  SearchTopicShard,
  SearchTopics,
} from '#scripts/model/data-contract.ts';
import { RULES_KINDS, SEARCH_KINDS } from '#scripts/model/search-kinds.ts';
import { compareRuleNumbers, isRule, isSection } from '#scripts/model/rule-number.ts';
import { findJumpFor, type JumpReader } from './jump.ts';
import type { FullText, FullTextHit, PagefindResult, SearchKind } from './pagefind.ts';

export interface Scope {
  /** The versions' bundles to search, newest first. */
  indexes: string[];
  /** Whether the reading pages are searched too (every bundle holds them; the newest's are read). */
  pages?: boolean;
  /** Only records of this kind. */
  kind?: SearchKind;
}

/** The kinds of record a scope asks for. */
function kindsOf(scope: Scope): readonly SearchKind[] {
  if (scope.kind) return [scope.kind];
  return scope.pages === false ? RULES_KINDS : SEARCH_KINDS;
}

export interface Answer {
  query: NormalQuery;
  jump: Jump | null;
  hits: FullTextHit[];
  /** Further results, read when the reader asks for more. */
  more: () => Promise<FullTextHit[]>;
  /** The query's words no hit holds (a relaxed query), rarest first. */
  dropped: string[];
  /** Indexes that could not be read (offline, not saved): the results are partial. */
  unavailable: string[];
}

/** How a record's kind weighs against a rule's: the rule that defines a term first, then its glossary entry, then the pages. */
export const KIND_FACTOR: Record<SearchKind, number> = {
  ルール: 1,
  用語: 0.6,
  記事: 0.7,
  FAQ: 0.7,
  カード: 0.7,
};
/** A rule within one the query names (its keyword's, its term's): lifted this much. */
const NAMED_FACTOR = 1.5;
/** What a rule an alias means adds beside other words: a hint, not a verdict. */
const ALIAS_HINT = 1.3;
/** A relaxed query's records: each word they lack costs this share of their score. */
const LACKING_FACTOR = 0.7;
/** Records enough to stop relaxing a query; words a record may lack while any is found. */
const ENOUGH = 8;
const MAX_LACKING = 2;
/** Subsets of a long query searched at one level, at most (the words dropped last first). */
const MAX_SUBSETS = 24;
/** Results read at a time for ranking (each a fragment Pagefind loads), and beyond a page. */
const READ_BATCH = 10;
const READ_AHEAD = 2;

interface Found {
  index: string;
  result: PagefindResult;
  /** Its weight before it is read: Pagefind's score (its kind is known only once read). */
  score: number;
  /** The query's words it was not searched with (a relaxed query). */
  lacks?: string[];
}

/** Each subset of the words one shorter than the words, the last word dropped first. */
function shorter(words: string[]): string[][] {
  return words.map((_, i) => words.filter((__, j) => j !== words.length - 1 - i));
}

/**
 * One index's results: the records that hold every word, and while they are few, those that
 * hold all but one (each such subset searched), and so on — a record kept once, at its best
 * score, a word it lacks costing it a share of that score (so that a short rule holding most of
 * a question's words can beat a long one that happens to hold them all). Returns what was
 * dropped: the words the best hit lacks.
 */
async function searchIndex(
  ft: FullText,
  index: string,
  all: string[],
  kinds: readonly SearchKind[],
) {
  // Pagefind leaves out a word no record holds: such words are named, and the rest searched.
  const alone =
    all.length > 1 ? await Promise.all(all.map((w) => ft.results(index, w, kinds))) : [];
  const unknown = all.filter((_, i) => alone[i]?.length === 0);
  const words = all.filter((w) => !unknown.includes(w));
  const best = new Map<string, Found>();
  let level = words.length ? [words] : [];
  for (let lacking = 0; level.length; lacking++) {
    const lists = await Promise.all(level.map((w) => ft.results(index, w.join(' '), kinds)));
    lists.forEach((list, i) => {
      const lacks = all.filter((w) => !level[i]!.includes(w));
      for (const result of list) {
        const score = result.score * LACKING_FACTOR ** lacking;
        const seen = best.get(result.id);
        if (!seen || seen.score < score) best.set(result.id, { index, result, score, lacks });
      }
    });
    if (best.size >= ENOUGH || level[0]!.length <= 1) break;
    // Past a few words lacking, only while nothing is found: a question is never answered with nothing.
    if (lacking >= MAX_LACKING && best.size) break;
    level = [...new Map(level.flatMap(shorter).map((w) => [w.join(' '), w])).values()].slice(
      0,
      MAX_SUBSETS,
    );
  }
  const found = [...best.values()].sort((a, b) => b.score - a.score);
  return { found, dropped: found[0]?.lacks ?? unknown };
}

/** Every index's results for the words, the unreadable indexes named. */
async function searchAll(ft: FullText, scope: Scope, words: string[]) {
  const unavailable: string[] = [];
  const each = await Promise.all(
    scope.indexes.map((index, i) => {
      // The reading pages once: from the first (newest) bundle only.
      const kinds = kindsOf(scope).filter(
        (k) => i === 0 || (RULES_KINDS as readonly string[]).includes(k),
      );
      if (!kinds.length) return { found: [] as Found[], dropped: [] as string[] };
      return searchIndex(ft, index, words, kinds).catch(() => {
        unavailable.push(index);
        return { found: [] as Found[], dropped: [] as string[] };
      });
    }),
  );
  const found = each.flatMap((e) => e.found).sort((a, b) => b.score - a.score);
  const dropped = each.find((e) => e.found[0] === found[0])?.dropped ?? [];
  return { found, dropped, unavailable };
}

/** Reads results and ranks them: kind, alias hints; each key once (the newest version's). */
/**
 * Reads results in the order Pagefind scored them, batch by batch, until enough distinct records
 * are known: each key once, the newest version's hit standing for it with the best score any
 * version gave it.
 */
class Ranking {
  private next = 0;
  private readonly byKey = new Map<string, FullTextHit>();
  private readonly ft: FullText;
  private readonly found: Found[];
  private readonly q: NormalQuery;
  private readonly indexes: string[];
  private readonly named: string[];

  constructor(ft: FullText, found: Found[], q: NormalQuery, indexes: string[], named: string[]) {
    this.ft = ft;
    this.found = found;
    this.q = q;
    this.indexes = indexes;
    this.named = named;
  }

  /** The best hits known once at least `wanted` distinct ones are (or every result is read). */
  async best(wanted: number): Promise<FullTextHit[]> {
    while (this.byKey.size < wanted && this.next < this.found.length) {
      const batch = this.found.slice(this.next, this.next + READ_BATCH);
      this.next += READ_BATCH;
      const read = await Promise.all(
        batch.map(async (f) => {
          const h = await this.ft.read(f.index, f.result).catch(() => null);
          return h && { ...h, score: f.score * weightOf(h, this.q, this.named) };
        }),
      );
      const order = (i: string) => this.indexes.indexOf(i);
      const hits = read.filter((h): h is FullTextHit => !!h);
      for (const h of hits.sort((a, b) => order(a.index) - order(b.index))) {
        const seen = this.byKey.get(h.key);
        if (!seen) this.byKey.set(h.key, h);
        else if (order(h.index) >= order(seen.index)) seen.score = Math.max(seen.score, h.score);
        else this.byKey.set(h.key, { ...h, score: Math.max(seen.score, h.score) });
      }
    }
    return [...this.byKey.values()].sort(byScore);
  }
}

/** What a hit's kind, an alias and the rules the query names make of its score. */
function weightOf(h: FullTextHit, q: NormalQuery, named: string[]): number {
  if (h.kind !== 'ルール') return KIND_FACTOR[h.kind];
  const within = named.some((n) => h.key === n || isUnder(h.key, n));
  return (q.rules.includes(h.key) ? ALIAS_HINT : 1) * (within ? NAMED_FACTOR : 1);
}

/**
 * The rules a query's words name: a word that is a keyword or a glossary term jumps to its rule
 * (the exact-jump table), and the rules under it are where a question about it is answered
 * (「威迫持ち ブロックに何体必要」 is answered within 702.111).
 */
async function namedRules(jumps: JumpReader, q: NormalQuery): Promise<string[]> {
  if (q.words.length < 2) return [];
  const found = await Promise.all(
    q.words.map((w) =>
      findJumpFor(jumps, { ...q, number: null, readAs: [] }, w.surface).catch(() => null),
    ),
  );
  return found.flatMap((j) => {
    const hash = j?.kind === 'ルール' ? decodeURIComponent(j.href.split('#')[1] ?? '') : '';
    return hash ? [hash] : [];
  });
}

function byScore(a: FullTextHit, b: FullTextHit): number {
  return b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** The rules a question's topics name shown first, at most. */
const TOPIC_RULES = 3;

/** The rules of a question's topics, in the version (the index) they are numbered for. */
interface TopicRules {
  index: string;
  rules: TopicRule[];
}

/**
 * The rules of the query's question topics, when the version they are numbered for is searched:
 * their head and the files of the keys the query holds are read only for a question (not for a
 * rule number, nor an alias alone).
 */
async function topicsOf(jumps: JumpReader, q: NormalQuery, scope: Scope): Promise<TopicRules> {
  const none = { index: '', rules: [] };
  if (q.number || q.aliasOnly || (scope.kind && scope.kind !== 'ルール')) return none;
  const head = (await jumps(SEARCH_FILES.topics).catch(() => null)) as SearchTopics | null;
  if (!head || !scope.indexes.includes(head.version)) return none;
  const shards = await Promise.all(
    topicShardsFor(q.folded, head).map((k) => jumps(SEARCH_FILES.topicShard(k)).catch(() => [])),
  );
  const table = mergeTopics(head, shards as SearchTopicShard[]);
  return { index: head.version, rules: topicMatches(q.folded, table).slice(0, TOPIC_RULES) };
}

/**
 * The rules shown first, in order: those of the query's question topics (a more specific topic's
 * first, and among equally specific ones the rule the search scored higher with the query's
 * words), then those an alias means when the alias is the whole query — the search's hit where it
 * found the rule, else the rule itself (its excerpt left for the page to fill).
 */
function lift(hits: FullTextHit[], q: NormalQuery, scope: Scope, topics: TopicRules) {
  if (scope.kind && scope.kind !== 'ルール') return hits;
  const hitOf = (key: string) => hits.find((h) => h.kind === 'ルール' && h.key === key);
  const scored = (t: TopicRule) => hitOf(t.rule)?.score ?? -1;
  const byTopic = [...topics.rules].sort((a, b) => b.groups - a.groups || scored(b) - scored(a));
  const wanted: [string, string][] = [
    ...byTopic.map((t): [string, string] => [topics.index, t.rule]),
    ...(q.aliasOnly ? q.rules.map((r): [string, string] => [scope.indexes[0]!, r]) : []),
  ];
  const lifted: FullTextHit[] = [];
  for (const [index, key] of wanted) {
    if (lifted.some((h) => h.key === key)) continue;
    lifted.push(
      hitOf(key) ?? {
        index,
        key,
        kind: 'ルール',
        label: null,
        score: 0,
        excerpt: '',
      },
    );
  }
  return [...lifted, ...hits.filter((h) => !lifted.includes(h))];
}

/**
 * The rule a query that is one term lands on, when it is a heading (「呪禁」 → 702.11, 「紋章」 →
 * 114): its definition is read from the top, so the rules under it follow it in their order.
 */
function termHeading(q: NormalQuery, jump: Jump | null): string | null {
  if (q.number || q.words.length !== 1 || jump?.kind !== 'ルール') return null;
  const hash = decodeURIComponent(jump.href.split('#')[1] ?? '');
  return isSection(hash) || isRule(hash) ? hash : null;
}

/**
 * The heading where it was found (after what stood above it: the rules an alias names), the rules
 * under it that were found right after it, in their order, then the rest.
 */
function inReadingOrder(hits: FullTextHit[], heading: string | null): FullTextHit[] {
  const at = hits.findIndex((h) => h.kind === 'ルール' && h.key === heading);
  if (!heading || at < 0) return hits;
  const under = hits
    .filter((h) => h.kind === 'ルール' && isUnder(h.key, heading))
    .sort((a, b) => compareRuleNumbers(a.key, b.key));
  const above = hits.slice(0, at).filter((h) => !under.includes(h));
  const rest = hits.slice(at + 1).filter((h) => !under.includes(h));
  return [...above, hits[at]!, ...under, ...rest];
}

/** Whether a rule stands under another (702.11b under 702.11, 114.1 under 114). */
const isUnder = (key: string, heading: string) =>
  key.startsWith(heading) && /^[a-z.]/.test(key.slice(heading.length));

/**
 * The glossary's readings of the query's runs of hiragana (each run's file of readings, read once
 * by the reader): a lexicon that carries its own readings needs none.
 */
async function readingsOf(
  jumps: JumpReader,
  lexicon: SearchLexicon,
  raw: string,
): Promise<Map<string, string>> {
  if (lexicon.readings) return new Map(lexicon.readings);
  const runs = readingRuns(raw, lexicon);
  const shards = [...new Set(runs.map((r) => jumpShardOf(r)))];
  const read = await Promise.all(
    shards.map((k) => jumps(SEARCH_FILES.readings(k)).catch(() => ({}))),
  );
  const all = Object.assign({}, ...read) as Record<string, string>;
  return new Map(runs.flatMap((r) => (all[r] ? [[r, all[r]] as [string, string]] : [])));
}

export async function answer(
  ft: FullText,
  jumps: JumpReader,
  lexicon: SearchLexicon,
  raw: string,
  scope: Scope,
  count = 8,
): Promise<Answer> {
  const q = normaliseQuery(raw, lexicon, await readingsOf(jumps, lexicon, raw));
  const jumpFound = findJumpFor(jumps, q, raw).catch(() => null);
  const topics = await topicsOf(jumps, q, scope);
  const words = q.words.map((w) => w.term);
  const empty = { query: q, hits: [], more: async () => [], dropped: [], unavailable: [] };
  if (!words.length && !q.rules.length && !topics.rules.length)
    return { ...empty, jump: await jumpFound };
  // An alias with no term (「LO」) is its rules alone.
  const { found, dropped, unavailable } = await searchAll(ft, scope, words);
  const ranking = new Ranking(ft, found, q, scope.indexes, await namedRules(jumps, q));
  const shown = new Set<string>();
  const page = (hits: FullTextHit[]) => {
    const out = hits.filter((h) => !shown.has(h.key)).slice(0, count);
    for (const h of out) shown.add(h.key);
    return out;
  };
  // A few more than a page read first: the kinds' weights may reorder what Pagefind put first.
  const lifted = lift(await ranking.best(count + READ_AHEAD), q, scope, topics);
  const first = page(inReadingOrder(lifted, termHeading(q, await jumpFound)));
  const more = async () => page(await ranking.best(shown.size + count + READ_AHEAD));
  const surface = (t: string) => q.words.find((w) => w.term === t)?.surface ?? t;
  return {
    query: q,
    jump: await jumpFound,
    hits: first,
    more,
    dropped: dropped.map(surface),
    unavailable,
  };
}
