// Pagefind's browser runtime run in Node, for the tests and the bench: the bundles' files (in
// memory, or a built site's pagefind/ folder) answer its fetches, and the page it thinks it is in
// says lang="ja", as the site's pages do (so it cuts Japanese queries into words as a browser
// does, with Intl.Segmenter). Everything else is Pagefind's own code, as the search page runs it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { PagefindRuntime } from '#components/search/pagefind.ts';

/** Where the runtime fetches bundles from (what the site serves as /pagefind/). */
export const NODE_PAGEFIND_BASE = '/pagefind/';

type Files = (path: string) => Uint8Array | undefined;

let installed: Files | null = null;

function install(files: Files): void {
  installed = files;
  const g = globalThis as { document?: unknown; fetch: typeof fetch };
  // What pagefind.js reads of the page: the current script (none) and the language.
  g.document ??= { currentScript: null, querySelector: () => ({ getAttribute: () => 'ja' }) };
  const real = g.fetch;
  if ((real as { pagefind?: true }).pagefind) return;
  const shim = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(NODE_PAGEFIND_BASE)) return real(input, init);
    const body = installed?.(url.slice(NODE_PAGEFIND_BASE.length).replace(/\?.*$/, ''));
    return body
      ? new Response(body as unknown as BodyInit, { status: 200 })
      : new Response(null, { status: 404, statusText: `no ${url}` });
  };
  g.fetch = Object.assign(shim, { pagefind: true as const }) as unknown as typeof fetch;
}

/** The runtime over bundles given as files by their path under pagefind/ (or a folder holding them). */
export async function pagefindInNode(
  bundles: Map<string, Uint8Array> | string,
): Promise<PagefindRuntime> {
  const files: Files =
    typeof bundles === 'string'
      ? (p) => {
          try {
            return readFileSync(join(bundles, decodeURIComponent(p)));
          } catch {
            return undefined;
          }
        }
      : (p) => bundles.get(decodeURIComponent(p));
  install(files);
  const runtime =
    typeof bundles === 'string'
      ? readFileSync(join(bundles, firstRuntime(bundles)))
      : [...bundles].find(([p]) => p.endsWith('/pagefind.js'))?.[1];
  if (!runtime) throw new Error('pagefind: no bundle has pagefind.js');
  // An ES module, as the browser loads it: a folder of its own that says so.
  const dir = mkdtempSync(join(tmpdir(), 'pagefind-'));
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  writeFileSync(join(dir, 'pagefind.js'), runtime);
  return (await import(pathToFileURL(join(dir, 'pagefind.js')).href)) as PagefindRuntime;
}

/** Every bundle holds the same runtime: the first one's. */
function firstRuntime(dir: string): string {
  const bundle = readdirSync(dir)
    .sort()
    .find((d) => existsSync(join(dir, d, 'pagefind.js')));
  if (!bundle) throw new Error(`pagefind: no bundle in ${dir} has pagefind.js`);
  return `${bundle}/pagefind.js`;
}
