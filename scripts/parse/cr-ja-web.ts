// The Japanese Comprehensive Rules as copied from the translation team's web page
// (cr-ja/20260116.txt): header paragraphs, もくじ, the title line, 0. はじめに, the rules,
// 用語集 (「見出し（よみ）／English」 then its definition), クレジット, and the effective date
// only on the last line (「このルールは2026年1月16日から有効です。」).
//
// The web copy has irregularities. Each is read for what it is and reported with its line;
// the text itself is never rewritten (the one thing dropped is a number printed twice in front
// of its own text, which is reported): a number glued to its text, a number alone on its line,
// "720 ." with a space before the dot, a rule printed twice, a phrase printed twice, and HTML
// remnants. Passages garbled by the copy are kept exactly as published and marked.
import type { SourceText } from '../model/types.ts';
import { SourceError } from '../read/source-error.ts';
import type { CrDocument, CrGlossaryEntry, CrRule } from './cr-text.ts';
import { RULE_SOURCE, SECTION_SOURCE, SUBRULE_SOURCE } from '../model/rule-number.ts';

export type IrregularityKind =
  | 'number-glued'
  | 'number-alone'
  | 'space-before-dot'
  | 'printed-twice'
  | 'number-repeated'
  | 'phrase-repeated'
  | 'html-remnant'
  | 'example-label-alone'
  | 'example-inline'
  | 'headword-missing';

export interface Irregularity {
  line: number;
  kind: IrregularityKind;
  /** The rule (or glossary headword) the line belongs to. */
  where: string;
  message: string;
  /** The text is damaged as published (shown with 「原文の乱れ」), not merely irregular in form. */
  garbled: boolean;
}

export interface JaGlossaryEntry extends CrGlossaryEntry {
  /** The headword without reading or English: 「相棒」. */
  headword: string;
  reading: string;
  /** The English term the headword carries: "Companion", "Counter(n)". */
  english: string;
}

export interface CrJaDocument extends CrDocument {
  language: 'ja';
  header: string[];
  glossary: JaGlossaryEntry[];
  irregularities: Irregularity[];
}

const TITLE = /^マジック：ザ・ギャザリング[　 ]?総合ルール$/;
const CONTENTS = /^もくじ$/;
const CHAPTER = /^(\d{1,2})\.\s*(\S.*)$/;
// "720 . 前兆カード": a space before the dot.
const SECTION = new RegExp(String.raw`^(${SECTION_SOURCE})(\s*)\.\s*(\S.*)$`);
// "100.1. text", "708.12裏向き…" (no dot, no space), "500.10a" alone on its line.
const RULE = new RegExp(String.raw`^(${RULE_SOURCE})(\.?)(\s*)(.*)$`);
const SUBRULE = new RegExp(String.raw`^(${SUBRULE_SOURCE})(\.?)(\s*)(.*)$`);
const EXAMPLE = /^例[：:]/;
const EXAMPLE_ALONE = /^例[：:]$/;
/** An example printed on its rule's line: 「…選んでもよい。 例：《テレパシー》は…」. */
const EXAMPLE_INLINE = /\s例[：:]/;
const GLOSSARY = /^用語集$/;
const CREDITS = /^クレジット$/;
const HEADWORD = /^(.*?)（([^（）]+)）／(\S.*)$/;
const EFFECTIVE = /^このルールは(\d{4})年(\d{1,2})月(\d{1,2})日から有効です。$/;
/** Markup the web copy let through: 「Y">」, 「《名前<》」, 「href="#r709">」. */
const HTML_REMNANT = /">|<》|href="/;
/** A phrase ending a sentence printed twice in a row: 「7つ存在する。つ存在する。」. */
const PHRASE_TWICE = /([^。]{4,}。)\1/;

export function isCrJaWeb(lines: string[]): boolean {
  return (
    lines.slice(0, 30).some((l) => CONTENTS.test(l.trim())) &&
    lines.some((l) => TITLE.test(l.trim())) &&
    lines.some((l) => GLOSSARY.test(l.trim()))
  );
}

export function parseCrJaWeb(src: SourceText): CrJaDocument {
  const { lines } = src;
  const at = landmarks(src);
  const header = lines
    .slice(0, at.contents)
    .map((l) => l.trim())
    .filter(Boolean);
  const r = reader();
  const contents = readContents(lines, at, r);
  const { introduction, rules } = readRules(lines, at, r);
  const glossary = readGlossary(lines, at, r);
  // The credits run to the end: the line giving the effective date closes them.
  const credits = lines
    .slice(at.credits + 1, at.last + 1)
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    title: lines[at.title]!.trim(),
    language: 'ja',
    effectiveDate: at.effectiveDate,
    header,
    introduction,
    contents,
    rules,
    glossary: glossary.filter((g) => g.text),
    credits,
    unplaced: r.unplaced,
    corrections: [],
    irregularities: r.irregularities,
  };
}

/** Where the contents, the title, the glossary, the credits and the last line are, and the effective date. */
interface Landmarks {
  contents: number;
  title: number;
  glossary: number;
  credits: number;
  last: number;
  effectiveDate: string;
}

function landmarks({ lines, file }: SourceText): Landmarks {
  const find = (re: RegExp, from = 0) => {
    for (let i = from; i < lines.length; i++) if (re.test(lines[i]!.trim())) return i;
    return -1;
  };
  const contentsAt = find(CONTENTS);
  const titleAt = find(TITLE, contentsAt + 1);
  const glossaryAt = find(GLOSSARY, titleAt + 1);
  const creditsAt = find(CREDITS, glossaryAt + 1);
  if (contentsAt < 0)
    throw new SourceError(file, 1, 'expected 「もくじ」 (the contents) after the header');
  if (titleAt < 0)
    throw new SourceError(
      file,
      contentsAt + 1,
      'expected the title line 「マジック：ザ・ギャザリング　総合ルール」 after the contents',
    );
  if (glossaryAt < 0)
    throw new SourceError(file, titleAt + 1, 'expected 「用語集」 after the rules');
  if (creditsAt < 0)
    throw new SourceError(file, glossaryAt + 1, 'expected 「クレジット」 after the glossary');
  const lastAt = lines.findLastIndex((l) => l.trim() !== '');
  const date = EFFECTIVE.exec(lines[lastAt]?.trim() ?? '');
  if (!date)
    throw new SourceError(
      file,
      lastAt + 1,
      'expected the effective date on the last line: 「このルールはYYYY年M月D日から有効です。」',
    );
  const effectiveDate = `${date[1]}-${date[2]!.padStart(2, '0')}-${date[3]!.padStart(2, '0')}`;
  return {
    contents: contentsAt,
    title: titleAt,
    glossary: glossaryAt,
    credits: creditsAt,
    last: lastAt,
    effectiveDate,
  };
}

/** What reading the text found wrong: lines placed nowhere, irregularities read around. */
interface Reader {
  unplaced: CrDocument['unplaced'];
  irregularities: Irregularity[];
  note: (
    line: number,
    kind: IrregularityKind,
    where: string,
    message: string,
    garbled?: boolean,
  ) => void;
  /** Notes what the web copy garbled in a line of text (HTML left in it, a phrase printed twice). */
  checkText: (line: number, where: string, text: string) => void;
}

function reader(): Reader {
  const irregularities: Irregularity[] = [];
  const note: Reader['note'] = (line, kind, where, message, garbled = false) =>
    irregularities.push({ line, kind, where, message, garbled });
  const checkText = (line: number, where: string, text: string) => {
    const html = HTML_REMNANT.exec(text);
    if (html)
      note(
        line,
        'html-remnant',
        where,
        `HTML left in the text by the web copy: …${text.slice(Math.max(0, html.index - 6), html.index + html[0].length + 6)}…`,
        true,
      );
    const twice = PHRASE_TWICE.exec(text);
    if (twice)
      note(
        line,
        'phrase-repeated',
        where,
        `a phrase printed twice in a row: ${JSON.stringify(twice[0])}`,
        true,
      );
  };
  return { unplaced: [], irregularities, note, checkText };
}

function readContents(lines: string[], at: Landmarks, r: Reader): CrDocument['contents'] {
  const contents: CrDocument['contents'] = [];
  for (let i = at.contents + 1; i < at.title; i++) {
    const l = lines[i]!.trim();
    if (!l) continue;
    const m = SECTION.exec(l) ?? CHAPTER.exec(l);
    if (m) contents.push({ number: m[1]!, title: (m[3] ?? m[2])!.trim() });
    else
      r.unplaced.push({
        line: i + 1,
        text: l,
        reason: 'expected a contents line: a chapter or section number and its title',
      });
  }
  return contents;
}

function readRules(lines: string[], at: Landmarks, r: Reader) {
  const { note, checkText } = r;
  // はじめに: from "0. はじめに" to the first chapter of rules.
  const introduction: string[] = [];
  const rules: CrRule[] = [];
  let i = at.title + 1;
  if (/^0\.\s*はじめに$/.test(lines[i]?.trim() ?? '')) {
    for (i++; i < at.glossary && !CHAPTER.test(lines[i]!.trim()); i++) {
      const l = lines[i]!.trim();
      if (l) introduction.push(l);
    }
  }
  let pendingAlone: { number: string; line: number } | null = null;
  let pendingExample = false;
  for (; i < at.glossary; i++) {
    const raw = lines[i]!;
    const l = raw.trim();
    if (!l) continue;
    const last = rules[rules.length - 1];
    if (pendingExample && last) {
      // 「例：」 alone on its line: the example is the next line.
      last.examples[last.examples.length - 1] += `\n${l}`;
      checkText(i + 1, last.number, l);
      pendingExample = false;
      continue;
    }
    if (pendingAlone) {
      // The text of a number printed alone on the line before.
      rules.push({ number: pendingAlone.number, text: l, examples: [], line: pendingAlone.line });
      checkText(i + 1, pendingAlone.number, l);
      pendingAlone = null;
      continue;
    }
    if (EXAMPLE.test(l) && last) {
      last.examples.push(l);
      if (EXAMPLE_ALONE.test(l)) {
        note(
          i + 1,
          'example-label-alone',
          last.number,
          '「例：」 alone on its line; the example is read from the next line',
        );
        pendingExample = true;
      }
      checkText(i + 1, last.number, l);
      continue;
    }
    if (/^\s/.test(raw) && last) {
      // An indented paragraph (「　」) continues the rule above it.
      last.text += `\n${l}`;
      checkText(i + 1, last.number, l);
      continue;
    }
    const numbered = numberedLine(l, i + 1, r);
    if (numbered === null) {
      r.unplaced.push({
        line: i + 1,
        text: l,
        reason: last
          ? `expected a rule number (e.g. "506.4c") or an example (例：) after rule ${last.number}`
          : 'expected a chapter, section or rule number',
      });
      continue;
    }
    if ('alone' in numbered) {
      pendingAlone = { number: numbered.alone, line: i + 1 };
      continue;
    }
    const rule = ruleOf(numbered, last, i + 1, r);
    if (rule) {
      rules.push(rule);
      checkText(i + 1, rule.number, l);
    }
  }
  if (pendingAlone)
    r.unplaced.push({
      line: pendingAlone.line,
      text: pendingAlone.number,
      reason: 'expected the text of this rule on the next line',
    });
  return { introduction, rules };
}

/** A line that starts with a rule, section or chapter number: the number and its text (`alone`: no text). */
function numberedLine(
  l: string,
  line: number,
  { note }: Reader,
): { number: string; text: string } | { alone: string } | null {
  const sub = SUBRULE.exec(l);
  const rule = sub ? null : RULE.exec(l);
  const section = sub || rule ? null : SECTION.exec(l);
  const chapter = sub || rule || section ? null : CHAPTER.exec(l);
  if (sub || rule) {
    const [, n, dot, space, rest] = (sub ?? rule)!;
    const number = n!;
    let text = rest!;
    if (!text) {
      note(
        line,
        'number-alone',
        number,
        `rule number ${number} alone on its line; its text is read from the next line`,
      );
      return { alone: number };
    }
    if (!space)
      note(
        line,
        'number-glued',
        number,
        `no space between the rule number ${number}${dot} and its text`,
      );
    const again = new RegExp(`^${number.replace(/\./g, '\\.')}\\.?\\s+`).exec(text);
    if (again) {
      note(
        line,
        'number-repeated',
        number,
        `the number ${number} is printed twice before its text; read once`,
      );
      text = text.slice(again[0].length);
    }
    return { number, text };
  }
  if (section) {
    const number = section[1]!;
    if (section[2])
      note(
        line,
        'space-before-dot',
        number,
        `a space between the section number ${number} and its dot ("${number} .")`,
      );
    return { number, text: section[3]! };
  }
  if (chapter) return { number: chapter[1]!, text: chapter[2]! };
  return null;
}

/** The rule a numbered line gives, its inline example apart; null when it repeats the rule before. */
function ruleOf(
  { number, text }: { number: string; text: string },
  last: CrRule | undefined,
  line: number,
  { note }: Reader,
): CrRule | null {
  if (last && last.number === number) {
    const same = last.text === text.trim();
    note(
      line,
      'printed-twice',
      number,
      `rule ${number} printed twice (lines ${last.line} and ${line})${same ? ', with the same text' : ', with different text'}; the first is kept`,
    );
    return null;
  }
  const inline = EXAMPLE_INLINE.exec(text);
  const examples: string[] = [];
  if (inline) {
    note(
      line,
      'example-inline',
      number,
      `an example printed on the line of rule ${number}; read as its example`,
    );
    examples.push(text.slice(inline.index).trim());
    text = text.slice(0, inline.index);
  }
  return { number, text: text.trim(), examples, line };
}

function readGlossary(lines: string[], at: Landmarks, r: Reader): JaGlossaryEntry[] {
  const glossary: JaGlossaryEntry[] = [];
  for (let j = at.glossary + 1; j < at.credits; j++) {
    const l = lines[j]!.trim();
    if (!l) continue;
    const head = HEADWORD.exec(l);
    const cur = glossary[glossary.length - 1];
    if (head && !/^\s/.test(lines[j]!)) {
      if (!head[1])
        r.note(
          j + 1,
          'headword-missing',
          `用語集「（${head[2]}）／${head[3]}」`,
          `a glossary headword printed without its Japanese term, only its reading 「${head[2]}」 and English "${head[3]}"`,
          true,
        );
      glossary.push({
        term: l,
        headword: head[1]!,
        reading: head[2]!,
        english: head[3]!.trim(),
        text: '',
        line: j + 1,
      });
    } else if (cur) {
      cur.text = cur.text ? `${cur.text}\n${l}` : l;
      r.checkText(j + 1, `用語集「${cur.headword}」`, l);
    } else {
      r.unplaced.push({
        line: j + 1,
        text: l,
        reason: 'expected a glossary headword 「見出し（よみ）／English」',
      });
    }
  }
  for (const g of glossary)
    if (!g.text)
      r.unplaced.push({
        line: g.line,
        text: g.term,
        reason: 'expected the definition on the line after the headword',
      });
  return glossary;
}
