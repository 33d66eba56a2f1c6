// How two rule texts are compared: as printed (whitespace and quotes folded), with their rule
// references folded (they move with every renumbering), and as words (Japanese: character pairs)
// whose overlap says how alike they are.
import { referenceSlots } from './references.ts';

/** The text as printed, with whitespace and curly quotes folded (what "the same text" means). */
export function sameTextKey(text: string): string {
  return text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Text as compared: straight quotes, each rule reference as § (their numbers move with every renumbering). */
export function normalise(text: string): string {
  return referenceSlots(text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'"))
    .shape.replace(/\(?See rules? §[^)]*\)?/gi, '(see §)')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokens(text: string, lang: 'en' | 'ja'): string[] {
  const t = normalise(text).toLowerCase();
  if (lang === 'ja')
    return Array.from({ length: Math.max(0, t.length - 1) }, (_, i) => t.slice(i, i + 2));
  return t.split(/[^a-z0-9§+/'-]+/).filter(Boolean);
}

/** How many of `a`'s words (with repeats) `b` holds. */
export function common(a: string[], b: string[]): number {
  const pool = new Map<string, number>();
  for (const x of b) pool.set(x, (pool.get(x) ?? 0) + 1);
  let n = 0;
  for (const x of a) {
    const k = pool.get(x) ?? 0;
    if (k) {
      n++;
      pool.set(x, k - 1);
    }
  }
  return n;
}

/** Dice coefficient of token multisets: 1 for the same text, 0 for nothing in common. */
export function similarity(a: string[], b: string[]): number {
  if (!a.length && !b.length) return 1;
  return (2 * common(a, b)) / (a.length + b.length);
}
