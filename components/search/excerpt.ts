// A result's excerpt: the part of its text around the first word of the query it holds, with
// every word of the query marked. Pure: the page turns the pieces into elements.

export interface Piece {
  text: string;
  mark: boolean;
}

/** About this many characters around the first match. */
export const EXCERPT_LENGTH = 90;

function fold(s: string): string {
  return s.normalize('NFKC').toLowerCase();
}

export function excerpt(text: string, words: string[], length = EXCERPT_LENGTH): Piece[] {
  // NFKC keeps the length of Japanese text and of plain ASCII; fold per character so the
  // positions stay those of the text.
  const folded = [...text].map((c) => (fold(c).length === 1 ? fold(c) : c)).join('');
  const wanted = [...new Set(words.map(fold).filter((w) => w.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  const marks: [number, number][] = [];
  for (const w of wanted) {
    for (let i = folded.indexOf(w); i >= 0; i = folded.indexOf(w, i + w.length))
      if (!marks.some(([s, e]) => i < e && i + w.length > s)) marks.push([i, i + w.length]);
  }
  marks.sort((a, b) => a[0] - b[0]);
  const first = marks[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), text.length - length));
  const end = Math.min(text.length, start + length);
  const pieces: Piece[] = [];
  let at = start;
  if (start > 0) pieces.push({ text: '…', mark: false });
  for (const [s, e] of marks) {
    if (e <= start || s >= end) continue;
    const a = Math.max(s, start);
    const b = Math.min(e, end);
    if (a > at) pieces.push({ text: text.slice(at, a), mark: false });
    pieces.push({ text: text.slice(a, b), mark: true });
    at = b;
  }
  if (at < end) pieces.push({ text: text.slice(at, end), mark: false });
  if (end < text.length) pieces.push({ text: '…', mark: false });
  return pieces;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
};

/** Pagefind's excerpt (escaped text, the query's words in <mark>) as pieces: nothing else of it is markup. */
export function excerptPieces(html: string): Piece[] {
  const decode = (s: string) =>
    s.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]!);
  const pieces: Piece[] = [];
  for (const [i, part] of html.split(/<mark>([\s\S]*?)<\/mark>/).entries()) {
    const text = decode(part.replace(/<[^>]*>/g, ''));
    if (text) pieces.push({ text, mark: i % 2 === 1 });
  }
  return pieces;
}
