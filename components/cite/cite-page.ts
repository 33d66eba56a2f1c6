// /cite/'s script: the cited numbers of the pasted text, read in the release the reader picks (or
// the one suggested from the numbers and the words around them: suggest-release.ts), each as the
// newest release numbers it (/api/cite/).
import { citations, type Citation } from '#scripts/model/rule-number-text.ts';
import type { NumberSpans, RuleTitles } from '#scripts/model/data-contract.ts';
import { suggestRelease } from './suggest-release.ts';
import { apiRuleUrl, apiVersionsUrl, citeDataUrl, ruleUrl } from '#scripts/model/urls.ts';

type Table = Record<string, [string | null, 0 | 1]>;
interface Releases {
  newest: string;
  releases: { date: string; rules: number }[];
}

const form = document.getElementById('cite-form') as HTMLFormElement;
const status = document.getElementById('cite-status')!;
const results = document.getElementById('cite-results')!;
const json = <T>(url: string): Promise<T> =>
  fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${r.status}`);
    return r.json() as Promise<T>;
  });
let releases: Promise<Releases> | null = null;

/** The release the text likely cites (suggest-release.ts), by its date, with why. */
async function suggest(cited: Citation[]) {
  const [list, spans, titles] = await Promise.all([
    (releases ??= json<Releases>(citeDataUrl('releases'))),
    json<NumberSpans>(citeDataUrl('numbers')),
    json<RuleTitles>(citeDataUrl('titles')),
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

interface ApiVersions {
  versions: { name: string; effective: string | null }[];
}
let shownVersions: Promise<ApiVersions> | null = null;

/** A rule's text in a version the site shows (Japanese where it has it), or null. */
const ruleText = (version: string, n: string) =>
  json<{ text: { ja: string | null; en: string | null } }>(apiRuleUrl(version, n)).then(
    (r) => r.text.ja ?? r.text.en,
    () => null,
  );

/** The text now, and the text then where the site shows the cited release (or it is unchanged). */
async function texts(
  li: HTMLElement,
  newest: string,
  now: string,
  then: string | null,
  old: string,
  same: boolean,
) {
  const [textNow, textThen] = await Promise.all([
    ruleText(newest, now),
    then ? ruleText(then, old) : Promise.resolve(null),
  ]);
  const add = (label: string, text: string) => {
    const p = document.createElement('p');
    p.className = 'cite-text';
    p.append(
      Object.assign(document.createElement('span'), { className: 'badge', textContent: label }),
      ' ',
      text,
    );
    li.append(p);
  };
  if (textThen && !same) add(`当時（${then}）`, textThen);
  if (textNow) add(same ? `今も同じ（${newest}）` : `今（${newest}）`, textNow);
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
      (releases ??= json<Releases>(citeDataUrl('releases'))),
      json<Table>(citeDataUrl(release)),
    ]);
    // The versions the site shows (their rules as /api/rules/<version>/<n>.json): where a cited
    // release is one of them, its text then is shown beside the text now.
    const shown = await (shownVersions ??= json<ApiVersions>(apiVersionsUrl())).catch(() => null);
    const then = shown?.versions.find((v) => v.effective === release)?.name ?? null;
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
      const li = document.createElement('li');
      if (!row || now === null || row[1]) li.className = 'cite-flagged';
      const head = document.createElement('p');
      head.className = 'cite-head';
      const became = now
        ? Object.assign(document.createElement('a'), {
            href: ruleUrl(newest, now),
            textContent: now,
          })
        : '—';
      head.append(
        Object.assign(document.createElement('strong'), { className: 'cite-old', textContent: n }),
        ' → ',
        became,
        Object.assign(document.createElement('span'), {
          className: 'cite-state',
          textContent: `：${state}`,
        }),
      );
      li.append(head);
      if (now) void texts(li, newest, now, then, n, row?.[1] === 0);
      return li;
    });
    const list = document.createElement('ol');
    list.className = 'cite-list';
    list.setAttribute('aria-label', `${release} の番号 → ${newest} の番号`);
    list.append(...rows);
    results.replaceChildren(
      Object.assign(document.createElement('p'), {
        className: 'cite-caption',
        textContent: `${release} の番号 → ${newest} の番号`,
      }),
      list,
    );
    results.hidden = false;
    const flagged = rows.filter((r) => r.className).length;
    status.textContent = `${numbers.length} か所の引用を ${release} の番号として読み替えました${guess ? `（版は番号と前後の語から推測：${guess.why}）` : ''}。注意が必要なもの：${flagged} か所。`;
  } catch {
    status.textContent =
      '読み替えのデータを読み込めませんでした（オフラインで、まだ保存していない版かもしれません）。';
  }
});
