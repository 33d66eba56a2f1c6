// A comparison's changes and the diff pages that list them, worked out once per comparison for
// every page that shows them (the update pages, the home page, the feed, each rule's history).
import { pairData, ruleText } from './data.ts';
import { changesOf, diffPages, type Change, type DiffPage } from '../../components/history/changes.ts';
import { chapterOf } from '../../scripts/model/rule-number.ts';

const memo = new Map<string, { changes: Change[]; pages: DiffPage[]; where: Map<string, string> }>();

export function pairChanges(oldV: string, newV: string) {
  const k = `${oldV}|${newV}`;
  if (!memo.has(k)) {
    const pair = pairData(oldV, newV);
    const changes = changesOf(pair, (v, n) => ruleText(v, n, pair.lang));
    const pages = diffPages(changes);
    const where = new Map<string, string>();
    for (const page of pages) for (const c of page.changes) where.set(c.key, page.id);
    memo.set(k, { changes, pages, where });
  }
  return memo.get(k)!;
}

/** Which diff page lists a rule's change in a comparison (chapters with many changes are split). */
export function diffPageOf(oldV: string, newV: string, key: string): string {
  return pairChanges(oldV, newV).where.get(key) ?? chapterOf(key);
}
