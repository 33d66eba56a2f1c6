// Which release a pasted text cites, when the reader does not say: from its numbers, and from the
// words around them. A release is likelier the more citations' words name the rule it numbers so
// (「飛行（502.4）」 is 2008's 502.4, flying, not today's, the untap step): the rule's title or a
// title above it (702.19b → 702.19 Trample → 702 Keyword Abilities), in English or Japanese. Then
// the more of the cited numbers it has, then the newer. Pure: /cite/'s script and its tests use it.
import type { NumberSpans, RuleTitles } from '#scripts/model/data-contract.ts';
import { parentNumber } from '#scripts/model/rule-number.ts';
import type { Citation } from '#scripts/model/rule-number-text.ts';

export interface Suggestion {
  /** The release, as an index into the releases oldest first. */
  index: number;
  /** How many of the distinct cited numbers it has. */
  held: number;
  /** The citations whose words name the rule it numbers so, each with the title found. */
  meant: { number: string; title: string }[];
  /** The first and last release (indexes) that have every number, or null. */
  span: [number, number] | null;
}

/** The titles of a rule and of the titled rules above it, nearest first. */
export function titlesAbove(number: string, titles: RuleTitles): string[] {
  const out: string[] = [];
  for (let n: string | null = number; n; n = parentNumber(n)) out.push(...(titles[n] ?? []));
  return out;
}

const ASCII = /^[\x20-\x7e]+$/;

/** A keyword action's Japanese title is a verb: 「占術を行う」 is named as 「占術（701.22）を行う」 too. */
const VERB = /(?:を行う|する)$/;

/**
 * Whether a citation's words (read as citations() reads them: NFKC) hold a title: English as a
 * whole word in any case, Japanese as written or, for a verb, its noun.
 */
export function names(context: string, titleAsPrinted: string): boolean {
  const title = titleAsPrinted.normalize('NFKC');
  if (!ASCII.test(title)) {
    const noun = title.replace(VERB, '');
    return context.includes(title) || (noun.length >= 2 && context.includes(noun));
  }
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`, 'i').test(context);
}

/** What the release at `index` numbers `number` today: undefined where it has no such number. */
function nowIn(spans: NumberSpans, number: string, index: number): string | null | undefined {
  const span = spans[number]?.find(([a, b]) => a <= index && index <= b);
  return span ? span[2] : undefined;
}

export function suggestRelease(
  cited: Citation[],
  spans: NumberSpans,
  titles: RuleTitles,
  releaseCount: number,
): Suggestion {
  const numbers = [...new Set(cited.map((c) => c.number))];
  const scored: Suggestion[] = Array.from({ length: releaseCount }, (_, index) => {
    const held = numbers.filter((n) => nowIn(spans, n, index) !== undefined).length;
    const meant = cited.flatMap((c) => {
      const now = nowIn(spans, c.number, index);
      const title = now ? titlesAbove(now, titles).find((t) => names(c.context, t)) : undefined;
      return title ? [{ number: c.number, title }] : [];
    });
    return { index, held, meant, span: null };
  });
  const better = (a: Suggestion, b: Suggestion) =>
    a.meant.length - b.meant.length || a.held - b.held || a.index - b.index;
  const best = scored.reduce((a, b) => (better(b, a) > 0 ? b : a));
  const all = scored.filter((s) => s.held === numbers.length).map((s) => s.index);
  return { ...best, span: all.length ? [all[0]!, all.at(-1)!] : null };
}
