// Linked text as the pipeline hands it to pages: a list of segments (plain text, rule
// references, names, mana symbols, rules terms). The shape is declared in the data contract.
import type { Segment } from './data-contract.ts';

export type { Segment };

/** The text as written, links dropped. */
export const plain = (segments: Segment[] | null): string | null =>
  segments ? segments.map((s) => (s.type === 'text' ? s.value : s.raw)).join('') : null;

/**
 * A Japanese character for the spacing the web copy of the rules strays into: kana, kanji and the
 * Japanese marks around them (「」、。・（）〔〕《》…). Digits and Latin letters are not: a space
 * beside them separates a number or a word (「rule 8〔」「Lv 3」) and stays.
 */
const JAPANESE =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々〆、。・「」『』（）〔〕《》【】！？：／]/u;
const SPACES = / +/g;

/**
 * The text as shown: a run of spaces between two Japanese characters dropped (the web copy's
 * 「攻撃 プレイヤー」 is 「攻撃プレイヤー」); `before` and `after` are the characters on either side
 * of the text when it is part of a longer one. The source keeps them: only the display drops them.
 */
export function dropStraySpaces(
  text: string,
  before = '',
  after = '',
): { text: string; removed: number } {
  let removed = 0;
  const out = text.replace(SPACES, (run: string, at: number) => {
    const l = at === 0 ? before : text[at - 1]!;
    const r = at + run.length === text.length ? after : text[at + run.length]!;
    if (!JAPANESE.test(l) || !JAPANESE.test(r)) return run;
    removed += run.length;
    return '';
  });
  return { text: out, removed };
}

/** Linked text as shown: the stray spaces of its plain runs dropped (dropStraySpaces), links as they are. */
export function displaySegments(segments: readonly Segment[]): {
  segments: Segment[];
  removed: number;
} {
  const shown = (s: Segment | undefined) =>
    s === undefined ? '' : s.type === 'text' ? s.value : s.type === 'mana' ? '' : s.raw;
  let removed = 0;
  const out = segments.map((s, i): Segment => {
    if (s.type !== 'text' || !s.value.includes(' ')) return s;
    const d = dropStraySpaces(s.value, shown(segments[i - 1]).slice(-1), shown(segments[i + 1])[0]);
    removed += d.removed;
    return d.removed ? { ...s, value: d.text } : s;
  });
  return { segments: out, removed };
}

/** A Latin word's letters (a cut between two of them is inside the word). */
const WORD = /[A-Za-z0-9'’-]/;

/**
 * The first `max` characters of a text, cut at a whole mana symbol or word: never inside {…}
 * (107.4's 「{0}{1}{2}{3」 is 「{0}{1}{2}」) nor inside a Latin word. Whitespace at the cut goes.
 */
export function cutAtWhole(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  let head = chars.slice(0, max).join('');
  const open = head.lastIndexOf('{');
  if (open > head.lastIndexOf('}')) head = head.slice(0, open);
  else if (WORD.test(chars[max - 1]!) && WORD.test(chars[max]!)) {
    const word = /[A-Za-z0-9'’-]+$/.exec(head)!;
    // A single word longer than the whole cut is cut as it is.
    if (word.index > 0) head = head.slice(0, word.index);
  }
  return head.trimEnd();
}

/**
 * A rule's visually hidden heading: its number and its first words as shown (at most `max`
 * characters; `shown` turns the text into what the page shows, as the emphasis marks dropped).
 */
export function ruleHeading(
  number: string,
  segments: readonly Segment[],
  shown: (text: string) => string = (t) => t,
  max = 40,
): string {
  return `${number} ${cutAtWhole(shown(plain(displaySegments(segments).segments) ?? ''), max)}`;
}
