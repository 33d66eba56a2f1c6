// Every source format, as one table: how it is recognised, what its parser yields and how that
// enters the corpus. A new format is a row here (and its parser module), nothing else.
import type { Article, SourceEntry, SourceText } from '../model/types.ts';
import type { RuleBook } from '../model/rule-book.ts';
import { SourceError } from '../read/source-error.ts';
import { parseWikiDump } from './mtgwiki-dump.ts';
import { parseFaq2004, type FaqDocument } from './faq-2004.ts';
import { parseCrText } from './cr-text.ts';
import { isCrJaWeb, parseCrJaWeb } from './cr-ja-web.ts';
import { addFaqRules, addQuotedRules, addRulesText, type RulesText } from './collect-rules.ts';

/** What the sources add up to before linking. */
export interface Corpus {
  book: RuleBook;
  documents: Article[];
  faqs: { doc: FaqDocument; entry: SourceEntry }[];
}

export interface SourceFormat {
  name: string;
  /** What a file of this format looks like, for the error that names an unknown format. */
  looksLike: string;
  /** Decides from the text alone (formats are tried in table order). */
  detect: (src: SourceText) => boolean;
  /** Whether the format is a whole rules text (then `parseRules` reads it, also for `npm run rules`). */
  parseRules?: (src: SourceText) => RulesText;
  /** Adds what the source holds to the corpus. */
  load: (src: SourceText, entry: SourceEntry, corpus: Corpus) => void;
}

const WIKI_ATTRIBUTION = /^(提供：|出典: ?)MTG Wiki$/;
const CR_TITLE =
  /^(Magic: The Gathering Comprehensive Rules|マジック：ザ・ギャザリング 総合ルール|マジック：ザ・ギャザリング総合ルール)\s*$/;
const nonEmpty = (src: SourceText) => src.lines.map((l) => l.trim()).filter((l) => l !== '');

const rulesFormat = (
  f: Omit<SourceFormat, 'load'> & { parseRules: (src: SourceText) => RulesText },
): SourceFormat => ({
  ...f,
  load: (src, entry, { book }) => addRulesText(book, src, entry, f.parseRules(src)),
});

export const SOURCE_FORMATS: readonly SourceFormat[] = [
  rulesFormat({
    name: 'cr-text',
    looksLike: 'a Comprehensive Rules text (first line "Magic: The Gathering Comprehensive Rules")',
    detect: (src) => CR_TITLE.test(nonEmpty(src)[0] ?? ''),
    parseRules: (src) => ({ doc: parseCrText(src), ja: null }),
  }),
  rulesFormat({
    name: 'cr-ja-web',
    looksLike:
      'the Japanese rules as copied from the web (「もくじ」, 「マジック：ザ・ギャザリング　総合ルール」, 「用語集」)',
    detect: (src) => isCrJaWeb(src.lines),
    parseRules: (src) => {
      const ja = parseCrJaWeb(src);
      return { doc: ja, ja };
    },
  }),
  {
    name: 'mtgwiki-dump',
    looksLike: 'an MTG Wiki dump (a title, then 「提供：MTG Wiki」 or 「出典: MTG Wiki」)',
    detect: (src) => WIKI_ATTRIBUTION.test(nonEmpty(src)[1] ?? ''),
    load: (src, entry, { book, documents }) => {
      const article = parseWikiDump(src, entry);
      addQuotedRules(book, article);
      documents.push(article);
    },
  },
  {
    name: 'faq-2004',
    looksLike: 'the one-line 2004 set FAQ (「…ＦＡＱ…」 with sections split by ----)',
    detect: (src) =>
      src.lines.length === 1 &&
      /ＦＡＱ/.test(src.lines[0]!.trim().slice(0, 40)) &&
      src.lines[0]!.includes(' ---- '),
    load: (src, entry, { book, faqs }) => {
      const doc = parseFaq2004(src, entry);
      addFaqRules(book, doc, entry);
      faqs.push({ doc, entry });
    },
  },
];

export function formatNamed(name: string): SourceFormat | undefined {
  return SOURCE_FORMATS.find((f) => f.name === name);
}

/** Decides a file's format from its content alone; an unknown format is an error naming what was expected. */
export function detectFormat(src: SourceText): SourceFormat {
  const found = SOURCE_FORMATS.find((f) => f.detect(src));
  if (found) return found;
  const first = src.lines.findIndex((l) => l.trim() !== '');
  throw new SourceError(
    src.file,
    Math.max(first, 0) + 1,
    `unknown format: expected ${SOURCE_FORMATS.map((f) => f.looksLike).join(', or ')}`,
  );
}

/** Adds one decoded source to the corpus: its format detected from the text, checked against the manifest, parsed. */
export function loadSource(corpus: Corpus, src: SourceText, entry: SourceEntry): SourceFormat {
  const format = detectFormat(src);
  if (format.name !== entry.format)
    throw new SourceError(
      src.file,
      1,
      `the manifest says format "${entry.format}", but the text is "${format.name}"`,
    );
  format.load(src, entry, corpus);
  return format;
}
