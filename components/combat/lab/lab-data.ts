// What the board builder needs only once the reader asks for it — every preset's scenario and every
// version's rules profile — kept in the page as JSON (a script element written by CombatLab.astro)
// rather than in the island's props: read when the reader picks another preset or version or
// compares the eras, so hydrating the builder costs little. Also offline: it is part of the page.
import type { NamedScenario } from '../../engines/combat/scenario.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';

export const LAB_DATA_ID = 'combat-lab-data';

export interface LabData {
  presets: NamedScenario[];
  /** Every version the engine plays, newest first. */
  profiles: CombatProfile[];
}

let cached: LabData | null = null;

export function labData(): LabData {
  cached ??= JSON.parse(document.getElementById(LAB_DATA_ID)!.textContent!) as LabData;
  return cached;
}

/** The data as the page writes it: JSON that cannot end its script element early. */
export const labDataJson = (data: LabData): string => JSON.stringify(data).replace(/</g, '\\u003c');
