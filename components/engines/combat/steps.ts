// The steps of the combat phase, in order (506.1) — apart from the engine, so the island can
// draw the step bar without loading the engine.
export type StepName =
  | 'beginning-of-combat'
  | 'declare-attackers'
  | 'declare-blockers'
  | 'first-strike-damage'
  | 'combat-damage'
  | 'end-of-combat';
export const STEP_NAMES: readonly StepName[] = [
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'first-strike-damage',
  'combat-damage',
  'end-of-combat',
];
