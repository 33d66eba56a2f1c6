// The widgets' preset scenarios (read and checked by the pipeline: data/presets.json), with each
// file's JSON highlighted by Shiki for the disclosure under the widget.
import { codeToHtml } from 'shiki';
import { SHIKI_THEMES, UNLIMITED } from './code/shiki-options.ts';

export interface Preset<S> {
  name: string;
  title: string;
  scenario: S;
  jsonHtml: string;
}

export async function highlighted<S>(
  presets: readonly { name: string; title: string; scenario: S; json: string }[],
): Promise<Preset<S>[]> {
  return Promise.all(
    presets.map(async ({ name, title, scenario, json }) => ({
      name,
      title,
      scenario,
      jsonHtml: await codeToHtml(json, {
        lang: 'json',
        themes: SHIKI_THEMES,
        ...UNLIMITED,
      }),
    })),
  );
}
