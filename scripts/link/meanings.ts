// A section number can mean different things in different versions (506: subgames until
// 2009, the combat phase since). Sections are compared by title, in a language both
// versions have; where the titles differ, each side points at the other meaning.
import type { RuleBook } from '../model/rule-book.ts';
import { isSection } from '../model/rule-number.ts';
import type { OtherMeaning } from '../model/data-contract.ts';

export type { OtherMeaning };

function bigrams(s: string): string[] {
  const t = s.toLowerCase().replace(/[\s・、,.]+/g, '');
  return t.length < 2 ? [t] : Array.from({ length: t.length - 1 }, (_, i) => t.slice(i, i + 2));
}

/** Dice coefficient over character bigrams: 1 for the same title, near 0 for unrelated ones. */
export function titleSimilarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  const pool = new Map<string, number>();
  for (const g of y) pool.set(g, (pool.get(g) ?? 0) + 1);
  let common = 0;
  for (const g of x) {
    const n = pool.get(g) ?? 0;
    if (n > 0) {
      common++;
      pool.set(g, n - 1);
    }
  }
  return (2 * common) / (x.length + y.length || 1);
}

/** For each version and section number, the versions where that number means something else. */
export function otherMeanings(book: RuleBook): Map<string, Omit<OtherMeaning, 'href'>[]> {
  const out = new Map<string, Omit<OtherMeaning, 'href'>[]>();
  const versions = book.versions.map((v) => v.name);
  const sections = new Set<string>();
  for (const v of versions)
    for (const r of book.all(v)) if (isSection(r.number)) sections.add(r.number);
  for (const section of sections) {
    const holders = versions.filter((v) => book.has(v, section));
    for (const a of holders) {
      for (const b of holders) {
        if (a === b) continue;
        const ra = book.get(a, section)!;
        const rb = book.get(b, section)!;
        const lang = ra.en && rb.en ? 'en' : ra.ja && rb.ja ? 'ja' : null;
        if (!lang) continue; // no language in common: make no claim
        if (titleSimilarity(ra[lang]!, rb[lang]!) >= 0.5) continue;
        const key = `${a}|${section}`;
        if (!out.has(key)) out.set(key, []);
        out.get(key)!.push({ version: b, section, title: rb.ja ?? rb.en! });
      }
    }
  }
  return out;
}
