// The built site as a host serves it: no local development address in any file, and the caching
// rules of _headers. (Every internal link and #anchor is checked over the site built for a base
// path, where a link must also stay under the base: base-path.spec.ts.)
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, pathOf, read } from './dist.ts';

test('no built file names a local development address: links work wherever the site is served', () => {
  const textFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return textFiles(full);
      return /\.(?:html|xml|json|js|css|webmanifest|txt)$/.test(name) ? [full] : [];
    });
  const files = textFiles(DIST);
  expect(files.length).toBeGreaterThan(1000);
  const local = files.filter((f) =>
    /https?:\/\/(?:127\.0\.0\.1|localhost|0\.0\.0\.0)(?::\d+)?/.test(read(f)),
  );
  expect(local.map((f) => pathOf(f))).toEqual([]);
});

test('ready for a static host: hashed assets cached for a year, pages and data revalidated', () => {
  const headers = readFileSync(join(DIST, '_headers'), 'utf8');
  const rule = (path: string) =>
    new RegExp(
      `^${path.replace(/[*.]/g, (c) => `\\${c}`)}\\n\\s+Cache-Control: ([^\\n]+)`,
      'm',
    ).exec(headers)?.[1];
  expect(rule('/_astro/*')).toBe('public, max-age=31536000, immutable');
  for (const p of ['/sw.js', '/*.html', '/search/*', '/api/*'])
    expect(rule(p), p).toMatch(/no-cache|max-age=0/);
  // Everything under /_astro/ is named by its content.
  for (const f of readdirSync(join(DIST, '_astro')))
    expect(f, f).toMatch(/[.-][A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|ttf|eot)$/);
});
