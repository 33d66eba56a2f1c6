// After astro build: the search's Pagefind bundles (from the records the pipeline wrote), the
// build id (a hash of what was built, so the same sources give the same id), the list of every
// page (for 「全ページを保存」), and the service worker with its precache manifest.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { writeRedirectPages } from './postbuild/redirect-pages.ts';
import { writeApiRuleFiles } from './postbuild/api-rule-files.ts';
import { moveIslandScriptsToHead } from './postbuild/island-scripts.ts';
import { pagefindBundles } from './emit/pagefind-bundles.ts';
import { generatedDir } from './model/paths.ts';
import { filesUnder } from './read/files-under.ts';
import { BASE, withBase, withoutBase } from './model/base-path.ts';
import type { z } from 'zod';
import type { OfflineSet } from './model/data-contract.ts';
import {
  GENERATED,
  SEARCH_DIR,
  SEARCH_FILES,
  type GeneratedFile,
} from './model/generated-files.ts';

const dist = join(process.cwd(), process.argv[2] ?? 'dist');
const OWN = new Set([
  'build.json',
  'offline-pages.json',
  'offline-search.json',
  'offline-sets.json',
  'sw.js',
]);

// 0. Astro's island scripts into the head of the pages that have islands (postbuild/island-scripts.ts);
// then the permanent links' pages and the API's per-rule files, written here rather than rendered
// by Astro one by one.
const withIslands = moveIslandScriptsToHead(dist);
const readGenerated = <S extends z.ZodType>({ path, schema }: GeneratedFile<S>): z.infer<S> =>
  schema.parse(JSON.parse(readFileSync(join(generatedDir(), path), 'utf8')));
const versionList = readGenerated(GENERATED.apiVersions);
const written = writeRedirectPages(dist, readGenerated(GENERATED.permalinks));
const ruleFiles = writeApiRuleFiles(
  dist,
  versionList.versions.map((v) => readGenerated(GENERATED.apiVersion(v.name))),
);

// Search: a Pagefind bundle per index (pagefind/<index>/), from the records the pipeline wrote.
const recordsDir = join(generatedDir(), SEARCH_DIR, SEARCH_FILES.recordsDir);
const bundles = await pagefindBundles(
  new Map(
    readdirSync(recordsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => f.slice(0, -'.json'.length))
      .map((index) => [index, readGenerated(GENERATED.searchRecords(index))]),
  ),
);
rmSync(join(dist, 'pagefind'), { recursive: true, force: true });
for (const [path, body] of bundles) {
  mkdirSync(dirname(join(dist, 'pagefind', path)), { recursive: true });
  writeFileSync(join(dist, 'pagefind', path), body);
}

// 1. The build id: every built file but the ones this step writes.
const hash = createHash('sha256');
const built = filesUnder(dist).filter((f) => !OWN.has(relative(dist, f)));
for (const f of built)
  hash.update(relative(dist, f)).update('\0').update(readFileSync(f)).update('\0');
const id = hash.digest('hex').slice(0, 16);

// 2. What the service worker and the save-all page read.
writeFileSync(join(dist, 'build.json'), `${JSON.stringify({ id })}\n`);
// Permanent links (/r/…) are not listed: the service worker forwards them offline. Every list
// names files as they are served: under the base path.
const pages = built
  .filter((f) => f.endsWith('/index.html') && !relative(dist, f).startsWith('r/'))
  .map((f) => withBase(`/${relative(dist, f).slice(0, -'index.html'.length)}`));
writeFileSync(join(dist, 'offline-pages.json'), `${JSON.stringify(pages)}\n`);
// The search index (MBs at nine versions) is not precached: the worker keeps the files a search
// uses, and 「全ページを保存」 saves them all — with /cite/'s table of every release since 2003.
// The layer stepper's data (/api/layers.json) goes with the steppers: a board changed offline plays.
const searchFiles = [join(dist, 'search'), join(dist, 'pagefind'), join(dist, 'api/cite')]
  .flatMap((dir) => filesUnder(dir))
  .concat(existsSync(join(dist, 'api/layers.json')) ? [join(dist, 'api/layers.json')] : [])
  .filter((f) => !f.endsWith('.html'))
  .map((f) => withBase(`/${relative(dist, f)}`));
writeFileSync(join(dist, 'offline-search.json'), `${JSON.stringify(searchFiles)}\n`);
// What /save/ offers, each with the bytes it stores: everything, or a smaller part.
const newest = versionList.newest;
const fileOf = (address: string) =>
  join(dist, decodeURI(withoutBase(address)!), address.endsWith('/') ? 'index.html' : '');
const sets: OfflineSet[] = (
  [
    [
      'newest',
      `最新版のルール（${newest}）と用語索引・ステッパー・その検索索引`,
      [`/rules/${newest}/`, '/terms/', '/play/', '/api/layers.json', `/pagefind/${newest}/`],
    ],
    ['reading', '記事・カード・FAQ', ['/wiki/', '/faq/', '/mechanics/', '/cards/']],
    ['search', '検索索引（すべての版）', ['/search/', '/pagefind/']],
    ['all', 'すべて', ['/']],
  ] as const
).map(([setId, label, prefixes]) => ({
  id: setId,
  label,
  prefixes: prefixes.map((p) => withBase(p)),
  bytes: [...pages, ...searchFiles]
    .filter((f) => prefixes.some((p) => f.startsWith(withBase(p))))
    .reduce((n, f) => n + statSync(fileOf(f)).size, 0),
}));
writeFileSync(join(dist, 'offline-sets.json'), `${JSON.stringify(sets)}\n`);

// 3. The service worker, bundled, with the precache manifest injected.
const swSrc = join(tmpdir(), `sw-${id}.js`);
await build({
  entryPoints: ['components/offline/sw.ts'],
  bundle: true,
  format: 'iife',
  minify: true,
  outfile: swSrc,
  define: {
    __BUILD_ID__: JSON.stringify(id),
    'process.env.NODE_ENV': '"production"',
    // What Vite writes into the site's scripts: the base path (scripts/model/base-path.ts).
    'import.meta.env': JSON.stringify({ BASE_URL: BASE }),
  },
  logLevel: 'warning',
});
const { count, size, warnings } = await injectManifest({
  swSrc,
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: [
    'index.html',
    '404.html',
    'offline/index.html',
    'search/index.html',
    'save/index.html',
    `search/${SEARCH_FILES.jumpTable}`,
    `search/${SEARCH_FILES.lexicon}`,
    'build.json',
    'offline-pages.json',
    'offline-search.json',
    'manifest.webmanifest',
    'favicon.svg',
    'icons/*.png',
    '_astro/*.{css,js,woff2}',
  ],
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
});
rmSync(swSrc, { force: true });
for (const w of warnings) console.warn(`workbox: ${w}`);
console.log(
  `postbuild: search: ${bundles.size} files in ${new Set([...bundles.keys()].map((p) => p.split('/')[0])).size} Pagefind bundles`,
);
console.log(
  `postbuild: island scripts moved into the head of ${withIslands} pages; ${written} permanent-link pages; ${ruleFiles} API rule files; build ${id}; ${pages.length} pages listed for offline saving; service worker precaches ${count} files (${(size / 1e6).toFixed(1)} MB)`,
);
console.log(
  process.env.SITE_URL
    ? `postbuild: public address ${process.env.SITE_URL}: the feed's links and copied links start with it`
    : "postbuild: no SITE_URL given: the feed's links are relative to the feed, and copied links and citations use the address the reader is on (set SITE_URL=https://… for absolute ones)",
);
