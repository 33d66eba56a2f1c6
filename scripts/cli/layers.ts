// npm run -s layers -- FILE: the trace of one layers scenario, as JSON on stdout, under the rules
// of the version it names, read from that version's source text; exit 2 for an illegal scenario.
import {
  readLayersScenario,
  runLayers,
  scenarioLayersProfile,
  type LayersScenario,
  type LayersTrace,
} from '#components/engines/layers/index.ts';
import type { LayersError } from '#components/engines/layers/scenario.ts';
import { layersProfile } from '../model/rules-profile.ts';
import { readManifest } from '../read/sources.ts';
import { runScenarioCli } from './scenario-cli.ts';
import { loadProfiles } from './rules-profiles.ts';

const root = process.cwd();

/** A scenario, or the error that refuses its shape (carried to `run` so the trace is printed alike). */
type Read = { scenario: LayersScenario } | { error: LayersError };

runScenarioCli<Read, LayersTrace>({
  name: 'layers',
  read: (json) => {
    const r = readLayersScenario(json);
    return r.ok ? { scenario: r.scenario } : { error: r.error };
  },
  run: (read) => {
    if ('error' in read) return { ok: false, error: read.error };
    const s = read.scenario;
    // The newest version too: where an old text is silent, the rule the site reads it by is its.
    const newest = readManifest(root).versions[0]!.name;
    let profiles = loadProfiles(root, [...new Set([newest, s.rules])]);
    // Not a version the engine plays: every version's profile, to say which are.
    if (!layersProfile(profiles, s.rules)) profiles = loadProfiles(root);
    const found = scenarioLayersProfile(s, profiles);
    return found.ok ? runLayers(s, found.profile) : found.error;
  },
  formatError: class extends Error {},
  malformed: (message) => ({ field: 'scenario', code: 'not-json', message }),
  describe: (t) =>
    t.ok
      ? ''
      : `${t.error.field}: ${t.error.message}${t.error.rule ? ` (rule ${t.error.rule})` : ''}`,
});
