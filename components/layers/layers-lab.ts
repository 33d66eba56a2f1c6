// What the layer stepper loads once a reader changes the board (a preset, a version, their own
// JSON, an address holding a board): the engine, every played version's profile and the presets
// (/api/layers.json), and the board's address form (lz-string, as the combat builder's).
import LZString from 'lz-string';
import { withBase } from '#scripts/model/base-path.ts';
import type { LayersProfile } from '#scripts/model/rules-profile.ts';
import {
  readLayersScenario,
  runLayers,
  type LayersError,
  type LayersScenario,
  type LayersTrace,
} from '#components/engines/layers/index.ts';

export interface LabData {
  profiles: LayersProfile[];
  presets: { name: string; title: string; scenario: LayersScenario }[];
}

let data: Promise<LabData> | null = null;
export const loadData = (): Promise<LabData> =>
  (data ??= fetch(withBase('/api/layers.json')).then((r) => {
    if (!r.ok) throw new Error(String(r.status));
    return r.json() as Promise<LabData>;
  }));

export type Played =
  | { ok: true; scenario: LayersScenario; trace: LayersTrace; profile: LayersProfile }
  | { ok: false; error: LayersError };

/** A board (parsed JSON) under a version (its own `rules` when null). */
export function play(json: unknown, version: string | null, d: LabData): Played {
  const read = readLayersScenario(json);
  if (!read.ok) return read;
  const scenario = version ? { ...read.scenario, rules: version } : read.scenario;
  const profile = d.profiles.find((p) => p.version === scenario.rules);
  if (!profile)
    return {
      ok: false,
      error: { field: 'rules', code: 'version-not-played', message: scenario.rules },
    };
  return { ok: true, scenario, trace: runLayers(scenario, profile), profile };
}

/** The board under every played version, newest first. */
export const everyVersion = (scenario: LayersScenario, d: LabData) =>
  d.profiles.map((p) => ({
    version: p.version,
    trace: runLayers({ ...scenario, rules: p.version }, p),
  }));

export const encodeBoard = (s: LayersScenario): string =>
  LZString.compressToEncodedURIComponent(JSON.stringify(s));

/** The board an address holds, as parsed JSON; null when it was cut or edited. */
export function decodeBoard(text: string): unknown {
  const json = LZString.decompressFromEncodedURIComponent(text);
  if (!json) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}
