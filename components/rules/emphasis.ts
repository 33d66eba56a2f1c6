// Emphasis as older English rules texts mark it in plain text: 2008-10-01 writes titles and set
// names between underscores (「The _Magic_ Golden Rules」, 「the _Future Sight_ set」). A run
// counts only when the underscores stand at word edges around non-blank text, so a lone
// underscore (「Oracle_(TM)」) and a blank to fill in (「Wolf in ________ Clothing」) stay as written.
// Pure: no DOM.

const MARKED = /(?<![\p{L}\p{N}_])_([^\s_](?:[^_]*[^\s_])?)_(?![\p{L}\p{N}_])/gu;

/** A text as runs, each emphasised or not: 「The _Magic_ rules」 → The ·Magic· rules. */
export function emphasisRuns(text: string): { text: string; em: boolean }[] {
  if (!text.includes('_')) return [{ text, em: false }];
  const runs: { text: string; em: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(MARKED)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), em: false });
    runs.push({ text: m[1]!, em: true });
    at = m.index + m[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), em: false });
  return runs;
}

/** The text with its emphasis marks dropped, for places that show plain text (titles, contents). */
export const unmarked = (text: string): string =>
  emphasisRuns(text)
    .map((r) => r.text)
    .join('');
