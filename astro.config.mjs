// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { satteri } from '@astrojs/markdown-satteri';
import { normaliseBase } from './scripts/model/base-path.ts';

// The same commit must build to the same bytes in any folder. Astro names each island
// (<astro-island uid>) by a hash of its component's path (runtime/server/render/component.js,
// renderFrameworkComponent: shorthash(`<!--export:${componentUrl}-->…`)), and that path is
// absolute: the compiler writes it as the "client:component-path" prop
// (core/compile/compile.js, resolvePath) and as the resolvedPath of the module's
// meta.astro.hydratedComponents, which becomes the key of the island's built script
// (core/build/plugins/plugin-analyzer.js). Astro offers no option for it, so after Astro has
// compiled an .astro file this turns both, together, into paths from the project root
// ("/components/…"), which Vite resolves from the root like any root-relative import.
/** @returns {import('vite').Plugin} */
function islandPathsFromRoot() {
  let root = '';
  return {
    name: 'island-paths-from-root',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = `${config.root.replace(/\/+$/, '')}/`;
    },
    transform: {
      filter: { id: /\.astro$/ },
      handler(code, id) {
        const astro = this.getModuleInfo(id)?.meta?.astro;
        if (!astro) return; // the client build's stub of an .astro file
        let changed = false;
        for (const island of [...astro.hydratedComponents, ...astro.clientOnlyComponents]) {
          if (!island.resolvedPath.startsWith(root)) continue;
          const fromRoot = `/${island.resolvedPath.slice(root.length)}`;
          code = code.replaceAll(JSON.stringify(island.resolvedPath), JSON.stringify(fromRoot));
          island.resolvedPath = fromRoot;
          changed = true;
        }
        // Only string literals change, on their own lines: the source map stays valid.
        return changed ? { code, map: null, meta: { astro } } : undefined;
      },
    },
  };
}

// Astro hands the client build its entries sorted by their ids (core/build/static-build.js,
// sortedClientInput), and the ids of page scripts are absolute ("/checkout/site/pages/…?astro&…")
// while islands are now root-relative ("/components/…"): a checkout at /build sorts its scripts
// before the islands, one at /work after them. The bundler orders modules, and so the imports
// inside shared chunks and their hashes, by the entries' order. This sorts them as if every
// checkout were at the root.
/** @returns {import('vite').Plugin} */
function entriesInRootOrder() {
  let root = '';
  const fromRoot = (/** @type {string} */ id) =>
    id.startsWith(root) ? `/${id.slice(root.length)}` : id;
  return {
    name: 'entries-in-root-order',
    apply: 'build',
    configResolved(config) {
      root = `${config.root.replace(/\/+$/, '')}/`;
    },
    options(options) {
      if (!Array.isArray(options.input)) return;
      const input = [...options.input].sort((a, b) =>
        fromRoot(a) < fromRoot(b) ? -1 : fromRoot(a) > fromRoot(b) ? 1 : 0,
      );
      return { ...options, input };
    },
  };
}

// Vite routes every dynamic import() through its preload helper (~0.9 KB gzip), which
// preloads the imported chunk's own imports and CSS in parallel. Our lazily loaded chunks
// (the combat engine, the copy menu, the missing-anchor note) import no CSS, and a phone
// reading a rule page should not pay for the helper up front: this helper just imports.
// `checkLazyChunksHaveNoCss` fails the build if a lazily loaded chunk ever brings CSS,
// which this helper would not load.
const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** @returns {import('vite').Plugin} */
function leanPreloadHelper() {
  return {
    name: 'lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== PRELOAD_HELPER) return;
        return 'export const __vitePreload = (load) => load();';
      },
    },
    generateBundle(_, bundle) {
      if (this.environment?.config.consumer !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length > 0)
          this.error(
            `${chunk.fileName} is loaded lazily and imports CSS (${css.join(', ')}); ` +
              'the lean preload helper (astro.config.mjs) would not load it: import the CSS statically.',
          );
      }
    },
  };
}

// Islands hydrate when visible, and yield to the browser between loading their code and rendering
// (components/islands/visible-yielding.ts): client:visible-yielding.
/** @returns {import('astro').AstroIntegration} */
function visibleYielding() {
  return {
    name: 'visible-yielding',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({
          name: 'visible-yielding',
          entrypoint: './components/islands/visible-yielding.ts',
        }),
    },
  };
}

export default defineConfig({
  // The site's public address, when the build is given one (SITE_URL=https://… npm run build):
  // the feed's links and copied links are made from it. Without it the feed's links are relative
  // and copied links use the address the reader is on (never a default that may not answer).
  site: process.env.SITE_URL || undefined,
  // The path the site is served under (BASE_PATH=/mtg-rules/ npm run build, as project sites on
  // static hosts need): every address the site writes starts with it (scripts/model/base-path.ts).
  base: normaliseBase(process.env.BASE_PATH),
  srcDir: './site',
  // Caches in the checkout, not in node_modules: builds of copies that share node_modules (the
  // test builds run side by side, scripts/test-builds.ts) must not share a content store.
  cacheDir: './.astro/cache',
  publicDir: './site/public',
  outDir: './dist',
  trailingSlash: 'always',
  // CSS and JS as files: fetched once, cached (and precached offline), not repeated per page.
  build: { format: 'directory', inlineStylesheets: 'never' },
  vite: {
    build: { assetsInlineLimit: 0 },
    cacheDir: './.astro/vite',
    plugins: [islandPathsFromRoot(), entriesInRootOrder(), leanPreloadHelper()],
  },
  // Links are checked by our own tests; no prefetching on a site read on phones.
  prefetch: false,
  devToolbar: { enabled: false },
  // Source texts are quoted exactly: no smart quotes or dashes.
  markdown: { processor: satteri({ features: { smartPunctuation: false } }) },
  integrations: [mdx(), preact(), visibleYielding()],
});
