// The one state the subgame engine's steps share: the games open now (the main game first, the
// innermost last), the steps said so far, and the helpers that say a step or find a player.
import type { SubgameProfile } from '#scripts/model/rules-profile.ts';
import type {
  GameView,
  PlayerState,
  SubgameIllegal,
  SubgameSay,
  SubgameScenario,
  SubgameStep,
} from './trace.ts';

export interface Game {
  depth: number;
  stack: { card: string; owner: string }[];
  players: Map<string, PlayerState>;
  /** Players still in this game. */
  alive: string[];
  /** The card whose resolution created this game (for a subgame). */
  creator: { card: string; owner: string } | null;
}

export interface Subgames {
  readonly s: SubgameScenario;
  readonly profile: SubgameProfile;
  readonly dungeon: boolean;
  readonly rand: () => number;
  readonly games: Game[];
  readonly steps: SubgameStep[];
  /** The winners of the outermost subgame, once it ends. */
  outermostWinners: string[] | null;
}

export class Illegal extends Error {
  readonly illegal: SubgameIllegal;
  constructor(illegal: SubgameIllegal) {
    super(illegal.code);
    this.illegal = illegal;
  }
}

/** A small seeded generator (mulberry32): the same seed gives the same starting players. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function snapshot(st: Subgames): GameView[] {
  return st.games.map((g) => ({
    depth: g.depth,
    stack: g.stack.map((x) => x.card),
    stackOwners: g.stack.map((x) => x.owner),
    players: Object.fromEntries([...g.players].map(([id, p]) => [id, { ...p }])),
  }));
}

/** One step of the trace, with the games as they stand now. */
export function say(st: Subgames, depth: number, what: SubgameSay, rules: string[]): void {
  st.steps.push({ depth, say: what, rules, games: snapshot(st) });
}

export const inner = (st: Subgames): Game => st.games[st.games.length - 1]!;

export function playerIn(g: Game, id: string): PlayerState {
  const p = g.players.get(id);
  if (!p) throw new Illegal({ code: 'no-player', player: id });
  return p;
}
