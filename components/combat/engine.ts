// The combat engine (components/engines/combat/) with its trace worded by explain.ts: the module
// the islands load when a reader changes the board, and the build runs for the first trace.
import { runCombat as runEngine } from '../engines/combat/engine.ts';
import { wordedTrace, type CombatTrace } from './explain.ts';
import type { Scenario } from '../engines/combat/scenario.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';

/** The worded trace of a scenario under the version its profile describes. */
export function runCombat(s: Scenario, profile: CombatProfile): CombatTrace {
  return wordedTrace(runEngine(s, profile));
}
