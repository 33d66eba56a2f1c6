// read → parse → link → emit, as one pure function of the sources: it returns the files
// to write and the build report, so tests can run it without touching the disk.
import type { Document, Manifest, SourceEntry, SourceText } from './model/types.ts';
import { readFaqMeta, type FaqMeta } from './read/faq-meta.ts';
import { RuleBook } from './model/rule-book.ts';
import { articleUrl, faqUrl, mechanicUrl } from './model/urls.ts';
import { readManifest, readSource, SOURCES_DIR } from './read/sources.ts';
import { SourceError } from './read/source-error.ts';
import { formatNamed, loadSource, SOURCE_FORMATS, type Corpus } from './parse/formats.ts';
import type { FaqDocument } from './parse/faq-2004.ts';
import { Linker } from './link/linker.ts';
import { backLinks } from './link/back-links.ts';
import { otherMeanings } from './link/meanings.ts';
import { termIndex } from './link/term-index.ts';
import { emitArticle } from './emit/article.ts';
import { emitCard, emitFaq, emitMechanic, type FaqContext } from './emit/faq.ts';
import { NameIndex } from './link/names.ts';
import { buildCatalogue, indexCards, type CatalogueCard } from './link/cards.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permalinks, type SiteData } from './emit/site-data.ts';
import { linkGlossary, linkRules, versionViews } from './emit/rules-data.ts';
import { buildReport, type BuildReport } from './emit/report.ts';
import { searchJumps } from './emit/search-jumps.ts';
import { searchIndex } from './emit/search-index.ts';
import { articleRecords, cardRecord, faqRecords } from './emit/search-documents.ts';
import { aliasesHeld, readSearchAliases } from './read/search-aliases.ts';
import {
  readSearchThesaurus,
  thesaurusProblems,
  type ThesaurusEntry,
} from './read/search-thesaurus.ts';
import { diffPageOf, diffView, type DiffSources } from './emit/diff-views.ts';
import { apiVersion, apiVersions, ruleIndex, ruleThen } from './emit/api.ts';
import { chapterOf, sectionOf } from './model/rule-number.ts';
import {
  pairSummary,
  ruleHistories,
  versionPairs,
  type Chain,
  type OverrideFile,
} from './history/history.ts';
import { bilingualGlossaries } from './link/glossary.ts';
import {
  applyTranslationNotes,
  carryTranslations,
  readTranslationNotes,
} from './link/translations.ts';
import { widgetData } from './emit/widget-data.ts';
import { readTermSenses, type TermSenses } from './read/term-senses.ts';
import { emptyTermLinkCounts } from './link/term-links.ts';
import { stable } from './emit/stable-json.ts';
import { chainedPairing, readReleases, type Release } from './history/releases.ts';
import { releaseHistoryFiles } from './emit/release-history.ts';

export interface PipelineResult {
  files: Map<string, string>;
  report: BuildReport;
  book: RuleBook;
  documents: Document[];
  /** Milliseconds spent in each stage (for the benchmark; never asserted on). */
  timings: Record<'read' | 'parse' | 'link' | 'history' | 'emit' | 'releases', number>;
}

type Stopwatch = ReturnType<typeof stopwatch>;

function stopwatch() {
  const timings = { read: 0, parse: 0, link: 0, history: 0, emit: 0, releases: 0 };
  return {
    timings,
    time<T>(stage: keyof typeof timings, f: () => T): T {
      const start = performance.now();
      try {
        return f();
      } finally {
        timings[stage] += performance.now() - start;
      }
    },
  };
}

function documentUrl(doc: Document): string {
  return articleUrl(doc.title);
}

interface ParsedFaq {
  doc: FaqDocument;
  entry: SourceEntry;
  meta: FaqMeta;
}

interface Parsed {
  book: RuleBook;
  documents: Document[];
  faqs: ParsedFaq[];
  sources: { src: SourceText; format: string }[];
}

function parseSources(root: string, manifest: Manifest, time: Stopwatch['time']): Parsed {
  const corpus: Corpus = { book: new RuleBook(manifest.versions), documents: [], faqs: [] };
  const sources: Parsed['sources'] = [];
  for (const [i, entry] of manifest.sources.entries()) {
    if (!formatNamed(entry.format))
      throw new SourceError(
        `${SOURCES_DIR}/manifest.json`,
        1,
        `sources[${i}] (${entry.file}): unknown format "${entry.format}", expected one of ${SOURCE_FORMATS.map((f) => f.name).join(', ')}`,
      );
  }
  for (const entry of [...manifest.sources].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const src = time('read', () => readSource(root, entry));
    time('parse', () => {
      sources.push({ src, format: loadSource(corpus, src, entry).name });
    });
  }
  const { book, documents } = corpus;
  const faqs = corpus.faqs.map((f) => ({ ...f, meta: readFaqMeta(root, f.entry) }));
  time('parse', () => {
    // A translation's reviewed notes apply when its text is among the sources built (the bench builds subsets).
    for (const notes of readTranslationNotes(root)) {
      if (
        manifest.sources.some(
          (s) => s.format === 'cr-ja-web' && s.rulesVersions.includes(notes.notes.version),
        )
      )
        applyTranslationNotes(book, notes);
    }
  });
  return { book, documents, faqs, sources };
}

/** Names first (cards, articles, mechanics), then rules (their text cites rules and cards); documents are linked as they are emitted. */
function linkCorpus({ book, documents, faqs }: Parsed, termTables: TermSenses) {
  const names = new NameIndex();
  for (const d of documents) names.addArticle(d.title, documentUrl(d));
  const catalogues = faqs.map((f) => {
    const catalogue = buildCatalogue(f.doc, f.meta.slug, f.meta.mechanics);
    indexCards(names, catalogue);
    for (const [name, m] of Object.entries(f.meta.mechanics))
      names.addMechanic(name, mechanicUrl(m.slug));
    return catalogue;
  });
  carryTranslations(book);
  const linker = new Linker(book, names);
  const glossaries = bilingualGlossaries(book);
  const termLinks = emptyTermLinkCounts();
  return {
    linker,
    catalogues,
    glossaries,
    termLinks,
    linkedRules: linkRules(book, linker, glossaries.entries, termLinks, termTables),
    linkedGlossary: linkGlossary(book, linker, glossaries.entries),
  };
}

/**
 * Release-to-release comparisons and each rule's history through them; two versions with English
 * releases between them are compared through those releases.
 */
function compareVersions(
  root: string,
  book: RuleBook,
  overrides: OverrideFile,
  releases: Release[],
) {
  const chain: Chain = (older, newer, oldRules, newRules, ov) =>
    chainedPairing(root, releases, older, newer, oldRules, newRules, ov);
  const pairs = versionPairs(book, overrides, chain);
  return { pairs, histories: ruleHistories(book, pairs) };
}

function emitSite(
  { book, documents, faqs, sources }: Parsed,
  manifest: Manifest,
  {
    linker,
    catalogues,
    glossaries,
    termLinks,
    linkedRules,
    linkedGlossary,
  }: ReturnType<typeof linkCorpus>,
  { pairs, histories }: ReturnType<typeof compareVersions>,
  aliases: ReturnType<typeof aliasesHeld> & { thesaurus: ThesaurusEntry[] },
) {
  const files = new Map<string, string>();
  const wanted = new Map<string, Set<string>>();
  const articleTitles = new Set(documents.filter((d) => d.kind === 'article').map((d) => d.title));
  for (const doc of documents) {
    const body = emitArticle(doc, {
      linker,
      articleTitles,
      versions: manifest.versions,
      wanted: (title, from) => {
        if (!wanted.has(title)) wanted.set(title, new Set());
        wanted.get(title)!.add(from);
      },
    });
    files.set(`documents/wiki--${doc.slug}.mdx`, body);
  }
  const cards: (CatalogueCard & { faq: string })[] = [];
  const faqPages: { title: string; url: string; attribution: string; rulesVersion: string }[] = [];
  faqs.forEach((f, i) => {
    const ctx: FaqContext = {
      linker,
      slug: f.meta.slug,
      version: f.entry.rulesVersions[0]!,
      mechanics: f.meta.mechanics,
    };
    const meta = { attribution: f.entry.attribution, sourceFile: f.entry.file, title: f.doc.title };
    files.set(`documents/faq--${f.meta.slug}.mdx`, emitFaq(f.doc, ctx, meta));
    f.doc.sections.forEach((s, j) => {
      if (s.kind === 'mechanic' && f.meta.mechanics[s.title])
        files.set(
          `documents/mechanic--${f.meta.mechanics[s.title]!.slug}.mdx`,
          emitMechanic(f.doc, j, ctx, meta),
        );
    });
    for (const c of catalogues[i]!) {
      files.set(`documents/card--${c.slug}.mdx`, emitCard(c, ctx, meta));
      cards.push({ ...c, faq: f.meta.slug });
    }
    faqPages.push({
      title: f.doc.title,
      url: faqUrl(f.meta.slug),
      attribution: f.entry.attribution,
      rulesVersion: ctx.version,
    });
  });

  const glossaryByTerm = new Map(
    [...linkedGlossary].map(([v, list]) => [
      v,
      new Map(list.flatMap((g) => (g.en ? [[g.en.term, g] as const] : []))),
    ]),
  );
  const diffSources: DiffSources = {
    rule: (version, number) => book.get(version, number),
    glossary: (version, term) => glossaryByTerm.get(version)?.get(term),
  };
  const diffs = new Map(pairs.map((p) => [`${p.old}|${p.new}`, diffView(p, diffSources)]));
  // A rule's change in a comparison: its page and section; a part of a split rule is listed under the split's first part.
  const partOf = new Map(
    pairs.map((p) => [
      `${p.old}|${p.new}`,
      new Map(p.pairing.split.flatMap((x) => x.to.map((part) => [part, x.to[0]!] as const))),
    ]),
  );
  const diffPage = (oldV: string, newV: string, number: string) => {
    const key = partOf.get(`${oldV}|${newV}`)?.get(number) ?? number;
    const d = diffs.get(`${oldV}|${newV}`);
    return { page: d ? diffPageOf(d, key) : chapterOf(key), section: sectionOf(key) };
  };
  const views = versionViews(
    book,
    linkedRules,
    linkedGlossary,
    backLinks(linker.references),
    otherMeanings(book),
    histories,
    diffPage,
  );
  // The pairing of each comparison shown in full (the others are in their diff views, by number).
  for (const p of pairs) if (p.full) files.set(`data/history/${p.old}--${p.new}.json`, stable(p));
  for (const d of diffs.values()) files.set(`data/diff/${d.old}--${d.new}.json`, stable(d));
  files.set('data/history/pairs.json', stable(pairs.map(pairSummary)));
  for (const view of views) files.set(`data/rules/${view.name}.json`, stable(view));

  const links = permalinks(book, linker.references);
  const wantedArticles = [...wanted]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([title, from]) => ({ title, from: [...from].sort() }));
  const report = buildReport({
    sources,
    documents,
    links,
    references: linker.references,
    book,
    wantedArticles,
    unknownCards: linker.unknownCards,
    glossary: glossaries.reports,
    termLinks,
    searchAliases: aliases.problems,
  });

  const mechanics = faqs.flatMap((f) =>
    Object.entries(f.meta.mechanics).map(([name, m]) => ({ name, ...m, faq: f.meta.slug })),
  );
  const site: SiteData = {
    documents: [
      ...documents.map((d) => ({
        kind: d.kind,
        title: d.title,
        url: documentUrl(d),
        attribution: d.source.attribution,
        rulesVersion: d.rulesVersion,
      })),
      ...faqPages.map((f) => ({ kind: 'faq' as const, ...f })),
    ],
    cards: cards.map((c) => ({
      nameJa: c.nameJa,
      nameEn: c.nameEn,
      url: c.url,
      slug: c.slug,
      hasEntry: !!c.entry,
      typeLine: c.entry?.faces[0]!.typeLine ?? null,
      backFace: c.backFace,
      faq: c.faq,
    })),
    mechanics: mechanics.map((m) => ({
      name: m.name,
      en: m.en,
      url: mechanicUrl(m.slug),
      faq: m.faq,
    })),
    versions: book.versions.map((v) => ({
      ...v,
      rules: book.count(v.name),
      ja: book.all(v.name).filter((r) => r.ja !== undefined).length,
      en: book.all(v.name).filter((r) => r.en !== undefined).length,
      // Entries as the glossary page shows them (a Japanese text's headwords and English entries are one list).
      glossary: glossaries.entries.get(v.name)?.length ?? 0,
      wholeJapanese: manifest.sources.some(
        (s) =>
          s.language === 'ja' &&
          s.rulesVersions.includes(v.name) &&
          !!formatNamed(s.format)?.parseRules,
      ),
      sources: manifest.sources
        .filter((s) => s.rulesVersions.includes(v.name))
        .map((s) => ({ file: s.file, title: s.title, language: s.language })),
    })),
    wanted: { articles: wantedArticles, rules: report.references.unresolved },
  };
  files.set('data/site.json', stable(site));
  site.versions.forEach((v, i) =>
    files.set(`data/api/rules/${v.name}.json`, stable(apiVersion(v, views[i]!))),
  );
  files.set('data/api/rules.json', stable(apiVersions(site.versions)));
  files.set('data/rule-index.json', stable(ruleIndex(views)));
  files.set('data/rule-then.json', stable(ruleThen(book, histories)));
  files.set('data/terms.json', stable(termIndex(book, glossaries.entries)));
  const jumps = searchJumps(book, documents, catalogues, mechanics, glossaries.entries);
  files.set('data/search-jumps.json', stable(jumps));
  const pageRecords = [
    ...documents.flatMap(articleRecords),
    ...faqs.flatMap((f) => faqRecords(f.doc, f.meta.slug, f.meta.mechanics)),
    ...cards.map(cardRecord),
  ];
  for (const [path, body] of searchIndex(
    book,
    glossaries.entries,
    pageRecords,
    aliases.aliases,
    jumps,
    aliases.thesaurus,
  ))
    files.set(`data/search/${path}`, stable(body));
  files.set('data/permalinks.json', stable(links));
  files.set('data/report.json', stable(report));
  return { files, report };
}

/** Read and parse every source (no linking, no output): what checking sources needs. */
export function parseAllSources(root: string, manifest: Manifest = readManifest(root)) {
  return parseSources(root, manifest, stopwatch().time);
}

/** Only the rules (read, parse, the translation notes, carried translations): what comparing versions needs. */
export function loadRuleBook(root: string, manifest: Manifest = readManifest(root)): RuleBook {
  const { book } = parseAllSources(root, manifest);
  carryTranslations(book);
  return book;
}

export function runPipeline(root: string, manifest: Manifest = readManifest(root)): PipelineResult {
  const { timings, time } = stopwatch();
  const parsed = parseSources(root, manifest, time);
  const linked = time('link', () => linkCorpus(parsed, readTermSenses(root)));
  // Emitting documents also links their text (articles are linked as they are written).
  const overrides = JSON.parse(
    readFileSync(join(root, 'content/history/overrides.json'), 'utf8'),
  ) as OverrideFile;
  // Every English release since 2003: the versions are compared through them, and they are history.
  const releases = time('releases', () => readReleases(root, manifest));
  const history = time('history', () => compareVersions(root, parsed.book, overrides, releases));
  const newest = parsed.book.versions[0]!.name;
  const held = aliasesHeld(readSearchAliases(root), (rule) => parsed.book.has(newest, rule));
  // The thesaurus stands for words of the Japanese rules: each must occur in some version's.
  const thesaurus = readSearchThesaurus(root);
  const rulesJa = parsed.book.versions
    .flatMap((v) => parsed.book.ordered(v.name).map((r) => r.ja ?? ''))
    .join('\n');
  const aliases = {
    aliases: held.aliases,
    problems: [...held.problems, ...thesaurusProblems(thesaurus, (w) => rulesJa.includes(w))],
    thesaurus,
  };
  const { files, report } = time('emit', () =>
    emitSite(parsed, manifest, linked, history, aliases),
  );
  // The widgets' data: each version's rules profile, the presets, which page embeds which widget.
  for (const [path, body] of time('emit', () => widgetData(root, parsed.book, manifest)))
    files.set(path, body);
  // The releases as history: what each changed, each rule's life, citations.
  const japanese = (n: string) =>
    releases.at(-1)?.date === newest ? parsed.book.get(newest, n)?.ja : undefined;
  for (const [path, body] of time('releases', () => releaseHistoryFiles(root, releases, japanese)))
    files.set(path, body);
  return { files, report, book: parsed.book, documents: parsed.documents, timings };
}
