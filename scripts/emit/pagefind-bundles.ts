// Pagefind over the site's search records (emit/search-records.ts), through its Node API: each
// record one small HTML document made from hast (never from strings), its words weighted by where
// they stand — the terms it defines most, then its titles, then its text — and what it is (key,
// kind, label) as meta, its kind also a filter. One bundle per index (a version's, the reading
// pages'), so that a search of the newest rules loads only theirs. Returns the bundles' files by
// their path under pagefind/; writing them is the caller's (postbuild, or a test in memory).
import * as pagefind from 'pagefind';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import type { SearchRecord } from '../model/data-contract.ts';

/** How much a word counts by where it stands (Pagefind's data-pagefind-weight; text is 1). */
export const WEIGHT = { defines: 10, titles: 3 } as const;

/**
 * Pagefind's own files that the site does not use (its ready-made interfaces, the highlighter,
 * the playground): left out of every bundle.
 */
const UNUSED = /^(?:pagefind-(?:ui|modular-ui|component-ui|highlight)\.|playground\/)/;

/**
 * How many fragment files an index may have: records share them above that, a few to a file —
 * fewer files to save offline, and an excerpt still loads a few records' text, not a hundred.
 */
export const MAX_FRAGMENTS = 600;

const el = (
  tagName: string,
  properties: Element['properties'],
  children: Element['children'] = [],
): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string) => ({ type: 'text' as const, value });
const meta = (name: string, content: string, filter = false) =>
  el('meta', { [filter ? 'dataPagefindFilter' : 'dataPagefindMeta']: `${name}[content]`, content });

/** One record as the HTML document Pagefind reads. */
export function recordHtml(r: SearchRecord): string {
  const head = [meta('key', r.key), meta('kind', r.kind), meta('kind', r.kind, true)];
  if (r.label) head.push(meta('label', r.label));
  const body: Element[] = [];
  if (r.defines.length)
    body.push(
      el('h1', { dataPagefindWeight: String(WEIGHT.defines) }, [text(r.defines.join('　'))]),
    );
  if (r.titles.length)
    body.push(el('h2', { dataPagefindWeight: String(WEIGHT.titles) }, [text(r.titles.join('　'))]));
  for (const t of r.text) body.push(el('p', {}, [text(t)]));
  const root: Root = {
    type: 'root',
    children: [el('html', { lang: 'ja' }, [el('head', {}, head), el('body', {}, body)])],
  };
  return toHtml(root);
}

/** Every bundle's files, by their path under pagefind/ (<index>/pagefind.js, <index>/index/…). */
export async function pagefindBundles(
  indexes: Map<string, SearchRecord[]>,
): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  try {
    for (const [name, records] of indexes) {
      const { index, errors } = await pagefind.createIndex({
        forceLanguage: 'ja',
        maxFragments: MAX_FRAGMENTS,
      });
      if (!index) throw new Error(`pagefind (${name}): ${errors.join('; ')}`);
      for (const [i, r] of records.entries()) {
        const added = await index.addHTMLFile({ url: `/${i}/`, content: recordHtml(r) });
        if (added.errors.length)
          throw new Error(`pagefind (${name}, ${r.key}): ${added.errors.join('; ')}`);
      }
      const out = await index.getFiles();
      if (out.errors.length) throw new Error(`pagefind (${name}): ${out.errors.join('; ')}`);
      for (const f of out.files)
        if (!UNUSED.test(f.path)) files.set(`${name}/${f.path}`, f.content);
      await index.deleteIndex();
    }
  } finally {
    await pagefind.close();
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
