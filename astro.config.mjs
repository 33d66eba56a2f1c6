// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { satteri } from '@astrojs/markdown-satteri';

export default defineConfig({
  // Absolute addresses (the feed, copied links) are made from this; a deployment sets SITE_URL.
  // The default is where `npm start` serves the site.
  site: process.env.SITE_URL ?? 'http://127.0.0.1:4321',
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
