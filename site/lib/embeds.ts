// The widgets a page embeds (data/embeds.json, from content/scenarios/embeds.json), looked up by
// the page's address: the preset each shows first.
import { widgetEmbeds } from './data.ts';

export function embedsFor(url: string): { combat?: string; subgame?: string; layers?: string } {
  const all = widgetEmbeds();
  const e = all[decodeURIComponent(url)] ?? all[url] ?? {};
  return {
    ...(e.combat && { combat: e.combat.preset }),
    ...(e.subgame && { subgame: e.subgame.preset }),
    ...(e.layers && { layers: e.layers.preset }),
  };
}
