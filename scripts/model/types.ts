// The shared vocabulary of the pipeline: parse/* produce these, link/* annotate them,
// emit/* and the site read them. No stage reaches into another's internals.

/** A format's name (scripts/parse/formats.ts holds the table of formats). */
export type SourceFormat = string;

export interface VersionInfo {
  name: string;
  effective: string | null;
  era?: string;
  /**
   * The version whose rule numbering this one follows, for a version whose own text holds only
   * part of the rules (5.5.2.0 quotes only its 506, numbered like 2008-10-01): the rules it does
   * not hold are located in that version's text (scripts/link/rules-profile.ts).
   */
  numbering?: string;
  label: string;
  note: string;
}

export interface SourceEntry {
  file: string;
  format: SourceFormat;
  title: string;
  attribution: string;
  sourceUrl: string | null;
  language: 'ja' | 'en';
  rulesVersions: string[];
}

export interface Manifest {
  versions: VersionInfo[];
  sources: SourceEntry[];
  /**
   * English rules texts read as history only (content/sources/…, any form they were published in):
   * with the English texts of the versions, every release since 2003, each named by the date its
   * text states.
   */
  history?: { file: string }[];
}

/** A decoded source: one entry per physical line, numbered from 1. */
export interface SourceText {
  file: string;
  encoding: string;
  lines: string[];
}

/** Where a piece of text came from, for error messages and back-links. */
export interface Origin {
  file: string;
  line: number;
}

// ---- articles (MTG Wiki dumps) ----

export interface Paragraph {
  type: 'paragraph';
  text: string;
  origin: Origin;
}

export interface ListItem {
  text: string;
  origin: Origin;
  children: ListItem[];
}

export interface List {
  type: 'list';
  items: ListItem[];
}

/** A node of a quoted rules block: chapter (5), section (506) or rule (506.4c). */
export interface QuotedRule {
  number: string;
  text: string;
  origin: Origin;
  children: QuotedRule[];
}

export interface RulesQuote {
  type: 'rules-quote';
  version: string;
  rules: QuotedRule[];
}

export type Block = Paragraph | List | RulesQuote;

export interface Section {
  heading: string;
  origin: Origin;
  blocks: Block[];
}

export interface Article {
  kind: 'article';
  slug: string;
  title: string;
  source: SourceEntry;
  /** The rules version references in this text resolve in. */
  rulesVersion: string | null;
  /** Other names the article gives itself: 「現象/Phenomenon」 → Phenomenon. */
  aliases: string[];
  intro: Block[];
  sections: Section[];
  /** What the text may be missing (a dump that stops mid-sentence), each with its line: listed in the build report. */
  warnings: { line: number; message: string }[];
}

export type Document = Article;

// ---- rules ----

export interface Rule {
  number: string;
  version: string;
  /** Japanese text, when a Japanese source holds the rule. */
  ja?: string;
  /** English text, when an English source holds the rule. */
  en?: string;
  examples: { ja: string[]; en: string[] };
  parent: string | null;
  origins: Origin[];
  /**
   * Japanese that is not this version's own: carried from another version whose English text
   * of the rule is the same (then `ja` holds it too), or outdated (the English has changed
   * since; `ja` stays empty and the old translation is shown beneath the English).
   */
  translation?: TranslationRef;
  /** The translation printed this rule's Japanese under another number (805.10g for 805.10f). */
  jaPrintedAs?: string;
  /** Why it did, in Japanese (the reviewed pairing's note, shown on the page). */
  jaPrintedNote?: string;
  /** A Japanese text printed under this number that translates an older English rule. */
  lagging?: {
    text: string;
    lagsBehind: { version: string; number: string };
    reason: string;
    /** The reason in Japanese, for readers. */
    note: string;
  };
  /**
   * Why the published Japanese text is damaged (「原文の乱れ」), each with its line in the
   * Japanese source: `message` for maintainers (English), `note` for readers (Japanese).
   * Travels with the Japanese to every version that carries it.
   */
  garbled?: { line: number; message: string; note: string }[];
}

export interface TranslationRef {
  status: 'carried' | 'outdated';
  version: string;
  number: string;
  /** The Japanese as that version has it (for outdated, the only place it is kept). */
  text: string;
  /**
   * Old Japanese of examples, shown beneath as 旧訳: every example of an outdated rule; of a
   * carried rule, the examples whose English changed (the rest are carried into `examples.ja`).
   */
  examples: string[];
}

/** A reference to one or more rules, as written in some text. */
export interface RuleReference {
  /** The text as written, e.g. "rule 506.7a-f". */
  raw: string;
  /** The span inside the text (UTF-16 offsets). */
  start: number;
  end: number;
  /** Every rule number the reference names, ranges expanded. */
  numbers: string[];
}

export interface GlossaryEntry {
  term: string;
  text: string;
  language: 'ja' | 'en';
  origin: Origin;
  /** Japanese headwords: 「相棒」, its reading 「あいぼう」 and the English term it carries. */
  headword?: string;
  reading?: string;
  english?: string;
}

/** What kind of page a reference stands on (for grouping back-links). */
export type CiterKind = 'rule' | 'article' | 'faq' | 'card' | 'glossary';

/** Where a rule number of a release since 2003 links on its update page; null for none. */
export interface ReleaseRuleLink {
  href: string;
  /** The newest version's number, where the link follows the rule there under another number. */
  now: string | null;
}
