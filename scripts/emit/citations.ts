// The data of /cite/ (old citations brought up to date): for every release since 2003, each of
// its rule numbers as the newest release numbers it (citationTables); the list of releases; in
// which releases each number exists and what it is called today there, and the titles of the
// newest rules (to suggest the release a text cites from its numbers and the words around them).
import { citationTables, type Release, type ReleaseStepCache } from '../history/releases.ts';
import { isRule, isSection } from '../model/rule-number.ts';
import type { NumberSpans, RuleTitles } from '../model/data-contract.ts';
import { emitted, GENERATED, type Emitted } from '../model/generated-files.ts';

/** A title rather than a rule: a section's or keyword's name, short and not a sentence. */
const isTitle = (text: string) => text.length <= 60 && !/[.。:：]$/.test(text.trim());

export function citationFiles(
  cache: ReleaseStepCache,
  releases: Release[],
  /** The newest rules' Japanese, by number, where the site has it. */
  japanese: (number: string) => string | undefined,
): Emitted[] {
  const tables = citationTables(cache, releases);
  const files = releases.map((r, i) => emitted(GENERATED.citationTable(r.date), tables[i]!));
  // Newest first: each release's date and how many rules it has.
  files.push(
    emitted(GENERATED.citeReleases, {
      newest: releases.at(-1)!.date,
      releases: releases.map((r) => ({ date: r.date, rules: r.rules.length })).reverse(),
    }),
  );
  const spans: NumberSpans = {};
  releases.forEach((r, i) => {
    for (const { number } of r.rules) {
      const s = (spans[number] ??= []);
      const last = s.at(-1);
      const now = tables[i]![number]?.[0] ?? null;
      if (last && last[1] === i - 1 && last[2] === now) last[1] = i;
      else s.push([i, i, now]);
    }
  });
  files.push(emitted(GENERATED.numberSpans, spans));
  const titled = releases
    .at(-1)!
    .rules.filter(({ number, text }) => (isSection(number) || isRule(number)) && isTitle(text))
    .map(({ number, text }) => {
      // A keyword's Japanese title names it in both languages: 「トランプル／Trample」.
      const ja = japanese(number)?.split('／')[0];
      return [number, ja && isTitle(ja) && ja !== text ? [text, ja] : [text]] as const;
    });
  // A title many rules share (General, 総則) says nothing of which one is meant.
  const uses = new Map<string, number>();
  for (const [, ts] of titled) for (const t of ts) uses.set(t, (uses.get(t) ?? 0) + 1);
  const titles: RuleTitles = {};
  for (const [number, ts] of titled) {
    const own = ts.filter((t) => uses.get(t) === 1);
    if (own.length) titles[number] = own;
  }
  files.push(emitted(GENERATED.ruleTitles, titles));
  return files;
}
