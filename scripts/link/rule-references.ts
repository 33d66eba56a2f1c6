// Finds rule references in running text. Forms (from the seeds):
//   rule 508.8 参照 / (rule 702.7 参照) / rule 601〔呪文を唱えること〕参照 / rule 506.7a-f
// and, in texts that cite rules without the word "rule" (the 2004 FAQ):
//   （309「ブロック宣言ステップ」を参照） / 409.1bおよび409.1f-h / （314.3を参照）
import type { RuleReference } from '../model/types.ts';
import {
  NUMBER_SOURCE as NUMBER,
  RANGE_END_SOURCE as RANGE_END,
  RULE_SOURCE,
  SECTION_SOURCE,
  SUBRULE_LETTERS,
} from '../model/rule-number.ts';

const PREFIXED = new RegExp(
  String.raw`rules?\s*(${NUMBER}${RANGE_END})(?!\d|\.\d)(?:〔[^〕\n]*〕)?`,
  'g',
);
// "rules 614 and 615", "rules 702.19b, 702.19c, or 702.19d": the numbers after the first.
const LISTED = new RegExp(
  String.raw`^(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(${NUMBER}${RANGE_END})(?!\d|\.\d)`,
);
const BARE = new RegExp(
  String.raw`(?<![\d.])(${NUMBER}${RANGE_END})(?!\d|\.\d)(?:「[^」\n]*」)?(?=を?参照|および${SECTION_SOURCE})|(?<=および)(${NUMBER}${RANGE_END})(?!\d|\.\d)`,
  'g',
);

/** Expands "506.7a-f" to 506.7a … 506.7f, "506.1-3" to 506.1 … 506.3; a single number to itself. */
export function expandRange(ref: string): string[] {
  const full = new RegExp(String.raw`^(${SECTION_SOURCE}\.)(\d+)[-–]\1(\d+)$`).exec(ref);
  if (full) return expandRange(`${full[1]}${full[2]}-${full[3]}`);
  const fullLetters = new RegExp(String.raw`^(${RULE_SOURCE})([a-z])[-–]\1([a-z])$`).exec(ref);
  if (fullLetters) return expandRange(`${fullLetters[1]}${fullLetters[2]}-${fullLetters[3]}`);
  const sections = new RegExp(String.raw`^(${SECTION_SOURCE})[-–](${SECTION_SOURCE})$`).exec(ref);
  if (sections) {
    const from = Number(sections[1]);
    const to = Number(sections[2]);
    if (to > from && to - from <= 100)
      return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
    return [ref];
  }
  const m = new RegExp(
    String.raw`^(${SECTION_SOURCE}(?:\.\d+)?)([a-z])?(?:[-–]([a-z]|\d+)([a-z])?)?$`,
  ).exec(ref);
  if (!m) return [ref];
  const [, stem, letter, end] = m;
  if (end === undefined) return [ref];
  if (letter && /^[a-z]$/.test(end)) {
    const from = SUBRULE_LETTERS.indexOf(letter);
    const to = SUBRULE_LETTERS.indexOf(end);
    if (from < 0 || to < from) return [ref];
    return SUBRULE_LETTERS.slice(from, to + 1)
      .split('')
      .map((c) => `${stem}${c}`);
  }
  const dot = stem!.lastIndexOf('.');
  if (!letter && dot > 0 && /^\d+$/.test(end)) {
    const head = stem!.slice(0, dot + 1);
    const from = Number(stem!.slice(dot + 1));
    const to = Number(end);
    if (to < from || to - from > 100) return [ref];
    return Array.from({ length: to - from + 1 }, (_, i) => `${head}${from + i}`);
  }
  return [ref];
}

export interface FindOptions {
  /** Also accept numbers written without "rule" (the FAQ's style). */
  bare?: boolean;
}

export function findRuleReferences(text: string, options: FindOptions = {}): RuleReference[] {
  const found: RuleReference[] = [];
  for (const m of text.matchAll(PREFIXED)) {
    found.push({
      raw: m[0],
      start: m.index,
      end: m.index + m[0].length,
      numbers: expandRange(m[1]!),
    });
    if (!m[0].startsWith('rules')) continue;
    let at = m.index + m[0].length;
    for (let next = LISTED.exec(text.slice(at)); next; next = LISTED.exec(text.slice(at))) {
      const start = at + next[0].length - next[1]!.length;
      found.push({
        raw: next[1]!,
        start,
        end: start + next[1]!.length,
        numbers: expandRange(next[1]!),
      });
      at = start + next[1]!.length;
    }
  }
  if (options.bare) {
    for (const m of text.matchAll(BARE)) {
      const start = m.index;
      if (found.some((f) => start < f.end && f.start < start + m[0].length)) continue;
      found.push({
        raw: m[0],
        start,
        end: start + m[0].length,
        numbers: expandRange((m[1] ?? m[2])!),
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
