// The data contract between the pipeline and the site: every file under content/.generated/data/
// that pages read, and every /api shape, declared once as a schema. The pipeline's modules take
// their types from here (z.infer), and the site checks each file against its schema where it
// reads it (site/lib/data.ts), so a change on one side that the other does not know fails the
// build with the file and the field named, instead of rendering wrong pages.
import { z } from 'zod';
import type { CombatProfile, RulesProfile, SubgameProfile } from './rules-profile.ts';

import { SEARCH_KINDS } from './search-kinds.ts';

const str = z.string();
const nullable = <T extends z.ZodType>(t: T) => t.nullable();

// ---- linked text ----

export const SegmentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), value: str }),
  z.object({
    type: z.literal('rule'),
    raw: str,
    version: str,
    numbers: z.array(str),
    href: str,
    resolved: z.boolean(),
  }),
  z.object({
    type: z.literal('name'),
    raw: str,
    kind: z.enum(['card', 'article', 'mechanic']),
    href: str,
  }),
  z.object({ type: z.literal('mana'), raw: str, symbols: z.array(str) }),
  /** A rules term in Japanese text, linked to its defining rule (rule set) or its glossary entry. */
  z.object({ type: z.literal('term'), raw: str, href: str, version: str, rule: nullable(str) }),
]);
export type Segment = z.infer<typeof SegmentSchema>;
const Text = z.array(SegmentSchema);

// ---- rules of a version: data/rules/<version>.json ----

export const CiterKindSchema = z.enum(['rule', 'article', 'faq', 'card', 'glossary']);
export const BackLinkSchema = z.object({ kind: CiterKindSchema, href: str, label: str });
export type BackLink = z.infer<typeof BackLinkSchema>;

export const OtherMeaningSchema = z.object({
  version: str,
  section: str,
  title: str,
  /** Where to read it: the same number in that version when it exists there, else its section. */
  href: str,
});
export type OtherMeaning = z.infer<typeof OtherMeaningSchema>;

export const HistoryStatusSchema = z.enum([
  'same',
  'changed',
  'moved',
  'added',
  'removed',
  'incomparable',
]);
export const HistoryEntrySchema = z.object({
  version: str,
  /** The counterpart's number, or null where the rule has none there. */
  number: nullable(str),
  status: HistoryStatusSchema,
  similarity: z.number().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryRunSchema = HistoryEntrySchema.extend({
  /** The release, or the span of releases (older〜newer) the run covers. */
  range: str,
  /** Every release the run covers, newest first. */
  versions: z.array(str),
  /** The update page where the change happened, when it changed. */
  diff: nullable(str),
});
export type HistoryRun = z.infer<typeof HistoryRunSchema>;

export const RuleViewSchema = z.object({
  number: str,
  parent: nullable(str),
  children: z.array(str),
  ja: nullable(Text),
  en: nullable(Text),
  examples: z.object({ ja: z.array(Text), en: z.array(Text) }),
  cites: z.array(str),
  citedBy: z.array(BackLinkSchema),
  otherMeanings: z.array(OtherMeaningSchema),
  /** How the source printed the number, when it misprinted it. */
  printedAs: nullable(str),
  /** The same rule in each other version, as a chain through the releases (newest first). */
  history: z.array(HistoryEntrySchema),
  /** The history as the rule page shows it: runs of releases, each change linking its update page. */
  historyRuns: z.array(HistoryRunSchema),
  /** The same rule in the next release and the one before (from the chain), and in the newest version. */
  next: nullable(HistoryEntrySchema),
  previous: nullable(HistoryEntrySchema),
  latest: nullable(HistoryEntrySchema),
  /**
   * Japanese from another version: carried (then `ja` holds it) or outdated (shown beneath the
   * English); `examples`: old Japanese shown as 旧訳 (a carried rule's examples whose English changed).
   */
  translation: nullable(
    z.object({
      status: z.enum(['carried', 'outdated']),
      version: str,
      number: str,
      text: Text,
      examples: z.array(Text),
    }),
  ),
  /** The number the translation printed this rule's Japanese under, when another. */
  jaPrintedAs: nullable(str),
  /** Why it did, in Japanese (the reviewed pairing's note). */
  jaPrintedNote: nullable(str),
  /** A Japanese text printed under this number that translates an older English rule (`note`: why, in Japanese). */
  lagging: nullable(z.object({ text: Text, version: str, number: str, reason: str, note: str })),
  /** Why the published Japanese is damaged (「原文の乱れ」), each with the source line: `message` (English), `note` (Japanese). */
  garbled: z.array(z.object({ line: z.number(), message: str, note: str })),
});
export type RuleView = z.infer<typeof RuleViewSchema>;

export const GlossaryStatusSchema = z.enum(['own', 'carried', 'outdated']).nullable();
export const GlossaryViewSchema = z.object({
  id: str,
  /** What the entry is called first: its Japanese headword, else its English term. */
  term: str,
  /** The 五十音 row of its reading (あ, か …), null for an English-only entry. */
  row: nullable(str),
  /** The glossary page it is on (a slug of GLOSSARY_PAGES in scripts/model/urls.ts: ka, en …). */
  page: str,
  en: nullable(z.object({ term: str, text: Text })),
  ja: z.array(
    z.object({
      headword: str,
      reading: str,
      english: str,
      text: Text,
      garbled: z.array(str),
      /** The web copy printed only the reading and the English (「（へや）／Room」): headword is then 「（へや）」. */
      headwordMissing: z.boolean(),
    }),
  ),
  /** Whose Japanese: the version's own, carried (the English definition is the same) or outdated. */
  status: GlossaryStatusSchema,
  from: nullable(str),
  /** The version whose rule numbers the Japanese cites, when not this one (carried across a renumbering, or outdated). */
  jaNumbering: nullable(str),
});
export type GlossaryView = z.infer<typeof GlossaryViewSchema>;

export const RulePageSchema = z.object({
  /** The head rule's number, which is also the page's address: /rules/<version>/<id>/. */
  id: str,
  title: str,
  /** Every rule on the page, in order (none on a split section's contents page). */
  rules: z.array(str),
  /** The rules listed at the top level (the others stand under their parents). */
  top: z.array(str),
  /** The numbered rules of the page's own contents list. */
  toc: z.array(str),
  /** A split section's keyword pages. */
  contents: z.array(str),
  /** The section a keyword page belongs to. */
  section: nullable(str),
  prev: nullable(str),
  next: nullable(str),
  chapter: str,
  /** The same page in the other versions that have it, following renumberings. */
  elsewhere: z.array(z.object({ version: str, number: str })),
});
export type RulePage = z.infer<typeof RulePageSchema>;

const ContentsEntrySchema = z.object({ number: str, title: str, count: z.number() });
export const VersionContentsSchema = z.object({
  chapters: z.array(z.object({ number: str, title: str, sections: z.array(ContentsEntrySchema) })),
  /** Sections whose chapter heading the version does not hold (a quoted excerpt). */
  orphans: z.array(ContentsEntrySchema),
});
export type VersionContents = z.infer<typeof VersionContentsSchema>;

export const VersionViewSchema = z.object({
  name: str,
  rules: z.array(RuleViewSchema),
  /** The pages the rules stand on, and the version's contents (chapters and sections). */
  pages: z.array(RulePageSchema),
  contents: VersionContentsSchema,
  glossary: z.array(GlossaryViewSchema),
  unplaced: z.array(z.object({ file: str, line: z.number(), text: str, reason: str })),
  /** The whole document around the rules, per source text (Japanese first): paragraphs as printed. */
  texts: z.array(
    z.object({
      language: z.enum(['ja', 'en']),
      file: str,
      /** What stands before the contents (the Japanese web copy's note on the translation). */
      preface: z.array(str),
      /** はじめに / Introduction (an English text's begins with its effective date and heading). */
      introduction: z.array(str),
      /** クレジット / Credits, to the end of the text. */
      credits: z.array(str),
    }),
  ),
});
export type VersionView = z.infer<typeof VersionViewSchema>;

// ---- the site: data/site.json, data/permalinks.json ----

export const VersionInfoSchema = z.object({
  name: str,
  effective: nullable(str),
  era: str.optional(),
  label: str,
  note: str,
});

export const SiteVersionSchema = VersionInfoSchema.extend({
  rules: z.number(),
  ja: z.number(),
  en: z.number(),
  glossary: z.number(),
  /** The version has a whole rules text in Japanese of its own (not quotes, not carried). */
  wholeJapanese: z.boolean(),
  sources: z.array(z.object({ file: str, title: str, language: z.enum(['ja', 'en']) })),
});
export type SiteVersion = z.infer<typeof SiteVersionSchema>;

export const UnresolvedReferenceSchema = z.object({
  version: str,
  number: str,
  from: str,
  file: str,
  line: z.number(),
});

export const SiteDataSchema = z.object({
  documents: z.array(
    z.object({
      kind: z.enum(['article', 'faq']),
      title: str,
      url: str,
      attribution: str,
      rulesVersion: nullable(str),
    }),
  ),
  cards: z.array(
    z.object({
      nameJa: str,
      nameEn: nullable(str),
      url: str,
      slug: str,
      hasEntry: z.boolean(),
      typeLine: nullable(str),
      backFace: nullable(z.object({ nameJa: str, nameEn: nullable(str) })),
      faq: str,
    }),
  ),
  /** `faq`: the slug of the FAQ a mechanic's page comes from, as for cards. */
  mechanics: z.array(z.object({ name: str, en: str, url: str, faq: str })),
  /** Newest first: the first is the site's default. */
  versions: z.array(SiteVersionSchema).min(1),
  wanted: z.object({
    articles: z.array(z.object({ title: str, from: z.array(str) })),
    rules: z.array(UnresolvedReferenceSchema),
  }),
});
export type SiteData = z.infer<typeof SiteDataSchema>;

export const PermalinkSchema = z.object({
  /** The address, e.g. /r/20231117.0/506.4c/ */
  path: str,
  number: str,
  version: nullable(str),
  /** Where it lands, or null when the corpus does not hold the rule. */
  target: nullable(str),
});
export type Permalink = z.infer<typeof PermalinkSchema>;
export const PermalinksSchema = z.array(PermalinkSchema);

/** /r/index.json: every rule number held and the versions holding it (a bit per version, newest first). */
export const RuleIndexSchema = z.object({
  versions: z.array(str),
  numbers: z.record(str, z.number()),
});
export type RuleIndex = z.infer<typeof RuleIndexSchema>;

/**
 * /r/then.json: per version, what it numbered a rule that other versions number otherwise, where
 * it does not hold that number itself ({"2008-10-01": {"702.19b": "502.9b"}}): what a missing
 * address's page says the rule was called then.
 */
export const RuleThenSchema = z.record(str, z.record(str, str));
export type RuleThen = z.infer<typeof RuleThenSchema>;

// ---- citations: data/cite/ (every release since 2003, as the newest numbers its rules) ----

export const CiteReleasesSchema = z.object({
  newest: nullable(str),
  releases: z.array(z.object({ date: str, rules: z.number().int() })),
});
export const CitationTableSchema = z.record(
  str,
  z.tuple([nullable(str), z.union([z.literal(0), z.literal(1)])]),
);
export const NumberSpansSchema = z.record(
  str,
  z.array(z.tuple([z.number().int(), z.number().int(), str.nullable()])),
);
/** The newest release's titled rules (sections, keywords, actions): number → [English, Japanese?]. */
export const RuleTitlesSchema = z.record(str, z.array(str).min(1).max(2));
/**
 * Number → the spans of releases (indexes, oldest first) that have it, each with what the newest
 * release numbers it in those releases (null: removed since): [[first, last, now], …].
 */
export type NumberSpans = z.infer<typeof NumberSpansSchema>;
export type RuleTitles = z.infer<typeof RuleTitlesSchema>;
export type CitationTableData = z.infer<typeof CitationTableSchema>;

// ---- release updates: data/releases/ (what each release since 2003 changed) ----

const ReleaseCountsSchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  modified: z.number().int(),
  referencesOnly: z.number().int(),
  renumbered: z.number().int(),
  renumberedModified: z.number().int(),
  split: z.number().int(),
  merged: z.number().int(),
});
export const ReleaseIndexSchema = z.array(
  z.object({ date: str, previous: nullable(str), counts: ReleaseCountsSchema }),
);
export const ReleaseUpdateSchema = z.object({
  date: str,
  previous: nullable(str),
  rules: z.number().int(),
  counts: ReleaseCountsSchema,
  added: z.array(z.object({ number: str, text: z.string() })),
  removed: z.array(z.object({ number: str, text: z.string() })),
  modified: z.array(z.object({ number: str, before: z.string(), after: z.string() })),
  referencesOnly: z.array(str),
  renumbered: z.array(z.object({ from: str, to: str })),
  renumberedModified: z.array(
    z.object({ from: str, to: str, before: z.string(), after: z.string() }),
  ),
  /** An old rule now standing in several new ones. */
  split: z.array(z.object({ from: str, to: z.array(str) })),
  /** Old rules now standing in one new rule with another. */
  merged: z.array(z.object({ from: z.array(str), to: str })),
});
export type ReleaseUpdateData = z.infer<typeof ReleaseUpdateSchema>;
/** Each rule of the newest release followed back to its first release (newest events first). */
export const RuleLivesSchema = z.object({
  newest: nullable(str),
  rules: z.record(
    str,
    z.object({
      first: str,
      firstNumber: str,
      lastChange: nullable(str),
      events: z.array(
        z.union([
          z.tuple([str, z.enum(['added', 'changed', 'renumbered', 'renumbered-changed'])]),
          z.tuple([str, z.enum(['added', 'changed', 'renumbered', 'renumbered-changed']), str]),
        ]),
      ),
    }),
  ),
});
export type RuleLifeData = z.infer<typeof RuleLivesSchema>['rules'][string];

// ---- terms: data/terms.json ----

export const TermIndexSchema = z.object({
  version: nullable(str),
  headwords: z.array(
    z.object({
      ja: str,
      reading: str,
      row: str,
      en: str,
      /** The glossary entry, and the rule its definition cites first (when it cites one). */
      glossary: str,
      rule: nullable(z.object({ number: str, href: str })),
    }),
  ),
  pairs: z.array(
    z.object({ ja: str, en: str, found: z.array(z.object({ href: str, label: str })) }),
  ),
});
export type TermIndex = z.infer<typeof TermIndexSchema>;
export type HeadwordEntry = TermIndex['headwords'][number];
export type TermEntry = TermIndex['pairs'][number];

// ---- updates: data/history/pairs.json, data/diff/<old>--<new>.json ----

export const ChangeKindSchema = z.enum([
  'added',
  'removed',
  'modified',
  'referencesOnly',
  'renumbered',
  'renumberedModified',
  'split',
  'merged',
  'translationOnly',
]);
export type ChangeKind = z.infer<typeof ChangeKindSchema>;
/** The categories, in the order pages list them. */
export const CHANGE_KINDS = ChangeKindSchema.options;
const KindCounts = z.record(ChangeKindSchema, z.number());

export const PairSummarySchema = z.object({
  old: str,
  new: str,
  lang: z.enum(['en', 'ja']),
  adjacent: z.boolean(),
  /** The releases between the two, oldest first, through which they were compared (none: directly). */
  via: z.array(str),
  /** Shown with each change's texts; false: by number only (any two versions compared). */
  full: z.boolean(),
  counts: z.object({
    added: z.number(),
    removed: z.number(),
    changed: z.number(),
    moved: z.number(),
    unchanged: z.number(),
    modified: z.number(),
    referencesOnly: z.number(),
    renumbered: z.number(),
    renumberedModified: z.number(),
    split: z.number(),
    merged: z.number(),
    translationOnly: z.number(),
    glossary: z.number(),
  }),
});
export type PairSummary = z.infer<typeof PairSummarySchema>;
export const PairSummariesSchema = z.array(PairSummarySchema);

export const ChangeSchema = z.object({
  kind: ChangeKindSchema,
  /** The number it is listed under: the new one, or the old one for a removed rule. */
  key: str,
  oldN: nullable(str),
  newN: nullable(str),
  before: str,
  after: str,
  /** The language the two texts are in. */
  lang: z.enum(['en', 'ja']),
  similarity: z.number().optional(),
  /** A split rule's new rules, or the old rules merged into one (`before` and `after` hold all their texts). */
  parts: z.array(str).optional(),
  /**
   * For a change read in English: the Japanese the rule has in the version it is listed under
   * (the old one for a removed rule): its own, carried from another version (`version`,
   * `number`), or outdated (an older translation, shown beside the English difference).
   */
  ja: nullable(
    z.object({
      text: str,
      status: z.enum(['own', 'carried', 'outdated']),
      version: nullable(str),
      number: nullable(str),
      /** The published Japanese is damaged here (「原文の乱れ」). */
      garbled: z.boolean(),
    }),
  ).optional(),
});
export type Change = z.infer<typeof ChangeSchema>;
export type ChangeJapanese = NonNullable<Change['ja']>;

export const DiffPageSchema = z.object({
  id: str,
  /** The changes shown on this page (its own, when its children have pages of their own). */
  changes: z.array(ChangeSchema),
  /** The pages below this one, when it is split. */
  children: z.array(str),
});
export type DiffPage = z.infer<typeof DiffPageSchema>;

export const GlossaryDiffSchema = z.object({
  added: z.array(str),
  removed: z.array(str),
  changed: z.array(z.object({ term: str, before: str, after: str })),
});

/** A glossary change as the update page lists it: the English term and its Japanese headwords. */
export const GlossaryChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'modified']),
  term: str,
  /** The version whose glossary holds the entry (the old one for a removed entry). */
  version: str,
  /** Its address in that version's glossary. */
  href: str,
  headwords: z.array(str),
  /** Whose Japanese the headwords are (null: the entry has no Japanese yet). */
  status: GlossaryStatusSchema,
});
export type GlossaryChange = z.infer<typeof GlossaryChangeSchema>;

export const DiffViewSchema = z.object({
  old: str,
  new: str,
  lang: z.enum(['en', 'ja']),
  adjacent: z.boolean(),
  /** The releases between the two, through which they were compared. */
  via: z.array(str),
  /** Each change with its texts; false: numbers only (their texts are left out). */
  full: z.boolean(),
  counts: z.object({
    total: KindCounts,
    byChapter: z.array(z.tuple([str, KindCounts])),
    unchanged: z.number(),
  }),
  glossary: GlossaryDiffSchema,
  /** The glossary's changes with their Japanese headwords, in the order the update page lists them. */
  glossaryChanges: z.array(GlossaryChangeSchema),
  /** How the update page lists the changes: in full, one line each, or only by chapter. */
  inline: z.enum(['full', 'list', 'none']),
  pages: z.array(DiffPageSchema.extend({ counts: KindCounts })),
  /** The diff page listing each change, by its key, where that is not its chapter's page. */
  where: z.record(str, str),
});
export type DiffView = z.infer<typeof DiffViewSchema>;

// ---- search: data/search-jumps.json (served as /search/jumps.json) ----

export const JumpSchema = z.object({
  href: str,
  label: str,
  kind: z.enum(['記事', 'ルール', 'カード', 'FAQ', '用語']),
});
export type Jump = z.infer<typeof JumpSchema>;
/**
 * The jump table: names → targets; rule numbers → the newest version holding them (as an index
 * into versions), from which the client makes the address with the same URL functions.
 */
export const JumpTableSchema = z.object({
  versions: z.array(str),
  rules: z.record(str, z.number()),
  names: z.record(str, JumpSchema),
});
export type JumpTable = z.infer<typeof JumpTableSchema>;

/** The jump table is served in this many files, by the first character of a key (/search/jumps/<k>.json). */
export const JUMP_SHARDS = 32;

// ---- search: what Pagefind indexes (data/search/records/<version>.json), served as /pagefind/<version>/ ----

export { SEARCH_KINDS } from './search-kinds.ts';
/** One record: what it is, and its words by where they stand (most telling first). */
export const SearchRecordSchema = z.object({
  /** A rule number, <glossary page>/#<id>, or a page's address. */
  key: str,
  kind: z.enum(SEARCH_KINDS),
  /** A glossary entry's or a page's label (「先制攻撃／First Strike」). */
  label: nullable(str),
  /** The terms it defines (a glossary entry's headwords; the defining rule's terms). */
  defines: z.array(str),
  /** Its titles: its rule's and its parent's (a rule), its heading (a page). */
  titles: z.array(str),
  /** Its text: Japanese, then English. */
  text: z.array(str),
});
export type SearchRecord = z.infer<typeof SearchRecordSchema>;
export const SearchRecordsSchema = z.array(SearchRecordSchema);
/** /search/lexicon.json: what the query normaliser reads (the alias table, the glossary's readings, the thesaurus). */
export const SearchLexiconSchema = z.object({
  aliases: z.array(z.object({ alias: str, term: nullable(str), rules: z.array(str) })),
  readings: z.array(z.tuple([str, str])),
  /** What people say → the rules' own words (content/search/thesaurus.json). */
  thesaurus: z.array(z.tuple([str, str])),
});
export type SearchLexicon = z.infer<typeof SearchLexiconSchema>;

// ---- the public API: /api/rules.json, /api/rules/<version>.json, /api/rules/<version>/<number>.json ----

const RuleStepSchema = z.object({
  version: str,
  number: nullable(str),
  status: HistoryStatusSchema,
});

/** One rule (/api/rules/<version>/<number>.json; what link previews read too). */
export const ApiRuleSchema = z.object({
  number: str,
  version: str,
  /** Where it stands on the site, and its permanent address. */
  url: str,
  permalink: str,
  text: z.object({ ja: nullable(str), en: nullable(str) }),
  /** Japanese from another version: carried (text.ja holds it) or outdated (only here, beside the English). */
  translation: nullable(
    z.object({
      status: z.enum(['carried', 'outdated']),
      version: str,
      number: str,
      text: nullable(str),
    }),
  ),
  garbled: z.array(str),
  examples: z.object({ ja: z.array(nullable(str)), en: z.array(nullable(str)) }),
  /** The same rule in the next and the previous release, and in the newest version (following renumberings). */
  next: nullable(RuleStepSchema),
  previous: nullable(RuleStepSchema),
  latest: nullable(z.object({ version: str, number: nullable(str) })),
  parent: nullable(str),
  children: z.array(str),
  /** Rules this rule cites, and the places that cite it. */
  references: z.array(str),
  backReferences: z.array(z.object({ kind: CiterKindSchema, url: str, label: str })),
});
export type ApiRule = z.infer<typeof ApiRuleSchema>;

/** A whole version (/api/rules/<version>.json), keyed by rule number. */
export const ApiVersionSchema = z.object({
  version: SiteVersionSchema.omit({ sources: true }),
  rules: z.record(str, ApiRuleSchema),
});
export type ApiVersion = z.infer<typeof ApiVersionSchema>;

/** The versions, newest first, and which is the newest (/api/rules.json). */
export const ApiVersionsSchema = z.object({
  newest: str,
  versions: z.array(
    z.object({
      name: str,
      effective: nullable(str),
      label: str,
      rules: z.number(),
      ja: z.number(),
      url: str,
      api: str,
    }),
  ),
});
export type ApiVersions = z.infer<typeof ApiVersionsSchema>;

// ---- widgets: data/engines.json, data/presets.json, data/embeds.json ----
// The profile's own types (with the citation keys spelled out) are in rules-profile.ts; the
// schemas are bound to them, so the two cannot drift apart.

const CombatProfileSchema = z.object({
  version: str,
  era: z.enum(['stack', 'direct']),
  damageAssignmentOrder: z.boolean(),
  keywords: z.array(str),
  triggered: z.array(str),
  cardTypes: z.array(str),
  rules: z.record(str, nullable(str)),
}) as unknown as z.ZodType<CombatProfile>;

const SubgameProfileSchema = z.object({
  version: str,
  librariesRemovedFromGame: z.boolean(),
  removedCardsStayRemoved: z.boolean(),
  rules: z.record(str, z.array(str)),
  borrowed: z.array(str),
}) as unknown as z.ZodType<SubgameProfile>;

export const RulesProfileSchema: z.ZodType<RulesProfile> = z.object({
  version: str,
  playable: z.boolean(),
  combat: nullable(CombatProfileSchema),
  subgame: nullable(SubgameProfileSchema),
  unsupported: z.object({ combat: str.optional(), subgame: str.optional() }),
});
export const EnginesSchema = z.array(RulesProfileSchema);

/** A preset: its scenario (checked again by the widget's own reader when rendered) and its file's text. */
export const WidgetPresetSchema = z.object({
  name: str,
  title: str,
  scenario: z.unknown(),
  json: str,
});
export type WidgetPresetData = z.infer<typeof WidgetPresetSchema>;
export const PresetsSchema = z.object({
  combat: z.array(WidgetPresetSchema),
  subgame: z.array(WidgetPresetSchema),
});
export type PresetsData = z.infer<typeof PresetsSchema>;

const Embed = z.object({ preset: str, version: str });
/** By page address, each widget it embeds, the preset shown first and the version played. */
export const EmbedsSchema = z.record(
  str,
  z.object({ combat: Embed.optional(), subgame: Embed.optional() }),
);
export type EmbedsData = z.infer<typeof EmbedsSchema>;

// ---- offline: /offline-sets.json (what /save/ offers) ----

/** A choice of what to save offline: the pages and index files whose addresses start with one of `prefixes`, and their size. */
export const OfflineSetSchema = z.object({
  id: z.enum(['newest', 'reading', 'search', 'all']),
  label: str,
  prefixes: z.array(str),
  bytes: z.number(),
});
export type OfflineSet = z.infer<typeof OfflineSetSchema>;
