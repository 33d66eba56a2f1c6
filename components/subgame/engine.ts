// The subgame engine (components/engines/subgame/) with its trace worded by explain.ts: the
// module the island loads when a reader picks another preset, and the page runs for the first.
import { runSubgame as runEngine, type SubgameScenario } from '../engines/subgame/engine.ts';
import { wordedTrace, type SubgameTrace } from './explain.ts';
import type { SubgameProfile } from '#scripts/model/rules-profile.ts';

/** The worded trace of a scenario under its version's profile (the scenario's `rules` must be that version). */
export function runSubgame(s: SubgameScenario, profile: SubgameProfile): SubgameTrace {
  return wordedTrace(runEngine(s, profile));
}
