// The reader's board as the scenario JSON the command line reads (importing it back:
// scenario-import.ts).
import type { Scenario } from '../../engines/combat/scenario.ts';

/** Two-space indented, ending with a newline. */
export const exportScenario = (s: Scenario): string => `${JSON.stringify(s, null, 2)}\n`;
