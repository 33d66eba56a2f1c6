// 「オフライン用に保存」: says first how much each choice stores, then puts the chosen pages (and
// search index files) of this build into the caches the service worker reads from, showing
// progress. Choices: everything, or the newest rules, the reading pages, or the search index.
import { offlineCacheNames } from './cache-names.ts';
import { withBase } from '#scripts/model/base-path.ts';
import type { OfflineSet } from '#scripts/model/data-contract.ts';

const choices = document.getElementById('save-choices')!;
const bar = document.getElementById('save-progress') as HTMLProgressElement;
const status = document.getElementById('save-status')!;

/** Files fetched at once while saving. */
const BATCH = 16;

const megabytes = (bytes: number) =>
  bytes >= 1e6
    ? `約 ${Math.max(1, Math.round(bytes / 1e6))} MB`
    : `約 ${Math.ceil(bytes / 1e3)} KB`;

async function save(set: OfflineSet, files: string[], buttons: HTMLButtonElement[]): Promise<void> {
  if (!('caches' in window)) {
    status.textContent = 'このブラウザーはオフライン保存に対応していません。';
    return;
  }
  for (const b of buttons) b.disabled = true;
  const { id } = (await fetch(withBase('/build.json')).then((r) => r.json())) as { id: string };
  const names = offlineCacheNames(id);
  const [pageCache, dataCache] = await Promise.all([
    caches.open(names.pages),
    caches.open(names.data),
  ]);
  // Data files (the search index, /cite/'s tables) go where the worker looks for them.
  const isData = (url: string) =>
    ['/search/', '/pagefind/', '/api/'].some((p) => url.startsWith(withBase(p)));
  const cacheFor = (url: string) => (isData(url) ? dataCache : pageCache);
  bar.max = files.length;
  bar.value = 0;
  bar.hidden = false;
  let failed = 0;
  for (let i = 0; i < files.length; i += BATCH) {
    const batch = files.slice(i, i + BATCH);
    const done = await Promise.allSettled(batch.map((p) => cacheFor(p).add(p)));
    failed += done.filter((d) => d.status === 'rejected').length;
    bar.value = Math.min(files.length, i + batch.length);
    status.textContent = `${bar.value} / ${files.length} 件を保存しました`;
  }
  const pages = files.filter((f) => !isData(f)).length;
  const index = files.length - pages;
  status.textContent = failed
    ? `${files.length - failed} 件を保存しました（${failed} 件は保存できませんでした）。`
    : set.id === 'all'
      ? `全 ${pages} ページと検索索引などのデータ（${index} 件）を保存しました。オフラインでも読めて、検索できます。`
      : `「${set.label}」（${files.length} 件）を保存しました。`;
  for (const b of buttons) b.disabled = false;
}

async function offer(): Promise<void> {
  const [sets, pageList, searchList] = await Promise.all([
    fetch(withBase('/offline-sets.json')).then((r) => r.json() as Promise<OfflineSet[]>),
    fetch(withBase('/offline-pages.json')).then((r) => r.json() as Promise<string[]>),
    fetch(withBase('/offline-search.json')).then((r) => r.json() as Promise<string[]>),
  ]);
  const all = [...pageList, ...searchList];
  const buttons: HTMLButtonElement[] = [];
  choices.replaceChildren(
    ...sets.map((set) => {
      const li = document.createElement('li');
      const files = all.filter((f) => set.prefixes.some((p) => f.startsWith(p)));
      const button = Object.assign(document.createElement('button'), {
        type: 'button',
        textContent: set.id === 'all' ? 'オフライン用に全ページを保存' : `「${set.label}」を保存`,
      });
      button.addEventListener('click', () => void save(set, files, buttons));
      buttons.push(button);
      const size = Object.assign(document.createElement('span'), {
        className: 'save-size',
        textContent: ` ${megabytes(set.bytes)}・${files.length} 件`,
      });
      li.append(button, size);
      if (set.id === 'all') {
        const note = Object.assign(document.createElement('p'), {
          className: 'note',
          textContent: `すべての版・すべてのページと検索索引です。${megabytes(set.bytes)}の空き容量と、回線によっては数分が必要です。`,
        });
        li.append(note);
      }
      return li;
    }),
  );
}

void offer().catch(() => {
  status.textContent =
    '保存できるページの一覧を読み込めませんでした。オンラインでもう一度開いてください。';
});
