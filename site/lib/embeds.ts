// The widgets a page embeds (content/scenarios/embeds.json), looked up by the page's address.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Embeds = Record<string, { combat?: string; subgame?: string }>;
let cache: Embeds | null = null;

export function embedsFor(url: string): { combat?: string; subgame?: string } {
  cache ??= JSON.parse(readFileSync(join(process.cwd(), 'content/scenarios/embeds.json'), 'utf8')) as Embeds;
  return cache[decodeURIComponent(url)] ?? cache[url] ?? {};
}
