// The data contract (data-contract.ts): updates: data/history/pairs.json, data/diff/<old>--<new>.json.
import { z } from 'zod';
import { str, nullable } from './scalars.ts';
import { GlossaryStatusSchema } from './rules.ts';

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

/** Two versions compared: which, in which language, and through which releases. */
const ComparedSchema = z.object({
  old: str,
  new: str,
  lang: z.enum(['en', 'ja']),
  adjacent: z.boolean(),
  /** The releases between the two, oldest first, through which they were compared (none: directly). */
  via: z.array(str),
  /** Shown with each change's texts; false: by number only (any two versions compared). */
  full: z.boolean(),
});

export const PairSummarySchema = ComparedSchema.extend({
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

const FromTo = z.object({ from: str, to: str });
const Texts = z.object({ number: str, before: str, after: str });
/** How the rules of two versions pair (history/pairing.ts Pairing). */
const PairingSchema = z.object({
  added: z.array(str),
  removed: z.array(str),
  changed: z.array(Texts),
  moved: z.array(FromTo.extend({ similarity: z.number(), before: str, after: str })),
  unchanged: z.array(str),
  modified: z.array(str),
  referencesOnly: z.array(str),
  renumbered: z.array(FromTo),
  renumberedModified: z.array(FromTo),
  split: z.array(z.object({ from: str, to: z.array(str) })),
  merged: z.array(z.object({ from: z.array(str), to: str })),
});
/** data/history/<old>--<new>.json: a comparison shown in full, its whole pairing (read by the tests, not by pages: history/history.ts VersionPair). */
export const VersionPairSchema = ComparedSchema.extend({
  pairing: PairingSchema,
  /** Rules whose English is unchanged but whose Japanese differs between the two. */
  translationOnly: z.array(Texts),
  glossary: z.object({
    added: z.array(str),
    removed: z.array(str),
    changed: z.array(z.object({ term: str, before: str, after: str })),
  }),
});

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

export const DiffViewSchema = ComparedSchema.extend({
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
