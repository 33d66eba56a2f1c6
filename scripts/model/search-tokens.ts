// How search cuts a query into the words it asks Pagefind for: folded to one width and case
// (NFKC), then cut by script. A kanji run is one word (先制攻撃), a katakana run one word (a
// compound written with 「・」 stays whole: マナ・プール), an English word its stem (blockers →
// blocker, attacking → attack), a number of up to three digits a word (タフネス０); hiragana
// (particles, verb endings, question words) is left out, so a verb is its kanji stem (消える →
// 消), which Pagefind matches as the start of every word it begins (消滅, 消える). Pagefind cuts
// the rules' text itself, with its Japanese segmentation.

/** A word of a query: as written, and as Pagefind is asked for it. */
export interface QueryWord {
  surface: string;
  term: string;
}

const KANJI = '\\u3400-\\u4dbf\\u4e00-\\u9fff々〆';
const KATAKANA = '\\u30a1-\\u30faー\\u30fd\\u30fe';
const RUN = new RegExp(
  `[${KANJI}]+|[${KATAKANA}]+(?:・[${KATAKANA}]+)*|[a-z][a-z'’]*|[0-9]+`,
  'gu',
);
/** English words that say nothing of which rule: function words, and a question's own words. */
const ENGLISH_STOP = new Set(
  `a an and are as at be by for from has have in is it its of on or that the this to was were will with
  what when where who whom why how which does do did doing done can could would should may might must
  you your yours i me my we our they their them he she his her there any some get gets got
  happen happens happened if then so also into about just still ever really`.split(/\s+/),
);

/** Folds width and case: ＥＴＢ → etb, ｶｳﾝﾀｰ → カウンター, ７０２．１９ → 702.19. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * An English word as its stem, which Pagefind matches as the start of every form: an -ies, -ing
 * or -ed ending cut (abilities → abilit, attacking → attack, countered → counter), a plural's -s.
 */
function english(word: string): string | null {
  const w = word.replace(/['’]s$/, '').replace(/['’]/g, '');
  if (w.length < 2 || ENGLISH_STOP.has(w)) return null;
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3);
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) return w.slice(0, -2);
  return w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

/** What Pagefind is asked for one run of the query, or null for a word that says nothing. */
function termOf(run: string): string | null {
  if (/^[0-9]/.test(run)) return run.length <= 3 ? run : null;
  if (/^[a-z]/.test(run)) return english(run);
  return run;
}

/** The words of a query, each once. */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const m of fold(query).matchAll(RUN)) {
    const term = termOf(m[0]);
    if (term && !words.some((w) => w.surface === m[0] || w.term === term))
      words.push({ surface: m[0], term });
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

/** A jump key's file: by its first two characters (a rule number's first digits, a name's first letters). */
export function jumpShardOf(key: string, count = 64): number {
  return shardOf([...key].slice(0, 2).join(''), count);
}
