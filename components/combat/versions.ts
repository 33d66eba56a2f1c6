// The rules versions the combat engine plays, apart from the engine and the scenario reader so
// that the island can use them without loading either.
import type { Scenario } from './scenario.ts';

/** The versions the engine plays, and how each divides a blocked creature's damage. */
export const COMBAT_VERSIONS = {
  '20231117.0': { order: true },
  // From 2024-11-08 on, no damage assignment order: the damage is divided freely (510.1c).
  '2025-11-14': { order: false },
  '20260116.0': { order: false },
  '2026-02-27': { order: false },
  '2026-04-17': { order: false },
  '2026-06-19': { order: false },
} as const;
export type CombatVersion = keyof typeof COMBAT_VERSIONS;
/** A scenario played under a version: a damage assignment order only where the version has one. */
export function underVersion(s: Scenario, version: CombatVersion): Scenario {
  const { damageOrder, ...rest } = s;
  return COMBAT_VERSIONS[version].order && damageOrder ? { ...rest, damageOrder, rules: version } : { ...rest, rules: version };
}

