// Reading the built site from disk, for checks over every page.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

export const DIST = new URL('../../dist/', import.meta.url).pathname;

export function htmlFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/** The URL path a built file is served at (under the base path the site was built for). */
export function pathOf(file: string, dir = DIST, base = '/'): string {
  const rel = relative(dir, file).split('\\').join('/');
  return `${base}${rel.replace(/index\.html$/, '')}`;
}

/** The built file that serves a URL path (under the base path), if any. */
export function fileFor(urlPath: string, dir = DIST, base = '/'): string | undefined {
  if (!urlPath.startsWith(base)) return undefined;
  const decoded = decodeURIComponent(urlPath.slice(base.length - 1));
  for (const candidate of [join(dir, decoded), join(dir, decoded, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export const read = (file: string) => readFileSync(file, 'utf8');

/** Every id="…" in a page, decoded. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1]!)));
}

export function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
