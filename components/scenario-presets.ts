// Preset scenarios for a widget (content/scenarios/<kind>/*.json): each read and checked at
// build time (an error names the file), with its JSON highlighted by Shiki for the disclosure.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeToHtml } from 'shiki';

export interface Preset<S> {
  name: string;
  title: string;
  scenario: S;
  jsonHtml: string;
}

export async function loadPresets<S extends { title?: string }>(kind: 'combat' | 'subgame', read: (json: unknown) => S, check?: (scenario: S) => string | null): Promise<Preset<S>[]> {
  const dir = join(process.cwd(), 'content/scenarios', kind);
  return Promise.all(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(async (file) => {
        const raw = readFileSync(join(dir, file), 'utf8');
        let scenario: S;
        try {
          scenario = read(JSON.parse(raw));
        } catch (e) {
          throw new Error(`content/scenarios/${kind}/${file}: ${(e as Error).message}`);
        }
        const problem = check?.(scenario);
        if (problem) throw new Error(`content/scenarios/${kind}/${file}: ${problem}`);
        const name = file.replace(/\.json$/, '');
        return { name, title: scenario.title ?? name, scenario, jsonHtml: await codeToHtml(raw, { lang: 'json', themes: { light: 'github-light', dark: 'github-dark' } }) };
      }),
  );
}
