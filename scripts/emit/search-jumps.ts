// Exact jumps for search, decided at build time: a query that is a rule number, a card name
// (either face, Japanese or English), an article or mechanic name, a glossary term or an English
// rule term goes straight to its target, before any full-text result.
import type { RuleBook } from '../model/rule-book.ts';
import type { Article } from '../model/types.ts';
import type { CatalogueCard } from '../link/cards.ts';
import { articleUrl, mechanicUrl, ruleUrl } from '../model/urls.ts';
import { jumpKey, type Jump, type JumpTable } from '../model/jumps.ts';
import { findTermPairs } from '../link/term-pairs.ts';
import { definingRule, glossaryEntryUrl, type BilingualEntry } from '../link/glossary.ts';

export function searchJumps(
  book: RuleBook,
  articles: Article[],
  catalogues: CatalogueCard[][],
  mechanics: { name: string; en: string; slug: string }[],
  glossaries: Map<string, BilingualEntry[]>,
): JumpTable {
  const jumps = new Map<string, Jump>();
  // Earlier entries win: names people type first, then rules and terms.
  const add = (key: string, jump: Jump) => {
    const k = jumpKey(key);
    if (k && !jumps.has(k)) jumps.set(k, jump);
  };
  for (const a of articles)
    for (const name of [a.title, ...a.aliases])
      add(name, { href: articleUrl(a.title), label: a.title, kind: '記事' });
  for (const m of mechanics)
    for (const name of [m.name, m.en])
      add(name, { href: mechanicUrl(m.slug), label: `${m.name}（${m.en}）`, kind: 'FAQ' });
  const cards = catalogues.flat();
  for (const c of cards) {
    for (const name of [c.nameJa, c.nameEn, c.backFace?.nameJa, c.backFace?.nameEn])
      if (name) add(name, { href: c.url, label: c.nameJa, kind: 'カード' });
  }
  // A distinctive part of a name (「勇丸」 of 「今田家の猟犬、勇丸」) when only one card has it.
  const parts = new Map<string, CatalogueCard[]>();
  for (const c of cards)
    for (const part of c.nameJa.split('、'))
      if (part !== c.nameJa && part.length >= 2) parts.set(part, [...(parts.get(part) ?? []), c]);
  for (const [part, owners] of parts)
    if (owners.length === 1)
      add(part, { href: owners[0]!.url, label: owners[0]!.nameJa, kind: 'カード' });
  // Keywords (701.N keyword actions, 702.N keyword abilities), Japanese and English, land on
  // their rule in the newest version that has it: 「トランプル／Trample」 → 702.19.
  for (const v of book.versions) {
    for (const r of book.ordered(v.name)) {
      if (!/^70[12]\.\d+$/.test(r.number) || book.newest(r.number) !== v.name) continue;
      const jump = {
        href: ruleUrl(v.name, r.number),
        label: `${r.ja ?? r.en}（${r.number}）`,
        kind: 'ルール' as const,
      };
      for (const name of [...(r.ja?.split('／') ?? []), r.en]) if (name) add(name.trim(), jump);
    }
  }
  // Glossary terms, Japanese headwords and English, land on the rule their definition cites
  // (a defining rule beats the glossary entry that points to it), else on the entry; newest first.
  for (const v of book.versions) {
    for (const g of glossaries.get(v.name) ?? []) {
      const rule = definingRule(book, v.name, g);
      const names = [...g.ja.map((j) => j.headword!), g.en?.term].filter((n): n is string => !!n);
      const label = `${g.ja[0]?.headword ? `${g.ja[0].headword}／` : ''}${g.en?.term ?? g.ja[0]?.english ?? ''}`;
      const jump: Jump = rule
        ? {
            href: ruleUrl(v.name, rule),
            label: `${label}（${rule}・総合ルール ${v.name}）`,
            kind: 'ルール',
          }
        : {
            href: glossaryEntryUrl(v.name, g),
            label: `${label}（用語集 ${v.name}）`,
            kind: '用語',
          };
      for (const n of names) add(n, jump);
    }
  }
  for (const v of book.versions) {
    for (const r of book.ordered(v.name)) {
      if (!r.ja || r.translation) continue;
      for (const p of findTermPairs(r.ja)) {
        const jump = {
          href: ruleUrl(v.name, r.number),
          label: `${p.ja}／${p.en}（${r.number}）`,
          kind: 'ルール' as const,
        };
        add(p.en, jump);
        add(p.ja, jump);
      }
    }
  }
  const versions = book.versions.map((v) => v.name);
  const rules: Record<string, number> = {};
  for (const v of book.versions)
    for (const r of book.ordered(v.name))
      rules[r.number] ??= versions.indexOf(book.newest(r.number)!);
  return {
    versions,
    rules,
    names: Object.fromEntries([...jumps].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}
