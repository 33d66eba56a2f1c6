// The reader's own board, edited one change at a time: each function takes a scenario and returns
// a new one (the contract's format, ../shared/spec/combat-scenario.md), keeping its declarations
// consistent — a permanent removed is no longer attacking, blocked or assigned damage. Pure, no DOM.
import type { Color, CounterKind, Permanent, Scenario } from '../../engines/combat/scenario.ts';

export type PermanentKind = 'creature' | 'planeswalker' | 'battle';

export const KIND_JA: Record<PermanentKind, string> = {
  creature: 'クリーチャー',
  planeswalker: 'プレインズウォーカー',
  battle: 'バトル',
};

/** Two players at 20 life, A attacking, nothing on the battlefield. */
export function emptyBoard(rules: string): Scenario {
  return {
    title: '自分の盤面',
    players: [
      { id: 'A', life: 20 },
      { id: 'B', life: 20 },
    ],
    active: 'A',
    permanents: [],
    attackers: [],
    blockers: [],
    rules,
  };
}

export const defendingPlayer = (s: Scenario): string =>
  s.players.find((p) => p.id !== s.active)?.id ?? s.active;

/** A new permanent of a kind, with a name and id not yet on the board. */
export function addPermanent(s: Scenario, kind: PermanentKind, controller: string): Scenario {
  let n = 1;
  while (s.permanents.some((p) => p.id === `p${n}` || p.name === `${KIND_JA[kind]}${n}`)) n++;
  const base = { id: `p${n}`, name: `${KIND_JA[kind]}${n}`, controller };
  const added: Permanent =
    kind === 'creature'
      ? { ...base, types: ['creature'], power: 2, toughness: 2, keywords: [] }
      : kind === 'planeswalker'
        ? { ...base, types: ['planeswalker'], loyalty: 3 }
        : {
            ...base,
            types: ['battle'],
            subtypes: ['Siege'],
            defense: 5,
            protector: s.players.find((p) => p.id !== controller)?.id ?? controller,
          };
  return { ...s, permanents: [...s.permanents, added] };
}

export function updatePermanent(s: Scenario, id: string, patch: Partial<Permanent>): Scenario {
  return {
    ...s,
    permanents: s.permanents.map((p) => (p.id === id ? tidy({ ...p, ...patch }) : p)),
  };
}

/** Drops what a permanent no longer needs: empty lists and counters, zero damage. */
function tidy(p: Permanent): Permanent {
  const out: Permanent = { ...p };
  if (out.colors?.length === 0) delete out.colors;
  if (out.counters) {
    const kept = Object.entries(out.counters).filter(([, n]) => (n ?? 0) > 0);
    if (kept.length === 0) delete out.counters;
    else out.counters = Object.fromEntries(kept) as Partial<Record<CounterKind, number>>;
  }
  if (out.damage === 0) delete out.damage;
  if (out.tapped === false) delete out.tapped;
  if (out.summoningSick === false) delete out.summoningSick;
  return out;
}

export function removePermanent(s: Scenario, id: string): Scenario {
  const out = withoutAttacker({ ...s, permanents: s.permanents.filter((p) => p.id !== id) }, id);
  out.attackers = out.attackers.filter((a) => a.target !== id);
  return withoutBlocker(out, id);
}

/** Declares what a creature attacks (a player, planeswalker or battle id), or that it does not. */
export function setAttack(s: Scenario, id: string, target: string | null): Scenario {
  const rest = s.attackers.filter((a) => a.id !== id);
  if (target === null) return withoutAttacker(s, id);
  const at = s.attackers.findIndex((a) => a.id === id);
  const attackers =
    at < 0 ? [...rest, { id, target }] : s.attackers.map((a) => (a.id === id ? { id, target } : a));
  return { ...s, attackers };
}

/** Declares which attacker a creature blocks, or that it does not block. */
export function setBlock(s: Scenario, id: string, blocks: string | null): Scenario {
  const cleared = withoutBlocker(s, id);
  return blocks === null
    ? cleared
    : { ...cleared, blockers: [...cleared.blockers, { id, blocks }] };
}

/** How an attacker's damage is divided (recipient id → amount), or null for the default. */
export function setAssignment(
  s: Scenario,
  attacker: string,
  plan: Record<string, number> | null,
): Scenario {
  const others = dropKey(s.assignments ?? {}, attacker);
  const assignments = plan ? { ...others, [attacker]: plan } : others;
  const { assignments: _old, ...rest } = s;
  return Object.keys(assignments).length > 0 ? { ...rest, assignments } : rest;
}

export function setPlayer(
  s: Scenario,
  id: string,
  patch: Partial<{ life: number; poison: number }>,
): Scenario {
  return {
    ...s,
    players: s.players.map((p) => {
      if (p.id !== id) return p;
      const { poison, ...next } = { ...p, ...patch };
      return poison ? { ...next, poison } : next;
    }),
  };
}

/** Swaps who attacks: declarations are for the old attacker, so they go. */
export function setActive(s: Scenario, active: string): Scenario {
  const out: Scenario = { ...s, active, attackers: [], blockers: [] };
  delete out.assignments;
  delete out.damageOrder;
  return out;
}

/** A keyword written with a number (bushido 2) or a color (protection from red), or alone. */
export function keywordText(name: string, n?: number, color?: Color): string {
  if (color) return `protection from ${color}`;
  return n === undefined ? name : `${name} ${n}`;
}

function withoutAttacker(s: Scenario, id: string): Scenario {
  const out: Scenario = {
    ...s,
    attackers: s.attackers.filter((a) => a.id !== id),
    blockers: s.blockers.filter((b) => b.blocks !== id),
  };
  if (out.assignments && id in out.assignments) out.assignments = dropKey(out.assignments, id);
  if (out.damageOrder && id in out.damageOrder) out.damageOrder = dropKey(out.damageOrder, id);
  if (out.assignments && Object.keys(out.assignments).length === 0) delete out.assignments;
  if (out.damageOrder && Object.keys(out.damageOrder).length === 0) delete out.damageOrder;
  return out;
}

function withoutBlocker(s: Scenario, id: string): Scenario {
  const out: Scenario = { ...s, blockers: s.blockers.filter((b) => b.id !== id) };
  // A blocker gone changes what its attacker may assign: that attacker's plan goes back to the default.
  const blocked = s.blockers.find((b) => b.id === id)?.blocks;
  if (blocked && out.assignments?.[blocked]) out.assignments = dropKey(out.assignments, blocked);
  if (out.damageOrder) {
    out.damageOrder = Object.fromEntries(
      Object.entries(out.damageOrder).map(([a, order]) => [a, order.filter((b) => b !== id)]),
    );
  }
  if (out.assignments && Object.keys(out.assignments).length === 0) delete out.assignments;
  return out;
}

function dropKey<T>(o: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
}
