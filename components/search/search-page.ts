// The search page: the query answered by the layer around Pagefind (answer.ts) — the exact jump,
// then the records of the newest version's bundle and the reading pages' (or the version chosen,
// or every version, each rule once), with Pagefind's marked excerpts. Eight results are shown,
// more on request; results follow the box as one types, and a change of filter applies at once.
// The results keep their place while they arrive (the list's room is held by CSS), so nothing
// on the screen moves under the reader's finger.
import { apiRuleUrl, glossaryUrl, ruleUrl } from '#scripts/model/urls.ts';
import { withBase } from '#scripts/model/base-path.ts';
import { SEARCH_FILES, searchFileUrl } from '#scripts/model/search-files.ts';
import type { ApiRule, SearchLexicon } from '#scripts/model/data-contract.ts';
import { answer, type Scope } from './answer.ts';
import { FullText, type FullTextHit, type PagefindRuntime, type SearchKind } from './pagefind.ts';
import { excerpt, excerptPieces, type Piece } from './excerpt.ts';
import { resultNotes, resultStatus } from './result-words.ts';
import { networkReachable } from '../offline/reachable.ts';

/** Results shown at first, and added by 「さらに表示」. */
const PAGE = 8;
/** Typing: the search runs this long after the last keystroke. */
const TYPING_PAUSE = 200;

const form = document.getElementById('search-form') as HTMLFormElement;
const status = document.getElementById('search-status')!;
const list = document.getElementById('search-results')!;
const more = document.getElementById('search-more') as HTMLButtonElement;
const help = document.getElementById('search-help')!;
const notesLine = document.getElementById('search-notes')!;
const filters = document.getElementById('search-filters') as HTMLDetailsElement;
const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
const versions = JSON.parse(form.dataset.versions ?? '[]') as string[];

const cache = new Map<string, Promise<unknown>>();
/** A file of the site's own part of search (the lexicon, the jumps) under /search/. */
function read(path: string): Promise<unknown> {
  if (!cache.has(path))
    cache.set(
      path,
      fetch(searchFileUrl(path)).then((r) => {
        if (!r.ok) throw new Error(`${path}: ${r.status}`);
        return r.json();
      }),
    );
  return cache.get(path)!;
}

// Every bundle carries the same runtime: the newest version's is loaded, once.
let runtime: Promise<PagefindRuntime> | null = null;
const fullText = new FullText(
  () =>
    (runtime ??= import(
      /* @vite-ignore */ withBase(`/pagefind/${versions[0]}/pagefind.js`)
    ) as Promise<PagefindRuntime>),
  (index) => withBase(`/pagefind/${index}/`),
);

/**
 * Offline, the bundles in scope whose index chunks are not all saved: Pagefind searches what it
 * could load and says nothing of the rest, so the page says the results are partial.
 */
async function unsaved(indexes: string[]): Promise<string[]> {
  if (!('caches' in window) || (navigator.onLine && !navigator.serviceWorker?.controller))
    return [];
  const files = (await fetch(withBase('/offline-search.json')).then(
    (r) => r.json(),
    () => [],
  )) as string[];
  const out: string[] = [];
  for (const index of indexes) {
    const chunks = files.filter(
      (f) => f.startsWith(withBase(`/pagefind/${index}/`)) && f.endsWith('.pf_index'),
    );
    const held = await Promise.all(chunks.map((f) => caches.match(f).then((r) => !!r)));
    if (held.includes(false)) out.push(index);
  }
  // Only when something is unsaved is the network asked whether it is there.
  return out.length && (await networkReachable()) ? [] : out;
}

interface Shown {
  href: string;
  title: string;
  meta: string;
  excerpt?: Piece[];
}

function item(r: Shown): HTMLLIElement {
  const li = document.createElement('li');
  const a = Object.assign(document.createElement('a'), { href: r.href, textContent: r.title });
  a.setAttribute('data-result', '');
  const meta = Object.assign(document.createElement('span'), {
    className: 'result-meta',
    textContent: ` ${r.meta}`,
  });
  li.append(a, meta);
  if (r.excerpt?.length) {
    const p = document.createElement('p');
    p.className = 'result-excerpt';
    p.append(
      ...r.excerpt.map((x) =>
        x.mark ? Object.assign(document.createElement('mark'), { textContent: x.text }) : x.text,
      ),
    );
    li.append(p);
  }
  return li;
}

/** A lifted rule has no excerpt of Pagefind's: its text from the API, the query's words marked. */
async function ruleText(version: string, key: string, words: string[]): Promise<Piece[]> {
  const rule = (await fetch(apiRuleUrl(version, key)).then(
    (r) => (r.ok ? r.json() : null),
    () => null,
  )) as ApiRule | null;
  const text = rule?.text.ja ?? rule?.translation?.text ?? rule?.text.en ?? '';
  return text ? excerpt(text, words) : [];
}

async function shown(h: FullTextHit, words: string[]): Promise<Shown> {
  const pieces = h.excerpt ? excerptPieces(h.excerpt) : [];
  if (h.kind === '用語')
    return {
      href: `${glossaryUrl(h.index)}${h.key}`,
      title: h.label ?? h.key,
      meta: `用語集・${h.index}`,
      excerpt: pieces,
    };
  if (h.kind !== 'ルール')
    return { href: withBase(h.key), title: h.label ?? h.key, meta: h.kind, excerpt: pieces };
  return {
    href: ruleUrl(h.index, h.key),
    title: h.label ? `${h.key}（${h.label}）` : h.key,
    meta: `総合ルール・${h.index}`,
    excerpt: pieces.length ? pieces : await ruleText(h.index, h.key, words),
  };
}

function scopeOf(version: string, kind: string): Scope {
  return {
    indexes: version === 'all' ? versions : [version || versions[0]!],
    // The reading pages have no version: searched by default and with 「すべての版」.
    pages: !version || version === 'all',
    kind: (kind || undefined) as SearchKind | undefined,
  };
}

let run = 0;

async function search(): Promise<void> {
  const raw = field('q').value.trim();
  const kind = field('kind').value;
  const version = field('version').value;
  const mine = ++run;
  more.hidden = true;
  help.hidden = true;
  if (!raw) {
    list.replaceChildren();
    status.textContent = '';
    notesLine.textContent = '';
    return;
  }
  status.textContent = `「${raw}」を検索しています…`;
  let lexicon: SearchLexicon = { aliases: [], readings: [], thesaurus: [] };
  try {
    lexicon = (await read(SEARCH_FILES.lexicon)) as SearchLexicon;
  } catch {
    /* offline and not saved: search without aliases and readings */
  }
  const scope = scopeOf(version, kind);
  const [found, partial] = await Promise.all([
    answer(fullText, read, lexicon, raw, scope, PAGE),
    unsaved(scope.indexes),
  ]);
  if (mine !== run) return;
  found.unavailable.push(...partial.filter((i) => !found.unavailable.includes(i)));
  const words = found.query.words.map((w) => w.surface);
  const jumped = !!found.jump && (!kind || found.jump.kind === kind);
  const items: Shown[] = [];
  if (found.jump && jumped)
    items.push({
      href: found.jump.href,
      title: found.jump.label,
      meta: `完全一致・${found.jump.kind}`,
    });
  const seen = new Set(items.map((s) => s.href));
  const add = (hits: Shown[]) => hits.filter((s) => !seen.has(s.href) && seen.add(s.href));
  items.push(...add(await Promise.all(found.hits.map((h) => shown(h, words)))));
  if (mine !== run) return;
  list.replaceChildren(...items.map(item));
  more.hidden = found.hits.length < PAGE;
  more.onclick = async () => {
    const next = add(await Promise.all((await found.more()).map((h) => shown(h, words))));
    list.append(...next.map(item));
    more.hidden = next.length === 0;
  };
  const notes = resultNotes(found);
  // The status line says it all to a screen reader; on screen it is one line, the notes below it.
  status.textContent = resultStatus(raw, found.hits.length, jumped, notes);
  notesLine.textContent = notes.join('');
  help.hidden = items.length > 0;
  const url = new URL(location.href);
  for (const [k, v] of [
    ['q', raw],
    ['kind', kind],
    ['version', version],
  ] as const)
    if (v) url.searchParams.set(k, v);
    else url.searchParams.delete(k);
  history.replaceState(null, '', url);
}

const params = new URLSearchParams(location.search);
field('q').value = params.get('q')?.trim() ?? '';
field('kind').value = params.get('kind') ?? '';
field('version').value = params.get('version') ?? '';
// A filter chosen in the address shows itself.
filters.open = !!(field('kind').value || field('version').value);
let timer: ReturnType<typeof setTimeout> | undefined;
field('q').addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(() => void search(), TYPING_PAUSE);
});
for (const name of ['kind', 'version']) field(name).addEventListener('change', () => void search());
form.addEventListener('submit', (e) => {
  e.preventDefault();
  clearTimeout(timer);
  void search();
});
void search();
