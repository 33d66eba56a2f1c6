// A release's changes with texts (added, removed, modified, renumbered and modified), in that
// order, cut into pages of at most PART_TEXT characters: a release that rewrote much (2009-07-11)
// shows every text, before and after, over a few light pages instead of bare numbers on one.
import type { ReleaseUpdateData } from '#scripts/model/data-contract.ts';

export type ReleaseTextItem =
  | { kind: 'added'; number: string; text: string }
  | { kind: 'removed'; number: string; text: string }
  | { kind: 'modified'; number: string; before: string; after: string }
  | { kind: 'renumberedModified'; from: string; to: string; before: string; after: string };

/** Characters of rule text a page holds (about 15 KB gzip). */
export const PART_TEXT = 60_000;

const size = (i: ReleaseTextItem) =>
  'text' in i ? i.text.length : i.before.length + i.after.length;

/** The pages' items; always at least one page (it may be empty). */
export function releaseParts(u: ReleaseUpdateData, budget = PART_TEXT): ReleaseTextItem[][] {
  const items: ReleaseTextItem[] = [
    ...u.added.map((x) => ({ kind: 'added' as const, ...x })),
    ...u.removed.map((x) => ({ kind: 'removed' as const, ...x })),
    ...u.modified.map((x) => ({ kind: 'modified' as const, ...x })),
    ...u.renumberedModified.map((x) => ({ kind: 'renumberedModified' as const, ...x })),
  ];
  const parts: ReleaseTextItem[][] = [[]];
  let used = 0;
  for (const item of items) {
    if (used + size(item) > budget && parts.at(-1)!.length > 0) {
      parts.push([]);
      used = 0;
    }
    parts.at(-1)!.push(item);
    used += size(item);
  }
  return parts;
}
