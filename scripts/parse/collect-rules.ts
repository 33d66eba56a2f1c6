// Every source's rules into the rule book: Japanese quotes from articles and FAQs, English (or
// Japanese) full texts with their glossary, unplaced lines and misprinted numbers.
import type {
  Article,
  GlossaryEntry,
  QuotedRule,
  SourceEntry,
  SourceText,
} from '../model/types.ts';
import type { RuleBook } from '../model/rule-book.ts';
import type { FaqDocument } from './faq-2004.ts';
import type { CrDocument } from './cr-text.ts';
import type { CrJaDocument, IrregularityKind } from './cr-ja-web.ts';
import { SourceError } from '../read/source-error.ts';

export function addFaqRules(book: RuleBook, doc: FaqDocument, entry: SourceEntry): void {
  const version = entry.rulesVersions[0]!;
  for (const s of doc.sections) {
    for (const b of s.blocks) {
      if (b.type !== 'rules') continue;
      for (const r of b.rules)
        book.add(version, r.number, {
          ja: r.text,
          examples: { ja: r.examples },
          origin: { file: `content/sources/${entry.file}`, line: 1 },
        });
    }
  }
}

export function addQuotedRules(book: RuleBook, article: Article): void {
  const walk = (version: string, rules: QuotedRule[]) => {
    for (const r of rules) {
      book.add(version, r.number, { ja: r.text, origin: r.origin });
      walk(version, r.children);
    }
  };
  for (const s of [{ blocks: article.intro }, ...article.sections]) {
    for (const b of s.blocks) if (b.type === 'rules-quote') walk(b.version, b.rules);
  }
}

/**
 * What readers are told (「原文の乱れ」) for each kind of damage the parser finds in the Japanese
 * web copy; the parser's own message (English, with the excerpt) stays in the build report.
 */
export const GARBLE_NOTES: Partial<Record<IrregularityKind, string>> = {
  'html-remnant': 'ウェブからの写しで、HTMLの断片（「<」や「">」など）が本文に紛れ込んでいます。',
  'phrase-repeated': 'ウェブからの写しで、同じ語句が続けて二度印字されています。',
};
const GARBLE_NOTE = 'ウェブからの写しで、本文が乱れています。';

/** A whole rules text as its format's parser read it: the Japanese web copy adds headwords and irregular forms. */
export interface RulesText {
  doc: CrDocument;
  ja: CrJaDocument | null;
}

export function addRulesText(
  book: RuleBook,
  src: SourceText,
  entry: SourceEntry,
  { doc, ja }: RulesText,
): void {
  const version = entry.rulesVersions[0];
  if (!version)
    throw new SourceError(
      src.file,
      1,
      'expected the manifest to name the rules version of this file',
    );
  const lang = doc.language;
  for (const r of doc.rules) {
    book.add(version, r.number, {
      [lang]: r.text,
      examples: { [lang]: r.examples },
      origin: { file: src.file, line: r.line },
    });
  }
  const glossary: GlossaryEntry[] = ja
    ? ja.glossary.map((g) => ({
        term: g.term,
        text: g.text,
        language: lang,
        origin: { file: src.file, line: g.line },
        headword: g.headword,
        reading: g.reading,
        english: g.english,
      }))
    : doc.glossary.map((g) => ({
        term: g.term,
        text: g.text,
        language: lang,
        origin: { file: src.file, line: g.line },
      }));
  book.glossary.set(version, [...(book.glossary.get(version) ?? []), ...glossary]);
  book.texts.set(version, [
    ...(book.texts.get(version) ?? []),
    {
      language: lang,
      file: src.file,
      preface: ja?.header ?? [],
      introduction: doc.introduction,
      credits: doc.credits,
    },
  ]);
  for (const u of doc.unplaced) book.unplaced.push({ version, file: src.file, ...u });
  if (doc.cut) book.cuts.push({ version, file: src.file, ...doc.cut });
  if (ja) {
    for (const x of ja.irregularities) {
      book.irregularities.push({ version, file: src.file, ...x });
      const rule = book.get(version, x.where);
      if (x.garbled && rule)
        (rule.garbled ??= []).push({
          line: x.line,
          message: x.message,
          note: GARBLE_NOTES[x.kind] ?? GARBLE_NOTE,
        });
    }
  }
  for (const c of doc.corrections)
    book.corrections.set(`${version}|${c.read}`, {
      written: c.written,
      origin: { file: src.file, line: c.line },
    });
}
