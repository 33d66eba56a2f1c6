// 「オフライン用に全ページを保存」: puts every page of this build into the pages cache the
// service worker reads from, showing progress.
import { offlineCacheNames } from './cache-names.ts';

const button = document.getElementById('save-all') as HTMLButtonElement;
const bar = document.getElementById('save-progress') as HTMLProgressElement;
const status = document.getElementById('save-status')!;

async function saveAll(): Promise<void> {
  if (!('caches' in window)) {
    status.textContent = 'このブラウザーはオフライン保存に対応していません。';
    return;
  }
  button.disabled = true;
  const [{ id }, pageList, searchList] = await Promise.all([
    fetch('/build.json').then((r) => r.json() as Promise<{ id: string }>),
    fetch('/offline-pages.json').then((r) => r.json() as Promise<string[]>),
    fetch('/offline-search.json').then((r) => r.json() as Promise<string[]>),
  ]);
  const names = offlineCacheNames(id);
  const [pageCache, dataCache] = await Promise.all([
    caches.open(names.pages),
    caches.open(names.data),
  ]);
  // Every page, then the whole search index (so that any search works offline).
  const pages = [...pageList, ...searchList];
  const cacheFor = (url: string) => (url.startsWith('/search/') ? dataCache : pageCache);
  bar.max = pages.length;
  bar.value = 0;
  bar.hidden = false;
  let failed = 0;
  for (let i = 0; i < pages.length; i += 8) {
    const batch = pages.slice(i, i + 8);
    const done = await Promise.allSettled(batch.map((p) => cacheFor(p).add(p)));
    failed += done.filter((d) => d.status === 'rejected').length;
    bar.value = Math.min(pages.length, i + batch.length);
    status.textContent = `${bar.value} / ${pages.length} 件を保存しました`;
  }
  status.textContent = failed
    ? `${pages.length - failed} 件を保存しました（${failed} 件は保存できませんでした）。`
    : `全 ${pageList.length} ページと検索索引（${searchList.length} 件）を保存しました。オフラインでも読めて、検索できます。`;
  button.disabled = false;
}

button.addEventListener('click', () => void saveAll());
button.hidden = false;
