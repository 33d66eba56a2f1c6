// What the widgets read, computed once at build time: every version's rules profile
// (data/engines.json), the preset scenarios read and checked (data/presets.json), and which page
// embeds which widget with which preset under which version (data/embeds.json). The components
// only render these; a new rules release changes all three without a line of code.
import { readScenario, ScenarioFormatError } from '#components/combat/scenario.ts';
import type { Scenario } from '#components/engines/combat/scenario.ts';
import { runSubgame, type SubgameScenario } from '#components/engines/subgame/engine.ts';
import { explainIllegal } from '#components/subgame/explain.ts';
import { readSubgameScenario, SubgameFormatError } from '#components/subgame/scenario.ts';
import {
  readLayersScenario,
  runLayers,
  scenarioLayersProfile,
  type LayersScenario,
} from '#components/engines/layers/index.ts';
import type { RulesProfile } from '../model/rules-profile.ts';
import type { EmbedsData, PresetsData } from '../model/data-contract.ts';
import type { RuleBook } from '../model/rule-book.ts';
import type { Manifest } from '../model/types.ts';
import { rulesSectionUrl } from '../model/urls.ts';
import { bookProfiles, RulesProfileError, sectionTitled } from '../link/rules-profile.ts';
import { SourceError } from '../read/source-error.ts';
import {
  EMBEDS_FILE,
  SCENARIOS_DIR,
  type ScenarioFile,
  type WidgetKind,
} from '../read/scenarios.ts';
import type { Inputs } from '../read/inputs.ts';

/** A preset as the widgets get it: its scenario read and checked, and its file's text (highlighted when rendered). */
export interface WidgetPreset<S> {
  name: string;
  title: string;
  scenario: S;
  json: string;
}

export type { EmbedsData, PresetsData };

/** What the widgets read from a build's inputs: its manifest, preset scenarios and embed rules. */
type WidgetInputs = Pick<Inputs, 'manifest' | 'scenarios' | 'embedRules'>;

export function widgetData(
  inputs: WidgetInputs,
  book: RuleBook,
): { engines: RulesProfile[]; presets: PresetsData; embeds: EmbedsData } {
  const profiles = engineProfiles(book, inputs.manifest);
  const presets = readPresets(inputs, profiles);
  const embeds = embedsOf(inputs, book, profiles, presets);
  return { engines: profiles, presets, embeds };
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

function readPresets({ manifest, scenarios }: WidgetInputs, profiles: RulesProfile[]): PresetsData {
  const combat = scenarios.combat.map((f) => {
    let scenario: Scenario;
    try {
      scenario = readScenario(parsed(f));
    } catch (e) {
      if (e instanceof ScenarioFormatError) throw new SourceError(f.file, 1, e.message);
      throw e;
    }
    return { name: f.name, title: scenario.title ?? f.name, scenario, json: f.text };
  });
  const subgame = scenarios.subgame.flatMap((f) => {
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
    if (!trace.ok) throw new SourceError(f.file, 1, explainIllegal(trace.error));
    return [{ name: f.name, title: scenario.title ?? f.name, scenario, json: f.text }];
  });
  return { combat, subgame, layers: readLayersPresets(scenarios.layers, profiles) };
}

/** The layer presets, each read by the engine's reader and played once: one that fails stops the build. */
function readLayersPresets(
  files: ScenarioFile[],
  profiles: RulesProfile[],
): WidgetPreset<LayersScenario>[] {
  return files.flatMap((f) => {
    const read = readLayersScenario(parsed(f));
    if (!read.ok) throw new SourceError(f.file, 1, `${read.error.field}: ${read.error.message}`);
    const scenario = read.scenario;
    if (!profiles.some((p) => p.version === scenario.rules && p.playable)) return [];
    const found = scenarioLayersProfile(scenario, profiles);
    if (!found.ok) throw new SourceError(f.file, 1, `rules: ${found.error.error.message}`);
    const trace = runLayers(scenario, found.profile);
    if (!trace.ok) throw new SourceError(f.file, 1, `${trace.error.field}: ${trace.error.message}`);
    return [{ name: f.name, title: scenario.title ?? f.name, scenario, json: f.text }];
  });
}

function embedsOf(
  { scenarios, embedRules: rules }: WidgetInputs,
  book: RuleBook,
  profiles: RulesProfile[],
  presets: PresetsData,
): EmbedsData {
  const file = EMBEDS_FILE;
  const names = {
    combat: scenarios.combat.map((f) => f.name),
    subgame: scenarios.subgame.map((f) => f.name),
    layers: scenarios.layers.map((f) => f.name),
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
  // The layer stepper: on the section of each played version's first layer rule (613; 418), its
  // era's preset played under the page's version; one that version cannot play stops the build.
  for (const p of profiles) {
    const name = p.layers && rules.layerSections[p.layers.era];
    if (!p.layers || !name || !p.playable) continue;
    const preset = known('layers', name) as WidgetPreset<LayersScenario> | undefined;
    if (!preset) continue;
    const trace = runLayers({ ...preset.scenario, rules: p.version }, p.layers);
    if (!trace.ok)
      throw new SourceError(
        file,
        1,
        `layerSections.${p.layers.era}: ${name} under ${p.version}: ${trace.error.field}: ${trace.error.message}`,
      );
    const section = p.layers.steps[0]!.rule.split('.')[0]!;
    (embeds[rulesSectionUrl(p.version, section)] ??= {}).layers = {
      preset: name,
      version: p.version,
    };
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
