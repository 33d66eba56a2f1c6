// Per-version rules data for the rule pages and the JSON API: linked text, examples,
// parent and children, what each rule cites and what cites it.
import type { RuleBook } from '../model/rule-book.ts';
import type { Linker, Segment } from '../link/linker.ts';
import type { BackLink } from '../link/back-links.ts';
import type { OtherMeaning } from '../link/meanings.ts';
import type { HistoryEntry } from '../history/history.ts';
import { glossaryId, glossaryUrl, rulesSectionUrl, ruleUrl } from '../model/urls.ts';

export interface RuleView {
  number: string;
  parent: string | null;
  children: string[];
  ja: Segment[] | null;
  en: Segment[] | null;
  examples: { ja: Segment[][]; en: Segment[][] };
  cites: string[];
  citedBy: BackLink[];
  otherMeanings: OtherMeaning[];
  /** How the source printed the number, when it misprinted it. */
  printedAs: string | null;
  /** The same rule in each other version. */
  history: HistoryEntry[];
}

export interface GlossaryView {
  term: string;
  id: string;
  language: 'ja' | 'en';
  text: Segment[];
}

export interface VersionView {
  name: string;
  rules: RuleView[];
  glossary: GlossaryView[];
  unplaced: { file: string; line: number; text: string; reason: string }[];
}

/** Links every rule's text in its own version; returns the segments to render later. */
export function linkRules(book: RuleBook, linker: Linker): Map<string, Pick<RuleView, 'ja' | 'en' | 'examples' | 'cites'>> {
  const out = new Map<string, Pick<RuleView, 'ja' | 'en' | 'examples' | 'cites'>>();
  for (const v of book.versions) {
    for (const r of book.ordered(v.name)) {
      const before = linker.references.length;
      const from = { kind: 'rule' as const, href: ruleUrl(v.name, r.number), label: `${r.number}（${v.name}）`, origin: r.origins[0]! };
      const link = (t: string) => linker.segments(t, v.name, from);
      out.set(`${v.name}|${r.number}`, {
        ja: r.ja !== undefined ? link(r.ja) : null,
        en: r.en !== undefined ? link(r.en) : null,
        examples: { ja: r.examples.ja.map(link), en: r.examples.en.map(link) },
        cites: [...new Set(linker.references.slice(before).map((x) => x.number))],
      });
    }
  }
  return out;
}

export function linkGlossary(book: RuleBook, linker: Linker): Map<string, GlossaryView[]> {
  const out = new Map<string, GlossaryView[]>();
  for (const v of book.versions) {
    const entries = book.glossary.get(v.name) ?? [];
    out.set(
      v.name,
      entries.map((g) => ({
        term: g.term,
        id: glossaryId(g.term),
        language: g.language,
        text: linker.segments(g.text, v.name, { kind: 'glossary', href: glossaryUrl(v.name, g.term), label: `用語集「${g.term}」（${v.name}）`, origin: g.origin }),
      })),
    );
  }
  return out;
}

export function versionViews(
  book: RuleBook,
  linked: ReturnType<typeof linkRules>,
  glossary: Map<string, GlossaryView[]>,
  citedBy: Map<string, BackLink[]>,
  meanings: Map<string, Omit<OtherMeaning, 'href'>[]>,
  histories: Map<string, HistoryEntry[]>,
): VersionView[] {
  return book.versions.map((v) => {
    const rules = book.ordered(v.name);
    const children = new Map<string, string[]>();
    for (const r of rules) if (r.parent) children.set(r.parent, [...(children.get(r.parent) ?? []), r.number]);
    return {
      name: v.name,
      rules: rules.map((r) => {
        const section = /^\d{3}/.exec(r.number)?.[0];
        return {
          number: r.number,
          parent: r.parent && book.has(v.name, r.parent) ? r.parent : null,
          children: children.get(r.number) ?? [],
          ...linked.get(`${v.name}|${r.number}`)!,
          citedBy: citedBy.get(`${v.name}|${r.number}`) ?? [],
          otherMeanings: (section ? (meanings.get(`${v.name}|${section}`) ?? []) : []).map((m) => ({
            ...m,
            href: book.has(m.version, r.number) ? ruleUrl(m.version, r.number) : rulesSectionUrl(m.version, m.section),
          })),
          printedAs: book.corrections.get(`${v.name}|${r.number}`)?.written ?? null,
          history: histories.get(`${v.name}|${r.number}`) ?? [],
        };
      }),
      glossary: glossary.get(v.name) ?? [],
      unplaced: book.unplaced.filter((u) => u.version === v.name).map(({ file, line, text, reason }) => ({ file, line, text, reason })),
    };
  });
}
