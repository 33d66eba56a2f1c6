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
  const [{ id }, pages] = await Promise.all([fetch('/build.json').then((r) => r.json() as Promise<{ id: string }>), fetch('/offline-pages.json').then((r) => r.json() as Promise<string[]>)]);
  const cache = await caches.open(offlineCacheNames(id).pages);
  bar.max = pages.length;
  bar.value = 0;
  bar.hidden = false;
  let failed = 0;
  for (let i = 0; i < pages.length; i += 8) {
    const batch = pages.slice(i, i + 8);
    const done = await Promise.allSettled(batch.map((p) => cache.add(p)));
    failed += done.filter((d) => d.status === 'rejected').length;
    bar.value = Math.min(pages.length, i + batch.length);
    status.textContent = `${bar.value} / ${pages.length} ページを保存しました`;
  }
  status.textContent = failed ? `${pages.length - failed} ページを保存しました（${failed} ページは保存できませんでした）。` : `全 ${pages.length} ページを保存しました。オフラインでも読めます。`;
  button.disabled = false;
}

button.addEventListener('click', () => void saveAll());
button.hidden = false;
