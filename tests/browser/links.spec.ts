// Link integrity over the whole built site: every internal href and #anchor exists.
import { test, expect } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, pathOf, read } from './dist.ts';
import { checkLinks } from './link-check.ts';

test('every internal link and #anchor of the built site exists', () => {
  const report = checkLinks(DIST);
  expect(report.pages).toBeGreaterThan(10);
  expect(report.checked).toBeGreaterThan(100);
  expect(report.broken).toEqual([]);
  expect(report.outsideBase).toEqual([]);
  // External links are not followed (no network here); they are listed for a maintainer.
  const listed = [...report.external]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([url, pages]) => ({ url, pages: [...pages].sort() }));
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/external-links.json', `${JSON.stringify(listed, null, 1)}\n`);
  test.info().annotations.push({
    type: 'external links',
    description: listed.map((l) => `${l.url} (${l.pages.length} pages)`).join(', '),
  });
  for (const l of listed) expect(l.url).toMatch(/^https?:\/\//);
});

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
