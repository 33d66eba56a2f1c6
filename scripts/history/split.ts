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

/**
 * Pairs that are halves of a split: an old rule paired with a rewritten new one, whose other words
 * stand in a rule added beside it (2026-04-17: 714.3a's two sentences, entering without and with
 * read ahead, became 714.3a and 714.3b; the matcher paired it with 714.3b alone and called 714.3a
 * added). Each part holds mostly the old rule's words (PART) and a share of them (SHARE), each added
 * part a share of them the parts before it lack (SHARE), and together they cover it (COVERED).
 */
export function splitsAmongPairs(
  pairs: { from: string; to: string; similarity: number }[],
  unpairedNew: Set<string>,
  oldBy: Map<string, RuleText>,
  newRules: RuleText[],
  tokensOf: (side: 'o' | 'n', r: RuleText) => string[],
): { pairs: { from: string; to: string; similarity: number }[]; split: Pairing['split'] } {
  const byParent = Map.groupBy(newRules, (r) => parentNumber(r.number) ?? '');
  const newBy = new Map(newRules.map((r) => [r.number, r]));
  const taken = new Set<string>();
  const split: Pairing['split'] = [];
  const kept = pairs.filter((p) => {
    const o = oldBy.get(p.from);
    const n = newBy.get(p.to);
    if (!o || !n || sameTextKey(o.text) === sameTextKey(n.text)) return true;
    const ot = tokensOf('o', o);
    if (!ot.length) return true;
    const measure = (r: RuleText) => {
      const nt = tokensOf('n', r);
      const c = common(nt, ot);
      return { r, nt, part: nt.length ? c / nt.length : 0, share: c / ot.length };
    };
    const paired = measure(n);
    if (paired.part < PART || paired.share < SHARE) return true;
    const candidates = (byParent.get(parentNumber(n.number) ?? '') ?? [])
      .filter((r) => unpairedNew.has(r.number) && !taken.has(r.number))
      .map(measure)
      .filter((m) => m.part >= PART && m.share >= SHARE);
    // Greedily, the part that adds most of the old rule's words the parts so far lack, while it
    // adds a share of them: a sibling saying again what another part says is not a part.
    const added: typeof candidates = [];
    let words = paired.nt;
    let covered = common(ot, words);
    for (;;) {
      const best = candidates
        .filter((m) => !added.includes(m))
        .map((m) => ({ m, gain: common(ot, [...words, ...m.nt]) - covered }))
        .sort((a, b) => b.gain - a.gain)[0];
      if (!best || best.gain / ot.length < SHARE) break;
      added.push(best.m);
      words = [...words, ...best.m.nt];
      covered += best.gain;
    }
    if (!added.length || added.length + 1 > MAX_PARTS) return true;
    if (covered / ot.length < COVERED) return true;
    for (const m of added) taken.add(m.r.number);
    const to = [n.number, ...added.map((m) => m.r.number)];
    const order = new Map(newRules.map((r, i) => [r.number, i]));
    split.push({ from: p.from, to: to.sort((a, b) => order.get(a)! - order.get(b)!) });
    return false;
  });
  return { pairs: kept, split };
}
