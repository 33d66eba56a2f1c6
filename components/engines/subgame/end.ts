// A subgame with at most one player left is over: its cards go back to the game that created
// it, the spell that created it finishes resolving, and that game resumes (perhaps ending too).
import { inner, say, type Game, type Subgames } from './state.ts';

/** Ends every innermost game that is over, one after another. */
export function checkEnd(st: Subgames): void {
  for (;;) {
    const g = inner(st);
    if (g.depth === 0 || g.alive.length > 1) return;
    endSubgame(st, g);
  }
}

function endSubgame(st: Subgames, g: Game): void {
  const { profile } = st;
  const R = profile.rules;
  const winners = [...g.alive];
  // Said while the subgame is still drawn: its cards are still in it.
  say(st, g.depth, { code: 'subgame-won', winner: winners[0] ?? null }, R.win);
  st.games.pop();
  const outer = inner(st);
  // The subgame's cards return to the game that created it.
  for (const [id, p] of g.players) {
    const o = outer.players.get(id)!;
    if (profile.removedCardsStayRemoved) {
      o.library += p.library + p.hand + p.battlefield + p.graveyard;
      o.exile += p.exile;
    } else {
      o.library += p.library + p.hand + p.battlefield + p.graveyard + p.exile;
    }
  }
  say(
    st,
    outer.depth,
    { code: 'cards-return', removedStayRemoved: profile.removedCardsStayRemoved },
    R.end,
  );
  finishResolving(st, outer, winners);
  if (g.depth === 1) st.outermostWinners = winners;
  // Losing half one's life can leave a player at 0 in the outer game; that game's own
  // state-based actions are outside this model unless it is itself a subgame.
  if (outer.depth > 0) outer.alive = outer.alive.filter((id) => outer.players.get(id)!.life > 0);
}

/** The spell that created the subgame finishes resolving, then goes to its owner's graveyard. */
function finishResolving(st: Subgames, outer: Game, winners: string[]): void {
  const R = st.profile.rules;
  const spell = outer.stack.pop()!;
  if (st.dungeon && outer.depth === 0) {
    for (const w of winners) {
      const o = outer.players.get(w)!;
      const n = Math.min(2, o.library);
      o.library -= n;
      o.hand += n;
    }
    outer.players.get(spell.owner)!.graveyard += 1;
    say(
      st,
      outer.depth,
      { code: 'dungeon-resolves', card: spell.card, winner: winners[0] ?? null },
      R.resolve,
    );
    return;
  }
  const losers = outer.alive.filter((id) => !winners.includes(id));
  for (const id of losers) {
    const o = outer.players.get(id)!;
    o.life -= Math.ceil(o.life / 2);
  }
  outer.players.get(spell.owner)!.graveyard += 1;
  say(st, outer.depth, { code: 'shahrazad-resolves', card: spell.card, losers }, R.resolve);
}
