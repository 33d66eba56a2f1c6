// The grammar of rule numbers, in one place: chapter "5", section "506", rule "506.4" and
// subrule "506.4c". Parsers build their line patterns from these pieces; everything else asks
// the functions below (kind, parent, section, chapter, order) instead of matching numbers itself.

/** The pieces, as regular-expression source: a section, a rule's digits after the dot, a subrule letter. */
export const SECTION_SOURCE = '\\d{3}';
export const RULE_SOURCE = '\\d{3}\\.\\d+';
export const SUBRULE_SOURCE = '\\d{3}\\.\\d+[a-z]';
/** A section, a rule or a subrule: what a reference names ("rule 506", "506.4", "506.4c"). */
export const NUMBER_SOURCE = '\\d{3}(?:\\.\\d+[a-z]?)?';
/** A section written with its dot ("309.") or a rule or subrule: how the 2004 FAQ starts a quoted rule. */
export const DOTTED_NUMBER_SOURCE = '\\d{3}\\.(?:\\d+[a-z]?)?';
/** The end of a range in a reference: a letter (506.7a-f), a rule (119.7–8) or a whole number (903.6–903.7). */
export const RANGE_END_SOURCE = `(?:[-–](?:${NUMBER_SOURCE}|[a-z]|\\d+[a-z]?))?`;
/** Anything a rule address can name: a chapter too (/r/5/). */
export const ADDRESS_NUMBER_SOURCE = `${NUMBER_SOURCE}|\\d`;

export type RuleKind = 'chapter' | 'section' | 'rule' | 'subrule';

// Plain strings and literals (not String.raw or new RegExp at load): the browser bundles that
// import this keep only what they use.
const KINDS: [RuleKind, RegExp][] = [
  ['chapter', /^\d$/],
  ['section', /^\d{3}$/],
  ['rule', /^\d{3}\.\d+$/],
  ['subrule', /^\d{3}\.\d+[a-z]$/],
];

/** What a number is, or null when it is not a rule number at all. */
export function ruleKind(number: string): RuleKind | null {
  return KINDS.find(([, re]) => re.test(number))?.[0] ?? null;
}

export const isChapter = (n: string) => ruleKind(n) === 'chapter';
export const isSection = (n: string) => ruleKind(n) === 'section';
export const isRule = (n: string) => ruleKind(n) === 'rule';
export const isSubrule = (n: string) => ruleKind(n) === 'subrule';
/** A whole number as written in a reference or an address: a section, rule or subrule. */
export const isRuleNumber = (n: string) => !!ruleKind(n) && !isChapter(n);

/** 506.4c → 506.4 → 506 → 5; a chapter (or anything else) has no parent. */
export function parentNumber(number: string): string | null {
  switch (ruleKind(number)) {
    case 'subrule':
      return number.slice(0, -1);
    case 'rule':
      return sectionOf(number);
    case 'section':
      return number[0]!;
    default:
      return null;
  }
}

/** The chapter a number belongs to: 506.4c → "5". */
export const chapterOf = (n: string): string => n[0]!;

/** The section a number belongs to: 506.4c → "506" (a chapter is its own section). */
export const sectionOf = (n: string): string => /^\d{3}/.exec(n)?.[0] ?? n;

/** The rule a number belongs to: 506.4c → "506.4"; a section or chapter is its own. */
export const ruleOf = (n: string): string => /^\d{3}\.\d+/.exec(n)?.[0] ?? sectionOf(n);

/** Orders chapter 5 before 500, 100.2 before 100.10, and 100.1 before 100.1a. */
export function compareRuleNumbers(a: string, b: string): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (ka[i] ?? -1) - (kb[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

function sortKey(n: string): number[] {
  if (isChapter(n)) return [Number(n) * 100, -1];
  return n.split('.').flatMap((p) => {
    const m = /^(\d+)([a-z]?)$/.exec(p);
    return m ? [Number(m[1]), m[2] ? m[2].charCodeAt(0) : 0] : [0, 0];
  });
}

/** Subrule letters in order: the rules skip l and o (they look like 1 and 0). */
export const SUBRULE_LETTERS = 'abcdefghijkmnpqrstuvwxyz';
