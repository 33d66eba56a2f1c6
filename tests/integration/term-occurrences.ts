// Occurrences of dictionary terms in a rule's linked Japanese text, by character offset in the
// rule's text: what the judged sample of term links is drawn from and scored against.
import type { Segment } from '#scripts/model/data-contract.ts';

export interface Occurrence {
  offset: number;
  term: string;
}

/**
 * Every match of the pattern in the spans the term linker reads (text, and terms it linked),
 * leftmost then longest, as the linker finds them.
 */
export function occurrences(segments: Segment[], pattern: RegExp): Occurrence[] {
  const out: Occurrence[] = [];
  let offset = 0;
  let span = '';
  let spanStart = 0;
  const flush = () => {
    for (const m of span.matchAll(pattern)) out.push({ offset: spanStart + m.index, term: m[0] });
    span = '';
  };
  for (const s of segments) {
    const text = s.type === 'text' ? s.value : s.raw;
    if (s.type === 'text' || s.type === 'term') {
      if (!span) spanStart = offset;
      span += text;
    } else flush();
    offset += text.length;
  }
  flush();
  return out;
}

/** The term links of a rule's text by offset: what each links to (a rule number or glossary:<id>). */
export function linksByOffset(segments: Segment[]): Map<number, { term: string; target: string }> {
  const out = new Map<number, { term: string; target: string }>();
  let offset = 0;
  for (const s of segments) {
    const text = s.type === 'text' ? s.value : s.raw;
    if (s.type === 'term')
      out.set(offset, { term: s.raw, target: s.rule ?? `glossary:${s.href.split('#')[1]}` });
    offset += text.length;
  }
  return out;
}

/** The rule's whole text. */
export const plainText = (segments: Segment[]) =>
  segments.map((s) => (s.type === 'text' ? s.value : s.raw)).join('');

export interface JudgedOccurrence {
  version: string;
  rule: string;
  term: string;
  offset: number;
  context: string;
  /** A rule number, glossary:<headword>, or null: not to be linked. */
  expected: string | null;
  /** Other targets judged right too (two rules define the term; the reason says why). */
  accept?: string[];
  reason: string;
}

export interface SampleScore {
  /** Links made at the sampled occurrences, and how many of them are right. */
  made: number;
  right: number;
  /** Occurrences that should link (the linker's own policy aside), and how many do. */
  due: number;
  found: number;
  misses: string[];
}

/**
 * Scores the term links of rules against a judged sample. An occurrence that should link is not
 * due when the linker's stated policy leaves it: the term's rule is this rule or one it belongs
 * to, or the rule already links the same term to the same place earlier.
 */
export function scoreSample(
  sample: JudgedOccurrence[],
  ruleText: (version: string, rule: string) => Segment[] | null,
  glossaryId: (version: string, headword: string) => string | undefined,
  isOwn: (target: string, rule: string) => boolean,
  /** Whether a link's target answers the judged one (by default: the same target). */
  same: (made: string, expected: string | null) => boolean = (made, expected) => made === expected,
): SampleScore {
  const score: SampleScore = { made: 0, right: 0, due: 0, found: 0, misses: [] };
  for (const o of sample) {
    const where = `${o.version} ${o.rule} @${o.offset} 「${o.term}」`;
    const segments = ruleText(o.version, o.rule);
    const text = segments ? plainText(segments) : '';
    if (text.slice(o.offset, o.offset + o.term.length) !== o.term)
      throw new Error(`${where}: the sample no longer matches the rule's text`);
    const expected = o.expected?.startsWith('glossary:')
      ? `glossary:${glossaryId(o.version, o.expected.slice('glossary:'.length)) ?? o.expected}`
      : o.expected;
    const right = (made: string) => same(made, expected) || (o.accept ?? []).includes(made);
    const links = linksByOffset(segments!);
    const link = links.get(o.offset);
    const made = link?.term === o.term ? link.target : null;
    if (made !== null) {
      score.made++;
      if (right(made)) score.right++;
      else score.misses.push(`${where}: linked to ${made}, expected ${expected ?? 'no link'}`);
    }
    if (expected === null) continue;
    const earlier = [...links].some(
      ([at, l]) => at < o.offset && l.term === o.term && right(l.target),
    );
    const own = [expected, ...(o.accept ?? [])].some(
      (t) => !t.startsWith('glossary:') && isOwn(t, o.rule),
    );
    if (made === null && (earlier || own)) continue;
    score.due++;
    if (made !== null && right(made)) score.found++;
    else if (made === null) score.misses.push(`${where}: not linked, expected ${expected}`);
  }
  return score;
}

/** An occurrence judged by its context (the independent sample): its offset in the rule's text, found from the context. */
export function offsetFromContext(text: string, context: string, term: string): number {
  const at = text.indexOf(context);
  if (at < 0) return -1;
  // The term nearest the middle of its context (the judge cut equal text on both sides).
  let best = -1;
  for (let i = context.indexOf(term); i >= 0; i = context.indexOf(term, i + 1))
    if (
      best < 0 ||
      Math.abs(i - (context.length - term.length) / 2) <
        Math.abs(best - (context.length - term.length) / 2)
    )
      best = i;
  return best < 0 ? -1 : at + best;
}
