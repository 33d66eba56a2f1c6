// npm run -s subgame -- FILE: the trace of one subgame scenario, as JSON on stdout, under the
// rules of the version it names, read from that version's source text.
import { readSubgameScenario, SubgameFormatError } from '#components/subgame/scenario.ts';
import { runSubgame, unsupportedVersion } from '#components/subgame/engine.ts';
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
      ? runSubgame(s, profile)
      : unsupportedVersion(s.rules, playableVersions(loadProfiles(root), 'subgame'));
  },
  formatError: SubgameFormatError,
  describe: (t) => (t.ok ? '' : t.error.message),
});
