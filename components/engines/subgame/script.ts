// The scenario's script, one event at a time, in the innermost game open: cards exiled, a
// Shahrazad cast inside a subgame, a player who concedes or loses.
import { startSubgame } from './start.ts';
import { checkEnd } from './end.ts';
import { Illegal, inner, playerIn, say, type Game, type Subgames } from './state.ts';
import type { ScriptEvent } from './trace.ts';

export function playEvent(st: Subgames, ev: ScriptEvent, i: number): void {
  const g = inner(st);
  if (g.depth === 0) throw new Illegal({ code: 'subgame-over', event: i });
  if ('exile' in ev) exile(st, g, ev.exile, i);
  else if ('cast' in ev) cast(st, g, ev, i);
  else if ('concede' in ev || 'lose' in ev) leaves(st, g, ev, i);
  else throw new Illegal({ code: 'unknown-event', event: i });
}

function exile(
  st: Subgames,
  g: Game,
  { player: id, from, count }: Extract<ScriptEvent, { exile: unknown }>['exile'],
  i: number,
): void {
  const p = playerIn(g, id);
  if (!g.alive.includes(id)) throw new Illegal({ code: 'player-gone', event: i, player: id });
  if (!Number.isInteger(count) || count < 0) throw new Illegal({ code: 'bad-count', event: i });
  if (p[from] < count)
    throw new Illegal({
      code: 'too-few-cards',
      event: i,
      player: id,
      zone: from,
      has: p[from],
      count,
    });
  p[from] -= count;
  p.exile += count;
  say(
    st,
    g.depth,
    {
      code: 'exiled',
      player: id,
      from,
      count,
      removedFromGame: st.profile.removedCardsStayRemoved,
    },
    st.profile.rules.exile,
  );
}

function cast(st: Subgames, g: Game, ev: Extract<ScriptEvent, { cast: unknown }>, i: number): void {
  const p = playerIn(g, ev.by);
  if (!g.alive.includes(ev.by)) throw new Illegal({ code: 'player-gone', event: i, player: ev.by });
  if (p.hand < 1) throw new Illegal({ code: 'empty-hand', event: i, player: ev.by, card: ev.cast });
  p.hand -= 1;
  g.stack.push({ card: ev.cast, owner: ev.by });
  say(st, g.depth, { code: 'nested-cast', player: ev.by, card: ev.cast }, st.profile.rules.nested);
  startSubgame(st, g, ev.cast, ev.by);
}

function leaves(
  st: Subgames,
  g: Game,
  ev: Extract<ScriptEvent, { concede: string } | { lose: string }>,
  i: number,
): void {
  const id = 'concede' in ev ? ev.concede : ev.lose;
  playerIn(g, id);
  if (!g.alive.includes(id)) throw new Illegal({ code: 'player-gone', event: i, player: id });
  g.alive = g.alive.filter((x) => x !== id);
  say(
    st,
    g.depth,
    { code: 'concede' in ev ? 'concedes' : 'loses', player: id },
    'concede' in ev ? st.profile.rules.concede : st.profile.rules.lose,
  );
  checkEnd(st);
}
