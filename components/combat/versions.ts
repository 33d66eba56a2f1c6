// The rules versions the combat engine plays, apart from the engine and the scenario reader so
// that the island can use them without loading either.
import type { Scenario } from './scenario.ts';

/**
 * The versions the engine plays: whether a blocked creature's damage follows a damage assignment
 * order, and the era — 'stack' for the rules of 2004 and 2008, when combat damage was assigned
 * onto the stack and then dealt (2004 310.1, 310.4), numbered 306–311 with keywords under 502.
 */
export const COMBAT_VERSIONS = {
  '2004-10-01': { order: false, era: 'stack' },
  '2008-10-01': { order: false, era: 'stack' },
  '20231117.0': { order: true, era: 'modern' },
  // From 2024-11-08 on, no damage assignment order: the damage is divided freely (510.1c).
  '2025-11-14': { order: false, era: 'modern' },
  '20260116.0': { order: false, era: 'modern' },
  '2026-02-27': { order: false, era: 'modern' },
  '2026-04-17': { order: false, era: 'modern' },
  '2026-06-19': { order: false, era: 'modern' },
} as const;
export type CombatVersion = keyof typeof COMBAT_VERSIONS;
/** A scenario played under a version: a damage assignment order only where the version has one. */
export function underVersion(s: Scenario, version: CombatVersion): Scenario {
  const { damageOrder, ...rest } = s;
  return COMBAT_VERSIONS[version].order && damageOrder ? { ...rest, damageOrder, rules: version } : { ...rest, rules: version };
}

