// Link integrity over the whole built site: every internal href and #anchor exists.
import { test, expect } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, decodeEntities, fileFor, htmlFiles, idsOf, pathOf, read } from './dist.ts';

test('every internal link and #anchor of the built site exists', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(10);
  const idCache = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idCache.has(file)) idCache.set(file, idsOf(read(file)));
    return idCache.get(file)!;
  };
  const broken: string[] = [];
  const external = new Map<string, Set<string>>();
  let checked = 0;
  for (const file of files) {
    const html = read(file);
    const here = pathOf(file);
    for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const raw = decodeEntities(m[1]!);
      if (/^(?:[a-z]+:|\/\/)/i.test(raw)) {
        if (!external.has(raw)) external.set(raw, new Set());
        external.get(raw)!.add(here);
        continue;
      }
      const url = new URL(raw, `http://site${here}`);
      const target = fileFor(url.pathname);
      checked++;
      if (!target) {
        broken.push(`${here} → ${raw} (no such page)`);
        continue;
      }
      if (url.hash) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!ids(target).has(id)) broken.push(`${here} → ${raw} (no #${id})`);
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(broken).toEqual([]);
  // External links are not followed (no network here); they are listed for a maintainer.
  const listed = [...external]
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
  expect(local.map(pathOf)).toEqual([]);
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
