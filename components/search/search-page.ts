// The search page: an exact jump from the build-time table, then Pagefind's results. Each
// result links to the rule (or section) where most of its matches are, not just the page.
import { findJump, type Jump, type JumpTable } from '#scripts/model/jumps.ts';
import { isRuleNumber } from '#scripts/model/rule-number.ts';

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

interface Result {
  href: string;
  title: string;
  kind: string;
  version?: string;
  excerpt?: string;
  jump?: boolean;
}

const form = document.getElementById('search-form') as HTMLFormElement;
const status = document.getElementById('search-status')!;
const list = document.getElementById('search-results')!;
const params = new URLSearchParams(location.search);
const q = params.get('q')?.trim() ?? '';
const kind = params.get('kind') ?? '';
const version = params.get('version') ?? '';
(form.elements.namedItem('q') as HTMLInputElement).value = q;
(form.elements.namedItem('kind') as HTMLSelectElement).value = kind;
(form.elements.namedItem('version') as HTMLSelectElement).value = version;

/** The anchor (a rule, a section) that holds most of a page's matches; the page's top if none. */
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
  const isRule = isRuleNumber(a.id);
  return {
    href: `${d.url}#${a.id}`,
    title: isRule
      ? `${a.id}（総合ルール ${d.meta.version ?? ''}）`
      : `${pageTitle}：${a.text || a.id}`,
  };
}

function render(results: Result[]): void {
  list.replaceChildren(
    ...results.map((r) => {
      const li = document.createElement('li');
      const a = Object.assign(document.createElement('a'), { href: r.href, textContent: r.title });
      a.setAttribute('data-result', '');
      const meta = Object.assign(document.createElement('span'), {
        className: 'result-meta',
        textContent: ` ${r.jump ? '完全一致・' : ''}${r.kind}${r.version ? `・${r.version}` : ''}`,
      });
      li.append(a, meta);
      if (r.excerpt) {
        const p = document.createElement('p');
        p.className = 'result-excerpt';
        // Pagefind's excerpt is escaped text with <mark> around matches.
        p.innerHTML = r.excerpt;
        li.append(p);
      }
      return li;
    }),
  );
}

async function run(): Promise<void> {
  if (!q) return;
  status.textContent = `「${q}」を検索しています…`;
  const [table, build] = await Promise.all([
    fetch('/search/jumps.json').then((r) => r.json() as Promise<JumpTable>),
    fetch('/build.json').then(
      (r) => (r.ok ? (r.json() as Promise<{ id: string }>) : { id: '' }),
      () => ({ id: '' }),
    ),
  ]);
  const jump: Jump | null = findJump(table, q);
  const results: Result[] = [];
  if (jump && (!kind || jump.kind === kind))
    results.push({ href: jump.href, title: jump.label, kind: jump.kind, jump: true });
  try {
    const path = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ path)) as Pagefind;
    await pagefind.options({ excerptLength: 40, ...(build.id ? { metaCacheTag: build.id } : {}) });
    const filters: Record<string, string> = {};
    if (kind) filters.kind = kind;
    // By default: the newest version plus articles, cards and the FAQ; 「すべての版」 or one version on request.
    if (!version) filters.scope = 'latest';
    else if (version !== 'all') filters.version = version;
    const found = await pagefind.search(q, { filters });
    const pages = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
    for (const d of pages) {
      const t = target(d);
      if (results.some((r) => r.href === t.href)) continue;
      results.push({
        ...t,
        kind: d.filters.kind?.[0] ?? '',
        version: d.meta.version,
        excerpt: d.excerpt,
      });
    }
  } catch {
    status.textContent =
      '全文検索を読み込めませんでした（オフラインで索引が保存されていない場合など）。';
  }
  render(results);
  if (status.textContent?.endsWith('…'))
    status.textContent = results.length
      ? `「${q}」の検索結果：${results.length} 件`
      : `「${q}」に一致するページはありません。`;
}

void run();
