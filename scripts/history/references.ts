// The rule references in a rule's text, wherever they stand: after "rule"/"rules"/"section" (a
// chapter's one digit too: "section 8"),
// further on in a list or range ("rules 701.46d and 608.2n", "rules 702.19a–702.19c"), or bare
// ("in 722.2", "規則722.2"). A change that only follows a renumbering changes nothing else:
// `sameButReferences` says whether two texts differ in nothing but references that a pairing maps.
import { NUMBER_SOURCE, RULE_SOURCE } from '../model/rule-number.ts';

/** Between the numbers of a list; a range's dash is apart (what follows it is never a chapter: 119.7–8). */
const SEPARATOR = String.raw`(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through|to)\s+)`;
const DASH = String.raw`\s*[–-]\s*`;
/** A title after a number in a list: rules 701.42, “Meld,” and 730. */
const TITLE = String.raw`(?:,?\s*[“"][^”"]{1,60}[”"])?`;
/**
 * What a list names: a section, rule or subrule, or a chapter — one digit, which the rules call a
 * section too ("See section 8, “Multiplayer Rules.”"; the Japanese 「rule 8〔多人数戦ルール〕」).
 */
const LISTED = String.raw`(?:${NUMBER_SOURCE}|\d(?!\d|\.\d))`;
/** "rule(s)/section(s)" and the list of numbers that follows it. */
const LIST = new RegExp(
  String.raw`\b((?:rules?|sections?)\s+)(${LISTED}(?:${TITLE}(?:${SEPARATOR}${LISTED}|${DASH}${NUMBER_SOURCE})\b)*)`,
  'gi',
);
/** A number with its dot (722.2, 701.46d) stands for a rule wherever it is. */
const DOTTED = new RegExp(`(?<![\\d.])${RULE_SOURCE}[a-z]?(?![\\d])`, 'g');
const NUMBER = new RegExp(`(?<![\\d.])(?:${NUMBER_SOURCE}|\\d)(?![\\d])`, 'g');
/** A listed number (marked while reading the lists) or a dotted one. */
const SLOT = new RegExp(`\u0001([^\u0002]+)\u0002|${DOTTED.source}`, 'g');
/** A range of subrules by letter: 608.2c–k. */
const LETTER_RANGE = new RegExp(`(?<![\\d.])(${RULE_SOURCE})([a-z])([–-])([a-z])(?![a-z])`, 'g');
/** What a reference is replaced by in a text's shape. */
const REFERENCE_MARK = '§';

/** The text with each reference replaced by §, and the references in order. */
export function referenceSlots(text: string): { shape: string; refs: string[] } {
  const refs: string[] = [];
  // A range of subrules by letter (608.2c–k) names its last subrule in full (608.2c–608.2k).
  text = text.replace(LETTER_RANGE, '$1$2$3$1$4');
  // A section number is a reference only in a list; a dotted number, anywhere.
  const listed = text.replace(
    LIST,
    (_, head: string, list: string) => head + list.replace(NUMBER, (n) => `\u0001${n}\u0002`),
  );
  const shape = listed.replace(SLOT, (m, inList: string | undefined) => {
    refs.push(inList ?? m);
    return REFERENCE_MARK;
  });
  return { shape, refs };
}

/**
 * Whether `after` is `before` with its references carried through a renumbering: the same text
 * once each reference is replaced by §, and each reference mapped as `map` maps it (a number
 * either side does not hold — a rule outside the texts compared — may stand for any).
 */
export function sameButReferences(
  before: string,
  after: string,
  fold: (text: string) => string,
  map: (oldNumber: string) => string | null | undefined,
  known: { old: (n: string) => boolean; new: (n: string) => boolean },
): boolean {
  const a = referenceSlots(before);
  const b = referenceSlots(after);
  if (fold(a.shape) !== fold(b.shape) || a.refs.length !== b.refs.length) return false;
  return a.refs.every((r, i) => {
    const s = b.refs[i]!;
    if (!known.old(r) || !known.new(s)) return true;
    const mapped = map(r);
    return mapped === undefined ? r === s : mapped === s;
  });
}
