// read → parse → link → emit, as one pure function of the sources: it returns the files
// to write and the build report, so tests can run it without touching the disk.
import type { Article, Document, Manifest, QuotedRule, SourceText } from './model/types.ts';
import { RuleBook } from './model/rule-book.ts';
import { articleUrl } from './model/urls.ts';
import { readManifest, readSource } from './read/sources.ts';
import { SourceError } from './read/source-error.ts';
import { detectFormat } from './parse/detect-format.ts';
import { parseWikiDump } from './parse/mtgwiki-dump.ts';
import { parseFaqPlain } from './parse/faq-plain.ts';
import { Linker } from './link/linker.ts';
import { emitArticle } from './emit/article.ts';
import { emitPlainDocument } from './emit/plain-document.ts';
import { permalinks } from './emit/site-data.ts';
import { buildReport, type BuildReport } from './emit/report.ts';

export interface PipelineResult {
  files: Map<string, string>;
  report: BuildReport;
  book: RuleBook;
  documents: Document[];
}

export function documentUrl(doc: Document): string {
  return doc.kind === 'article' ? articleUrl(doc.title) : `/faq/${doc.slug}/`;
}

function addQuotedRules(book: RuleBook, article: Article): void {
  const walk = (version: string, rules: QuotedRule[]) => {
    for (const r of rules) {
      book.add(version, r.number, { ja: r.text, origin: r.origin });
      book.setHome(version, r.number, articleUrl(article.title));
      walk(version, r.children);
    }
  };
  for (const s of [{ blocks: article.intro }, ...article.sections]) {
    for (const b of s.blocks) if (b.type === 'rules-quote') walk(b.version, b.rules);
  }
}

export function runPipeline(root: string, manifest: Manifest = readManifest(root)): PipelineResult {
  const book = new RuleBook(manifest.versions);
  const documents: Document[] = [];
  const sources: { src: SourceText; format: string }[] = [];

  // read + parse
  for (const entry of [...manifest.sources].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const src = readSource(root, entry);
    const format = detectFormat(src);
    if (format !== entry.format) throw new SourceError(src.file, 1, `the manifest says format "${entry.format}", but the text is "${format}"`);
    sources.push({ src, format });
    if (format === 'mtgwiki-dump') {
      const article = parseWikiDump(src, entry);
      addQuotedRules(book, article);
      documents.push(article);
    } else if (format === 'faq-2004') {
      documents.push(parseFaqPlain(src, entry));
    }
    // cr-text: read and detected here; its importer arrives with the rules reference.
  }

  // link + emit
  const linker = new Linker(book);
  const files = new Map<string, string>();
  const wanted = new Map<string, Set<string>>();
  const articleTitles = new Set(documents.filter((d) => d.kind === 'article').map((d) => d.title));
  for (const doc of documents) {
    const body =
      doc.kind === 'article'
        ? emitArticle(doc, {
            linker,
            articleTitles,
            versions: manifest.versions,
            wanted: (title, from) => {
              if (!wanted.has(title)) wanted.set(title, new Set());
              wanted.get(title)!.add(from);
            },
          })
        : emitPlainDocument(doc, linker);
    files.set(`documents/${doc.kind === 'article' ? 'wiki' : 'faq'}--${doc.slug}.mdx`, body);
  }

  const links = permalinks(book, linker.references);
  const wantedArticles = [...wanted].sort(([a], [b]) => (a < b ? -1 : 1)).map(([title, from]) => ({ title, from: [...from].sort() }));
  const report = buildReport({ sources, documents, links, references: linker.references, book, wantedArticles });

  const rules = Object.fromEntries(
    book.versions.map((v) => [v.name, Object.fromEntries(book.all(v.name).sort(byNumber).map((r) => [r.number, { ja: r.ja ?? null, en: r.en ?? null, home: book.home(v.name, r.number) ?? null }]))]),
  );
  const site = {
    documents: documents.map((d) => ({ kind: d.kind, title: d.title, url: documentUrl(d), attribution: d.source.attribution, rulesVersion: d.rulesVersion })),
    versions: book.versions.map((v) => ({ ...v, rules: book.count(v.name) })),
    wanted: { articles: wantedArticles, rules: report.references.unresolved },
  };
  files.set('data/site.json', stable(site));
  files.set('data/rules.json', stable(rules));
  files.set('data/permalinks.json', stable(links));
  files.set('data/report.json', stable(report));
  return { files, report, book, documents };
}

export function byNumber(a: { number: string }, b: { number: string }): number {
  return compareRuleNumbers(a.number, b.number);
}

/** Orders chapter 5 before 500, 100.2 before 100.10, and 100.1 before 100.1a. */
export function compareRuleNumbers(a: string, b: string): number {
  const key = (n: string) =>
    /^\d$/.test(n)
      ? [Number(n) * 100, -1]
      : n.split('.').flatMap((p) => { const m = /^(\d+)([a-z]?)$/.exec(p); return m ? [Number(m[1]), m[2] ? m[2].charCodeAt(0) : 0] : [0, 0]; });
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (ka[i] ?? -1) - (kb[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

function stable(value: unknown): string {
  return `${JSON.stringify(value, null, 1)}\n`;
}
