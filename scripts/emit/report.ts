// The build report: printed at the end of every build and written as JSON.
import type { Document, SourceText } from '../model/types.ts';
import type { RuleBook } from '../model/rule-book.ts';
import type { RecordedReference } from '../link/linker.ts';
import type { Permalink } from '../model/data-contract.ts';
import { translationCounts } from '../link/translations.ts';
import type { GlossaryReport } from '../link/glossary.ts';
import type { TermLinkCounts, TermTableProblem } from '../link/term-links.ts';
import { GENERATED } from '../model/generated-files.ts';
import type { BuildReport } from '../model/data-contract.ts';

const REPORT_NAME = GENERATED.report.path.slice(GENERATED.report.path.lastIndexOf('/') + 1);

export type { BuildReport };

export function buildReport(input: {
  sources: { src: SourceText; format: string }[];
  documents: Document[];
  links: Permalink[];
  references: RecordedReference[];
  book: RuleBook;
  wantedArticles: { title: string; from: string[] }[];
  unknownCards: { name: string; from: { label: string } }[];
  glossary: GlossaryReport[];
  termLinks: TermLinkCounts;
  straySpaces: Record<string, number>;
  searchAliases: TermTableProblem[];
}): BuildReport {
  const unresolved = input.references
    .filter((r) => !r.resolved)
    .map((r) => ({
      version: r.version,
      number: r.number,
      from: r.from.label,
      file: r.from.origin.file,
      line: r.from.origin.line,
    }));
  return {
    sources: input.sources.map(({ src, format }) => ({
      file: src.file,
      format,
      encoding: src.encoding,
      lines: src.lines.length,
    })),
    pages: {
      documents: input.documents.length,
      permalinks: input.links.length,
      missingRulePages: input.links.filter((l) => !l.target).length,
    },
    rules: Object.fromEntries(input.book.versions.map((v) => [v.name, input.book.count(v.name)])),
    japanese: translationCounts(input.book),
    irregularities: input.book.irregularities,
    unplaced: input.book.unplaced,
    cutShort: input.book.cuts,
    warnings: input.documents.flatMap((d) =>
      d.warnings.map((w) => ({
        file: d.source.file.startsWith('content/')
          ? d.source.file
          : `content/sources/${d.source.file}`,
        ...w,
      })),
    ),
    glossary: input.glossary,
    termLinks: input.termLinks.perVersion,
    termLinksByTerm: Object.fromEntries(
      Object.entries(input.termLinks.perTerm).map(([v, terms]) => [
        v,
        Object.fromEntries(
          Object.entries(terms).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)),
        ),
      ]),
    ),
    straySpaces: input.straySpaces,
    termTables: input.termLinks.problems,
    searchAliases: input.searchAliases,
    references: {
      total: input.references.length,
      resolved: input.references.length - unresolved.length,
      unresolved,
    },
    wantedArticles: input.wantedArticles,
    unknownCards: [
      ...new Map(
        input.unknownCards.map((u) => [
          `${u.name}|${u.from.label}`,
          { name: u.name, from: u.from.label },
        ]),
      ).values(),
    ],
  };
}

export function formatReport(r: BuildReport): string {
  const lines = [
    'build report',
    `  sources read: ${r.sources.length}`,
    ...r.sources.map((s) => `    ${s.file} (${s.format}, ${s.encoding}, ${s.lines} lines)`),
    `  documents: ${r.pages.documents}; rule permalink pages: ${r.pages.permalinks} (${r.pages.missingRulePages} for rules not held)`,
    `  rules held: ${Object.entries(r.rules)
      .map(([v, n]) => `${v}=${n}`)
      .join(', ')}`,
    '  Japanese text per version (own / carried / outdated / English only):',
    ...Object.entries(r.japanese).map(
      ([v, c]) => `    ${v}: ${c.own} / ${c.carried} / ${c.outdated} / ${c.englishOnly}`,
    ),
    `  irregular forms read (${r.irregularities.length}; ${r.irregularities.filter((x) => x.garbled).length} garbled, marked 「原文の乱れ」):`,
    ...r.irregularities.map(
      (x) => `    ${x.file}:${x.line}: ${x.garbled ? 'garbled: ' : ''}${x.where}: ${x.message}`,
    ),
    ...r.glossary.flatMap((g) => [
      `  glossary ${g.version}: ${g.paired} of ${g.english} English entries paired with ${g.japanese} Japanese headwords; unpaired: ${g.unpaired.length || 'none'}`,
      ...g.unpaired.map(
        (u) =>
          `    ${u.file}:${u.line}: ${u.language === 'en' ? 'English entry' : 'Japanese headword'} ${JSON.stringify(u.term)} has no counterpart`,
      ),
    ]),
    `  term links in Japanese rule text: ${Object.entries(r.termLinks)
      .map(([v, n]) => `${v}=${n}`)
      .join(', ')}`,
    ...Object.entries(r.termLinksByTerm)
      .filter(([, terms]) => Object.keys(terms).length)
      .map(
        ([v, terms]) =>
          `    ${v}, most linked (all in ${REPORT_NAME}): ${Object.entries(terms)
            .slice(0, 8)
            .map(([t, n]) => `${t}=${n}`)
            .join(', ')}`,
      ),
    `  stray spaces between Japanese characters, not shown: ${Object.entries(r.straySpaces)
      .map(([v, n]) => `${v}=${n}`)
      .join(', ')}`,
    `  reviewed term tables: ${r.termTables.length ? `${r.termTables.length} entries to look at` : 'every entry applies'}`,
    ...r.termTables.map((p) => `    ${p.file}:${p.line}: 「${p.term}」: ${p.message}`),
    `  search aliases, thesaurus and question topics: ${r.searchAliases.length ? `${r.searchAliases.length} rules or words the rules lack` : 'every rule and word held'}`,
    ...r.searchAliases.map((p) => `    ${p.file}:${p.line}: 「${p.term}」: ${p.message}`),
    `  warnings: ${r.warnings.length || 'none'}`,
    ...r.warnings.map((w) => `    ${w.file}:${w.line}: ${w.message}`),
    `  rules texts cut short: ${r.cutShort.length || 'none'}`,
    ...r.cutShort.map((c) => `    ${c.message}`),
    `  lines no importer could place: ${r.unplaced.length || 'none'}`,
    ...r.unplaced.map((u) => `    ${u.file}:${u.line}: ${u.reason}`),
    `  references: ${r.references.total} (resolved ${r.references.resolved}, unresolved ${r.references.unresolved.length})`,
    ...[...Map.groupBy(r.references.unresolved, (u) => u.version)].flatMap(([version, list]) => [
      `    unresolved in ${version} (${list.length}):`,
      ...list.map((u) => `      rule ${u.number} in ${u.from} at ${u.file}:${u.line}`),
    ]),
    `  wanted articles: ${r.wantedArticles.map((w) => w.title).join('、') || 'none'}`,
    `  card names with no card page: ${
      r.unknownCards.length
        ? `${new Set(r.unknownCards.map((u) => u.name)).size} names at ${r.unknownCards.length} places (all in ${REPORT_NAME}), e.g. ${r.unknownCards
            .slice(0, 5)
            .map((u) => `《${u.name}》 in ${u.from}`)
            .join('、')}`
        : 'none'
    }`,
    `  written: content/.generated/${GENERATED.report.path}`,
  ];
  return lines.join('\n');
}
