// npm run -s subgame -- FILE: the trace of one subgame scenario, as JSON on stdout, under the
// rules of the version it names, read from that version's source text: the pure engine's trace,
// worded by the widget's explain module.
import { readSubgameScenario, SubgameFormatError } from '#components/subgame/scenario.ts';
import { unsupportedVersion, wordedTrace } from '#components/subgame/explain.ts';
import { runSubgame } from '#components/engines/subgame/engine.ts';
import { playableVersions, subgameProfile } from '../model/rules-profile.ts';
import { runScenarioCli } from './scenario-cli.ts';
import { loadProfiles } from './rules-profiles.ts';

const root = process.cwd();

runScenarioCli({
  name: 'subgame',
  read: readSubgameScenario,
  run: (s) => {
    const profile = subgameProfile(loadProfiles(root, [s.rules]), s.rules);
    return profile
      ? wordedTrace(runSubgame(s, profile))
      : unsupportedVersion(s.rules, playableVersions(loadProfiles(root), 'subgame'));
  },
  formatError: SubgameFormatError,
  describe: (t) => (t.ok ? '' : t.error.message),
});
