// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { satteri } from '@astrojs/markdown-satteri';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  trailingSlash: 'always',
  // CSS and JS as files: fetched once, cached (and precached offline), not repeated per page.
  build: { format: 'directory', inlineStylesheets: 'never' },
  vite: { build: { assetsInlineLimit: 0 } },
  // Links are checked by our own tests; no prefetching on a site read on phones.
  prefetch: false,
  devToolbar: { enabled: false },
  // Source texts are quoted exactly: no smart quotes or dashes.
  markdown: { processor: satteri({ features: { smartPunctuation: false } }) },
  integrations: [mdx(), preact()],
});
