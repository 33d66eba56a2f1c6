// The reviewed senses of rules terms (content/terms/): which words are never linked (everyday
// words the glossary happens to list, as 「場合」), and in which contexts a term means what
// (「エンチャント（」 the keyword, 「・エンチャント」 the card type). Each entry carries its reason;
// the linker reads these tables, never special cases in code. Errors name file:line.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SourceError } from './source-error.ts';
import { entryLines, readReviewedJson } from './reviewed-json.ts';
import { isRuleNumber } from '../model/rule-number.ts';

export const TERMS_DIR = 'content/terms';
export const NEVER_LINK_FILE = `${TERMS_DIR}/never-link.json`;
export const SENSES_FILE = `${TERMS_DIR}/senses.json`;

const reason = z.string().min(10, 'a reason a reviewer can check');
const term = z.string().min(1);
/** A regular expression's source, or several (any of them). */
const patterns = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional();

const NeverLinkFileSchema = z.strictObject({
  about: z.string(),
  terms: z.array(z.strictObject({ term, reason })),
});

const SensesFileSchema = z.strictObject({
  about: z.string(),
  senses: z.array(
    z.strictObject({
      term,
      /** What the text just before the term must end with (a regular expression). */
      before: patterns,
      /** What the text just after the term must start with (a regular expression). */
      after: patterns,
      /** A rule number, "glossary:<headword>", or null: not linked here. */
      target: z.union([
        z
          .string()
          .refine(
            (t) => isRuleNumber(t) || /^glossary:./.test(t),
            'a rule number or "glossary:<headword>"',
          ),
        z.null(),
      ]),
      reason,
    }),
  ),
});

export interface TermOrigin {
  file: string;
  line: number;
}

export interface NeverLinkEntry {
  term: string;
  reason: string;
  origin: TermOrigin;
}

export interface SenseEntry {
  term: string;
  /** Matches the text before the term (anchored at its end); null: any. */
  before: RegExp | null;
  /** Matches the text after the term (anchored at its start); null: any. */
  after: RegExp | null;
  target: { rule: string } | { glossary: string } | null;
  reason: string;
  origin: TermOrigin;
}

/** An entry of either table. */
export type TermTableEntry = NeverLinkEntry | SenseEntry;

export interface TermSenses {
  neverLink: NeverLinkEntry[];
  senses: SenseEntry[];
}

export const NO_TERM_SENSES: TermSenses = { neverLink: [], senses: [] };

function compile(
  source: string | string[] | undefined,
  anchor: (s: string) => string,
  where: TermOrigin,
): RegExp | null {
  if (source === undefined) return null;
  const any = (Array.isArray(source) ? source : [source]).map((s) => `(?:${s})`).join('|');
  try {
    return new RegExp(anchor(any), 'u');
  } catch (e) {
    throw new SourceError(where.file, where.line, `bad pattern: ${(e as Error).message}`);
  }
}

export function readTermSenses(root: string): TermSenses {
  const out: TermSenses = { neverLink: [], senses: [] };
  if (existsSync(join(root, NEVER_LINK_FILE))) {
    const { value, text } = readReviewedJson(root, NEVER_LINK_FILE, NeverLinkFileSchema);
    const lines = entryLines(text, 'term');
    const seen = new Set<string>();
    value.terms.forEach((e, i) => {
      const origin = { file: NEVER_LINK_FILE, line: lines[i] ?? 1 };
      if (seen.has(e.term))
        throw new SourceError(origin.file, origin.line, `「${e.term}」 is listed twice`);
      seen.add(e.term);
      out.neverLink.push({ ...e, origin });
    });
  }
  if (existsSync(join(root, SENSES_FILE))) {
    const { value, text } = readReviewedJson(root, SENSES_FILE, SensesFileSchema);
    const lines = entryLines(text, 'term');
    value.senses.forEach((e, i) => {
      const origin = { file: SENSES_FILE, line: lines[i] ?? 1 };
      out.senses.push({
        term: e.term,
        before: compile(e.before, (s) => `(?:${s})$`, origin),
        after: compile(e.after, (s) => `^(?:${s})`, origin),
        target:
          e.target === null
            ? null
            : e.target.startsWith('glossary:')
              ? { glossary: e.target.slice('glossary:'.length) }
              : { rule: e.target },
        reason: e.reason,
        origin,
      });
    });
  }
  return out;
}
