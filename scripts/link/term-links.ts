// Rules terms in Japanese rule text become links, as the Wisdom Guild viewer does: each glossary
// headword and keyword name of the same version links to the rule that defines it (or to its
// glossary entry where no rule does). A word links only where it is used as the defined term:
// the reviewed tables of content/terms/ (read by read/term-senses.ts) say which words never link
// (everyday words as 「場合」) and, by the text around a word, which sense it has there
// (「英雄譚・エンチャント」 the card type, 「エンチャント（」 the keyword). A glossary entry marked
// obsolete (「（廃語）」) is not linked from current text. In each rule (and in each of its examples) the first occurrence of a
// term in each sense is linked, the longest term wins where terms overlap, nothing inside another
// link or a card name 《…》 is touched, and a rule never links to its own definition (702.19b does not link
// 「トランプル」 to 702.19).
import type { RuleBook } from '../model/rule-book.ts';
import type { Segment } from './linker.ts';
import { ruleUrl } from '../model/urls.ts';
import { isRule, parentNumber, sectionOf } from '../model/rule-number.ts';
import { definingRule, glossaryEntryUrl, type BilingualEntry } from './glossary.ts';
import {
  NO_TERM_SENSES,
  type NeverLinkEntry,
  type SenseEntry,
  type TermSenses,
  type TermTableEntry,
} from '../read/term-senses.ts';

export interface TermTarget {
  term: string;
  href: string;
  /** The rule the term links to, when it is a rule (for previews); null for a glossary entry. */
  rule: string | null;
}

/** A term the version's dictionary holds, with where it links by default. */
export interface DictionaryTerm extends TermTarget {
  /** The glossary marks the entry obsolete (「（廃語）」): a word of old cards, not of current text. */
  obsolete: boolean;
}

interface VersionSense {
  entry: SenseEntry;
  /** null: not linked in this context (or the version lacks the target). */
  target: TermTarget | null;
}

export interface TermDictionary {
  version: string;
  /** Where each linkable term links by default (obsolete entries left out). */
  byTerm: Map<string, TermTarget>;
  /** Everything the matcher finds: the terms and the tables' own phrases (「持続期間」), longest first. */
  pattern: RegExp | null;
  senses: Map<string, VersionSense[]>;
  never: Map<string, NeverLinkEntry>;
  /** Senses of its terms whose target this version lacks (not linked there). */
  problems: TermTableProblem[];
}

export interface TermTableProblem {
  file: string;
  line: number;
  term: string;
  message: string;
}

/** Links made per version and per term, and what the reviewed tables could not apply. */
export interface TermLinkCounts {
  perVersion: Record<string, number>;
  perTerm: Record<string, Record<string, number>>;
  problems: TermTableProblem[];
}

export const emptyTermLinkCounts = (): TermLinkCounts => ({
  perVersion: {},
  perTerm: {},
  problems: [],
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term worth linking: Japanese, at least two characters (not 「X」 or 「色」). */
const linkable = (t: string) => t.length >= 2 && /[ぁ-んァ-ヶ一-龠]/.test(t);

/** The glossary's mark of an obsolete entry, at the start of its definition. */
const OBSOLETE = /^\s*[(（]廃語[)）]/;

/** A pattern finding the leftmost, then longest, of the terms. */
export function termPattern(terms: Iterable<string>): RegExp | null {
  const list = [...new Set(terms)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return list.length ? new RegExp(list.map(escapeRe).join('|'), 'g') : null;
}

/**
 * Every term of a version's own dictionary, obsolete entries included: keyword names first
 * (「トランプル／Trample」 of 702.19 → 702.19), then glossary headwords.
 */
export function dictionaryTerms(
  book: RuleBook,
  version: string,
  glossary: BilingualEntry[],
): Map<string, DictionaryTerm> {
  const byTerm = new Map<string, DictionaryTerm>();
  for (const r of book.ordered(version)) {
    if (!isRule(r.number) || !['701', '702'].includes(sectionOf(r.number))) continue;
    // A keyword's rule is its name 「トランプル／Trample」; 701.1 and 702.1 are prose.
    if (!r.ja?.includes('／')) continue;
    const name = r.ja.split('／')[0]!.trim();
    if (linkable(name) && !byTerm.has(name))
      byTerm.set(name, {
        term: name,
        href: ruleUrl(version, r.number),
        rule: r.number,
        obsolete: false,
      });
  }
  for (const g of glossary) {
    if (g.status !== 'own' && g.status !== 'carried') continue;
    const rule = definingRule(book, version, g);
    // A current sense first: 「プレイ」 is obsolete only in its third sense, within one definition.
    const senses = [...g.ja].sort(
      (a, b) => Number(OBSOLETE.test(a.text)) - Number(OBSOLETE.test(b.text)),
    );
    for (const j of senses) {
      const term = j.headword;
      if (!term || !linkable(term)) continue;
      const known = byTerm.get(term);
      const obsolete = OBSOLETE.test(j.text);
      if (known && !(known.obsolete && !obsolete)) continue;
      byTerm.set(
        term,
        rule
          ? { term, href: ruleUrl(version, rule), rule, obsolete }
          : { term, href: glossaryEntryUrl(version, g), rule: null, obsolete },
      );
    }
  }
  return byTerm;
}

export function termDictionary(
  book: RuleBook,
  version: string,
  glossary: BilingualEntry[],
  tables: TermSenses = NO_TERM_SENSES,
): TermDictionary {
  const all = dictionaryTerms(book, version, glossary);
  const byTerm = new Map<string, TermTarget>();
  for (const [term, t] of all)
    if (!t.obsolete) byTerm.set(term, { term, href: t.href, rule: t.rule });
  const problems: TermTableProblem[] = [];
  const headwords = new Map<string, BilingualEntry>();
  for (const g of glossary)
    for (const j of g.ja)
      if (j.headword && !headwords.has(j.headword)) headwords.set(j.headword, g);
  const resolve = (e: SenseEntry): TermTarget | null => {
    const missing = (what: string) => {
      problems.push({ ...e.origin, term: e.term, message: `${version} has no ${what}` });
      return null;
    };
    if (e.target === null) return null;
    if ('rule' in e.target)
      return book.has(version, e.target.rule)
        ? { term: e.term, href: ruleUrl(version, e.target.rule), rule: e.target.rule }
        : missing(`rule ${e.target.rule}`);
    const entry = headwords.get(e.target.glossary);
    return entry
      ? { term: e.term, href: glossaryEntryUrl(version, entry), rule: null }
      : missing(`glossary headword 「${e.target.glossary}」`);
  };
  // A sense refines a term of this version's dictionary; its rule numbers are this version's.
  const senses = new Map<string, VersionSense[]>();
  for (const e of tables.senses)
    if (all.has(e.term))
      senses.set(e.term, [...(senses.get(e.term) ?? []), { entry: e, target: resolve(e) }]);
  const never = new Map(tables.neverLink.map((e) => [e.term, e]));
  return {
    version,
    byTerm,
    pattern: termPattern([...byTerm.keys(), ...senses.keys(), ...never.keys()]),
    senses,
    never,
    problems,
  };
}

/** The context a sense reads around a word: at most this many characters each side. */
const CONTEXT = 40;

/** Where a word found at `start` of `text` links, and the table entry that decided it (if any). */
export function termSense(
  dict: TermDictionary,
  text: string,
  start: number,
  term: string,
): { target: TermTarget | null; decidedBy: TermTableEntry | null } {
  const before = text.slice(Math.max(0, start - CONTEXT), start);
  const after = text.slice(start + term.length, start + term.length + CONTEXT);
  for (const s of dict.senses.get(term) ?? []) {
    if (s.entry.before && !s.entry.before.test(before)) continue;
    if (s.entry.after && !s.entry.after.test(after)) continue;
    return { target: s.target, decidedBy: s.entry };
  }
  const never = dict.never.get(term);
  if (never) return { target: null, decidedBy: never };
  return { target: dict.byTerm.get(term) ?? null, decidedBy: null };
}

/** Whether the text at `at` stands inside a card name 《…》: a 《 before it that no 》 has closed. */
export function inCardName(text: string, at: number): boolean {
  const open = text.lastIndexOf('《', at - 1);
  return open >= 0 && text.lastIndexOf('》', at - 1) < open;
}

/** A rule's own definition: the term's rule is this rule or one it belongs to. */
function isOwn(target: TermTarget, ruleNumber: string): boolean {
  for (let n: string | null = ruleNumber; n; n = parentNumber(n))
    if (n === target.rule) return true;
  return false;
}

/**
 * Links the first occurrence of each term in each sense in a rule's text segments; returns the
 * segments, how many links it made, and the table entries that decided an occurrence.
 */
export function linkTerms(
  segments: Segment[],
  dict: TermDictionary,
  ruleNumber: string,
): { segments: Segment[]; count: number; decided: Set<TermTableEntry> } {
  const decided = new Set<TermTableEntry>();
  if (!dict.pattern) return { segments, count: 0, decided };
  // Senses read the rule's whole text around a word, across a reference or a mana symbol.
  const whole = segments.map((s) => (s.type === 'text' ? s.value : s.raw)).join('');
  const done = new Set<string>();
  const out: Segment[] = [];
  let count = 0;
  let offset = 0;
  for (const s of segments) {
    if (s.type !== 'text') {
      out.push(s);
      offset += s.raw.length;
      continue;
    }
    let at = 0;
    for (const m of s.value.matchAll(dict.pattern)) {
      // A card's name is a name, not rules text: nothing in 《…》 is a term (《湧き出る源、ジェガンサ》).
      if (inCardName(whole, offset + m.index)) continue;
      const { target: t, decidedBy } = termSense(dict, whole, offset + m.index, m[0]);
      if (decidedBy) decided.add(decidedBy);
      if (!t || isOwn(t, ruleNumber) || done.has(`${t.term}|${t.href}`)) continue;
      done.add(`${t.term}|${t.href}`);
      if (m.index > at) out.push({ type: 'text', value: s.value.slice(at, m.index) });
      out.push({ type: 'term', raw: m[0], href: t.href, version: dict.version, rule: t.rule });
      at = m.index + m[0].length;
      count++;
    }
    if (at < s.value.length) out.push({ type: 'text', value: s.value.slice(at) });
    offset += s.value.length;
  }
  return { segments: out, count, decided };
}

/** The reviewed tables' entries that decided no occurrence in any version: stale, or mistyped. */
export function unusedEntries(tables: TermSenses, used: Set<TermTableEntry>) {
  return [...tables.neverLink, ...tables.senses]
    .filter((e) => !used.has(e))
    .map((e): TermTableProblem => ({
      ...e.origin,
      term: e.term,
      message: 'matches no occurrence in any version',
    }));
}
