// The declare attackers step (508): each attacker checked against what may attack and what it
// may attack, tapped unless it has vigilance; then exalted for a creature attacking alone.
import { getLive, Illegal, isCreature, pump, rn, type Combat, type Live } from './state.ts';
import { stateBasedActions } from './state-based-actions.ts';
import type { CombatEvent } from './trace.ts';

/** Declares the scenario's attackers; with none, the combat ends here (508.8). */
export function declareAttackers(c: Combat): void {
  const events: CombatEvent[] = [];
  for (const a of c.s.attackers) {
    const l = getLive(c, a.id, rn(c, 'chooseAttackers'), 'attacker');
    checkAttacker(c, l, a.id);
    checkAttackTarget(c, l, a.target);
    c.attacking.set(a.id, a.target);
    const taps = !l.keywords.has('vigilance');
    if (taps) l.tapped = true;
    events.push({
      type: 'attack',
      id: a.id,
      target: a.target,
      tapped: taps,
      rules: taps
        ? [rn(c, 'chooseAttackers'), rn(c, 'tapAttackers')]
        : [rn(c, 'chooseAttackers'), rn(c, 'vigilance')],
    });
  }
  if (c.attacking.size === 0) {
    c.steps.push({
      step: 'declare-attackers',
      events: [],
      rules: [rn(c, 'declareAttackers'), rn(c, 'noAttackers')],
    });
    c.steps.push({ step: 'end-of-combat', events: [], rules: [rn(c, 'endOfCombat')] });
    return;
  }
  if (c.attacking.size === 1) exalted(c, events);
  events.push(...stateBasedActions(c));
  c.steps.push({ step: 'declare-attackers', events, rules: [rn(c, 'declareAttackers')] });
}

function checkAttacker(c: Combat, l: Live, id: string): void {
  const s = c.s;
  if (!isCreature(l))
    throw new Illegal(rn(c, 'onlyCreaturesAttack'), 'attacker-not-creature', {
      attacker: l.p.name,
    });
  if (l.p.types.includes('battle'))
    throw new Illegal(rn(c, 'chooseAttackers'), 'attacker-is-battle', { attacker: l.p.name });
  if (l.p.controller !== s.active)
    throw new Illegal(rn(c, 'chooseAttackers'), 'attacker-not-active', { attacker: l.p.name });
  if (c.attacking.has(id))
    throw new Illegal(rn(c, 'chooseAttackers'), 'attacks-twice', { attacker: l.p.name });
  if (l.keywords.has('defender'))
    throw new Illegal(rn(c, 'defender'), 'attacker-has-defender', { attacker: l.p.name });
  if (l.tapped)
    throw new Illegal(rn(c, 'chooseAttackers'), 'attacker-tapped', { attacker: l.p.name });
  if (l.p.summoningSick && !l.keywords.has('haste'))
    throw new Illegal(rn(c, 'summoningSickness'), 'attacker-summoning-sick', {
      attacker: l.p.name,
    });
}

/** What a creature may attack: a player other than its controller, a planeswalker, a battle (508.1b). */
function checkAttackTarget(c: Combat, l: Live, target: string): void {
  const s = c.s;
  const player = s.players.find((p) => p.id === target);
  if (player) {
    if (player.id === s.active)
      throw new Illegal(rn(c, 'attackTarget'), 'attacks-own-player', {
        attacker: l.p.name,
        player: player.id,
      });
    return;
  }
  const t = c.perms.get(target);
  if (!t) throw new Illegal(rn(c, 'attackTarget'), 'attack-target-unknown', { target });
  if (t.p.types.includes('planeswalker')) {
    if (t.p.controller === s.active)
      throw new Illegal(rn(c, 'attackTarget'), 'attacks-own-planeswalker', {
        attacker: l.p.name,
        target: t.p.name,
      });
  } else if (t.p.types.includes('battle')) {
    if (t.p.protector === s.active)
      throw new Illegal(rn(c, 'battleProtectorAttacks'), 'attacks-own-battle', {
        attacker: l.p.name,
        target: t.p.name,
      });
  } else
    throw new Illegal(rn(c, 'attackTarget'), 'attack-target-not-attackable', { target: t.p.name });
}

/** Exalted: a creature attacking alone gets +1/+1 for each instance its controller has (702.83a–b). */
function exalted(c: Combat, events: CombatEvent[]): void {
  const alone = c.perms.get([...c.attacking.keys()][0]!)!;
  for (const source of c.perms.values()) {
    if (source.zone !== 'battlefield' || source.p.controller !== alone.p.controller) continue;
    for (let i = 0; i < source.exalted; i++) {
      events.push({
        type: 'trigger',
        id: source.p.id,
        ability: 'exalted',
        rules: [rn(c, 'exalted')],
      });
      pump(alone, 1, 1, rn(c, 'exalted'), events);
    }
  }
}
