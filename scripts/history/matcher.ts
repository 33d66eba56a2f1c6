// Pairs the rules of two versions in one language, surest first: a maintainer's override (with
// its reason); the same text (under the same number, else under a new one when the text is
// unique on both sides); the same text but for renumbered references; the same number where the
// text still says much the same; then the most similar text where a rule moved and changed.
// Each pairing is classified as release notes and rules-diff tools do: unchanged, modified,
// references only, renumbered, renumbered and modified; what is left was added or removed.
// Pure: input texts in, pairing out.
import { NUMBER_SOURCE, ruleKind, sectionOf } from '../model/rule-number.ts';

export interface RuleText {
  number: string;
  text: string;
}

export interface Pairing {
  added: string[];
  removed: string[];
  /** Same number, new text (modified and references only, together). */
  changed: { number: string; before: string; after: string }[];
  /** A new number (renumbered and renumbered-and-modified, together). */
  moved: { from: string; to: string; similarity: number; before: string; after: string }[];
  /** Same number, same text: not reported as a change, but part of each rule's history. */
  unchanged: string[];
  /** Same number, the text changed in more than the rules it cites. */
  modified: string[];
  /** Same number, the text changed only because the rules it cites were renumbered. */
  referencesOnly: string[];
  /** The same text (but for the rules it cites) under a new number. */
  renumbered: { from: string; to: string }[];
  /** A new number and a changed text. */
  renumberedModified: { from: string; to: string }[];
}

/** The text as printed, with whitespace and curly quotes folded (what "the same text" means). */
export function sameTextKey(text: string): string {
  return text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
}

export interface Override {
  from: string;
  to: string | null;
  reason: string;
}

/** Text as compared: straight quotes, rule references as one token (their numbers move with every renumbering). */
export function normalise(text: string): string {
  return text
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(
      new RegExp(String.raw`\b(rules?|sections?)\s+${NUMBER_SOURCE}([–-]\S+)?`, 'gi'),
      '$1 §',
    )
    .replace(/\(?See rule §[^)]*\)?/gi, '(see §)')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokens(text: string, lang: 'en' | 'ja'): string[] {
  const t = normalise(text).toLowerCase();
  if (lang === 'ja')
    return Array.from({ length: Math.max(0, t.length - 1) }, (_, i) => t.slice(i, i + 2));
  return t.split(/[^a-z0-9§+/'-]+/).filter(Boolean);
}

/** Dice coefficient of token multisets: 1 for the same text, 0 for nothing in common. */
export function similarity(a: string[], b: string[]): number {
  if (!a.length && !b.length) return 1;
  const pool = new Map<string, number>();
  for (const x of b) pool.set(x, (pool.get(x) ?? 0) + 1);
  let common = 0;
  for (const x of a) {
    const n = pool.get(x) ?? 0;
    if (n) {
      common++;
      pool.set(x, n - 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

const KEEP_NUMBER = 0.5;
const MOVED = 0.6;
/** Within sections already paired with each other, a rule that moved may have changed more. */
const MOVED_IN_SECTION = 0.45;

/** Depth of a number: chapter 0, section 1, rule 2, subrule 3. */
const LEVEL = { chapter: 0, section: 1, rule: 2, subrule: 3 } as const;
const kind = (n: string) => LEVEL[ruleKind(n) ?? 'subrule'];

export function pairRules(
  oldRules: RuleText[],
  newRules: RuleText[],
  lang: 'en' | 'ja',
  overrides: Override[] = [],
): Pairing {
  const oldBy = new Map(oldRules.map((r) => [r.number, r]));
  const newBy = new Map(newRules.map((r) => [r.number, r]));
  const tok = new Map<string, string[]>();
  const t = (side: 'o' | 'n', r: RuleText) => {
    const k = `${side}${r.number}`;
    if (!tok.has(k)) tok.set(k, tokens(r.text, lang));
    return tok.get(k)!;
  };
  const out: Pairing = {
    added: [],
    removed: [],
    changed: [],
    moved: [],
    unchanged: [],
    modified: [],
    referencesOnly: [],
    renumbered: [],
    renumberedModified: [],
  };
  const usedOld = new Set<string>();
  const usedNew = new Set<string>();
  const pair = (o: RuleText, n: RuleText, sim: number) => {
    usedOld.add(o.number);
    usedNew.add(n.number);
    const sameShape = normalise(o.text) === normalise(n.text);
    if (o.number !== n.number) {
      out.moved.push({
        from: o.number,
        to: n.number,
        similarity: Math.round(sim * 100) / 100,
        before: o.text,
        after: n.text,
      });
      (sameShape ? out.renumbered : out.renumberedModified).push({ from: o.number, to: n.number });
    } else if (sameTextKey(o.text) === sameTextKey(n.text)) out.unchanged.push(o.number);
    else {
      out.changed.push({ number: o.number, before: o.text, after: n.text });
      (sameShape ? out.referencesOnly : out.modified).push(o.number);
    }
  };
  // 1. Pairings a maintainer decided (with a reason in the override file).
  for (const ov of overrides) {
    const o = oldBy.get(ov.from);
    if (!o) continue;
    usedOld.add(o.number);
    if (ov.to === null) continue; // declared removed
    const n = newBy.get(ov.to);
    if (n) pair(o, n, similarity(t('o', o), t('n', n)));
  }
  // 2. The same text: under the same number first, then under a new number where the text is
  //    unique on both sides (an inserted rule shifts the numbers of the ones after it); then the
  //    same for the text with its rule references folded (they move with every renumbering).
  for (const key of [sameTextKey, normalise]) {
    for (const o of oldRules) {
      const n = newBy.get(o.number);
      if (n && !usedOld.has(o.number) && !usedNew.has(n.number) && key(o.text) === key(n.text))
        pair(o, n, 1);
    }
    const unique = (rules: RuleText[], used: Set<string>) => {
      const by = new Map<string, RuleText[]>();
      for (const r of rules)
        if (!used.has(r.number))
          by.set(`${kind(r.number)}|${key(r.text)}`, [
            ...(by.get(`${kind(r.number)}|${key(r.text)}`) ?? []),
            r,
          ]);
      return by;
    };
    const olds = unique(oldRules, usedOld);
    const news = unique(newRules, usedNew);
    for (const [k, os] of olds) {
      const ns = news.get(k);
      if (os.length === 1 && ns?.length === 1) pair(os[0]!, ns[0]!, 1);
    }
  }
  // 3. The same number, where the text still says much the same thing.
  for (const o of oldRules) {
    const n = newBy.get(o.number);
    if (!n || usedOld.has(o.number) || usedNew.has(n.number)) continue;
    const sim = similarity(t('o', o), t('n', n));
    if (sim >= KEEP_NUMBER) pair(o, n, sim);
  }
  // 4. Moved: the most similar remaining text of the same kind (rule, subrule, section), found
  //    through the rarest words the two share.
  const restNew = newRules.filter((r) => !usedNew.has(r.number));
  const df = new Map<string, number>();
  for (const r of restNew) for (const w of new Set(t('n', r))) df.set(w, (df.get(w) ?? 0) + 1);
  const index = new Map<string, RuleText[]>();
  for (const r of restNew)
    for (const w of new Set(t('n', r)))
      if ((df.get(w) ?? 0) <= 40) index.set(w, [...(index.get(w) ?? []), r]);
  const candidates: { o: RuleText; n: RuleText; sim: number }[] = [];
  for (const o of oldRules) {
    if (usedOld.has(o.number)) continue;
    const ot = t('o', o);
    const seen = new Set<string>();
    for (const w of new Set(ot)) {
      for (const n of index.get(w) ?? []) {
        if (seen.has(n.number) || kind(n.number) !== kind(o.number)) continue;
        seen.add(n.number);
        const sim = similarity(ot, t('n', n));
        if (sim >= MOVED) candidates.push({ o, n, sim });
      }
    }
  }
  // Sections paired so far (unchanged, changed or moved), to judge siblings more leniently.
  const sectionPair = new Map<string, string>();
  for (const n of out.unchanged) if (kind(n) === 1) sectionPair.set(n, n);
  for (const c of out.changed) if (kind(c.number) === 1) sectionPair.set(c.number, c.number);
  for (const m of out.moved) if (kind(m.from) === 1) sectionPair.set(m.from, m.to);
  for (const o of oldRules) {
    if (usedOld.has(o.number) || kind(o.number) < 2) continue;
    const target = sectionPair.get(sectionOf(o.number));
    if (!target) continue;
    for (const n of restNew) {
      if (sectionOf(n.number) !== target || kind(n.number) !== kind(o.number)) continue;
      const sim = similarity(t('o', o), t('n', n));
      if (sim >= MOVED_IN_SECTION && sim < MOVED) candidates.push({ o, n, sim });
    }
  }
  candidates.sort(
    (a, b) =>
      b.sim - a.sim || (a.o.number < b.o.number ? -1 : 1) || (a.n.number < b.n.number ? -1 : 1),
  );
  for (const c of candidates)
    if (!usedOld.has(c.o.number) && !usedNew.has(c.n.number)) pair(c.o, c.n, c.sim);
  // 5. What is left was removed or added.
  out.removed = oldRules.filter((r) => !usedOld.has(r.number)).map((r) => r.number);
  out.added = newRules.filter((r) => !usedNew.has(r.number)).map((r) => r.number);
  return out;
}
