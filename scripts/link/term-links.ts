// Rules terms in Japanese rule text become links, as the Wisdom Guild viewer does: each glossary
// headword and keyword name of the same version links to the rule that defines it (or to its
// glossary entry where no rule does). In each rule the first occurrence of a term is linked, the
// longest term wins where terms overlap, nothing inside another link is touched, and a rule never
// links to its own definition (702.19b does not link 「トランプル」 to 702.19).
import type { RuleBook } from '../model/rule-book.ts';
import type { Segment } from './linker.ts';
import { glossaryUrl, ruleUrl } from '../model/urls.ts';
import { definingRule, type BilingualEntry } from './glossary.ts';

export interface TermTarget {
  term: string;
  href: string;
  /** The rule the term links to, when it is a rule (for previews); null for a glossary entry. */
  rule: string | null;
}

export interface TermDictionary {
  version: string;
  byTerm: Map<string, TermTarget>;
  pattern: RegExp | null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term worth linking: Japanese, at least two characters (not 「X」 or 「色」). */
const linkable = (t: string) => t.length >= 2 && /[ぁ-んァ-ヶ一-龠]/.test(t);

export function termDictionary(
  book: RuleBook,
  version: string,
  glossary: BilingualEntry[],
): TermDictionary {
  const byTerm = new Map<string, TermTarget>();
  // Keyword names first: 「トランプル／Trample」 of 702.19 → 702.19.
  for (const r of book.ordered(version)) {
    if (!/^70[12]\.\d+$/.test(r.number) || !r.ja) continue;
    const name = r.ja.split('／')[0]!.trim();
    if (linkable(name) && !byTerm.has(name))
      byTerm.set(name, { term: name, href: ruleUrl(version, r.number), rule: r.number });
  }
  for (const g of glossary) {
    if (g.status !== 'own' && g.status !== 'carried') continue;
    const rule = definingRule(book, version, g);
    for (const j of g.ja) {
      const term = j.headword;
      if (!term || !linkable(term) || byTerm.has(term)) continue;
      byTerm.set(
        term,
        rule
          ? { term, href: ruleUrl(version, rule), rule }
          : { term, href: `${glossaryUrl(version)}#${g.id}`, rule: null },
      );
    }
  }
  const terms = [...byTerm.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return {
    version,
    byTerm,
    pattern: terms.length ? new RegExp(terms.map(escapeRe).join('|'), 'g') : null,
  };
}

/** Links the first occurrence of each term in a rule's text segments; returns the segments and how many links it made. */
export function linkTerms(
  segments: Segment[],
  dict: TermDictionary,
  ruleNumber: string,
): { segments: Segment[]; count: number } {
  if (!dict.pattern) return { segments, count: 0 };
  const done = new Set<string>();
  const out: Segment[] = [];
  let count = 0;
  // A rule's own definition: the term's rule is this rule or one it belongs to.
  const own = (t: TermTarget) =>
    t.rule !== null &&
    (ruleNumber === t.rule ||
      ruleNumber.startsWith(`${t.rule}.`) ||
      (ruleNumber.startsWith(t.rule) && /^[a-z]$/.test(ruleNumber.slice(t.rule.length))));
  for (const s of segments) {
    if (s.type !== 'text') {
      out.push(s);
      continue;
    }
    let at = 0;
    for (const m of s.value.matchAll(dict.pattern)) {
      const t = dict.byTerm.get(m[0])!;
      if (done.has(t.term) || own(t)) continue;
      done.add(t.term);
      if (m.index > at) out.push({ type: 'text', value: s.value.slice(at, m.index) });
      out.push({ type: 'term', raw: m[0], href: t.href, version: dict.version, rule: t.rule });
      at = m.index + m[0].length;
      count++;
    }
    if (at < s.value.length) out.push({ type: 'text', value: s.value.slice(at) });
  }
  return { segments: out, count };
}
