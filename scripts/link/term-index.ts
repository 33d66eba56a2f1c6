// Japanese–English term pairs from rule text (「戦闘開始／beginning of combat」), each with the
// rules where it was first found: the bilingual term index.
import type { RuleBook } from '../model/rule-book.ts';
import { ruleUrl } from '../model/urls.ts';
import { findTermPairs } from './term-pairs.ts';

/** Japanese–English term pairs from rule text, each with where it was first found. */
export function termIndex(book: RuleBook) {
  const terms = new Map<string, { ja: string; en: string; found: { href: string; label: string }[] }>();
  for (const v of book.versions) {
    for (const r of book.ordered(v.name)) {
      if (!r.ja) continue;
      for (const p of findTermPairs(r.ja)) {
        const key = `${p.ja}／${p.en.toLowerCase()}`;
        if (!terms.has(key)) terms.set(key, { ...p, found: [] });
        const t = terms.get(key)!;
        if (t.found.length < 5) t.found.push({ href: ruleUrl(v.name, r.number), label: `${r.number}（${v.name}）` });
      }
    }
  }
  return [...terms.values()].sort((a, b) => a.ja.localeCompare(b.ja, 'ja') || a.en.localeCompare(b.en));
}

export type TermEntry = ReturnType<typeof termIndex>[number];
