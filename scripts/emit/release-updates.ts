// What each release since 2003 changed from the one before it, classified as the update pages of
// the nine full versions are (added, removed, modified, references only, renumbered, renumbered
// and modified, split, merged): data/releases/index.json lists them, data/releases/<date>.json holds one. The
// pairing is the release step's (releases.ts); the texts are the English of each release.
import { releaseStep, type Release, type ReleaseStepCache } from '../history/releases.ts';
import type { ReleaseUpdateData } from '../model/data-contract.ts';
import { emitted, GENERATED, type Emitted } from '../model/generated-files.ts';

type ReleaseUpdate = ReleaseUpdateData;
type ReleaseCounts = ReleaseUpdate['counts'];

/**
 * A release's texts by number. A number printed twice (2005-08-01's 605.2c) is listed, added or
 * removed, by its first text; paired, as the matcher pairs it, by its last.
 */
function textsByNumber(r: Release): { first: Map<string, string>; paired: Map<string, string> } {
  const first = new Map<string, string>();
  for (const x of r.rules) if (!first.has(x.number)) first.set(x.number, x.text);
  return { first, paired: new Map(r.rules.map((x) => [x.number, x.text])) };
}

export function releaseUpdateFiles(cache: ReleaseStepCache, releases: Release[]): Emitted[] {
  const files: Emitted[] = [];
  const index: { date: string; previous: string | null; counts: ReleaseCounts }[] = [];
  // The oldest release: nothing before it to compare with.
  const first = releases[0]!;
  const none: ReleaseCounts = {
    added: 0,
    removed: 0,
    modified: 0,
    referencesOnly: 0,
    renumbered: 0,
    renumberedModified: 0,
    split: 0,
    merged: 0,
  };
  files.push(
    emitted(GENERATED.releaseUpdate(first.date), {
      date: first.date,
      previous: null,
      rules: first.rules.length,
      counts: none,
      added: [],
      removed: [],
      modified: [],
      referencesOnly: [],
      renumbered: [],
      renumberedModified: [],
      split: [],
      merged: [],
    }),
  );
  index.push({ date: first.date, previous: null, counts: none });
  for (let i = 1; i < releases.length; i++) {
    const [old, cur] = [releases[i - 1]!, releases[i]!];
    // The step the citations and rule lives use (cached by content hash); texts from the releases.
    const p = releaseStep(cache, old, cur);
    const before = textsByNumber(old);
    const after = textsByNumber(cur);
    const update: ReleaseUpdate = {
      date: cur.date,
      previous: old.date,
      rules: cur.rules.length,
      counts: {
        added: p.added.length,
        removed: p.removed.length,
        modified: p.modified.length,
        referencesOnly: p.referencesOnly.length,
        renumbered: p.renumbered.length,
        renumberedModified: p.renumberedModified.length,
        split: p.split.length,
        merged: p.merged.length,
      },
      added: p.added.map((n) => ({ number: n, text: after.first.get(n)! })),
      removed: p.removed.map((n) => ({ number: n, text: before.first.get(n)! })),
      modified: p.modified.map((n) => ({
        number: n,
        before: before.paired.get(n)!,
        after: after.paired.get(n)!,
      })),
      referencesOnly: p.referencesOnly,
      renumbered: p.renumbered.map(([from, to]) => ({ from, to })),
      renumberedModified: p.renumberedModified.map(([from, to]) => ({
        from,
        to,
        before: before.paired.get(from)!,
        after: after.paired.get(to)!,
      })),
      split: p.split.map(([from, to]) => ({ from, to })),
      merged: p.merged.map(([from, to]) => ({ from, to })),
    };
    files.push(emitted(GENERATED.releaseUpdate(cur.date), update));
    index.push({ date: cur.date, previous: old.date, counts: update.counts });
  }
  files.push(emitted(GENERATED.releaseIndex, index.reverse()));
  return files;
}
