// Articles, cards, the FAQ and the other reading pages, from Pagefind's index of the built pages
// (rules and glossary entries have the site's own index). Each result links to the section
// where most of its matches are.

interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  locations: number[];
  anchors: PagefindAnchor[];
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  search(
    q: string,
    o?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindData> }[] }>;
}

export interface PagefindResult {
  href: string;
  title: string;
  kind: string;
  version?: string;
  /** Escaped text with <mark> around matches. */
  excerpt: string;
}

/** How many of Pagefind's results are fetched (each is a fragment download). */
const FETCHED = 5;

let loaded: Promise<Pagefind> | null = null;

function pagefind(): Promise<Pagefind> {
  loaded ??= (async () => {
    const build = await fetch('/build.json').then(
      (r) => (r.ok ? (r.json() as Promise<{ id: string }>) : { id: '' }),
      () => ({ id: '' }),
    );
    const path = '/pagefind/pagefind.js';
    const p = (await import(/* @vite-ignore */ path)) as Pagefind;
    await p.options({ excerptLength: 40, ...(build.id ? { metaCacheTag: build.id } : {}) });
    return p;
  })();
  loaded.catch(() => (loaded = null));
  return loaded;
}

/** The section (an anchor) holding most of a page's matches; the page's top if none. */
function target(d: PagefindData): { href: string; title: string } {
  const anchors = [...d.anchors].sort((a, b) => a.location - b.location);
  const counts = new Map<number, number>();
  for (const loc of d.locations) {
    let i = -1;
    for (let j = 0; j < anchors.length && anchors[j]!.location <= loc; j++) i = j;
    counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  let best = -1;
  let most = 0;
  for (const [i, n] of [...counts].sort((a, b) => a[0] - b[0])) if (n > most) [best, most] = [i, n];
  const a = anchors[best];
  const pageTitle = d.meta.title ?? d.url;
  if (!a || a.element === 'h1') return { href: d.url, title: pageTitle };
  return { href: `${d.url}#${a.id}`, title: `${pageTitle}：${a.text || a.id}` };
}

export async function pagefindResults(
  q: string,
  { kind, version }: { kind: string; version: string },
): Promise<PagefindResult[]> {
  const p = await pagefind();
  const filters: Record<string, string> = {};
  if (kind) filters.kind = kind;
  if (!version) filters.scope = 'latest';
  else if (version !== 'all') filters.version = version;
  const found = await p.search(q, { filters });
  const pages = await Promise.all(found.results.slice(0, FETCHED).map((r) => r.data()));
  return pages.map((d) => ({
    ...target(d),
    kind: d.filters.kind?.[0] ?? '',
    version: d.meta.version,
    excerpt: d.excerpt,
  }));
}
