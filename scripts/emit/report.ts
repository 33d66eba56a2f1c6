// The build report: printed at the end of every build and written as JSON.
import type { Document, SourceText } from '../model/types.ts';
import type { RuleBook } from '../model/rule-book.ts';
import type { RecordedReference } from '../link/linker.ts';
import type { Permalink } from './site-data.ts';

export interface BuildReport {
  sources: { file: string; format: string; encoding: string; lines: number }[];
  pages: { documents: number; permalinks: number; missingRulePages: number };
  rules: Record<string, number>;
  references: {
    total: number;
    resolved: number;
    unresolved: { version: string; number: string; from: string; file: string; line: number }[];
  };
  wantedArticles: { title: string; from: string[] }[];
  /** 《names》 that match no card the corpus holds (left as text). */
  unknownCards: { name: string; from: string }[];
}

export function buildReport(input: {
  sources: { src: SourceText; format: string }[];
  documents: Document[];
  links: Permalink[];
  references: RecordedReference[];
  book: RuleBook;
  wantedArticles: { title: string; from: string[] }[];
  unknownCards: { name: string; from: { label: string } }[];
}): BuildReport {
  const unresolved = input.references
    .filter((r) => !r.resolved)
    .map((r) => ({ version: r.version, number: r.number, from: r.from.label, file: r.from.origin.file, line: r.from.origin.line }));
  return {
    sources: input.sources.map(({ src, format }) => ({ file: src.file, format, encoding: src.encoding, lines: src.lines.length })),
    pages: { documents: input.documents.length, permalinks: input.links.length, missingRulePages: input.links.filter((l) => !l.target).length },
    rules: Object.fromEntries(input.book.versions.map((v) => [v.name, input.book.count(v.name)])),
    references: { total: input.references.length, resolved: input.references.length - unresolved.length, unresolved },
    wantedArticles: input.wantedArticles,
    unknownCards: [...new Map(input.unknownCards.map((u) => [`${u.name}|${u.from.label}`, { name: u.name, from: u.from.label }])).values()],
  };
}

export function formatReport(r: BuildReport): string {
  const lines = [
    'build report',
    `  sources read: ${r.sources.length}`,
    ...r.sources.map((s) => `    ${s.file} (${s.format}, ${s.encoding}, ${s.lines} lines)`),
    `  documents: ${r.pages.documents}; rule permalink pages: ${r.pages.permalinks} (${r.pages.missingRulePages} for rules not held)`,
    `  rules held: ${Object.entries(r.rules).map(([v, n]) => `${v}=${n}`).join(', ')}`,
    `  references: ${r.references.total} (resolved ${r.references.resolved}, unresolved ${r.references.unresolved.length})`,
    ...[...Map.groupBy(r.references.unresolved, (u) => u.version)].flatMap(([version, list]) => [
      `    unresolved in ${version} (${list.length}):`,
      ...list.map((u) => `      rule ${u.number} in ${u.from} at ${u.file}:${u.line}`),
    ]),
    `  wanted articles: ${r.wantedArticles.map((w) => w.title).join('、') || 'none'}`,
    `  card names with no card: ${r.unknownCards.map((u) => `《${u.name}》 in ${u.from}`).join('、') || 'none'}`,
    '  written: content/.generated/data/report.json',
  ];
  return lines.join('\n');
}
