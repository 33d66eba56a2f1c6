// npm run -s combat -- FILE: the trace of one combat scenario, as JSON on stdout, under the rules
// of the version it names, read from that version's source text.
import {
  DEFAULT_RULES,
  readScenario,
  scenarioProfile,
  ScenarioFormatError,
} from '#components/combat/scenario.ts';
import { runCombat } from '#components/combat/engine.ts';
import { combatProfile } from '../model/rules-profile.ts';
import { runScenarioCli } from './scenario-cli.ts';
import { loadProfiles } from './rules-profiles.ts';

const root = process.cwd();

runScenarioCli({
  name: 'combat',
  read: readScenario,
  run: (s) => {
    const rules = s.rules ?? DEFAULT_RULES;
    let profiles = loadProfiles(root, [rules]);
    // Not a version the engine plays: every version's profile, to say which are.
    if (!combatProfile(profiles, rules)) profiles = loadProfiles(root);
    return runCombat(s, scenarioProfile(s, profiles));
  },
  formatError: ScenarioFormatError,
  describe: (t) => (t.ok ? '' : `${t.error.message} (rule ${t.error.rule})`),
});
