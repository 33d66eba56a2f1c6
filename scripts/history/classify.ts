// A pairing's labels, as release notes give them: the same number and text (unchanged); the same
// text once each rule reference is carried through the renumbering (references only, or
// renumbered under a new number); words changed (modified, renumbered and modified); rules split
// or merged; what no pairing reaches was removed or added.
import type { Pair, Pairing, RuleText } from './pairing.ts';
import { sameTextKey } from './texts.ts';
import { sameButReferences } from './references.ts';

export function classify(
  pairs: Pair[],
  { oldBy, newBy }: { oldBy: Map<string, RuleText>; newBy: Map<string, RuleText> },
  {
    split = [],
    merged = [],
    declaredRemoved = new Set<string>(),
  }: Partial<Pick<Pairing, 'split' | 'merged'>> & { declaredRemoved?: Set<string> } = {},
): Pairing {
  const toNew = new Map(pairs.map((p) => [p.from, p.to]));
  const toOld = new Set(pairs.map((p) => p.to));
  const order = new Map([...oldBy.keys()].map((n, i) => [n, i]));
  const sorted = [...pairs].sort((a, b) => order.get(a.from)! - order.get(b.from)!);
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
    split,
    merged,
  };
  const known = { old: (n: string) => oldBy.has(n), new: (n: string) => newBy.has(n) };
  for (const p of sorted) {
    const before = oldBy.get(p.from)!.text;
    const after = newBy.get(p.to)!.text;
    const same = sameTextKey(before) === sameTextKey(after);
    const carried =
      same || sameButReferences(before, after, sameTextKey, (n) => toNew.get(n) ?? null, known);
    if (p.from !== p.to) {
      out.moved.push({ ...p, before, after });
      (carried ? out.renumbered : out.renumberedModified).push({ from: p.from, to: p.to });
    } else if (same) out.unchanged.push(p.from);
    else {
      out.changed.push({ number: p.from, before, after });
      (carried ? out.referencesOnly : out.modified).push(p.from);
    }
  }
  const splitFrom = new Set(split.map((s) => s.from));
  const mergedFrom = new Set(merged.flatMap((m) => m.from));
  const accountedNew = new Set([
    ...split.flatMap((s) => s.to),
    ...merged.map((m) => m.to),
    ...toOld,
  ]);
  out.removed = [...oldBy.keys()].filter(
    (n) => (!toNew.has(n) && !splitFrom.has(n) && !mergedFrom.has(n)) || declaredRemoved.has(n),
  );
  out.added = [...newBy.keys()].filter((n) => !accountedNew.has(n));
  return out;
}
