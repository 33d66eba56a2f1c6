// The term index: every Japanese glossary headword of the newest glossary that has Japanese, with
// its reading (for 五十音 order), its English term and the rule that defines it; and the
// Japanese–English pairs rule text gives beside terms (「戦闘開始／beginning of combat」).
import type { RuleBook } from '../model/rule-book.ts';
import { ruleUrl } from '../model/urls.ts';
import { findTermPairs } from './term-pairs.ts';
import {
  definingRule,
  glossaryEntryUrl,
  gojuonRow,
  hiragana,
  type BilingualEntry,
} from './glossary.ts';
import type { HeadwordEntry, TermIndex } from '../model/data-contract.ts';

export function termIndex(book: RuleBook, glossaries: Map<string, BilingualEntry[]>): TermIndex {
  const newest = book.versions.find((v) =>
    glossaries.get(v.name)?.some((g) => g.ja.length > 0 && g.status !== 'outdated'),
  );
  const headwords: HeadwordEntry[] = [];
  if (newest) {
    for (const g of glossaries.get(newest.name)!) {
      if (g.status === 'outdated') continue;
      const rule = definingRule(book, newest.name, g);
      for (const j of g.ja) {
        headwords.push({
          ja: j.headword || `（${j.reading}）`,
          reading: j.reading!,
          row: gojuonRow(j.reading!),
          en: j.english!,
          glossary: glossaryEntryUrl(newest.name, g),
          rule: rule ? { number: rule, href: ruleUrl(newest.name, rule) } : null,
        });
      }
    }
  }
  const pairs = new Map<
    string,
    { ja: string; en: string; found: { href: string; label: string }[] }
  >();
  for (const v of book.versions) {
    for (const r of book.ordered(v.name)) {
      if (!r.ja || r.translation) continue;
      for (const p of findTermPairs(r.ja)) {
        const key = `${p.ja}／${p.en.toLowerCase()}`;
        if (!pairs.has(key)) pairs.set(key, { ...p, found: [] });
        const t = pairs.get(key)!;
        if (t.found.length < 3)
          t.found.push({ href: ruleUrl(v.name, r.number), label: `${r.number}（${v.name}）` });
      }
    }
  }
  return {
    version: newest?.name ?? null,
    // 五十音 order by reading (katakana read as hiragana), each sense on its own.
    headwords: headwords.sort(
      (a, b) =>
        hiragana(a.reading).localeCompare(hiragana(b.reading), 'ja') ||
        a.ja.localeCompare(b.ja, 'ja'),
    ),
    pairs: [...pairs.values()].sort(
      (a, b) => a.ja.localeCompare(b.ja, 'ja') || a.en.localeCompare(b.en),
    ),
  };
}

export type { HeadwordEntry, TermIndex };
