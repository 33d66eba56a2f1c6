// The search page: the query read once (search-query.ts), an exact jump from the part of the jump
// table its first character needs, then the site's own index: a record per rule and glossary
// entry (the defining rule first; the newest version unless another is chosen) and per article
// section, FAQ section and card. Eight results are shown with their excerpts, more on request;
// results follow the box as one types, and a change of filter applies at once.
import { normaliseQuery, type NormalQuery } from '#scripts/model/search-query.ts';
import { apiRuleUrl, glossaryUrl, ruleUrl } from '#scripts/model/urls.ts';
import { withBase } from '#scripts/model/base-path.ts';
import {
  DOCUMENTS_INDEX,
  TEXT_BLOCK,
  type ApiRule,
  type SearchTextBlock,
  type SearchLexicon,
} from '#scripts/model/data-contract.ts';
import { searchVersions, type Hit } from './engine.ts';
import { findJumpFor } from './jump.ts';
import { excerpt } from './excerpt.ts';

/** Results shown at first, and added by 「さらに表示」. */
const PAGE = 8;
/** Typing: the search runs this long after the last keystroke. */
const TYPING_PAUSE = 200;

const form = document.getElementById('search-form') as HTMLFormElement;
const status = document.getElementById('search-status')!;
const list = document.getElementById('search-results')!;
const more = document.getElementById('search-more') as HTMLButtonElement;
const help = document.getElementById('search-help')!;
const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
const versions = JSON.parse(form.dataset.versions ?? '[]') as string[];

const cache = new Map<string, Promise<unknown>>();
/** Files of the index this search could not read (offline, not saved): its results are partial. */
const missing = new Set<string>();
/** A postings, words or text file that cannot be read counts as empty, and is noted. */
function readSome(path: string): Promise<unknown> {
  if (/\/(?:docs)\.json$/.test(path) || !path.includes('/')) return read(path);
  return read(path).catch(() => {
    missing.add(path);
    return path.endsWith('/kana.json') ? [] : {};
  });
}
function read(path: string): Promise<unknown> {
  if (!cache.has(path))
    cache.set(
      path,
      fetch(withBase(`/search/${path}`)).then((r) => {
        if (!r.ok) throw new Error(`${path}: ${r.status}`);
        return r.json();
      }),
    );
  return cache.get(path)!;
}

interface Shown {
  href: string;
  title: string;
  meta: string;
  excerpt?: { text: string; mark: boolean }[];
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
  if (r.excerpt) {
    const p = document.createElement('p');
    p.className = 'result-excerpt';
    if (typeof r.excerpt === 'string')
      p.innerHTML = r.excerpt; // Pagefind's: escaped, <mark>ed
    else
      p.append(
        ...r.excerpt.map((x) =>
          x.mark ? Object.assign(document.createElement('mark'), { textContent: x.text }) : x.text,
        ),
      );
    li.append(p);
  }
  return li;
}

async function shownHit(h: Hit, q: NormalQuery): Promise<Shown> {
  const words = q.words.map((w) => w.surface);
  if (h.kind !== 'ルール') {
    const block = (await read(`${h.version}/x${Math.floor(h.index / TEXT_BLOCK)}.json`).catch(
      () => ({}),
    )) as SearchTextBlock;
    const text = block[String(h.index)] ?? '';
    const glossary = h.kind === '用語';
    return {
      href: glossary ? `${glossaryUrl(h.version)}${h.key}` : h.key,
      title: glossary ? `${h.label ?? h.key}（用語集 ${h.version}）` : (h.label ?? h.key),
      meta: glossary ? `用語・${h.version}` : h.kind,
      excerpt: text ? excerpt(text, words) : undefined,
    };
  }
  const rule = (await fetch(apiRuleUrl(h.version, h.key)).then(
    (r) => (r.ok ? r.json() : null),
    () => null,
  )) as ApiRule | null;
  const text = rule?.text.ja ?? rule?.translation?.text ?? rule?.text.en ?? '';
  return {
    href: ruleUrl(h.version, h.key),
    title: `${h.key}（総合ルール ${h.version}）`,
    meta: `ルール・${h.version}`,
    excerpt: text ? excerpt(text, words) : undefined,
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
    return;
  }
  status.textContent = `「${raw}」を検索しています…`;
  let lexicon: SearchLexicon = { aliases: [], readings: [] };
  try {
    lexicon = (await read('lexicon.json')) as SearchLexicon;
  } catch {
    /* offline and not saved: search without aliases and readings */
  }
  const q = normaliseQuery(raw, lexicon);
  // The reading pages have no version: searched by default and with 「すべての版」.
  const indexes = [
    ...(version === 'all' ? versions : [version || versions[0]!]),
    ...(!version || version === 'all' ? [DOCUMENTS_INDEX] : []),
  ];
  missing.clear();
  const [jump, outcome] = await Promise.all([
    findJumpFor(read, q, raw).catch(() => null),
    q.words.length + q.rules.length > 0
      ? searchVersions(readSome, indexes, q, (k) => !kind || k === kind)
      : null,
  ]);
  if (mine !== run) return;
  const hits = outcome?.hits ?? [];
  const shown: Shown[] = [];
  const jumped = !!jump && (!kind || jump.kind === kind);
  if (jump && jumped)
    shown.push({ href: jump.href, title: jump.label, meta: `完全一致・${jump.kind}` });
  const first = await Promise.all(hits.slice(0, PAGE).map((h) => shownHit(h, q)));
  if (mine !== run) return;
  const seen = new Set(shown.map((s) => s.href));
  const add = (s: Shown) => !seen.has(s.href) && (seen.add(s.href), shown.push(s));
  first.forEach(add);
  list.replaceChildren(...shown.map(item));
  let next = PAGE;
  more.hidden = hits.length <= next;
  more.onclick = async () => {
    const page = await Promise.all(hits.slice(next, next + PAGE).map((h) => shownHit(h, q)));
    next += PAGE;
    const before = seen.size;
    page.forEach(add);
    list.append(...shown.slice(before).map(item));
    more.hidden = hits.length <= next;
  };
  const notes: string[] = [];
  for (const [typed, as] of q.readAs) notes.push(`「${typed}」を「${as}」として検索しました。`);
  if (outcome?.dropped.length)
    notes.push(
      `すべての語を含む規則が見つからないため、「${outcome.dropped.join('」「')}」を含まない結果も示しています。`,
    );
  if (missing.size || outcome?.unavailable.length)
    notes.push(
      'オフラインのため索引の一部を読み込めず、結果は一部だけです。「オフライン用に全ページを保存」で検索索引も保存すると、すべての結果が出ます。',
    );
  const total = hits.length + (jumped ? 1 : 0);
  status.textContent = total
    ? `「${raw}」の検索結果：${hits.length} 件${jumped ? '（ほかに完全一致 1 件）' : ''}。${notes.join('')}`
    : `「${raw}」に一致するページはありません。${notes.join('')}`;
  help.hidden = total > 0;
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
