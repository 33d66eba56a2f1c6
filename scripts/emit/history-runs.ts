// 「この規則の歴史」 as the rule page shows it: the chain through the releases, newest first, with
// releases that kept the same number and text on one line (2026-04-17〜2026-06-19：729.5) and each
// change linking the update page where it happened.
import type { HistoryEntry } from '../history/history.ts';
import { diffUrl } from '../model/urls.ts';
import type { HistoryRun } from '../model/data-contract.ts';

export type { HistoryRun };

/**
 * The runs of one rule of one version. `older` holds the versions older than it; `diffPage`
 * says which page of a comparison lists a change.
 */
export function historyRuns(
  version: string,
  number: string,
  history: HistoryEntry[],
  older: Set<string>,
  diffPage: (oldV: string, newV: string, key: string) => { page: string; section: string },
): HistoryRun[] {
  const diffLink = (oldV: string, newV: string, key: string) => {
    const at = diffPage(oldV, newV, key);
    return `${diffUrl(oldV, newV, at.page)}#s-${at.section}`;
  };
  const runsOf = (walk: HistoryEntry[], newerSide: boolean) => {
    const runs: {
      first: HistoryEntry;
      last: HistoryEntry;
      versions: string[];
      diff: string | null;
    }[] = [];
    let pred = { version, number: number as string | null };
    for (const e of walk) {
      const last = runs[runs.length - 1];
      if (last && e.status === 'same' && e.number === last.last.number) {
        last.last = e;
        last.versions.push(e.version);
      } else {
        const [a, b] = newerSide
          ? [pred, { version: e.version, number: e.number }]
          : [{ version: e.version, number: e.number }, pred];
        const changed = e.status === 'changed' || e.status === 'moved';
        const key = b.number ?? a.number ?? number;
        runs.push({
          first: e,
          last: e,
          versions: [e.version],
          diff: changed ? diffLink(a.version, b.version, key) : null,
        });
      }
      pred = { version: e.version, number: e.number };
    }
    return runs.map((r): HistoryRun => ({
      range:
        r.first === r.last
          ? r.first.version
          : newerSide
            ? `${r.first.version}〜${r.last.version}`
            : `${r.last.version}〜${r.first.version}`,
      versions: newerSide ? r.versions.reverse() : r.versions,
      version: r.first.version,
      number: r.first.number,
      status: r.first.status,
      ...(r.first.similarity !== undefined ? { similarity: r.first.similarity } : {}),
      diff: r.diff,
    }));
  };
  return [
    ...runsOf(history.filter((e) => !older.has(e.version)).reverse(), true).reverse(),
    ...runsOf(
      history.filter((e) => older.has(e.version)),
      false,
    ),
  ];
}
