// What the search page says of an answer, in Japanese: the status line (how many results, an
// exact jump) and its notes (what a word was read as, which words a relaxed query left out, an
// index that could not be read offline). Pure, so the tests read the same sentences.
import type { Answer } from './answer.ts';

export function resultNotes(found: Pick<Answer, 'query' | 'dropped' | 'unavailable'>): string[] {
  const notes: string[] = [];
  for (const [typed, as] of found.query.readAs)
    notes.push(`「${typed}」を「${as}」として検索しました。`);
  if (found.dropped.length)
    notes.push(
      `すべての語を含む規則が見つからないため、「${found.dropped.join('」「')}」を含まない結果も示しています。`,
    );
  if (found.unavailable.length)
    notes.push(
      'オフラインのため索引の一部を読み込めず、結果は一部だけです。「オフライン用に全ページを保存」で検索索引も保存すると、すべての結果が出ます。',
    );
  return notes;
}

export function resultStatus(raw: string, hits: number, jumped: boolean, notes: string[]): string {
  return hits + (jumped ? 1 : 0)
    ? `「${raw}」の検索結果：${hits} 件${jumped ? '（ほかに完全一致 1 件）' : ''}。${notes.join('')}`
    : `「${raw}」に一致するページはありません。${notes.join('')}`;
}
