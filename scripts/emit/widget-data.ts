// What the widgets read, computed once at build time: every version's rules profile
// (data/engines.json), the preset scenarios read and checked (data/presets.json), and which page
// embeds which widget with which preset under which version (data/embeds.json). The components
// only render these; a new rules release changes all three without a line of code.
import { readScenario, ScenarioFormatError, type Scenario } from '#components/combat/scenario.ts';
import { runSubgame, type SubgameScenario } from '#components/subgame/engine.ts';
import { readSubgameScenario, SubgameFormatError } from '#components/subgame/scenario.ts';
import type { RulesProfile } from '../model/rules-profile.ts';
import type { EmbedsData } from '../model/data-contract.ts';
import type { RuleBook } from '../model/rule-book.ts';
import type { Manifest } from '../model/types.ts';
import { rulesSectionUrl } from '../model/urls.ts';
import { bookProfiles, RulesProfileError, sectionTitled } from '../link/rules-profile.ts';
import { SourceError } from '../read/source-error.ts';
import {
  readEmbedRules,
  readScenarioFiles,
  SCENARIOS_DIR,
  type ScenarioFile,
  type WidgetKind,
} from '../read/scenarios.ts';
import { stable } from './stable-json.ts';

/** A preset as the widgets get it: its scenario read and checked, and its file's text (highlighted when rendered). */
export interface WidgetPreset<S> {
  name: string;
  title: string;
  scenario: S;
  json: string;
}

/** data/presets.json: each widget's presets in name order (subgame ones only where their version is built). */
export interface PresetsData {
  combat: WidgetPreset<Scenario>[];
  subgame: WidgetPreset<SubgameScenario>[];
}

export type { EmbedsData };

export function widgetData(root: string, book: RuleBook, manifest: Manifest): Map<string, string> {
  const profiles = engineProfiles(book, manifest);
  const presets = readPresets(root, manifest, profiles);
  const embeds = embedsOf(root, book, profiles, presets);
  return new Map([
    ['data/engines.json', stable(profiles)],
    ['data/presets.json', stable(presets)],
    ['data/embeds.json', stable(embeds)],
  ]);
}

/** Every version's profile, newest first; a text the locator rows no longer fit stops the build, naming its file. */
function engineProfiles(book: RuleBook, manifest: Manifest): RulesProfile[] {
  try {
    return bookProfiles(book, manifest);
  } catch (e) {
    if (!(e instanceof RulesProfileError)) throw e;
    const source = manifest.sources.find(
      (s) =>
        s.rulesVersions.includes(e.version) && (s.format === 'cr-text' || s.format === 'cr-ja-web'),
    );
    throw new SourceError(
      source ? `content/sources/${source.file}` : 'content/sources/manifest.json',
      1,
      `${e.message} (scripts/link/rule-locators.ts)`,
    );
  }
}

function parsed(f: ScenarioFile): unknown {
  try {
    return JSON.parse(f.text);
  } catch (e) {
    throw new SourceError(f.file, 1, `not valid JSON: ${(e as Error).message}`);
  }
}

function readPresets(root: string, manifest: Manifest, profiles: RulesProfile[]): PresetsData {
  const combat = readScenarioFiles(root, 'combat').map((f) => {
    let scenario: Scenario;
    try {
      scenario = readScenario(parsed(f));
    } catch (e) {
      if (e instanceof ScenarioFormatError) throw new SourceError(f.file, 1, e.message);
      throw e;
    }
    return { name: f.name, title: scenario.title ?? f.name, scenario, json: f.text };
  });
  const subgame = readScenarioFiles(root, 'subgame').flatMap((f) => {
    let scenario: SubgameScenario;
    try {
      scenario = readSubgameScenario(parsed(f));
    } catch (e) {
      if (e instanceof SubgameFormatError) throw new SourceError(f.file, 1, e.message);
      throw e;
    }
    if (!manifest.versions.some((v) => v.name === scenario.rules))
      throw new SourceError(
        f.file,
        1,
        `rules: 「${scenario.rules}」 is not a version of content/sources/manifest.json`,
      );
    const profile = profiles.find((p) => p.version === scenario.rules)!;
    // A build of fewer sources (the benchmark's) may not hold the version: the preset is left out.
    if (!profile.playable) return [];
    if (!profile.subgame)
      throw new SourceError(
        f.file,
        1,
        `rules: ${scenario.rules} has no subgame rules (${profile.unsupported.subgame})`,
      );
    const trace = runSubgame(scenario, profile.subgame);
    if (!trace.ok) throw new SourceError(f.file, 1, trace.error.message);
    return [{ name: f.name, title: scenario.title ?? f.name, scenario, json: f.text }];
  });
  return { combat, subgame };
}

function embedsOf(
  root: string,
  book: RuleBook,
  profiles: RulesProfile[],
  presets: PresetsData,
): EmbedsData {
  const file = `${SCENARIOS_DIR}/embeds.json`;
  const rules = readEmbedRules(root);
  const names = {
    combat: readScenarioFiles(root, 'combat').map((f) => f.name),
    subgame: readScenarioFiles(root, 'subgame').map((f) => f.name),
  };
  /** The preset, if this build plays it; a name no file has is an error. */
  const known = (kind: WidgetKind, name: string) => {
    if (!names[kind].includes(name))
      throw new SourceError(file, 1, `no ${kind} preset "${name}" in ${SCENARIOS_DIR}/${kind}/`);
    return presets[kind].find((p) => p.name === name);
  };
  const embeds: EmbedsData = {};
  // Section rules: in every version the combat engine plays, the first rule whose section it has.
  for (const p of profiles) {
    if (!p.combat) continue;
    for (const r of rules.sections) {
      known('combat', r.combat);
      if (r.era && r.era !== p.combat.era) continue;
      const section = sectionTitled(book.ordered(p.version), r.title);
      if (!section) continue;
      embeds[rulesSectionUrl(p.version, section)] = {
        combat: { preset: r.combat, version: p.version },
      };
      break;
    }
  }
  const newestCombat = profiles.find((p) => p.combat)?.version;
  for (const [url, widgets] of Object.entries(rules.pages)) {
    for (const [kind, name] of Object.entries(widgets) as [WidgetKind, string][]) {
      const preset = known(kind, name);
      // A subgame preset plays the version it names; a combat one the newest the engine plays.
      const version =
        kind === 'subgame'
          ? (preset as WidgetPreset<SubgameScenario> | undefined)?.scenario.rules
          : newestCombat;
      if (preset && version) (embeds[url] ??= {})[kind] = { preset: name, version };
    }
  }
  return Object.fromEntries(
    Object.entries(embeds).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
