// The data contract (data-contract.ts): rules of a version: data/rules/<version>.json.
import { z } from 'zod';
import { str, nullable } from './scalars.ts';
import { TextSchema } from './text.ts';

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
  ja: nullable(TextSchema),
  en: nullable(TextSchema),
  examples: z.object({ ja: z.array(TextSchema), en: z.array(TextSchema) }),
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
      text: TextSchema,
      examples: z.array(TextSchema),
    }),
  ),
  /** The number the translation printed this rule's Japanese under, when another. */
  jaPrintedAs: nullable(str),
  /** Why it did, in Japanese (the reviewed pairing's note). */
  jaPrintedNote: nullable(str),
  /** A Japanese text printed under this number that translates an older English rule (`note`: why, in Japanese). */
  lagging: nullable(
    z.object({ text: TextSchema, version: str, number: str, reason: str, note: str }),
  ),
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
  en: nullable(z.object({ term: str, text: TextSchema })),
  ja: z.array(
    z.object({
      headword: str,
      reading: str,
      english: str,
      text: TextSchema,
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
