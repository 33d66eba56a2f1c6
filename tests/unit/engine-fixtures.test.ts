// The combat and subgame engines as input → expected fixture pairs: each case folder under
// tests/fixtures/engines/<engine>/ holds a scenario (input.json) and the pure engine's trace of it
// under the version it names (expected.json: step and event codes, rule numbers, the final board),
// as remark plugins test with test/fixtures/<case>/{input,output}. Words are not part of it: the
// explain modules are tested in combat.test.ts and subgame.test.ts.
//   UPDATE_FIXTURES=1 npx vitest run tests/unit/engine-fixtures.test.ts
import { describe, it } from 'vitest';
import { readScenario, scenarioProfile } from '#components/combat/scenario.ts';
import { readSubgameScenario } from '#components/subgame/scenario.ts';
import { runCombat } from '#components/engines/combat/engine.ts';
import { runSubgame } from '#components/engines/subgame/engine.ts';
import { subgameProfile } from '#scripts/model/rules-profile.ts';
import { readVersionRules } from '#scripts/cli/rules-profiles.ts';
import { bookProfiles } from '#scripts/link/rules-profile.ts';
import { fixtureCases } from './fixtures.ts';
import { ROOT } from './helpers.ts';

const { book, manifest } = readVersionRules(ROOT);
const PROFILES = bookProfiles(book, manifest);

describe('fixtures: tests/fixtures/engines/combat/ (acceptance cases, games ending in combat, the presets, an illegal choice)', () => {
  for (const c of fixtureCases('engines/combat'))
    it(c.name, () => {
      const s = readScenario(c.json('input.json'));
      c.expect('expected.json', runCombat(s, scenarioProfile(s, PROFILES)));
    });
});

describe('fixtures: tests/fixtures/engines/subgame/ (acceptance cases, the presets, an illegal script)', () => {
  for (const c of fixtureCases('engines/subgame'))
    it(c.name, () => {
      const s = readSubgameScenario(c.json('input.json'));
      const profile = subgameProfile(PROFILES, s.rules);
      if (!profile) throw new Error(`${c.name}: ${s.rules} has no subgame rules`);
      c.expect('expected.json', runSubgame(s, profile));
    });
});
