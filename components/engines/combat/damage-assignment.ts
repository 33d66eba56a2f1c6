// How a blocked attacker's combat damage is divided among its blockers (and, with trample, what
// it attacks): the default plan, or the scenario's, checked against the version's rules (510.1c–d).
import {
  Illegal,
  nameOf,
  power,
  rn,
  toughness,
  triggered,
  type Combat,
  type Live,
} from './state.ts';

/** Lethal damage for assignment; static deathtouch makes any damage lethal (702.2c); where it is a trigger (2008), it does not. */
export function lethal(c: Combat, target: Live, source: Live): number {
  return Math.max(
    0,
    !triggered(c, 'deathtouch') &&
      source.keywords.has('deathtouch') &&
      target.damage < toughness(target)
      ? Math.min(1, toughness(target) - target.damage)
      : toughness(target) - target.damage,
  );
}

/** Lethal damage to each blocker in order, the rest to the last one (or, trampling, to what it attacks). */
export function defaultAssignment(
  c: Combat,
  at: Live,
  present: string[],
  target: string,
  trample: boolean,
): Map<string, number> {
  const plan = new Map<string, number>();
  let left = power(at);
  present.forEach((b, i) => {
    const bl = c.perms.get(b)!;
    const last = i === present.length - 1;
    const n = last && !trample ? left : Math.min(left, lethal(c, bl, at));
    plan.set(b, n);
    left -= n;
  });
  if (left > 0)
    plan.set(
      trample ? target : present[present.length - 1]!,
      (plan.get(trample ? target : present[present.length - 1]!) ?? 0) + left,
    );
  return plan;
}

export function checkAssignment(
  c: Combat,
  at: Live,
  present: string[],
  target: string,
  given: Record<string, number>,
  trample: boolean,
): Map<string, number> {
  const total = Object.values(given).reduce((x, y) => x + y, 0);
  if (total !== power(at))
    throw new Illegal(rn(c, 'blockedAssignment'), 'assign-whole-power', {
      attacker: at.p.name,
      power: power(at),
      total,
    });
  for (const t of Object.keys(given)) {
    if (!present.includes(t) && t !== target)
      throw new Illegal(rn(c, 'blockedAssignment'), 'assign-to-non-blocker', {
        attacker: at.p.name,
        target: t,
      });
    if (t === target && !trample)
      throw new Illegal(rn(c, 'blockedAssignment'), 'assign-past-blockers-without-trample', {
        attacker: at.p.name,
      });
  }
  // 20231117.0: lethal damage to each blocker before the next in the damage assignment order.
  // From 2024-11-08 on the damage is divided freely among the blockers (510.1c).
  if (c.profile.damageAssignmentOrder) {
    present.forEach((b, i) => {
      const n = given[b] ?? 0;
      if (
        n > 0 &&
        present.slice(0, i).some((prev) => (given[prev] ?? 0) < lethal(c, c.perms.get(prev)!, at))
      ) {
        throw new Illegal(rn(c, 'blockedAssignment'), 'assign-out-of-order', {
          attacker: at.p.name,
          blocker: nameOf(c, b),
        });
      }
    });
  }
  if (
    (given[target] ?? 0) > 0 &&
    present.some((b) => (given[b] ?? 0) < lethal(c, c.perms.get(b)!, at))
  ) {
    throw new Illegal(rn(c, 'trample'), 'trample-before-lethal', { attacker: at.p.name });
  }
  return new Map(Object.entries(given));
}
