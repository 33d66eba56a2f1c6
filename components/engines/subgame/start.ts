// A subgame begins (Shahrazad 5.5.2.x, or Enter the Dungeon): each player's library becomes its
// deck, each draws seven, and a player with fewer than seven loses at once.
import { checkEnd } from './end.ts';
import { say, type Game, type Subgames } from './state.ts';

export function startSubgame(st: Subgames, outer: Game, card: string, owner: string): void {
  const R = st.profile.rules;
  const depth = outer.depth + 1;
  const g: Game = {
    depth,
    stack: [],
    players: new Map(),
    alive: [...outer.alive],
    creator: { card, owner },
  };
  for (const id of outer.alive) {
    const o = outer.players.get(id)!;
    g.players.set(id, {
      life: st.dungeon ? 5 : 20,
      library: o.library,
      hand: 0,
      battlefield: 0,
      graveyard: 0,
      exile: 0,
    });
    o.library = 0;
  }
  st.games.push(g);
  const first = g.alive[Math.floor(st.rand() * g.alive.length)]!;
  say(
    st,
    depth,
    {
      code: 'start',
      depth,
      first,
      librariesRemoved: st.profile.librariesRemovedFromGame,
      dungeon: st.dungeon,
    },
    R.start,
  );
  drawOpeningHands(st, g);
}

function drawOpeningHands(st: Subgames, g: Game): void {
  const R = st.profile.rules;
  for (const id of g.alive) {
    const p = g.players.get(id)!;
    const n = Math.min(7, p.library);
    p.library -= n;
    p.hand += n;
  }
  say(st, g.depth, { code: 'draw' }, [...R.draw, ...R.outside]);
  const short = g.alive.filter((id) => g.players.get(id)!.hand < 7);
  if (short.length) {
    g.alive = g.alive.filter((id) => !short.includes(id));
    say(st, g.depth, { code: 'short-library', players: short }, R.short);
    checkEnd(st);
  }
}
