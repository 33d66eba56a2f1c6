// Link integrity over the whole built site: every internal href and #anchor exists.
import { test, expect } from '@playwright/test';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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
