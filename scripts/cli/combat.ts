// npm run -s combat -- FILE: the trace of one combat scenario, as JSON on stdout, under the rules
// of the version it names, read from that version's source text: the pure engine's trace, worded
// by the widget's explain module.
import { readScenario, scenarioProfile, ScenarioFormatError } from '#components/combat/scenario.ts';
import { wordedTrace } from '#components/combat/explain.ts';
import { runCombat } from '#components/engines/combat/engine.ts';
import { DEFAULT_RULES } from '#components/engines/combat/scenario.ts';
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
    return wordedTrace(runCombat(s, scenarioProfile(s, profiles)));
  },
  formatError: ScenarioFormatError,
  describe: (t) => (t.ok ? '' : `${t.error.message} (rule ${t.error.rule})`),
});
