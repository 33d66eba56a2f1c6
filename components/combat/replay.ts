// The board after a given step of a trace: what the stepper draws. Pure.
import type { CombatTrace } from './explain.ts';
import {
  parseKeyword,
  type Color,
  type CounterKind,
  type Scenario,
} from '../engines/combat/scenario.ts';

export interface BoardCard {
  id: string;
  name: string;
  controller: string;
  types: string[];
  keywords: string[];
  power?: number;
  toughness?: number;
  damage: number;
  tapped: boolean;
  zone: 'battlefield' | 'graveyard';
  defense?: number;
  loyalty?: number;
  attacking?: string;
  blocking?: string;
  counters: Partial<Record<CounterKind, number>>;
  colors: Color[];
}

export interface Board {
  life: Record<string, number>;
  poison: Record<string, number>;
  cards: BoardCard[];
}

/** The board once steps[0..upTo] have happened (upTo = -1: before combat). */
export function boardAt(
  s: Scenario,
  trace: Extract<CombatTrace, { ok: true }>,
  upTo: number,
): Board {
  const life: Record<string, number> = Object.fromEntries(s.players.map((p) => [p.id, p.life]));
  const poison: Record<string, number> = Object.fromEntries(
    s.players.map((p) => [p.id, p.poison ?? 0]),
  );
  const net = (c: Scenario['permanents'][number]) =>
    (c.counters?.['+1/+1'] ?? 0) - (c.counters?.['-1/-1'] ?? 0);
  const cards = new Map<string, BoardCard>(
    s.permanents.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        controller: p.controller,
        types: p.types,
        keywords: p.keywords ?? [],
        power: p.power === undefined ? undefined : p.power + net(p),
        toughness: p.toughness === undefined ? undefined : p.toughness + net(p),
        counters: { ...p.counters },
        colors: p.colors ?? [],
        damage: p.damage ?? 0,
        tapped: p.tapped ?? false,
        zone: 'battlefield',
        defense: p.defense,
        loyalty: p.loyalty,
      },
    ]),
  );
  for (const step of trace.steps.slice(0, upTo + 1)) {
    for (const e of step.events) {
      switch (e.type) {
        case 'attack':
          Object.assign(cards.get(e.id)!, {
            attacking: e.target,
            tapped: cards.get(e.id)!.tapped || e.tapped,
          });
          break;
        case 'block':
          cards.get(e.id)!.blocking = e.blocks;
          break;
        case 'pump':
          Object.assign(cards.get(e.id)!, { power: e.power, toughness: e.toughness });
          break;
        case 'damage': {
          // Infect and wither damage is not lost life nor marked damage: its poison and counters events follow.
          const has = (k: string) =>
            (cards.get(e.source)?.keywords ?? []).some((w) => parseKeyword(w)?.name === k);
          if (e.target in life) {
            if (!has('infect')) life[e.target]! -= e.amount;
          } else {
            const t = cards.get(e.target)!;
            if (t.types.includes('creature')) {
              if (!has('infect') && !has('wither')) t.damage += e.amount;
            } else if (t.types.includes('planeswalker'))
              t.loyalty = Math.max(0, (t.loyalty ?? 0) - e.amount);
            else if (t.types.includes('battle'))
              t.defense = Math.max(0, (t.defense ?? 0) - e.amount);
          }
          break;
        }
        case 'lifegain':
        case 'life':
          life[e.player]! += e.amount;
          break;
        case 'poison':
          poison[e.player]! += e.amount;
          break;
        case 'counters': {
          const c = cards.get(e.id)!;
          c.counters[e.counter] = (c.counters[e.counter] ?? 0) + e.amount;
          const delta = e.counter === '+1/+1' ? e.amount : -e.amount;
          if (c.power !== undefined) c.power += delta;
          if (c.toughness !== undefined) c.toughness += delta;
          break;
        }
        case 'dies':
          cards.get(e.id)!.zone = 'graveyard';
          break;
        default:
          break;
      }
    }
  }
  return { life, poison, cards: [...cards.values()] };
}
