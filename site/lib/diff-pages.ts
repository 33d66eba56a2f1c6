// Which diff page lists a rule's change in a comparison (chapters with many changes are split
// by section, or by rule): worked out once per comparison, looked up per rule.
import { pairData, ruleText } from './data.ts';
import { changesOf, diffPages } from '../../components/history/changes.ts';
import { chapterOf } from '../../components/history/chapters.ts';

const memo = new Map<string, Map<string, string>>();

export function diffPageOf(oldV: string, newV: string, key: string): string {
  const k = `${oldV}|${newV}`;
  if (!memo.has(k)) {
    const pair = pairData(oldV, newV);
    const where = new Map<string, string>();
    for (const page of diffPages(changesOf(pair, (v, n) => ruleText(v, n, pair.lang)))) for (const c of page.changes) where.set(c.key, page.id);
    memo.set(k, where);
  }
  return memo.get(k)!.get(key) ?? chapterOf(key);
}
