// The declare blockers step (509): each blocker checked against what may block and what it
// blocks; then the triggers of blocking and of becoming blocked (bushido, rampage, flanking,
// afflict); and each attacker's damage assignment order (510.1c).
import { checkEvasion } from './evasion.ts';
import { getLive, Illegal, isCreature, nameOf, pump, rn, type Combat, type Live } from './state.ts';
import { stateBasedActions } from './state-based-actions.ts';
import type { CombatEvent } from './trace.ts';

/** The player who may block an attacker: the one attacked, a planeswalker's controller, a battle's protector. */
export function defenderOf(c: Combat, attacker: string): string {
  const target = c.attacking.get(attacker)!;
  if (c.life.has(target)) return target;
  const t = c.perms.get(target)!;
  return t.p.types.includes('battle') ? (t.p.protector ?? t.p.controller) : t.p.controller;
}

export function declareBlockers(c: Combat): void {
  const events: CombatEvent[] = [];
  for (const a of c.attacking.keys()) c.blockersOf.set(a, []);
  for (const b of c.s.blockers) {
    const l = getLive(c, b.id, rn(c, 'chooseBlockers'), 'blocker');
    checkBlocker(c, l, b.id, b.blocks);
    c.blocking.set(b.id, b.blocks);
    c.blockersOf.get(b.blocks)!.push(b.id);
    events.push({ type: 'block', id: b.id, blocks: b.blocks, rules: [rn(c, 'chooseBlockers')] });
  }
  for (const [a, bs] of c.blockersOf) {
    const at = c.perms.get(a)!;
    if (at.keywords.has('menace') && bs.length === 1)
      throw new Illegal(rn(c, 'menace'), 'menace', { attacker: at.p.name });
  }
  for (const [a, bs] of c.blockersOf)
    events.push({
      type: bs.length ? 'blocked' : 'unblocked',
      id: a,
      rules: [rn(c, 'blockedStatus')],
    });
  blockTriggers(c, events);
  events.push(...stateBasedActions(c));
  c.steps.push({ step: 'declare-blockers', events, rules: [rn(c, 'declareBlockers')] });
}

function checkBlocker(c: Combat, l: Live, id: string, blocks: string): void {
  if (!isCreature(l))
    throw new Illegal(rn(c, 'onlyCreaturesAttack'), 'blocker-not-creature', { blocker: l.p.name });
  const attacker = c.perms.get(blocks);
  if (!attacker || !c.attacking.has(blocks))
    throw new Illegal(rn(c, 'chooseBlockers'), 'blocks-non-attacker', {
      blocker: l.p.name,
      blocks,
    });
  if (c.blocking.has(id))
    throw new Illegal(rn(c, 'chooseBlockers'), 'blocks-twice', { blocker: l.p.name });
  const defender = defenderOf(c, blocks);
  if (l.p.controller !== defender) {
    const target = c.perms.get(c.attacking.get(blocks)!);
    if (target?.p.types.includes('battle'))
      throw new Illegal(rn(c, 'battleBlockers'), 'battle-blocker-not-protector', {
        battle: target.p.name,
        defender,
      });
    throw new Illegal(rn(c, 'chooseBlockers'), 'blocker-not-defending', {
      blocker: l.p.name,
      attacker: attacker.p.name,
      defender,
    });
  }
  if (l.tapped) throw new Illegal(rn(c, 'chooseBlockers'), 'blocker-tapped', { blocker: l.p.name });
  if (attacker.keywords.has('flying') && !l.keywords.has('flying') && !l.keywords.has('reach'))
    throw new Illegal(rn(c, 'flying'), 'flying', { attacker: attacker.p.name, blocker: l.p.name });
  checkEvasion(c, attacker, l);
}

/**
 * Bushido triggers for each creature that blocks or becomes blocked (702.45a), each instance
 * separately (702.45b); an attacker's rampage, flanking and afflict when it becomes blocked.
 */
function blockTriggers(c: Combat, events: CombatEvent[]): void {
  for (const id of [...c.blockersOf.keys(), ...c.blocking.keys()]) {
    const l = c.perms.get(id)!;
    const blockers = c.blockersOf.get(id) ?? [];
    const involved = c.blocking.has(id) || blockers.length > 0;
    if (!involved) continue;
    for (const n of l.numbered.bushido) {
      events.push({
        type: 'trigger',
        id,
        ability: `bushido ${n}`,
        rules:
          l.numbered.bushido.length > 1
            ? [rn(c, 'bushido'), rn(c, 'bushidoInstances')]
            : [rn(c, 'bushido')],
      });
      pump(l, n, n, rn(c, 'bushido'), events);
    }
    if (c.blocking.has(id)) continue;
    becomesBlocked(c, l, id, blockers, events);
  }
}

function becomesBlocked(
  c: Combat,
  l: Live,
  id: string,
  blockers: string[],
  events: CombatEvent[],
): void {
  // Rampage N: +N/+N for each blocker beyond the first, counted as it resolves (702.23a–b).
  for (const n of l.numbered.rampage) {
    events.push({ type: 'trigger', id, ability: `rampage ${n}`, rules: [rn(c, 'rampage')] });
    const bonus = n * (blockers.length - 1);
    if (bonus > 0) pump(l, bonus, bonus, rn(c, 'rampage'), events);
  }
  // Flanking: each blocker without flanking gets -1/-1, once per instance (702.25a–b).
  for (let i = 0; i < l.flanking; i++)
    for (const b of blockers) {
      const bl = c.perms.get(b)!;
      if (bl.flanking > 0) continue;
      events.push({ type: 'trigger', id, ability: 'flanking', rules: [rn(c, 'flanking')] });
      pump(bl, -1, -1, rn(c, 'flanking'), events);
    }
  // Afflict N: the defending player loses N life (702.130a).
  for (const n of l.numbered.afflict) {
    const player = defenderOf(c, id);
    events.push({ type: 'trigger', id, ability: `afflict ${n}`, rules: [rn(c, 'afflict')] });
    c.life.set(player, c.life.get(player)! - n);
    events.push({ type: 'life', player, amount: -n, rules: [rn(c, 'afflict')] });
  }
}

/** Damage assignment order (510.1c): as the scenario gives it, else the order blockers were listed. */
export function damageAssignmentOrder(c: Combat): void {
  for (const [a, bs] of c.blockersOf) {
    const given = c.profile.damageAssignmentOrder ? c.s.damageOrder?.[a] : undefined;
    if (given) {
      const same = given.length === bs.length && given.every((g) => bs.includes(g));
      if (!same)
        throw new Illegal(rn(c, 'blockedAssignment'), 'damage-order-not-blockers', {
          attacker: nameOf(c, a),
        });
      c.order.set(a, given);
    } else c.order.set(a, bs);
  }
}
