// Shahrazad (or Enter the Dungeon) resolving: a subgame, nested subgames, zone by zone, under
// the rules of a version as its profile (components/rules-profile.ts, read from its text) says —
// where each rule is, and whether libraries are removed from the game and removed cards stay
// removed (2004) — as ../shared/spec/subgame-scenario.md says.
// Pure: no DOM. The model counts cards per zone; it needs no card identities. One module per
// stage (start.ts, script.ts, end.ts) around one state (state.ts).
import type { SubgameProfile } from '#scripts/model/rules-profile.ts';
import { playEvent } from './script.ts';
import { startSubgame } from './start.ts';
import { Illegal, random, say, type Game, type Subgames } from './state.ts';
import type { SubgameScenario, SubgameTrace } from './trace.ts';

export * from './trace.ts';

/** The trace of a scenario under its version's profile (the scenario's `rules` must be that version). */
export function runSubgame(s: SubgameScenario, profile: SubgameProfile): SubgameTrace {
  if (s.rules !== profile.version)
    throw new Error(`the scenario names the rules ${s.rules}, but is run under ${profile.version}`);
  try {
    return run(s, profile);
  } catch (e) {
    if (e instanceof Illegal) return { ok: false, error: e.illegal };
    throw e;
  }
}

function run(s: SubgameScenario, profile: SubgameProfile): SubgameTrace {
  const rand = random(s.seed);
  const ids = s.players.map((p) => p.id);
  if (!ids.includes(s.caster)) throw new Illegal({ code: 'no-caster', caster: s.caster });
  const main = mainGame(s, ids);
  const st: Subgames = {
    s,
    profile,
    dungeon: s.card === 'Enter the Dungeon',
    rand,
    games: [main],
    steps: [],
    outermostWinners: null,
  };
  say(st, 0, { code: 'cast', caster: s.caster, card: s.card }, profile.rules.cast);
  startSubgame(st, main, s.card, s.caster);
  for (const [i, ev] of s.script.entries()) playEvent(st, ev, i);
  if (st.games.length > 1) throw new Illegal({ code: 'unfinished', open: st.games.length - 1 });
  return {
    ok: true,
    steps: st.steps,
    final: { winners: st.outermostWinners ?? [], players: Object.fromEntries(main.players) },
  };
}

function mainGame(s: SubgameScenario, ids: string[]): Game {
  return {
    depth: 0,
    stack: [{ card: s.card, owner: s.caster }],
    players: new Map(
      s.players.map((p) => [
        p.id,
        {
          life: p.life,
          library: p.library,
          hand: p.hand,
          battlefield: p.battlefield,
          graveyard: p.graveyard,
          exile: p.exile,
        },
      ]),
    ),
    alive: [...ids],
    creator: null,
  };
}
