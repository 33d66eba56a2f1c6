// The official Comprehensive Rules text format, English or Japanese, 2003 to today:
//   title, effective date, introduction, contents, the numbered rules (chapters "5.",
//   sections "506.", rules "506.4." and subrules "506.4c"), Example/例 lines, a glossary
//   and credits. Older files separate every rule by a blank line and differ in small ways
//   (a subrule written "205.2b.", a rule written "901.4.All"); a line that cannot be placed
//   is reported with its number, never dropped. The releases of late 2003 and early 2004 are
//   hard-wrapped (each paragraph broken at about 110 columns, a broken line ending in a space,
//   continuation lines not indented): their paragraphs are read whole. A file cut short (no glossary, or no credits after it) is
//   read as far as it goes and the cut reported with its line and the last complete entry.
import type { SourceText } from '../model/types.ts';
import { SourceError } from '../read/source-error.ts';
import {
  isSubrule,
  RULE_SOURCE,
  SECTION_SOURCE,
  SUBRULE_LETTERS,
  SUBRULE_SOURCE,
} from '../model/rule-number.ts';

export interface CrRule {
  number: string;
  text: string;
  examples: string[];
  line: number;
}

export interface CrGlossaryEntry {
  term: string;
  text: string;
  line: number;
}

export interface CrDocument {
  title: string;
  language: 'en' | 'ja';
  effectiveDate: string;
  introduction: string[];
  contents: { number: string; title: string }[];
  rules: CrRule[];
  glossary: CrGlossaryEntry[];
  credits: string[];
  unplaced: { line: number; text: string; reason: string }[];
  /** Numbers misprinted in the source and read as the obvious next subrule (shown, not hidden). */
  corrections: { line: number; written: string; read: string }[];
  /** Paragraphs were hard-wrapped in the source and have been joined. */
  hardWrapped?: boolean;
  /** Where the file stops early (no glossary, or no credits after it), with the last complete entry. */
  cut?: { line: number; lastComplete: string | null; message: string } | null;
}

const CHAPTER = /^(\d)\.\s+(\S.*)$/;
const SECTION = new RegExp(String.raw`^(${SECTION_SOURCE})\.\s+(\S.*)$`);
const RULE = new RegExp(String.raw`^(${RULE_SOURCE})(?:\.\s*|\s+)(\S.*)$`);
const SUBRULE = new RegExp(String.raw`^(${SUBRULE_SOURCE})\.?\s+(\S.*)$`);
// A subrule printed without its rule digit, as "306.b" after "306.3a" (2008-10-01).
const MISPRINTED_SUBRULE = new RegExp(String.raw`^(${SECTION_SOURCE})\.([a-z])\s+(\S.*)$`);
const EXAMPLE = /^(?:Examples?:|例[：:])\s*/;
/** A paragraph of prose: it begins as a sentence does and ends with its punctuation. */
const SENTENCE = /^["“A-Z].*\s.*[.:!?"”)]$/;
const GLOSSARY = /^(Glossary|用語集)$/;
const CREDITS = /^(Credits|クレジット)$/;
const CONTENTS = /^(Contents|目次)$/;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

export function effectiveDateOf(lines: string[]): string | null {
  for (const l of lines.slice(0, 40)) {
    const en = /(?:current|effective) as of (\w+) (\d{1,2}), (\d{4})/i.exec(l);
    if (en) {
      const m = MONTHS.indexOf(en[1]!.toLowerCase());
      if (m >= 0) return `${en[3]}-${String(m + 1).padStart(2, '0')}-${en[2]!.padStart(2, '0')}`;
    }
    const ja = /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(l);
    if (ja && /(発効|現在|有効)/.test(l))
      return `${ja[1]}-${ja[2]!.padStart(2, '0')}-${ja[3]!.padStart(2, '0')}`;
  }
  return null;
}

/**
 * Hard-wrapped releases break paragraphs at about 110 columns (their longest lines run to 119);
 * every other release has one line per rule, hundreds of them longer than this.
 */
const WRAP_COLUMNS = 120;

/** Splits a region into blank-line separated paragraphs of trimmed lines. */
function paragraphs(
  lines: string[],
  from: number,
  to: number,
): { line: number; lines: string[] }[] {
  const out: { line: number; lines: string[] }[] = [];
  let cur: { line: number; lines: string[] } | null = null;
  for (let i = from; i < to; i++) {
    const l = lines[i]!;
    if (l.trim() === '') {
      cur = null;
      continue;
    }
    if (!cur) out.push((cur = { line: i + 1, lines: [] }));
    cur.lines.push(l);
  }
  return out;
}

/**
 * A glossary entry may go on in indented paragraphs — a list, with headings of its own (the
 * expansion symbols that end 2003-03-15): each continues the entry above it.
 */
function readGlossary(
  lines: string[],
  glossaryAt: number,
  creditsAt: number,
  join: string,
): CrGlossaryEntry[] {
  const glossary: CrGlossaryEntry[] = [];
  const glossaryParagraphs = paragraphs(lines, glossaryAt + 1, creditsAt);
  glossaryParagraphs.forEach((p, k) => {
    const indented = /^\s/.test(p.lines[0]!);
    const heading = p.lines.length === 1 && /^\s/.test(glossaryParagraphs[k + 1]?.lines[0] ?? '');
    const entry = glossary.at(-1);
    if (entry && (indented || heading)) {
      entry.text += `\n${p.lines.map((l) => l.trim()).join(join)}`;
      return;
    }
    glossary.push({
      term: p.lines[0]!.trim(),
      text: p.lines
        .slice(1)
        .map((l) => l.trim())
        .join(join),
      line: p.line,
    });
  });
  return glossary;
}

/** Where a file cut short stops, and the last entry read whole (`glossaryFound`: only the credits are missing). */
function cutShort(
  file: string,
  lastLine: number,
  glossaryFound: boolean,
  rules: CrRule[],
  glossary: CrGlossaryEntry[],
): NonNullable<CrDocument['cut']> {
  const entries = !glossaryFound
    ? rules.map((r) => `rule ${r.number}`)
    : [
        ...rules.slice(-1).map((r) => `rule ${r.number}`),
        ...glossary.map((g) => `glossary entry "${g.term}"`),
      ];
  const lastComplete = entries.length > 1 ? entries[entries.length - 2]! : null;
  const missing = !glossaryFound
    ? 'no "Glossary" or "Credits" after the rules'
    : 'no "Credits" after the glossary';
  return {
    line: lastLine,
    lastComplete,
    message: `${file}:${lastLine}: cut short: ${missing}; the text stops here, in ${entries.at(-1) ?? 'the rules'}; the last complete entry is ${lastComplete ?? 'none'}`,
  };
}

export function parseCrText(src: SourceText): CrDocument {
  const { lines, file } = src;
  const title = lines[0]?.trim() ?? '';
  const language = /[ぁ-んァ-ヶ一-龠]/.test(title) ? 'ja' : 'en';
  const effectiveDate = effectiveDateOf(lines);
  if (!effectiveDate)
    throw new SourceError(
      file,
      3,
      'expected the date the rules take effect ("These rules are effective as of Month D, YYYY")',
    );

  const contentsAt = lines.findIndex((l) => CONTENTS.test(l.trim()));
  // The rules begin at the chapter line that precedes the second "100." (the first is in the contents).
  const sections100 = lines.map((l, i) => (/^100\.\s/.test(l) ? i : -1)).filter((i) => i >= 0);
  const body100 = sections100.length > 1 ? sections100[1]! : sections100[0];
  if (body100 === undefined)
    throw new SourceError(file, 1, 'expected section "100." to begin the rules');
  let rulesAt = body100;
  while (rulesAt > 0 && !CHAPTER.test(lines[rulesAt]!)) rulesAt--;
  if (!CHAPTER.test(lines[rulesAt]!)) rulesAt = body100;
  // The glossary and credits headings after the rules (the contents name them too). A file cut
  // short lacks one or both: it is read to its end and the cut reported.
  const after = (re: RegExp, from: number) => {
    for (let i = from; i < lines.length; i++) if (re.test(lines[i]!.trim())) return i;
    return -1;
  };
  const glossaryFound = after(GLOSSARY, rulesAt + 1);
  const creditsFound = glossaryFound < 0 ? -1 : after(CREDITS, glossaryFound + 1);
  const glossaryAt = glossaryFound < 0 ? lines.length : glossaryFound;
  const creditsAt = creditsFound < 0 ? lines.length : creditsFound;
  const lastLine = lines.findLastIndex((l) => l.trim() !== '') + 1;
  const wrapped = lines.slice(rulesAt, glossaryAt).every((l) => l.length <= WRAP_COLUMNS);
  const join = wrapped ? ' ' : '\n';

  const introduction =
    contentsAt > 0
      ? paragraphs(lines, 1, contentsAt).map((p) => p.lines.map((l) => l.trim()).join(join))
      : [];
  const contents: { number: string; title: string }[] = [];
  for (let i = Math.max(contentsAt, 0) + 1; i < rulesAt; i++) {
    const m = CHAPTER.exec(lines[i]!) ?? SECTION.exec(lines[i]!);
    if (m) contents.push({ number: m[1]!, title: m[2]!.trim() });
  }

  const rules: CrRule[] = [];
  const unplaced: CrDocument['unplaced'] = [];
  const corrections: CrDocument['corrections'] = [];
  // In a hard-wrapped file, a line right under another of the same paragraph continues it.
  let inExample = false;
  for (let i = rulesAt; i < glossaryAt; i++) {
    const raw = lines[i]!;
    const l = raw.trim();
    if (!l) continue;
    let m = SUBRULE.exec(l) ?? RULE.exec(l) ?? SECTION.exec(l) ?? CHAPTER.exec(l);
    const last = rules[rules.length - 1];
    const above = lines[i - 1]?.trim() ?? '';
    // A wrap can put a number at the start of a line ("…see rule\n506.4 for…"): in a hard-wrapped
    // file a wrapped line ends in a space before the break, and a rule starts a paragraph or
    // follows one that ended a sentence.
    const wrappedAbove = wrapped && above !== '' && / $/.test(lines[i - 1]!);
    if (wrapped && m && above && (wrappedAbove || !/[.:)"”]$/.test(above))) m = null;
    if (wrapped && !m && last && above && !EXAMPLE.test(l) && !/^\s/.test(raw)) {
      if (inExample) last.examples[last.examples.length - 1] += ` ${l}`;
      else last.text += ` ${l}`;
      continue;
    }
    inExample = EXAMPLE.test(l);
    const mis = m ? null : MISPRINTED_SUBRULE.exec(l);
    const prevLetter =
      last && isSubrule(last.number)
        ? [last.number, last.number.slice(0, -1), last.number.slice(-1)]
        : null;
    if (
      mis &&
      prevLetter &&
      last!.number.startsWith(`${mis[1]}.`) &&
      SUBRULE_LETTERS.indexOf(mis[2]!) === SUBRULE_LETTERS.indexOf(prevLetter[2]!) + 1
    ) {
      const read = `${prevLetter[1]}${mis[2]}`;
      corrections.push({ line: i + 1, written: `${mis[1]}.${mis[2]}`, read });
      rules.push({ number: read, text: mis[3]!.trim(), examples: [], line: i + 1 });
    } else if (m && !/^\s/.test(raw)) {
      rules.push({ number: m[1]!, text: m[2]!.trim(), examples: [], line: i + 1 });
    } else if (EXAMPLE.test(l) && last) {
      last.examples.push(l);
    } else if (/^\s/.test(raw) && last) {
      // An indented paragraph continues the rule above it.
      last.text += `\n${l}`;
    } else if (last && above && SENTENCE.test(l)) {
      // A sentence right under the rule or its example, with no number: a paragraph of that rule
      // (2003-03-15 writes some so). A stray fragment (2021-11-15's lone "f") is not a sentence.
      last.text += `\n${l}`;
      inExample = false;
    } else {
      unplaced.push({
        line: i + 1,
        text: l,
        reason: last
          ? `expected a rule number (e.g. "506.4c"), an example or an indented continuation after rule ${last.number}`
          : 'expected a chapter, section or rule number',
      });
    }
  }

  const glossary = readGlossary(lines, glossaryAt, creditsAt, join);
  const cutInGlossary = glossaryFound >= 0 && creditsFound < 0;
  // The last entry of a file cut short may itself be cut: it is kept, and the cut names the one before it.
  for (const g of glossary.slice(0, cutInGlossary ? -1 : undefined))
    if (!g.text)
      unplaced.push({
        line: g.line,
        text: g.term,
        reason: 'expected a glossary term followed by its definition',
      });

  const credits = paragraphs(lines, creditsAt + 1, lines.length).map((p) =>
    p.lines.map((l) => l.trim()).join(join),
  );
  const cut =
    glossaryFound < 0 || creditsFound < 0
      ? cutShort(file, lastLine, glossaryFound >= 0, rules, glossary)
      : null;
  return {
    title,
    language,
    effectiveDate,
    introduction,
    contents,
    rules,
    glossary: glossary.filter((g) => g.text || (cutInGlossary && g === glossary.at(-1))),
    credits,
    unplaced,
    corrections,
    hardWrapped: wrapped,
    cut,
  };
}
