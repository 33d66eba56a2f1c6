// /cite/'s script: the cited numbers of the pasted text, read in the release the reader picks (or
// the newest release that has them all), each as the newest release numbers it (/api/cite/).
import { withBase } from '#scripts/model/base-path.ts';
import { citedNumbers } from '#scripts/model/rule-number.ts';
import { ruleUrl } from '#scripts/model/urls.ts';

type Table = Record<string, [string | null, 0 | 1]>;
interface Releases {
  newest: string;
  releases: { date: string; rules: number }[];
}

const form = document.getElementById('cite-form') as HTMLFormElement;
const status = document.getElementById('cite-status')!;
const results = document.getElementById('cite-results')!;
const json = <T>(path: string): Promise<T> =>
  fetch(withBase(path)).then((r) => {
    if (!r.ok) throw new Error(`${r.status}`);
    return r.json() as Promise<T>;
  });
let releases: Promise<Releases> | null = null;

/** The newest release that has every number (else the one that has the most), and the span of those that have them all. */
async function suggest(numbers: string[]): Promise<{ date: string; span: string | null }> {
  const [list, spans] = await Promise.all([
    (releases ??= json<Releases>('/api/cite/releases.json')),
    json<Record<string, [number, number][]>>('/api/cite/numbers.json'),
  ]);
  const oldestFirst = [...list.releases].reverse();
  const has = oldestFirst.map(
    (_, i) => numbers.filter((n) => spans[n]?.some(([a, b]) => a <= i && i <= b)).length,
  );
  const best = Math.max(...has);
  const all = has.flatMap((n, i) => (n === numbers.length ? [i] : []));
  const pick = has.lastIndexOf(best);
  return {
    date: oldestFirst[pick]!.date,
    span: all.length ? `${oldestFirst[all[0]!]!.date} 〜 ${oldestFirst[all.at(-1)!]!.date}` : null,
  };
}

function cell(tag: 'td' | 'th', content: Node | string): HTMLElement {
  const c = document.createElement(tag);
  c.append(content);
  return c;
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const text = (form.elements.namedItem('text') as HTMLTextAreaElement).value;
  const numbers = citedNumbers(text);
  results.hidden = true;
  if (numbers.length === 0) {
    status.textContent = '文章に規則番号（502.9b のような、点を含む番号）が見つかりません。';
    return;
  }
  status.textContent = '読み替えています…';
  try {
    const chosen = (form.elements.namedItem('release') as HTMLSelectElement).value;
    const guess = chosen ? null : await suggest([...new Set(numbers)]);
    const release = chosen || guess!.date;
    const [{ newest }, table] = await Promise.all([
      (releases ??= json<Releases>('/api/cite/releases.json')),
      json<Table>(`/api/cite/${release}.json`),
    ]);
    const rows = numbers.map((n) => {
      const row = table[n];
      const now = row?.[0] ?? null;
      const state = !row
        ? `${release} にない番号です`
        : now === null
          ? 'その後の改訂でなくなりました'
          : row[1]
            ? now === n
              ? '番号は同じ、文はその後に変わりました'
              : '番号が変わり、文もその後に変わりました'
            : now === n
              ? '番号も文も同じです'
              : '番号だけが変わりました';
      const tr = document.createElement('tr');
      if (!row || now === null || row[1]) tr.className = 'cite-flagged';
      const link = now
        ? Object.assign(document.createElement('a'), {
            href: ruleUrl(newest, now),
            textContent: now,
          })
        : '—';
      tr.append(cell('th', n), cell('td', link), cell('td', state));
      return tr;
    });
    const table_ = document.createElement('table');
    table_.className = 'stack';
    table_.innerHTML = `<caption>${release} の番号 → ${newest} の番号</caption><thead><tr><th scope="col">引用</th><th scope="col">${newest}</th><th scope="col">この規則のその後</th></tr></thead>`;
    const body = document.createElement('tbody');
    body.append(...rows);
    table_.append(body);
    results.replaceChildren(table_);
    results.hidden = false;
    const flagged = rows.filter((r) => r.className).length;
    status.textContent = `${numbers.length} か所の引用を ${release} の番号として読み替えました${guess ? `（版は番号から推測：${guess.span ? `すべての番号がある版は ${guess.span}` : 'すべての番号がそろう版はありません'}）` : ''}。注意が必要なもの：${flagged} か所。`;
  } catch {
    status.textContent =
      '読み替えのデータを読み込めませんでした（オフラインで、まだ保存していない版かもしれません）。';
  }
});
