// Rules no pairing reached that were not removed but split or merged: an old rule whose words now
// stand in several new rules (500.5 of 2023 → 500.4, 500.5, 500.5a, 500.5b), or an old rule whose
// words stand in one new rule that also holds another's (603.2e → 603.2d). Judged by how much of
// each text the other holds, where the old rule's parent went.
import { isSubrule, parentNumber, ruleOf, sectionOf } from '../model/rule-number.ts';
import type { Pairing, RuleText } from './pairing.ts';
import { common, sameTextKey } from './texts.ts';

/** A new rule is part of an old one when at least this much of its words come from it… */
const PART = 0.5;
/** …and holds at least this much of the old rule's words. */
const SHARE = 0.15;
/** The parts together hold this much of the old rule; one new rule, for a merge. */
const COVERED = 0.6;
/** More parts than this are common words found everywhere, not a rule split up. */
const MAX_PARTS = 6;

/**
 * Where an old rule's words may have gone: under its parent's counterpart (a subrule's: that rule
 * and its subrules; a rule's: that section), else under its own number's rule or section. Keeps a
 * keyword's template sentence from being found under every other keyword.
 */
function regionOf(o: string, toNew: Map<string, string>): (n: string) => boolean {
  const parent = parentNumber(o);
  const there = parent === null ? undefined : toNew.get(parent);
  if (isSubrule(o)) {
    const rule = there ?? ruleOf(o);
    return (n) => ruleOf(n) === rule;
  }
  const section = there ?? sectionOf(o);
  return (n) => sectionOf(n) === section;
}

export function findSplits(
  leftOld: RuleText[],
  leftNew: RuleText[],
  newRules: RuleText[],
  toOld: Map<string, string>,
  oldBy: Map<string, RuleText>,
  tokensOf: (side: 'o' | 'n', r: RuleText) => string[],
): Pick<Pairing, 'split' | 'merged'> & {
  pairs: { from: string; to: string; similarity: number }[];
} {
  const unpaired = new Set(leftNew.map((r) => r.number));
  const toNew = new Map([...toOld].map(([n, o]) => [o, n]));
  // A new rule can take in another's words only if it is new or changed (an unchanged one is its partner's).
  const open = newRules.filter((n) => {
    const partner = toOld.get(n.number);
    return partner === undefined || sameTextKey(oldBy.get(partner)!.text) !== sameTextKey(n.text);
  });
  const split: Pairing['split'] = [];
  const mergedInto = new Map<string, string[]>();
  const pairs: { from: string; to: string; similarity: number }[] = [];
  const taken = new Set<string>();
  for (const o of leftOld) {
    const ot = tokensOf('o', o);
    if (!ot.length) continue;
    const inRegion = regionOf(o.number, toNew);
    const measured = open
      .filter((n) => inRegion(n.number))
      .map((n) => {
        const nt = tokensOf('n', n);
        const c = common(nt, ot);
        return { n, nt, part: nt.length ? c / nt.length : 0, share: c / ot.length };
      });
    const parts = measured.filter((m) => m.part >= PART && m.share >= SHARE);
    const fresh = parts.filter((p) => unpaired.has(p.n.number) && !taken.has(p.n.number));
    const covered = common(
      ot,
      parts.flatMap((p) => p.nt),
    );
    if (
      parts.length >= 2 &&
      parts.length <= MAX_PARTS &&
      fresh.length &&
      covered / ot.length >= COVERED
    ) {
      split.push({ from: o.number, to: parts.map((p) => p.n.number) });
      for (const p of fresh) taken.add(p.n.number);
      continue;
    }
    // Most of it in one new rule: the same rule moved and rewritten (a new rule mostly made of
    // it), or merged into a changed rule.
    const home = measured
      .filter((m) => m.share >= COVERED && !taken.has(m.n.number))
      .filter((m) => !unpaired.has(m.n.number) || m.part >= PART)
      .sort((a, b) => b.share - a.share)[0];
    if (!home) continue;
    const n = home.n.number;
    if (unpaired.has(n)) {
      taken.add(n);
      pairs.push({ from: o.number, to: n, similarity: Math.round(home.share * 100) / 100 });
    } else mergedInto.set(n, [...(mergedInto.get(n) ?? []), o.number]);
  }
  const merged = [...mergedInto].map(([to, from]) => ({ from, to }));
  return { split, merged, pairs };
}
