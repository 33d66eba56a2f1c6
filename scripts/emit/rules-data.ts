// Per-version rules data for the rule pages and the JSON API: linked text, examples,
// parent and children, what each rule cites and what cites it.
import type { RuleBook } from '../model/rule-book.ts';
import type { Linker, Segment } from '../link/linker.ts';
import type { BackLink } from '../link/back-links.ts';
import type { OtherMeaning } from '../link/meanings.ts';
import type { HistoryEntry } from '../history/history.ts';
import { glossaryPage, rulesSectionUrl, ruleUrl } from '../model/urls.ts';
import { glossaryEntryUrl, rowOf, type BilingualEntry } from '../link/glossary.ts';
import {
  emptyTermLinkCounts,
  linkTerms,
  termDictionary,
  unusedEntries,
  type TermLinkCounts,
} from '../link/term-links.ts';
import { NO_TERM_SENSES, type TermSenses, type TermTableEntry } from '../read/term-senses.ts';
import type { GlossaryEntry } from '../model/types.ts';
import { isChapter, sectionOf } from '../model/rule-number.ts';
import { historyRuns } from './history-runs.ts';
import { displaySegments } from '../model/segments.ts';
import { rulePages, versionContents } from './rule-pages.ts';
import type { GlossaryView, RuleView, VersionView } from '../model/data-contract.ts';

export type { GlossaryView, RuleView, VersionView };

/** Links every rule's text in its own version; returns the segments to render later. */
type LinkedRule = Pick<RuleView, 'ja' | 'en' | 'examples' | 'cites' | 'translation' | 'lagging'>;

export function linkRules(
  book: RuleBook,
  linker: Linker,
  glossaries: Map<string, BilingualEntry[]>,
  termCounts: TermLinkCounts = emptyTermLinkCounts(),
  termTables: TermSenses = NO_TERM_SENSES,
  /** Filled per version: the stray spaces between Japanese characters the display drops (displaySegments). */
  straySpaces: Record<string, number> = {},
): Map<string, LinkedRule> {
  const out = new Map<string, LinkedRule>();
  const decided = new Set<TermTableEntry>();
  for (const v of book.versions) {
    const dict = termDictionary(book, v.name, glossaries.get(v.name) ?? [], termTables);
    termCounts.perVersion[v.name] = 0;
    const perTerm: Record<string, number> = (termCounts.perTerm[v.name] = {});
    // The tables are reviewed against the newest text; older numberings may lack a target.
    if (v === book.versions[0]) termCounts.problems.push(...dict.problems);
    straySpaces[v.name] = 0;
    const withTerms = (segments: Segment[], number: string) => {
      const linked = linkTerms(segments, dict, number);
      straySpaces[v.name]! += displaySegments(linked.segments).removed;
      termCounts.perVersion[v.name]! += linked.count;
      for (const s of linked.segments)
        if (s.type === 'term') perTerm[s.raw] = (perTerm[s.raw] ?? 0) + 1;
      for (const e of linked.decided) decided.add(e);
      return linked.segments;
    };
    for (const r of book.ordered(v.name)) {
      const before = linker.references.length;
      const from = {
        kind: 'rule' as const,
        href: ruleUrl(v.name, r.number),
        label: `${r.number}（${v.name}）`,
        origin: r.origins[0]!,
      };
      const link = (t: string) => linker.segments(t, v.name, from);
      // Another version's Japanese cites rules by that version's numbers: linked there, not counted here.
      const linkIn = (version: string) => (t: string) =>
        linker.segments(t, version, from, { record: false });
      const t = r.translation;
      out.set(`${v.name}|${r.number}`, {
        ja: r.ja !== undefined ? withTerms(link(r.ja), r.number) : null,
        en: r.en !== undefined ? link(r.en) : null,
        examples: {
          ja: r.examples.ja.map((e) => withTerms(link(e), r.number)),
          en: r.examples.en.map(link),
        },
        cites: [...new Set(linker.references.slice(before).map((x) => x.number))],
        translation: t
          ? {
              status: t.status,
              version: t.version,
              number: t.number,
              text: t.status === 'outdated' ? linkIn(t.version)(t.text) : [],
              examples: t.examples.map(linkIn(t.version)),
            }
          : null,
        lagging: r.lagging
          ? {
              text: linkIn(r.lagging.lagsBehind.version)(r.lagging.text),
              ...r.lagging.lagsBehind,
              reason: r.lagging.reason,
              note: r.lagging.note,
            }
          : null,
      });
    }
  }
  termCounts.problems.push(...unusedEntries(termTables, decided));
  return out;
}

export function linkGlossary(
  book: RuleBook,
  linker: Linker,
  glossaries: Map<string, BilingualEntry[]>,
): Map<string, GlossaryView[]> {
  const out = new Map<string, GlossaryView[]>();
  for (const v of book.versions) {
    const entries = glossaries.get(v.name) ?? [];
    out.set(
      v.name,
      entries.map((g) => {
        // A headword the web copy printed without its term shows as printed: 「（へや）」.
        const headword = (j: GlossaryEntry) => j.headword || `（${j.reading}）`;
        const term = g.ja[0] ? headword(g.ja[0]) : (g.en?.term ?? '');
        const from = {
          kind: 'glossary' as const,
          href: glossaryEntryUrl(v.name, g),
          label: `用語集「${term}」（${v.name}）`,
          origin: (g.en ?? g.ja[0])!.origin,
        };
        // Japanese outdated or carried across a renumbering cites its own version's numbers: linked there, not counted here.
        const jaVersion = g.citesIn ?? v.name;
        return {
          id: g.id,
          term,
          row: rowOf(g),
          page: glossaryPage(rowOf(g)),
          en: g.en ? { term: g.en.term, text: linker.segments(g.en.text, v.name, from) } : null,
          ja: g.ja.map((j) => ({
            headword: headword(j),
            reading: j.reading!,
            english: j.english!,
            text: linker.segments(j.text, jaVersion, from, { record: g.status === 'own' }),
            headwordMissing: !j.headword,
            garbled: book.irregularities
              .filter(
                (x) =>
                  x.garbled &&
                  x.file === j.origin.file &&
                  x.line >= j.origin.line &&
                  x.line <= j.origin.line + j.text.split('\n').length,
              )
              .map((x) => `${x.file}:${x.line}: ${x.message}`),
          })),
          status: g.status,
          from: g.from,
          jaNumbering: g.citesIn !== v.name ? g.citesIn : null,
        };
      }),
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
  diffPage: (oldV: string, newV: string, key: string) => { page: string; section: string },
): VersionView[] {
  const rank = new Map(book.versions.map((v, i) => [v.name, i]));
  const newest = book.versions[0]!.name;
  /** From a chain sorted newest first: the nearest newer and older entries, and the newest version's. */
  const neighbours = (history: HistoryEntry[], version: string) => {
    const here = rank.get(version)!;
    const newer = history.filter((e) => rank.get(e.version)! < here);
    const older = history.filter((e) => rank.get(e.version)! > here);
    return {
      next: newer.at(-1) ?? null,
      previous: older[0] ?? null,
      latest: version === newest ? null : (history.find((e) => e.version === newest) ?? null),
    };
  };
  return book.versions.map((v, i) => {
    const rules = book.ordered(v.name);
    const older = new Set(book.versions.slice(i + 1).map((x) => x.name));
    const children = new Map<string, string[]>();
    for (const r of rules)
      if (r.parent) children.set(r.parent, [...(children.get(r.parent) ?? []), r.number]);
    const views: RuleView[] = rules.map((r) => {
      const section = isChapter(r.number) ? null : sectionOf(r.number);
      return {
        number: r.number,
        parent: r.parent && book.has(v.name, r.parent) ? r.parent : null,
        children: children.get(r.number) ?? [],
        ...linked.get(`${v.name}|${r.number}`)!,
        citedBy: citedBy.get(`${v.name}|${r.number}`) ?? [],
        otherMeanings: (section ? (meanings.get(`${v.name}|${section}`) ?? []) : []).map((m) => ({
          ...m,
          href: book.has(m.version, r.number)
            ? ruleUrl(m.version, r.number)
            : rulesSectionUrl(m.version, m.section),
        })),
        printedAs: book.corrections.get(`${v.name}|${r.number}`)?.written ?? null,
        jaPrintedAs: r.jaPrintedAs ?? null,
        jaPrintedNote: r.jaPrintedNote ?? null,
        garbled: r.garbled ?? [],
        history: histories.get(`${v.name}|${r.number}`) ?? [],
        historyRuns: historyRuns(
          v.name,
          r.number,
          histories.get(`${v.name}|${r.number}`) ?? [],
          older,
          diffPage,
        ),
        ...neighbours(histories.get(`${v.name}|${r.number}`) ?? [], v.name),
      };
    });
    return {
      name: v.name,
      rules: views,
      pages: rulePages(v.name, views),
      contents: versionContents(views),
      glossary: glossary.get(v.name) ?? [],
      unplaced: book.unplaced
        .filter((u) => u.version === v.name)
        .map(({ file, line, text, reason }) => ({ file, line, text, reason })),
      // Japanese first, then English.
      texts: [...(book.texts.get(v.name) ?? [])]
        .filter((t) => t.introduction.length || t.credits.length || t.preface.length)
        .sort((a, b) => (a.language === b.language ? 0 : a.language === 'ja' ? -1 : 1)),
    };
  });
}
