// parse → link → emit, as one pure function of what was read (read/inputs.ts): it returns the
// files to write and the build report, and opens no file, so tests can run it on values.
import type { Document, Manifest, SourceText } from './model/types.ts';
import { faqMetaOf } from './read/faq-meta.ts';
import type { Inputs, SourceInputs } from './read/inputs.ts';
import { RuleBook } from './model/rule-book.ts';
import { articleUrl, mechanicUrl } from './model/urls.ts';
import { formatNamed, loadSource, type Corpus } from './parse/formats.ts';
import { Linker } from './link/linker.ts';
import { backLinks } from './link/back-links.ts';
import { otherMeanings } from './link/meanings.ts';
import { termIndex } from './link/term-index.ts';
import { emitArticles, emitFaqs, type FaqPage, type ParsedFaq } from './emit/documents.ts';
import { NameIndex } from './link/names.ts';
import { buildCatalogue, indexCards, type CatalogueCard } from './link/cards.ts';
import { permalinks, type SiteData } from './emit/site-data.ts';
import { linkGlossary, linkRules, versionViews } from './emit/rules-data.ts';
import { buildReport, type BuildReport } from './emit/report.ts';
import { searchJumps } from './emit/search-jumps.ts';
import { searchIndex } from './emit/search-index.ts';
import { articleRecords, cardRecord, faqRecords } from './emit/search-documents.ts';
import { aliasesHeld } from './read/search-aliases.ts';
import { topicsHeld, type SearchTopic } from './read/search-topics.ts';
import { thesaurusProblems, type ThesaurusEntry } from './read/search-thesaurus.ts';
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
import { applyTranslationNotes, carryTranslations } from './link/translations.ts';
import { widgetData } from './emit/widget-data.ts';
import type { TermSenses } from './read/term-senses.ts';
import { emptyTermLinkCounts } from './link/term-links.ts';
import { put, putAll, type Files } from './emit/generated-output.ts';
import { GENERATED } from './model/generated-files.ts';
import {
  chainedPairing,
  releasesOf,
  type Release,
  type ReleaseStepCache,
} from './history/releases.ts';
import { memoryReleaseStepCache } from './model/release-step.ts';
import { releaseHistoryFiles } from './emit/release-history.ts';

export interface PipelineResult {
  files: Map<string, string>;
  report: BuildReport;
  book: RuleBook;
  documents: Document[];
  /** Milliseconds spent in each stage (for the benchmark; never asserted on). Reading is before it. */
  timings: Record<'parse' | 'link' | 'history' | 'emit' | 'releases', number>;
}

type Stopwatch = ReturnType<typeof stopwatch>;

function stopwatch() {
  const timings = { parse: 0, link: 0, history: 0, emit: 0, releases: 0 };
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

interface Parsed {
  book: RuleBook;
  documents: Document[];
  faqs: ParsedFaq[];
  sources: { src: SourceText; format: string }[];
}

function parseSources(
  { manifest, sources: read, faqMeta, translationNotes }: SourceInputs,
  time: Stopwatch['time'],
): Parsed {
  const corpus: Corpus = { book: new RuleBook(manifest.versions), documents: [], faqs: [] };
  const sources: Parsed['sources'] = [];
  for (const { entry, text: src } of read) {
    time('parse', () => {
      sources.push({ src, format: loadSource(corpus, src, entry).name });
    });
  }
  const { book, documents } = corpus;
  const faqs = corpus.faqs.map((f) => ({ ...f, meta: faqMetaOf(faqMeta, f.entry) }));
  time('parse', () => {
    // A translation's reviewed notes apply when its text is among the sources built (the bench builds subsets).
    for (const notes of translationNotes) {
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
  const straySpaces: Record<string, number> = {};
  return {
    linker,
    catalogues,
    glossaries,
    termLinks,
    straySpaces,
    linkedRules: linkRules(book, linker, glossaries.entries, termLinks, termTables, straySpaces),
    linkedGlossary: linkGlossary(book, linker, glossaries.entries),
  };
}

/**
 * Release-to-release comparisons and each rule's history through them; two versions with English
 * releases between them are compared through those releases.
 */
function compareVersions(
  cache: ReleaseStepCache,
  book: RuleBook,
  overrides: OverrideFile,
  releases: Release[],
) {
  const chain: Chain = (older, newer, oldRules, newRules, ov) =>
    chainedPairing(cache, releases, older, newer, oldRules, newRules, ov);
  const pairs = versionPairs(book, overrides, chain);
  return { pairs, histories: ruleHistories(book, pairs) };
}

type Linked = ReturnType<typeof linkCorpus>;
type Compared = ReturnType<typeof compareVersions>;
/** The reviewed tables of search, as the lexicon carries them, and their problems for the report. */
type SearchWords = ReturnType<typeof aliasesHeld> & {
  thesaurus: ThesaurusEntry[];
  topics: SearchTopic[];
};

function emitSite(
  parsed: Parsed,
  manifest: Manifest,
  linked: Linked,
  compared: Compared,
  aliases: SearchWords,
) {
  const { book, documents, faqs, sources } = parsed;
  const { linker, catalogues, glossaries, termLinks, straySpaces } = linked;
  const files: Files = new Map();
  const wanted = emitArticles(documents, linker, manifest, files);
  const { cards, faqPages } = emitFaqs(faqs, catalogues, linker, files);
  const views = emitHistory(book, linked, compared, files);

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
    straySpaces,
    searchAliases: aliases.problems,
  });

  const mechanics = faqs.flatMap((f) =>
    Object.entries(f.meta.mechanics).map(([name, m]) => ({ name, ...m, faq: f.meta.slug })),
  );
  const site = siteData(parsed, manifest, glossaries, cards, faqPages, mechanics, {
    articles: wantedArticles,
    rules: report.references.unresolved,
  });
  put(files, GENERATED.site, site);
  site.versions.forEach((v, i) =>
    put(files, GENERATED.apiVersion(v.name), apiVersion(v, views[i]!)),
  );
  put(files, GENERATED.apiVersions, apiVersions(site.versions));
  put(files, GENERATED.ruleIndex, ruleIndex(views));
  put(files, GENERATED.ruleThen, ruleThen(book, compared.histories));
  put(files, GENERATED.terms, termIndex(book, glossaries.entries));
  emitSearch(parsed, catalogues, glossaries, cards, mechanics, aliases, files);
  put(files, GENERATED.permalinks, links);
  put(files, GENERATED.report, report);
  return { files, report };
}

/** The comparisons, diff views and each version's rules view; returns the views. */
function emitHistory(book: RuleBook, linked: Linked, compared: Compared, files: Files) {
  const { linker, linkedRules, linkedGlossary } = linked;
  const { pairs, histories } = compared;
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
  for (const p of pairs) if (p.full) put(files, GENERATED.historyPair(p.old, p.new), p);
  for (const d of diffs.values()) put(files, GENERATED.diff(d.old, d.new), d);
  put(files, GENERATED.pairSummaries, pairs.map(pairSummary));
  for (const view of views) put(files, GENERATED.versionView(view.name), view);
  return views;
}

/** What every page reads: the documents, cards, mechanics and versions, and what is wanted. */
function siteData(
  { book, documents }: Parsed,
  manifest: Manifest,
  glossaries: Linked['glossaries'],
  cards: (CatalogueCard & { faq: string })[],
  faqPages: FaqPage[],
  mechanics: { name: string; en: string; slug: string; faq: string }[],
  wanted: SiteData['wanted'],
): SiteData {
  return {
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
    wanted,
  };
}

/** The search jumps and the search index's files. */
function emitSearch(
  { book, documents, faqs }: Parsed,
  catalogues: Linked['catalogues'],
  glossaries: Linked['glossaries'],
  cards: (CatalogueCard & { faq: string })[],
  mechanics: Parameters<typeof searchJumps>[3],
  aliases: SearchWords,
  files: Files,
): void {
  const jumps = searchJumps(book, documents, catalogues, mechanics, glossaries.entries);
  put(files, GENERATED.searchJumps, jumps);
  const pageRecords = [
    ...documents.flatMap(articleRecords),
    ...faqs.flatMap((f) => faqRecords(f.doc, f.meta.slug, f.meta.mechanics)),
    ...cards.map(cardRecord),
  ];
  putAll(
    files,
    searchIndex(book, glossaries.entries, pageRecords, aliases.aliases, jumps, {
      thesaurus: aliases.thesaurus,
      topics: aliases.topics,
      topicsVersion: book.versions[0]!.name,
    }),
  );
}

/** Parse every source read (no linking, no output): what checking sources needs. */
export function parseAllSources(inputs: SourceInputs) {
  return parseSources(inputs, stopwatch().time);
}

/** Only the rules (parsed, the translation notes, carried translations): what comparing versions needs. */
export function loadRuleBook(inputs: SourceInputs): RuleBook {
  const { book } = parseAllSources(inputs);
  carryTranslations(book);
  return book;
}

/** The build: everything read (read/inputs.ts) in, the files to write and the report out. */
export function runPipeline(
  inputs: Inputs,
  releaseSteps: ReleaseStepCache = memoryReleaseStepCache(),
): PipelineResult {
  const { manifest } = inputs;
  const { timings, time } = stopwatch();
  const parsed = parseSources(inputs, time);
  const linked = time('link', () => linkCorpus(parsed, inputs.termSenses));
  // Emitting documents also links their text (articles are linked as they are written).
  // Every English release since 2003: the versions are compared through them, and they are history.
  const releases = time('releases', () => releasesOf(inputs.releaseTexts));
  const history = time('history', () =>
    compareVersions(releaseSteps, parsed.book, inputs.overrides, releases),
  );
  const newest = parsed.book.versions[0]!.name;
  const inNewest = (rule: string) => parsed.book.has(newest, rule);
  const held = aliasesHeld(inputs.searchAliases, inNewest);
  const topics = topicsHeld(inputs.searchTopics, inNewest);
  // The thesaurus stands for words of the Japanese rules: each must occur in some version's.
  const { thesaurus } = inputs;
  const rulesJa = parsed.book.versions
    .flatMap((v) => parsed.book.ordered(v.name).map((r) => r.ja ?? ''))
    .join('\n');
  const aliases = {
    aliases: held.aliases,
    problems: [
      ...held.problems,
      ...topics.problems,
      ...thesaurusProblems(thesaurus, (w) => rulesJa.includes(w)),
    ],
    thesaurus,
    topics: topics.topics,
  };
  const { files, report } = time('emit', () =>
    emitSite(parsed, manifest, linked, history, aliases),
  );
  // The widgets' data: each version's rules profile, the presets, which page embeds which widget.
  const widgets = time('emit', () => widgetData(inputs, parsed.book));
  put(files, GENERATED.engines, widgets.engines);
  put(files, GENERATED.presets, widgets.presets);
  put(files, GENERATED.embeds, widgets.embeds);
  // The releases as history: what each changed, each rule's life, citations.
  const japanese = (n: string) =>
    releases.at(-1)?.date === newest ? parsed.book.get(newest, n)?.ja : undefined;
  putAll(
    files,
    time('releases', () => releaseHistoryFiles(releaseSteps, releases, japanese)),
  );
  return { files, report, book: parsed.book, documents: parsed.documents, timings };
}
