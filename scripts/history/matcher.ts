// Pairs the rules of two versions in one language, surest first, level by level (sections, then
// rules, then subrules, so that each rule's parent is paired before it): a maintainer's override
// (with its reason); the same text under the same number; the same text under a new number where
// it is unique, or where the parent's counterpart holds it (template sentences stand in many
// keywords); the same number where the text still says much the same; the most similar text where
// a rule moved and changed. A rule whose parent is paired is paired under that parent's
// counterpart unless its text is the same. Then, across levels, the same text (a rule that became
// a subrule); then the splits and merges among what is left (split.ts). Each pairing is labelled as
// release notes label it (classify.ts). Pure: input texts in, pairing out.
import { parentNumber, ruleKind } from '../model/rule-number.ts';
import { normalise, sameTextKey, similarity, tokens } from './texts.ts';
import { classify } from './classify.ts';
import { findSplits, splitsAmongPairs } from './split.ts';
import type { Override, Pair, Pairing, RuleText } from './pairing.ts';

export { normalise, sameTextKey, similarity, tokens };
export type { Override, Pair, Pairing, RuleText };

const KEEP_NUMBER = 0.5;
const MOVED = 0.6;
/** Under the counterpart of its parent, a rule that moved may have changed more. */
const MOVED_UNDER_PARENT = 0.45;
/**
 * A rule whose parent is paired is taken elsewhere only when nearly the same (a keyword's template
 * sentence stands under every keyword: 2007's "multiple instances of scry" is not the new
 * gravestorm's "multiple instances of gravestorm").
 */
const MOVED_ELSEWHERE = 0.8;
/** A number left on both sides under the same parent: rewritten rather than replaced. */
const REWRITTEN = 0.2;

/** The section of keyword abilities or keyword actions, by its title (502 and 702 "Keyword Abilities"; 701 "Keyword Actions"). */
const KEYWORD_SECTION = /^(keyword (abilities|actions)|キーワード(能力|処理))$/i;
/** A keyword's own rule is titled with its name alone: a few words, no sentence. */
const KEYWORD_TITLE = /^[^.。]{1,40}$/;

/** A keyword's own rule, and the name it is titled with. */
interface Keyword {
  rule: string;
  name: string;
}

/**
 * Each keyword's rule and its subrules → that keyword (the rules under a keyword section titled
 * with a name: 502.49 "Substance", 702.2 "Deathtouch"). A sentence keywords share ("… is a static
 * ability") says nothing of which keyword a rule belongs to: its keyword does.
 */
export function keywordsOf(rules: readonly RuleText[]): Map<string, Keyword> {
  const sections = new Set(
    rules
      .filter((r) => ruleKind(r.number) === 'section' && KEYWORD_SECTION.test(normalise(r.text)))
      .map((r) => r.number),
  );
  const heads = new Map<string, Keyword>();
  for (const r of rules)
    if (
      ruleKind(r.number) === 'rule' &&
      sections.has(parentNumber(r.number)!) &&
      KEYWORD_TITLE.test(normalise(r.text))
    )
      heads.set(r.number, { rule: r.number, name: normalise(r.text).toLowerCase() });
  const of = new Map(heads);
  for (const r of rules) {
    const k = ruleKind(r.number) === 'subrule' ? heads.get(parentNumber(r.number)!) : undefined;
    if (k) of.set(r.number, k);
  }
  return of;
}

/** Whether a text names a keyword: its name as words (English), or as written (Japanese). */
function names(text: string, name: string): boolean {
  const t = normalise(text).toLowerCase();
  if (!/[a-z]/.test(name)) return t.includes(name);
  return new RegExp(`(^|[^a-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`).test(t);
}

/** Two keywords' rules, one of which names the other's keyword: one folded into the other. */
const namesOther = (o: RuleText, ko: Keyword, n: RuleText, kn: Keyword): boolean =>
  names(o.text, kn.name) || names(n.text, ko.name);

/** Depth of a number: chapter 0, section 1, rule 2, subrule 3. */
const LEVEL = { chapter: 0, section: 1, rule: 2, subrule: 3 } as const;
const levelOf = (n: string) => LEVEL[ruleKind(n) ?? 'subrule'];

export function pairRules(
  oldRules: RuleText[],
  newRules: RuleText[],
  lang: 'en' | 'ja',
  overrides: Override[] = [],
): Pairing {
  const oldBy = new Map(oldRules.map((r) => [r.number, r]));
  const newBy = new Map(newRules.map((r) => [r.number, r]));
  const t = tokenCache(lang);
  const pairs: Pair[] = [];
  /** Old number → new, and the reverse. */
  const toNew = new Map<string, string>();
  const toOld = new Map<string, string>();
  const declaredRemoved = new Set<string>();
  const usedOld = (n: string) => toNew.has(n) || declaredRemoved.has(n);
  const usedNew = (n: string) => toOld.has(n);
  const pair = (o: RuleText, n: RuleText, sim: number) => {
    toNew.set(o.number, n.number);
    toOld.set(n.number, o.number);
    pairs.push({ from: o.number, to: n.number, similarity: Math.round(sim * 100) / 100 });
  };
  /** The counterpart of a rule's parent, when the parent is paired; undefined when it is not. */
  const parentCounterpart = (o: string) => {
    const p = parentNumber(o);
    return p === null ? undefined : toNew.get(p);
  };
  /** A pairing that agrees with the parents' (or whose parent is not paired). */
  const underParent = (o: string, n: string) => {
    const p = parentCounterpart(o);
    return p === undefined || parentNumber(n) === p;
  };
  const keywordOld = keywordsOf(oldRules);
  const keywordNew = keywordsOf(newRules);
  /**
   * A keyword's rules pair only with the same keyword's: the same name, or the keyword's own rule
   * paired with the other's (renamed: Totem Armor became Umbra Armor), or one rule naming the other's
   * keyword (folded into it: 2009's "Bands with Other" into "Banding", "Tap" into "Tap and Untap").
   * A keyword's own rule renamed keeps its number (inPlace). Other rules are not held to it.
   */
  const sameKeyword = (o: string, n: string, inPlace = false) => {
    const ko = keywordOld.get(o);
    const kn = keywordNew.get(n);
    if (!ko || !kn || ko.name === kn.name) return true;
    if (inPlace && o === ko.rule && o === n) return true;
    return toNew.get(ko.rule) === kn.rule || namesOther(oldBy.get(o)!, ko, newBy.get(n)!, kn);
  };

  // 1. Pairings a maintainer decided (with a reason in the override file).
  for (const ov of overrides) {
    const o = oldBy.get(ov.from);
    if (!o) continue;
    if (ov.to === null) {
      declaredRemoved.add(o.number);
      continue;
    }
    const n = newBy.get(ov.to);
    if (n) pair(o, n, similarity(t('o', o), t('n', n)));
  }

  for (const level of [0, 1, 2, 3]) {
    const olds = () => oldRules.filter((r) => levelOf(r.number) === level && !usedOld(r.number));
    const news = () => newRules.filter((r) => levelOf(r.number) === level && !usedNew(r.number));
    // 2. The same text: under the same number; under a new one where it is unique, or under the
    //    parent's counterpart; then the same for the text with its references folded.
    for (const key of [sameTextKey, normalise]) {
      for (const o of olds()) {
        const n = newBy.get(o.number);
        if (
          n &&
          !usedNew(n.number) &&
          underParent(o.number, n.number) &&
          sameKeyword(o.number, n.number) &&
          key(o.text) === key(n.text)
        )
          pair(o, n, 1);
      }
      const byText = (rules: RuleText[]) => Map.groupBy(rules, (r) => key(r.text));
      const restNew = byText(news());
      for (const [text, os] of byText(olds())) {
        const ns = restNew.get(text);
        if (!ns) continue;
        if (os.length === 1 && ns.length === 1) {
          if (sameKeyword(os[0]!.number, ns[0]!.number)) pair(os[0]!, ns[0]!, 1);
          continue;
        }
        // A sentence many rules share: the parent's counterpart decides.
        for (const o of os) {
          const p = parentCounterpart(o.number);
          const under = ns.filter((n) => !usedNew(n.number) && parentNumber(n.number) === p);
          if (p !== undefined && under.length === 1 && sameKeyword(o.number, under[0]!.number))
            pair(o, under[0]!, 1);
        }
      }
    }
    // 3. The same number, where the text still says much the same thing.
    for (const o of olds()) {
      const n = newBy.get(o.number);
      if (!n || usedNew(n.number) || !underParent(o.number, n.number)) continue;
      if (!sameKeyword(o.number, n.number, true)) continue;
      const sim = similarity(t('o', o), t('n', n));
      if (sim >= KEEP_NUMBER) pair(o, n, sim);
    }
    // 4. Moved: the most similar remaining text of the same level; under the parent's
    //    counterpart a looser likeness is enough.
    for (const c of similar(olds(), news(), t, parentCounterpart))
      if (!usedOld(c.o.number) && !usedNew(c.n.number) && sameKeyword(c.o.number, c.n.number))
        pair(c.o, c.n, c.sim);
  }

  // 5. Across levels: the same text, unique among what is left (903.11 became 903.11a).
  const leftOld = () => oldRules.filter((r) => !usedOld(r.number));
  const leftNew = () => newRules.filter((r) => !usedNew(r.number));
  for (const [o, n] of sameTextLeft(leftOld(), leftNew()))
    if (sameKeyword(o.number, n.number)) pair(o, n, 1);
  // 6. A number left on both sides under the same parent: the rule rewritten in place (903.12c),
  //    or renamed where its subrules say it is the same (308 "Tribals" → "Kindreds").
  for (const o of leftOld()) {
    const n = newBy.get(o.number);
    if (!n || usedNew(n.number) || !underParent(o.number, n.number)) continue;
    if (!sameKeyword(o.number, n.number, true)) continue;
    const sim = similarity(t('o', o), t('n', n));
    const kids = oldRules.filter((r) => parentNumber(r.number) === o.number);
    const kidsAgree =
      kids.length > 0 &&
      kids.filter((k) => parentNumber(toNew.get(k.number) ?? '') === n.number).length * 2 >=
        kids.length;
    if (sim >= REWRITTEN || kidsAgree) pair(o, n, sim);
  }
  // 7. Across levels, moved and changed (609.8 became 608.2i).
  for (const c of similar(leftOld(), leftNew(), t, parentCounterpart))
    if (!usedOld(c.o.number) && !usedNew(c.n.number) && sameKeyword(c.o.number, c.n.number))
      pair(c.o, c.n, c.sim);

  return completePairing(pairs, oldRules, newRules, lang, declaredRemoved);
}

/** Each rule's words, worked out once per side (old "o", new "n"). */
function tokenCache(lang: 'en' | 'ja'): (side: 'o' | 'n', r: RuleText) => string[] {
  const tok = new Map<string, string[]>();
  return (side, r) => {
    const k = `${side}${r.number}`;
    if (!tok.has(k)) tok.set(k, tokens(r.text, lang));
    return tok.get(k)!;
  };
}

/**
 * A pairing made whole: what its pairs leave was split, merged, removed or added (split.ts), and
 * each pair labelled (classify.ts). Also for pairs found another way (through the releases between).
 */
export function completePairing(
  given: Pair[],
  oldRules: RuleText[],
  newRules: RuleText[],
  lang: 'en' | 'ja',
  declaredRemoved = new Set<string>(),
): Pairing {
  const oldBy = new Map(oldRules.map((r) => [r.number, r]));
  const newBy = new Map(newRules.map((r) => [r.number, r]));
  // What the pairs leave with the same text (a chain of releases loses a rule that leaves and comes back).
  const pairedOld = new Set(given.map((p) => p.from));
  const pairedNew = new Set(given.map((p) => p.to));
  const givenTo = new Map(given.map((p) => [p.from, p.to]));
  const keywordOld = keywordsOf(oldRules);
  const keywordNew = keywordsOf(newRules);
  /** As in pairRules: a keyword's rules only with the same keyword's (or its renamed own rule's). */
  const sameKeyword = (o: string, n: string) => {
    const ko = keywordOld.get(o);
    const kn = keywordNew.get(n);
    return (
      !ko ||
      !kn ||
      ko.name === kn.name ||
      givenTo.get(ko.rule) === kn.rule ||
      namesOther(oldBy.get(o)!, ko, newBy.get(n)!, kn)
    );
  };
  const pairs = [
    ...given,
    ...sameTextLeft(
      oldRules.filter((r) => !pairedOld.has(r.number) && !declaredRemoved.has(r.number)),
      newRules.filter((r) => !pairedNew.has(r.number)),
    )
      .filter(([o, n]) => sameKeyword(o.number, n.number))
      .map(([o, n]) => ({ from: o.number, to: n.number, similarity: 1 })),
  ];
  const toOld = new Map(pairs.map((p) => [p.to, p.from]));
  const toNew = new Set(pairs.map((p) => p.from));
  const t = tokenCache(lang);
  const found = findSplits(
    oldRules.filter((r) => !toNew.has(r.number) && !declaredRemoved.has(r.number)),
    newRules.filter((r) => !toOld.has(r.number)),
    newRules,
    toOld,
    oldBy,
    t,
  );
  // A pair that is half of a split: the rest of the old rule stands in a rule added beside it.
  const accounted = new Set([
    ...pairs.map((p) => p.to),
    ...found.pairs.map((p) => p.to),
    ...found.split.flatMap((x) => x.to),
    ...found.merged.map((m) => m.to),
  ]);
  const halves = splitsAmongPairs(
    [...pairs, ...found.pairs],
    new Set(newRules.map((r) => r.number).filter((n) => !accounted.has(n))),
    oldBy,
    newRules,
    t,
  );
  return classify(
    halves.pairs,
    { oldBy, newBy },
    { split: [...found.split, ...halves.split], merged: found.merged, declaredRemoved },
  );
}

/**
 * For each old rule, the new rules similar enough to be where it moved, most similar first: found
 * through the rarest words they share (at least MOVED alike; MOVED_ELSEWHERE away from its
 * parent's counterpart), or among the children of that counterpart (MOVED_UNDER_PARENT).
 */
function similar(
  olds: RuleText[],
  news: RuleText[],
  t: (side: 'o' | 'n', r: RuleText) => string[],
  parentCounterpart: (o: string) => string | undefined,
): { o: RuleText; n: RuleText; sim: number }[] {
  const df = new Map<string, number>();
  for (const r of news) for (const w of new Set(t('n', r))) df.set(w, (df.get(w) ?? 0) + 1);
  const index = new Map<string, RuleText[]>();
  for (const r of news)
    for (const w of new Set(t('n', r)))
      if ((df.get(w) ?? 0) <= 40) index.set(w, [...(index.get(w) ?? []), r]);
  const children = Map.groupBy(news, (r) => parentNumber(r.number) ?? '');
  const candidates: { o: RuleText; n: RuleText; sim: number }[] = [];
  for (const o of olds) {
    const ot = t('o', o);
    const p = parentCounterpart(o.number);
    const seen = new Set<string>();
    const consider = (n: RuleText, floor: number) => {
      if (seen.has(n.number)) return;
      seen.add(n.number);
      const sim = similarity(ot, t('n', n));
      if (sim >= floor) candidates.push({ o, n, sim });
    };
    if (p !== undefined) for (const n of children.get(p) ?? []) consider(n, MOVED_UNDER_PARENT);
    const floor = (n: RuleText) =>
      p !== undefined && parentNumber(n.number) !== p ? MOVED_ELSEWHERE : MOVED;
    for (const w of new Set(ot)) for (const n of index.get(w) ?? []) consider(n, floor(n));
  }
  return candidates.sort(
    (a, b) =>
      b.sim - a.sim || (a.o.number < b.o.number ? -1 : 1) || (a.n.number < b.n.number ? -1 : 1),
  );
}

/** Rules left on both sides with the same text, unique among them (at any level: 903.11 became 903.11a). */
function sameTextLeft(olds: RuleText[], news: RuleText[]): [RuleText, RuleText][] {
  const found: [RuleText, RuleText][] = [];
  const used = new Set<RuleText>();
  for (const key of [sameTextKey, normalise]) {
    const restNew = Map.groupBy(
      news.filter((r) => !used.has(r)),
      (r) => key(r.text),
    );
    for (const [text, os] of Map.groupBy(
      olds.filter((r) => !used.has(r)),
      (r) => key(r.text),
    )) {
      const ns = restNew.get(text);
      if (os.length === 1 && ns?.length === 1) {
        found.push([os[0]!, ns[0]!]);
        used.add(os[0]!).add(ns[0]!);
      }
    }
  }
  return found;
}
