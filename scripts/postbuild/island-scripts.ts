// The islands' scripts in the head. Astro writes the script that defines <astro-island>, the
// directive's script and the islands' style just before a page's first island, in the middle of
// the body. An inline script there waits for the stylesheet, so the browser paints the page down
// to it, then parses and lays out the rest in a second pass after the first paint (on
// /play/combat/ the builder and everything below it: the largest task after the first paint).
// Moved to the end of the head, they run before the body is parsed, and the page is laid out
// once. They define an element and register a directive, so they work wherever they stand.
import { readFileSync, writeFileSync } from 'node:fs';
import { filesUnder } from '../read/files-under.ts';

/** Attribute-less inline <style> and <script> elements, one after another, right before an island. */
const PRESCRIPTS =
  /(?:<style>[^<]*<\/style>|<script>(?:(?!<\/script>)[\s\S])*<\/script>)+(?=<astro-island[\s>])/g;

/** The page with Astro's island scripts moved to the end of its head (unchanged without islands). */
export function islandScriptsInHead(html: string, file = 'page'): string {
  if (!html.includes('<astro-island')) return html;
  const moved: string[] = [];
  const body = html.replace(PRESCRIPTS, (run) => {
    moved.push(run);
    return '';
  });
  if (!moved.length) return html;
  const head = body.indexOf('</head>');
  if (head < 0) throw new Error(`${file}: has islands but no </head> to move their scripts into`);
  return `${body.slice(0, head)}${moved.join('')}${body.slice(head)}`;
}

/** Moves the island scripts into the head of every built page that has islands; returns how many. */
export function moveIslandScriptsToHead(dist: string): number {
  let n = 0;
  for (const f of filesUnder(dist)) {
    if (!f.endsWith('.html')) continue;
    const html = readFileSync(f, 'utf8');
    const out = islandScriptsInHead(html, f);
    if (out === html) continue;
    writeFileSync(f, out);
    n++;
  }
  return n;
}
