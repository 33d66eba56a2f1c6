// The layer engine's API for the command line and the island: read a scenario, find its version's
// profile, run it. Pure: no DOM, no files, no prose beyond English error messages (the widget
// words errors from `field` and `code`).
import {
  layersProfile,
  playableVersions,
  type LayersProfile,
  type RulesProfiles,
} from '#scripts/model/rules-profile.ts';
import { checkScenario } from './check.ts';
import { traceLayers } from './engine.ts';
import { readLayersScenario, type LayersScenario } from './scenario.ts';
import type { LayersFailure, LayersTrace } from './trace.ts';

export { readLayersScenario };
export type { LayersError, LayersScenario } from './scenario.ts';
export type * from './trace.ts';

/** The profile of the version a scenario names, or an error naming `rules` when the engine does not play it. */
export function scenarioLayersProfile(
  scenario: LayersScenario,
  profiles: RulesProfiles,
): { ok: true; profile: LayersProfile } | { ok: false; error: LayersFailure } {
  const profile = layersProfile(profiles, scenario.rules);
  if (profile) return { ok: true, profile };
  const played = playableVersions(profiles, 'layers').reverse().join(', ');
  return {
    ok: false,
    error: {
      ok: false,
      error: {
        field: 'rules',
        code: 'version-not-played',
        message: `"${scenario.rules}" is not a version the layer engine plays (${played})`,
      },
    },
  };
}

/** The trace of a scenario under a version's profile; an illegal scenario gives `{ok: false, error}`. */
export function runLayers(scenario: LayersScenario, profile: LayersProfile): LayersTrace {
  const error = checkScenario(scenario, profile);
  return error ? { ok: false, error } : traceLayers(scenario, profile);
}

/** Parsed JSON to trace: its shape, its version among `profiles`, its legality, its layers. */
export function runLayersJson(json: unknown, profiles: RulesProfiles): LayersTrace {
  const read = readLayersScenario(json);
  if (!read.ok) return read;
  const found = scenarioLayersProfile(read.scenario, profiles);
  return found.ok ? runLayers(read.scenario, found.profile) : found.error;
}
