// What the subgame engine reads and returns: the scenario, and the steps of the subgames it
// plays, each with the rules it cites and the games as they stand after it.
export const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'exile'] as const;
export type Zone = (typeof ZONES)[number];
export type Zones = Record<Zone, number>;
export interface PlayerState extends Zones {
  life: number;
}

export type ScriptEvent =
  | { exile: { player: string; from: 'library' | 'hand' | 'battlefield'; count: number } }
  | { cast: 'Shahrazad'; by: string }
  | { concede: string }
  | { lose: string };

export interface SubgameScenario {
  title?: string;
  rules: string;
  seed: number;
  card: 'Shahrazad' | 'Enter the Dungeon';
  caster: string;
  players: ({ id: string; life: number } & Zones)[];
  script: ScriptEvent[];
}

export interface GameView {
  depth: number;
  stack: string[];
  /** Who owns each card on the stack (same order as stack). */
  stackOwners: string[];
  players: Record<string, PlayerState>;
}

/** What a step says happened, as a code and its parameters (components/subgame/explain.ts words it). */
export type SubgameSay =
  | { code: 'cast'; caster: string; card: string }
  | { code: 'start'; depth: number; first: string; librariesRemoved: boolean; dungeon: boolean }
  | { code: 'draw' }
  | { code: 'short-library'; players: string[] }
  | { code: 'subgame-won'; winner: string | null }
  | { code: 'cards-return'; removedStayRemoved: boolean }
  | { code: 'dungeon-resolves'; card: string; winner: string | null }
  | { code: 'shahrazad-resolves'; card: string; losers: string[] }
  | { code: 'exiled'; player: string; from: Zone; count: number; removedFromGame: boolean }
  | { code: 'nested-cast'; player: string; card: string }
  | { code: 'concedes' | 'loses'; player: string };

export interface SubgameStep {
  depth: number;
  say: SubgameSay;
  rules: string[];
  games: GameView[];
}

/** Why a script cannot be played, as a code and its parameters (`event`: the script's index). */
export type SubgameIllegal =
  | { code: 'no-caster'; caster: string }
  | { code: 'no-player'; player: string }
  | { code: 'subgame-over'; event: number }
  | { code: 'player-gone'; event: number; player: string }
  | { code: 'bad-count'; event: number }
  | { code: 'too-few-cards'; event: number; player: string; zone: Zone; has: number; count: number }
  | { code: 'empty-hand'; event: number; player: string; card: string }
  | { code: 'unknown-event'; event: number }
  | { code: 'unfinished'; open: number };

export type SubgameTrace =
  | {
      ok: true;
      steps: SubgameStep[];
      final: { winners: string[]; players: Record<string, PlayerState> };
    }
  | { ok: false; error: SubgameIllegal };
