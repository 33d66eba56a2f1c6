// What search indexes: a record per numbered rule and per glossary entry of each version, and one
// per reading page's part (article section, FAQ section, card), in every version's bundle. Each record says what it is (its
// key and kind, for the address and the label the page shows) and its words by where they stand,
// most telling first: the terms it defines (状況起因処理 for 704), its title and its parent's
// (「トランプル」 for 702.19b), then its text, Japanese and English. Pagefind weighs them by that
// place (scripts/emit/pagefind-bundles.ts); this module only decides what a record is.
import type { RuleBook } from '../model/rule-book.ts';
import { parentNumber, ruleOf } from '../model/rule-number.ts';
import { glossaryPage } from '../model/urls.ts';
import { definingRule, rowOf, type BilingualEntry } from '../link/glossary.ts';
import type { SearchRecord } from '../model/data-contract.ts';
import type { DocumentRecord } from './search-documents.ts';

/** A rule's title is short and not a sentence: 「トランプル／Trample」, not 「…存在する。」. */
const TITLE_LENGTH = 40;
const isTitle = (t: string) => t.length <= TITLE_LENGTH && !/[。.]$/.test(t.trim());

const headwordsOf = (g: BilingualEntry) =>
  g.ja.map((j) => j.headword).filter((h): h is string => !!h);

/** A rule's titles: its own rule's (702.19 for 702.19b) and its parent's, where they are titles. */
function titlesOf(book: RuleBook, version: string, number: string): string[] {
  const out: string[] = [];
  for (const n of new Set([ruleOf(number), parentNumber(number)])) {
    if (!n || n === number) continue;
    const r = book.get(version, n);
    for (const t of [r?.ja, r?.en]) if (t && isTitle(t) && !out.includes(t)) out.push(t);
  }
  return out;
}

/** The records of one version: its rules, then its glossary entries. */
export function versionRecords(
  book: RuleBook,
  version: string,
  glossary: BilingualEntry[],
): SearchRecord[] {
  const defines = new Map<string, string[]>();
  for (const g of glossary) {
    const n = definingRule(book, version, g);
    if (!n) continue;
    const terms = [...headwordsOf(g), g.en?.term].filter((t): t is string => !!t);
    defines.set(n, [...new Set([...(defines.get(n) ?? []), ...terms])]);
  }
  const out: SearchRecord[] = [];
  for (const r of book.ordered(version)) {
    const ja = r.ja ?? (r.translation?.status === 'outdated' ? r.translation.text : null);
    const titles = titlesOf(book, version, r.number);
    out.push({
      key: r.number,
      kind: 'ルール',
      // What a result names it by: the nearest title above it (「トランプル」 for 702.19b).
      label: titles[0] ?? null,
      defines: defines.get(r.number) ?? [],
      titles,
      text: [ja, r.en].filter((t): t is string => !!t),
    });
  }
  for (const g of glossary) {
    const heads = headwordsOf(g);
    out.push({
      // Keyed by its address under the version's glossary: <page>/#<id>.
      key: `${glossaryPage(rowOf(g))}/#${g.id}`,
      kind: '用語',
      label: [heads.join('・'), g.en?.term].filter(Boolean).join('／'),
      defines: [...heads, g.en?.term].filter((t): t is string => !!t),
      titles: [],
      text: [...g.ja.map((j) => j.text), g.en?.text].filter((t): t is string => !!t),
    });
  }
  return out;
}

/** The reading pages' records: each keyed by its address. */
export function documentRecords(documents: DocumentRecord[]): SearchRecord[] {
  return documents.map((doc) => ({
    key: doc.href,
    kind: doc.kind,
    label: doc.title,
    defines: [],
    titles: [doc.title],
    text: [doc.text],
  }));
}

/**
 * Every bundle's records, by version (newest first): the version's rules and glossary, and the
 * reading pages, which every bundle holds, so that a search loads one bundle (one runtime, one
 * metadata file, one set of index chunks) and not a second beside it.
 */
export function searchRecords(
  book: RuleBook,
  glossaries: Map<string, BilingualEntry[]>,
  documents: DocumentRecord[],
): Map<string, SearchRecord[]> {
  const pages = documentRecords(documents);
  const out = new Map<string, SearchRecord[]>();
  for (const v of book.versions)
    out.set(v.name, [...versionRecords(book, v.name, glossaries.get(v.name) ?? []), ...pages]);
  return out;
}
