// The combat damage steps (510): a first-strike step when a creature in combat has first or
// double strike, then the regular one; each assigns, deals (or, in 2004 and 2008, puts the
// assignment on the stack first), applies the results of damage, then state-based actions.
import type { StepName } from './steps.ts';
import {
  givePoison,
  isCreature,
  power,
  rn,
  rns,
  triggered,
  type Combat,
  type Live,
} from './state.ts';
import { checkAssignment, defaultAssignment } from './damage-assignment.ts';
import { stateBasedActions } from './state-based-actions.ts';
import type { CombatEvent } from './trace.ts';

/** One source's damage to one target; `trample`: a blocked trampler's damage past its blockers, to what it attacks (702.19b). */
interface Dealt {
  source: Live;
  target: string;
  amount: number;
  trample?: boolean;
}

const hasFirst = (l: Live) => l.keywords.has('first strike') || l.keywords.has('double strike');

/** The damage steps of the combat; after them, `c.over` says whether the game ended in one. */
export function combatDamage(c: Combat): void {
  const inCombat = [...c.attacking.keys(), ...c.blocking.keys()];
  const firstStep = inCombat.some((id) => hasFirst(c.perms.get(id)!));
  if (!firstStep) {
    damageStep(c, 'combat-damage', () => true, [rn(c, 'combatDamage'), rn(c, 'damageDealt')]);
    return;
  }
  damageStep(c, 'first-strike-damage', hasFirst, [
    rn(c, 'firstStrikeStep'),
    rn(c, 'firstStrike'),
    ...(inCombat.some((id) => c.perms.get(id)!.keywords.has('double strike'))
      ? [rn(c, 'doubleStrike')]
      : []),
  ]);
  if (c.over) return;
  damageStep(c, 'combat-damage', (l) => !hasFirst(l) || l.keywords.has('double strike'), [
    rn(c, 'combatDamage'),
    rn(c, 'damageDealt'),
    rn(c, 'firstStrikeStep'),
  ]);
}

function damageStep(
  c: Combat,
  step: StepName,
  dealsNow: (l: Live) => boolean,
  stepRules: string[],
): void {
  const events: CombatEvent[] = [];
  const dealt = assignedDamage(c, dealsNow);
  // Stack era (2004, 2008): the assignments go on the stack as one object (310.1, 310.3), then are dealt as it resolves (310.4).
  if (c.profile.era === 'stack')
    for (const d of dealt)
      events.push({
        type: 'assign',
        source: d.source.p.id,
        target: d.target,
        amount: d.amount,
        rules: [
          rn(c, 'assignmentOnStack'),
          rn(c, 'assignmentNotSpell'),
          ...(d.trample ? [rn(c, 'trample')] : []),
        ],
      });
  // All combat damage is dealt at once (510.2); then its results (120.3). Damage from a source of
  // a color its recipient has protection from is prevented (702.16e): none of its results follow.
  const landed = dealt.filter((d) => dealDamage(c, d, events));
  staticLifelink(c, landed, events);
  events.push(...stateBasedActions(c));
  // A game that ended here puts nothing more on the stack (2008's lifelink and deathtouch triggers).
  if (!c.over && (triggered(c, 'lifelink') || triggered(c, 'deathtouch'))) {
    for (const d of landed) damageTriggers(c, d, events);
    events.push(...stateBasedActions(c));
  }
  c.steps.push({ step, events, rules: stepRules });
}

/** What each creature that deals damage now assigns, attackers first, then blockers. */
function assignedDamage(c: Combat, dealsNow: (l: Live) => boolean): Dealt[] {
  const dealt: Dealt[] = [];
  for (const [a, target] of c.attacking) {
    const at = c.perms.get(a)!;
    if (at.zone !== 'battlefield' || !dealsNow(at) || power(at) <= 0) continue;
    const bs = c.order.get(a)!;
    const present = bs.filter((b) => c.perms.get(b)!.zone === 'battlefield');
    const trample = at.keywords.has('trample');
    if (bs.length === 0) {
      dealt.push({ source: at, target, amount: power(at) });
      continue;
    }
    if (present.length === 0 && !trample) continue; // blocked, blockers gone: no damage (509.1h, 506.4)
    const explicit = c.s.assignments?.[a];
    const plan = explicit
      ? checkAssignment(c, at, present, target, explicit, trample)
      : defaultAssignment(c, at, present, target, trample);
    for (const [t, n] of plan)
      if (n > 0) dealt.push({ source: at, target: t, amount: n, trample: t === target });
  }
  for (const [b, a] of c.blocking) {
    const bl = c.perms.get(b)!;
    const at = c.perms.get(a)!;
    if (bl.zone !== 'battlefield' || at.zone !== 'battlefield' || !dealsNow(bl) || power(bl) <= 0)
      continue;
    dealt.push({ source: bl, target: a, amount: power(bl) });
  }
  return dealt;
}

/** The rules one damage event cites, by what it is dealt to and how. */
function damageRules(c: Combat, d: Dealt, t: Live | undefined): string[] {
  const isPlayer = c.life.has(d.target);
  const infect = d.source.keywords.has('infect');
  const counters = infect || d.source.keywords.has('wither');
  const rules = isPlayer
    ? infect
      ? rns(c, 'damageDealt', 'damageToPlayerInfect')
      : rns(c, 'damageDealt', 'damageToPlayer')
    : t!.p.types.includes('planeswalker')
      ? rns(c, 'damageDealt', 'damageToPlaneswalker')
      : t!.p.types.includes('battle')
        ? rns(c, 'damageDealt', 'damageToBattle', 'battleDefense')
        : counters
          ? rns(c, 'damageDealt', 'damageToCreatureCounters')
          : rns(c, 'damageDealt', 'damageToCreature');
  if (!triggered(c, 'deathtouch') && d.source.keywords.has('deathtouch') && t && isCreature(t))
    rules.push(rn(c, 'deathtouch'));
  if (d.trample) rules.push(rn(c, 'trample'));
  return rules;
}

/** Deals one damage event and applies its results; false when protection prevents it. */
function dealDamage(c: Combat, d: Dealt, events: CombatEvent[]): boolean {
  const t = c.perms.get(d.target);
  if (t && d.source.colors.some((col) => t.protection.has(col))) {
    events.push({
      type: 'prevent',
      source: d.source.p.id,
      target: d.target,
      amount: d.amount,
      rules: [rn(c, 'protectionDamage')],
    });
    return false;
  }
  const rules = damageRules(c, d, t);
  events.push({ type: 'damage', source: d.source.p.id, target: d.target, amount: d.amount, rules });
  if (c.life.has(d.target)) damageToPlayer(c, d, events);
  else damageToPermanent(c, d, t!, events);
  return true;
}

/** Infect gives poison counters instead of the loss of life (702.90b); toxic gives them besides (702.164c). */
function damageToPlayer(c: Combat, d: Dealt, events: CombatEvent[]): void {
  if (d.source.keywords.has('infect'))
    givePoison(c, d.target, d.amount, rn(c, 'infectPlayer'), events);
  else c.life.set(d.target, c.life.get(d.target)! - d.amount);
  const toxic = d.source.numbered.toxic.reduce((x, y) => x + y, 0);
  if (toxic > 0) givePoison(c, d.target, toxic, rn(c, 'toxic'), events);
}

function damageToPermanent(c: Combat, d: Dealt, t: Live, events: CombatEvent[]): void {
  const infect = d.source.keywords.has('infect');
  if (t.p.types.includes('creature')) {
    // Wither and infect put -1/-1 counters instead of marking damage (702.80a, 702.90c).
    if (infect || d.source.keywords.has('wither')) {
      t.counters['-1/-1'] += d.amount;
      events.push({
        type: 'counters',
        id: t.p.id,
        counter: '-1/-1',
        amount: d.amount,
        rules: [infect ? rn(c, 'infectCreature') : rn(c, 'wither')],
      });
    } else t.damage += d.amount;
    if (!triggered(c, 'deathtouch') && d.source.keywords.has('deathtouch')) t.deathtouched = true;
  } else if (t.p.types.includes('planeswalker')) t.loyalty = Math.max(0, t.loyalty - d.amount);
  else if (t.p.types.includes('battle')) t.defense = Math.max(0, t.defense - d.amount);
}

/** Static lifelink: life is gained as the damage is dealt (702.15b). */
function staticLifelink(c: Combat, landed: Dealt[], events: CombatEvent[]): void {
  const gains = new Map<string, number>();
  for (const d of landed)
    if (d.source.keywords.has('lifelink') && !triggered(c, 'lifelink'))
      gains.set(d.source.p.controller, (gains.get(d.source.p.controller) ?? 0) + d.amount);
  for (const [player, amount] of gains) {
    c.life.set(player, c.life.get(player)! + amount);
    events.push({ type: 'lifegain', player, amount, rules: [rn(c, 'lifelink')] });
  }
}

/**
 * Where deathtouch and lifelink are triggered abilities (2008 502.63a, 502.68a), they go on the
 * stack after state-based actions and resolve one per damage event; then state-based actions again.
 */
function damageTriggers(c: Combat, d: Dealt, events: CombatEvent[]): void {
  if (d.source.keywords.has('lifelink') && triggered(c, 'lifelink')) {
    events.push({
      type: 'trigger',
      id: d.source.p.id,
      ability: 'lifelink',
      rules: [rn(c, 'lifelink')],
    });
    if (!c.lost.has(d.source.p.controller)) {
      c.life.set(d.source.p.controller, c.life.get(d.source.p.controller)! + d.amount);
      events.push({
        type: 'lifegain',
        player: d.source.p.controller,
        amount: d.amount,
        rules: [rn(c, 'lifelink')],
      });
    }
  }
  const t = c.perms.get(d.target);
  if (d.source.keywords.has('deathtouch') && triggered(c, 'deathtouch') && t && isCreature(t)) {
    events.push({
      type: 'trigger',
      id: d.source.p.id,
      ability: 'deathtouch',
      rules: [rn(c, 'deathtouch')],
    });
    if (t.zone === 'battlefield' && !t.keywords.has('indestructible')) {
      t.zone = 'graveyard';
      events.push({ type: 'dies', id: t.p.id, rules: [rn(c, 'deathtouch')] });
    }
  }
}
