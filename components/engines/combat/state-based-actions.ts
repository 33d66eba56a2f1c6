// State-based actions (704.5; 2004 and 2008 420.5), checked whenever a player would receive
// priority: players who lose, permanents that die, counters that annihilate, the game's end.
import { isCreature, rn, toughness, type Combat, type Live } from './state.ts';
import type { CombatEvent } from './trace.ts';

export function stateBasedActions(c: Combat): CombatEvent[] {
  const events: CombatEvent[] = [];
  playersWhoLose(c, events);
  for (const l of c.perms.values()) {
    if (l.zone !== 'battlefield') continue;
    annihilateCounters(c, l, events);
    permanentDies(c, l, events);
  }
  gameOver(c, events);
  return events;
}

function playersWhoLose(c: Combat, events: CombatEvent[]): void {
  for (const [player, l] of c.life) {
    if (c.lost.has(player)) continue;
    const rule =
      l <= 0 ? rn(c, 'sbaLife') : c.poison.get(player)! >= 10 ? rn(c, 'sbaPoison') : null;
    if (rule) {
      c.lost.add(player);
      events.push({ type: 'loses', player, rules: [rule] });
    }
  }
}

/** +1/+1 and -1/-1 counters annihilate where the version says so (704.5q; 2008 420.5n). */
function annihilateCounters(c: Combat, l: Live, events: CombatEvent[]): void {
  const both = Math.min(l.counters['+1/+1'], l.counters['-1/-1']);
  if (both <= 0 || c.profile.rules.sbaCounters === null) return;
  for (const counter of ['+1/+1', '-1/-1'] as const) {
    l.counters[counter] -= both;
    events.push({
      type: 'counters',
      id: l.p.id,
      counter,
      amount: -both,
      rules: [rn(c, 'sbaCounters')],
    });
  }
}

function permanentDies(c: Combat, l: Live, events: CombatEvent[]): void {
  let rule: string | null = null;
  if (isCreature(l)) {
    if (toughness(l) <= 0) rule = rn(c, 'sbaToughness');
    else if (!l.keywords.has('indestructible') && l.damage >= toughness(l))
      rule = rn(c, 'sbaLethalDamage');
    else if (!l.keywords.has('indestructible') && l.deathtouched) rule = rn(c, 'sbaDeathtouch');
    // Damage by a deathtouch source counts "since the last time state-based actions were checked" (704.5h).
    l.deathtouched = false;
  } else if (l.p.types.includes('planeswalker') && l.loyalty <= 0) rule = rn(c, 'sbaPlaneswalker');
  else if (l.p.types.includes('battle') && l.defense <= 0) {
    // A Siege's last defense counter triggers 310.11b; while that trigger waits, 704.5v does not apply.
    if (l.p.subtypes?.some((t) => t.toLowerCase() === 'siege' || t === '包囲戦')) {
      events.push({
        type: 'trigger',
        id: l.p.id,
        ability: 'siege',
        rules: [rn(c, 'siege'), rn(c, 'sbaBattle')],
      });
      return;
    }
    rule = rn(c, 'sbaBattle');
  }
  if (rule) {
    l.zone = 'graveyard';
    events.push({ type: 'dies', id: l.p.id, rules: [rule] });
  }
}

/**
 * All of them are one event (704.3); a player who lost leaves the game, and with one player
 * left, or none, the game is over at once (104.2a, 104.4a, 104.1; 2008 102.2a, 102.4a, 102.1).
 */
function gameOver(c: Combat, events: CombatEvent[]): void {
  const left = [...c.life.keys()].filter((p) => !c.lost.has(p));
  if (events.some((e) => e.type === 'loses') && left.length <= 1) {
    c.over = true;
    const rules = [rn(c, 'gameEnds'), left.length === 1 ? rn(c, 'gameWin') : rn(c, 'gameDraw')];
    events.push({ type: 'game-over', winner: left[0] ?? null, rules: [...new Set(rules)] });
  }
}
