// Reads what the pipeline computed for the widgets (scripts/emit/widget-data.ts): every version's
// rules profile, the presets and the embeds. Each file is read once per build and its shape
// checked here; the widgets never read content/ themselves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedDir } from '../../scripts/model/paths.ts';
import type { EmbedsData, PresetsData } from '../../scripts/emit/widget-data.ts';
import { playableVersions, type RulesProfiles } from '../../components/rules-profile.ts';

export type { EmbedsData, PresetsData, WidgetPreset } from '../../scripts/emit/widget-data.ts';

const cache = new Map<string, unknown>();

function load<T>(name: string, valid: (json: unknown) => boolean, expected: string): T {
  if (!cache.has(name)) {
    const file = join(generatedDir(), 'data', name);
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!valid(json)) throw new Error(`${file}: expected ${expected} (run npm run generate)`);
    cache.set(name, json);
  }
  return cache.get(name) as T;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every version's rules profile, newest first. */
export const engineProfiles = (): RulesProfiles =>
  load('engines.json', (j) => Array.isArray(j) && j.every((p) => isObject(p) && typeof p.version === 'string' && 'combat' in p && 'subgame' in p), 'an array of rules profiles');

export const widgetPresets = (): PresetsData =>
  load('presets.json', (j) => isObject(j) && Array.isArray(j.combat) && Array.isArray(j.subgame), '{ combat: [...], subgame: [...] }');

export const widgetEmbeds = (): EmbedsData => load('embeds.json', isObject, '{ address: { widget: { preset, version } } }');

/** The newest version an engine plays (undefined in a build that holds none). */
export const newestVersion = (engine: 'combat' | 'subgame'): string | undefined => playableVersions(engineProfiles(), engine)[0];
