// /cite/'s script: the cited numbers of the pasted text, read in the release the reader picks (or
// the one suggested from the numbers and the words around them: suggest-release.ts), each as the
// newest release numbers it (/api/cite/).
import { withBase } from '#scripts/model/base-path.ts';
import { citations, type Citation } from '#scripts/model/rule-number.ts';
import type { NumberSpans, RuleTitles } from '#scripts/model/data-contract.ts';
import { suggestRelease } from './suggest-release.ts';
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

/** The release the text likely cites (suggest-release.ts), by its date, with why. */
async function suggest(cited: Citation[]) {
  const [list, spans, titles] = await Promise.all([
    (releases ??= json<Releases>('/api/cite/releases.json')),
    json<NumberSpans>('/api/cite/numbers.json'),
    json<RuleTitles>('/api/cite/titles.json'),
  ]);
  const oldestFirst = [...list.releases].reverse();
  const s = suggestRelease(cited, spans, titles, oldestFirst.length);
  const date = (i: number) => oldestFirst[i]!.date;
  return {
    date: date(s.index),
    why: [
      s.meant.length
        ? `前後の語が ${date(s.index)} の規則の題と合う引用 ${s.meant.length} か所（${s.meant
            .slice(0, 3)
            .map((m) => `${m.number}「${m.title}」`)
            .join('、')}${s.meant.length > 3 ? ' など' : ''}）`
        : '前後の語から版は決まりません',
      s.span
        ? `すべての番号がある版は ${date(s.span[0])} 〜 ${date(s.span[1])}`
        : 'すべての番号がそろう版はありません',
    ].join('。'),
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
  const cited = citations(text);
  const numbers = cited.map((c) => c.number);
  results.hidden = true;
  if (numbers.length === 0) {
    status.textContent = '文章に規則番号（502.9b のような、点を含む番号）が見つかりません。';
    return;
  }
  status.textContent = '読み替えています…';
  try {
    const chosen = (form.elements.namedItem('release') as HTMLSelectElement).value;
    const guess = chosen ? null : await suggest(cited);
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
    status.textContent = `${numbers.length} か所の引用を ${release} の番号として読み替えました${guess ? `（版は番号と前後の語から推測：${guess.why}）` : ''}。注意が必要なもの：${flagged} か所。`;
  } catch {
    status.textContent =
      '読み替えのデータを読み込めませんでした（オフラインで、まだ保存していない版かもしれません）。';
  }
});
