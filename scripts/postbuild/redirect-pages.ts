// The permanent links' pages (/r/<number>/ and /r/<version>/<number>/, a published contract):
// one tiny static page per address that forwards at once (meta refresh, script, and a plain link
// for anything that follows neither). About 30,000 at nine versions: written straight to disk
// after the Astro build, not rendered by Astro page by page, which would dominate build time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Permalink } from '../emit/site-data.ts';
import { escapeMarkup as escape } from '../model/escape.ts';
import { withoutBase } from '../model/base-path.ts';

export function redirectHtml(target: string, number: string): string {
  const t = escape(target);
  return (
    '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escape(number)} へ移動</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${t}">` +
    `<link rel="canonical" href="${t}"><script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')});</script></head>` +
    `<body><p><a href="${t}">${escape(number)} を開く</a></p></body></html>\n`
  );
}

/** Writes the page of every held rule's permanent link into dist; returns how many. */
export function writeRedirectPages(dist: string, links: Permalink[]): number {
  let n = 0;
  for (const l of links) {
    if (!l.target) continue;
    const dir = join(dist, withoutBase(l.path)!);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), redirectHtml(l.target, l.number));
    n++;
  }
  return n;
}
