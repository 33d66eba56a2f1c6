// The widgets' inputs under content/scenarios/: the preset scenario files of each widget, and the
// rules that say which page embeds which widget (embeds.json). Read as text and checked for shape;
// errors name the file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceError } from './source-error.ts';

export const SCENARIOS_DIR = 'content/scenarios';
/** Which page embeds which preset (a reviewed table). */
export const EMBEDS_FILE = `${SCENARIOS_DIR}/embeds.json`;

export type WidgetKind = 'combat' | 'subgame' | 'layers';

export interface ScenarioFile {
  /** The path from the project root, for error messages. */
  file: string;
  /** The file name without .json: the preset's name in addresses (?scenario=…) and embeds. */
  name: string;
  text: string;
}

/** Each preset file of a widget, in name order (none in a project without them, as the tests' small ones). */
export function readScenarioFiles(root: string, kind: WidgetKind): ScenarioFile[] {
  const dir = join(root, SCENARIOS_DIR, kind);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      file: `${SCENARIOS_DIR}/${kind}/${f}`,
      name: f.replace(/\.json$/, ''),
      text: readFileSync(join(dir, f), 'utf8'),
    }));
}

/**
 * content/scenarios/embeds.json. `sections`: the combat stepper on the section page of this title
 * in every version whose profile plays combat — of that era only, when `era` is given; the first
 * rule that applies to a page wins, so a new release needs no entry. `pages`: a widget on one page,
 * by its address (the articles).
 */
export interface EmbedRules {
  sections: { title: string; combat: string; era?: 'stack' | 'direct' }[];
  /**
   * The layer stepper on the section that holds a version's layer rules (613; 418 in 2004 and
   * 2008), in every version the layer engine plays: a preset by the version's layer era, played
   * under the page's version.
   */
  layerSections: Partial<Record<'seven' | 'six-sublayers' | 'six', string>>;
  pages: Record<string, Partial<Record<WidgetKind, string>>>;
}

export function readEmbedRules(root: string): EmbedRules {
  const file = EMBEDS_FILE;
  if (!existsSync(join(root, file))) return { sections: [], layerSections: {}, pages: {} };
  const text = readFileSync(join(root, file), 'utf8');
  const fail = (message: string): never => {
    throw new SourceError(file, 1, message);
  };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    fail(`not valid JSON: ${(e as Error).message}`);
  }
  const o = json as Record<string, unknown>;
  if (
    !o ||
    typeof o !== 'object' ||
    !Array.isArray(o.sections) ||
    !o.pages ||
    typeof o.pages !== 'object'
  )
    fail('expected { "sections": [...], "pages": { address: { widget: preset } } }');
  const sections = (o.sections as unknown[]).map((r, i) => {
    const s = r as Record<string, unknown>;
    if (!s || typeof s.title !== 'string' || typeof s.combat !== 'string')
      fail(`sections[${i}]: expected "title" (a section's title) and "combat" (a preset)`);
    if (s.era !== undefined && s.era !== 'stack' && s.era !== 'direct')
      fail(`sections[${i}].era: expected "stack" or "direct"`);
    const extra = Object.keys(s).filter((k) => !['title', 'combat', 'era'].includes(k));
    if (extra.length)
      fail(
        `sections[${i}]: unknown field "${extra[0]}" (a section rule embeds the combat stepper only)`,
      );
    return s as EmbedRules['sections'][number];
  });
  const layerSections: EmbedRules['layerSections'] = {};
  for (const [era, preset] of Object.entries((o.layerSections ?? {}) as Record<string, unknown>)) {
    if (!['seven', 'six-sublayers', 'six'].includes(era) || typeof preset !== 'string')
      fail(
        `layerSections["${era}"]: expected { "seven" | "six-sublayers" | "six": a layers preset }`,
      );
    layerSections[era as keyof EmbedRules['layerSections']] = preset as string;
  }
  const pages: EmbedRules['pages'] = {};
  for (const [url, w] of Object.entries(o.pages as Record<string, unknown>)) {
    const widgets = w as Record<string, unknown>;
    for (const [kind, preset] of Object.entries(widgets ?? {})) {
      if ((kind !== 'combat' && kind !== 'subgame') || typeof preset !== 'string')
        fail(`pages["${url}"]: expected { "combat" or "subgame": a preset }`);
    }
    pages[url] = widgets as EmbedRules['pages'][string];
  }
  return { sections, layerSections, pages };
}
