// What the combat engine returns: the steps of one combat phase, each with its events and the
// rules they cite in the version's own numbering, and the board after it.
import type { CounterKind } from './scenario.ts';
import type { StepName } from './steps.ts';

export type CombatEvent =
  | { type: 'attack'; id: string; target: string; tapped: boolean; rules: string[] }
  | { type: 'block'; id: string; blocks: string; rules: string[] }
  | { type: 'blocked' | 'unblocked'; id: string; rules: string[] }
  | { type: 'trigger'; id: string; ability: string; rules: string[] }
  | { type: 'pump'; id: string; power: number; toughness: number; rules: string[] }
  | { type: 'damage'; source: string; target: string; amount: number; rules: string[] }
  /** 2004 and 2008: combat damage assigned onto the stack, before it is dealt. */
  | { type: 'assign'; source: string; target: string; amount: number; rules: string[] }
  | { type: 'lifegain'; player: string; amount: number; rules: string[] }
  | { type: 'dies'; id: string; rules: string[] }
  | { type: 'loses'; player: string; rules: string[] }
  /**
   * The game is over: the one player left wins (winner), or all who were left lost at once and
   * it is a draw (winner null). Nothing follows it (104.1; 2008 102.1; 2004 102.3).
   */
  | { type: 'game-over'; winner: string | null; rules: string[] }
  /** Damage that would have been dealt, prevented (protection). */
  | { type: 'prevent'; source: string; target: string; amount: number; rules: string[] }
  /** Counters put on a permanent (negative: removed). */
  | { type: 'counters'; id: string; counter: CounterKind; amount: number; rules: string[] }
  | { type: 'poison'; player: string; amount: number; rules: string[] }
  /** A change of life other than by damage (afflict); negative for a loss. */
  | { type: 'life'; player: string; amount: number; rules: string[] };

export interface CombatStep {
  step: StepName;
  events: CombatEvent[];
  rules: string[];
}

export interface FinalPermanent {
  zone: 'battlefield' | 'graveyard' | 'exile';
  tapped?: boolean;
  damage?: number;
  power?: number;
  toughness?: number;
  defense?: number;
  loyalty?: number;
  counters?: Partial<Record<CounterKind, number>>;
}

export type CombatTrace =
  | {
      ok: true;
      steps: CombatStep[];
      final: {
        life: Record<string, number>;
        permanents: Record<string, FinalPermanent>;
        poison: Record<string, number>;
        lost: string[];
      };
    }
  | { ok: false; error: CombatIllegal };

/** What made a choice illegal, as a code (components/combat/explain.ts words it). */
export type IllegalCode =
  | 'assign-whole-power'
  | 'assign-to-non-blocker'
  | 'assign-past-blockers-without-trample'
  | 'assign-out-of-order'
  | 'trample-before-lethal'
  | 'attacker-not-creature'
  | 'attacker-is-battle'
  | 'attacker-not-active'
  | 'attacks-twice'
  | 'attacker-has-defender'
  | 'attacker-tapped'
  | 'attacker-summoning-sick'
  | 'attacks-own-player'
  | 'attack-target-unknown'
  | 'attacks-own-planeswalker'
  | 'attacks-own-battle'
  | 'attack-target-not-attackable'
  | 'menace'
  | 'blocker-not-creature'
  | 'blocks-non-attacker'
  | 'blocks-twice'
  | 'battle-blocker-not-protector'
  | 'blocker-not-defending'
  | 'blocker-tapped'
  | 'flying'
  | 'damage-order-not-blockers'
  | 'keyword-not-in-version'
  | 'card-type-not-in-version'
  | 'shadow'
  | 'shadow-blocker'
  | 'horsemanship'
  | 'fear'
  | 'intimidate'
  | 'skulk'
  | 'protection'
  | 'not-on-battlefield';

/** The names and numbers a code's wording needs (card names, ids, powers, a keyword, a color). */
export type IllegalParams = Record<string, string | number>;

/** A choice the rules do not allow: the rule, the code, its parameters, and the scenario field at fault if one is. */
export interface CombatIllegal {
  rule: string;
  code: IllegalCode;
  params: IllegalParams;
  field?: string;
}
