// How search reads text, the same at build time (indexing) and in the browser (querying): folded
// to one width and case (NFKC), then cut into words by script. A katakana run is one word (タップ
// never matches inside アンタップ), and a compound written with 「・」 is also its parts; a kanji run
// is its first kanji and its pairs (先制攻撃 → 先・先制・制攻・攻撃), a lone kanji itself (引く → 引);
// hiragana (particles, verb endings, question words) is left out (so a verb is its kanji stem,
// which also matches the compounds it begins: 消える → 消 → 消滅); an English word is lower case,
// its plural cut (blockers → blocker), common function words left out; a number of up to three
// digits is a word (タフネス０).

/** A word of a query as written, and the index words it stands for (all of them for a full match). */
export interface QueryWord {
  surface: string;
  tokens: string[];
}

const KANJI = '\\u3400-\\u4dbf\\u4e00-\\u9fff々〆';
const KATAKANA = '\\u30a1-\\u30faー\\u30fd\\u30fe';
const RUN = new RegExp(
  `[${KANJI}]+|[${KATAKANA}]+(?:・[${KATAKANA}]+)*|[a-z][a-z'’]*|[0-9]+`,
  'gu',
);
/** A katakana word (what a prefix may stand for: サイド → サイドボード). */
export const KATAKANA_WORD = new RegExp(`^[${KATAKANA}]+$`, 'u');
const KANJI_RUN = new RegExp(`^[${KANJI}]+$`, 'u');

const ENGLISH_STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were will with'.split(
    ' ',
  ),
);

/** Whether a word is English (its record's English text is what it is measured against). */
export const isEnglishWord = (word: string): boolean => /^[a-z]/.test(word);

/** Folds width and case: ＥＴＢ → etb, ｶｳﾝﾀｰ → カウンター, ７０２．１９ → 702.19. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function english(word: string): string | null {
  const w = word.replace(/['’]s$/, '').replace(/['’]/g, '');
  if (w.length < 2 || ENGLISH_STOP.has(w)) return null;
  return w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

/** The index words of one run of text. */
function runTokens(run: string): string[] {
  if (KANJI_RUN.test(run)) {
    if (run.length === 1) return [run];
    const pairs: string[] = [];
    for (let i = 0; i + 2 <= run.length; i++) pairs.push(run.slice(i, i + 2));
    // Its first kanji too: a verb's stem in a query (消える → 消) matches a compound it begins (消滅).
    return [run[0]!, ...pairs];
  }
  if (/^[0-9]/.test(run)) return run.length <= 3 ? [run] : [];
  if (isEnglishWord(run)) {
    const w = english(run);
    return w ? [w] : [];
  }
  // Katakana: the whole run (without its dots) and, for a compound, each part.
  const parts = run.split('・');
  return parts.length > 1 ? [parts.join(''), ...parts] : [run];
}

/** The words of a text as the index holds them, repeated as often as they occur. */
export function textTokens(text: string): string[] {
  return [...fold(text).matchAll(RUN)].flatMap((m) => runTokens(m[0]));
}

/**
 * The words of a query, each with the index words a full match needs: a katakana compound needs
 * its whole (マナ・プール → マナプール), a kanji run all its pairs.
 */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const m of fold(query).matchAll(RUN)) {
    const run = m[0];
    const tokens = run.includes('・') ? [run.replaceAll('・', '')] : runTokens(run);
    if (tokens.length && !words.some((w) => w.surface === run))
      words.push({ surface: run, tokens });
  }
  return words;
}

/** A word's shard: which of `count` files holds its postings (FNV-1a, the same everywhere). */
export function shardOf(token: string, count: number): number {
  let h = 0x811c9dc5;
  for (const ch of token) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % count;
}

/** A jump key's file: by its first character (a rule number's first digit, a name's first letter). */
export function jumpShardOf(key: string, count = 32): number {
  return shardOf([...key][0] ?? '', count);
}
