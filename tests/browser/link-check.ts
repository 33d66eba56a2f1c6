// Link integrity over a whole built site, served at a base path ("/" or "/mtg-rules/"): every
// internal href and src names a built file, and every #anchor an id on it.
import { decodeEntities, fileFor, htmlFiles, idsOf, pathOf, read } from './dist.ts';

export interface LinkReport {
  pages: number;
  checked: number;
  broken: string[];
  /** Internal links that do not start with the base: they would leave the site. */
  outsideBase: string[];
  external: Map<string, Set<string>>;
}

export function checkLinks(dir: string, base = '/'): LinkReport {
  const report: LinkReport = {
    pages: 0,
    checked: 0,
    broken: [],
    outsideBase: [],
    external: new Map(),
  };
  const idCache = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idCache.has(file)) idCache.set(file, idsOf(read(file)));
    return idCache.get(file)!;
  };
  for (const file of htmlFiles(dir)) {
    report.pages++;
    const html = read(file);
    const here = pathOf(file, dir, base);
    for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const raw = decodeEntities(m[1]!);
      if (/^(?:[a-z]+:|\/\/)/i.test(raw)) {
        if (!report.external.has(raw)) report.external.set(raw, new Set());
        report.external.get(raw)!.add(here);
        continue;
      }
      const url = new URL(raw, `http://site${here}`);
      report.checked++;
      if (!url.pathname.startsWith(base)) {
        report.outsideBase.push(`${here} → ${raw}`);
        continue;
      }
      const target = fileFor(url.pathname, dir, base);
      if (!target) {
        report.broken.push(`${here} → ${raw} (no such page)`);
        continue;
      }
      if (url.hash) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!ids(target).has(id)) report.broken.push(`${here} → ${raw} (no #${id})`);
      }
    }
  }
  return report;
}
