// Link integrity over the whole built site: every internal href and #anchor exists.
import { test, expect } from '@playwright/test';
import { decodeEntities, fileFor, htmlFiles, idsOf, pathOf, read } from './dist.ts';

test('every internal link and #anchor of the built site exists', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(10);
  const idCache = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idCache.has(file)) idCache.set(file, idsOf(read(file)));
    return idCache.get(file)!;
  };
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    const html = read(file);
    const here = pathOf(file);
    for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const raw = decodeEntities(m[1]!);
      if (/^(?:[a-z]+:|\/\/)/i.test(raw)) continue; // external
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
});
