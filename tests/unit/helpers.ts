import { readManifest, readSource } from '#scripts/read/sources.ts';
import type { Manifest, SourceEntry, SourceText } from '#scripts/model/types.ts';
import { RuleBook } from '#scripts/model/rule-book.ts';
import { rulesProfile } from '#scripts/link/rules-profile.ts';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const manifest = readManifest(ROOT);

export function seed(prefix: string): { entry: SourceEntry; src: SourceText } {
  const entry = manifest.sources.find((s) => s.file.startsWith(prefix));
  if (!entry) throw new Error(`no source ${prefix}`);
  return { entry, src: readSource(ROOT, entry) };
}

/** A source made up in a test, with the file name errors should name. */
export function synthetic(file: string, text: string): SourceText {
  return { file, encoding: 'utf-8', lines: text.split('\n') };
}

/**
 * The profile of a release made up from 2026-06-19's rules, named 2026-08-01, with some rules'
 * English replaced: what a new release's text alone gives the engines.
 */
export function syntheticReleaseProfile(
  book: RuleBook,
  versions: Manifest['versions'],
  changed: Record<string, string> = {},
) {
  const b = new RuleBook([
    ...versions,
    {
      name: '2026-08-01',
      effective: '2026-08-01',
      label: '総合ルール 2026-08-01',
      note: 'synthetic',
    },
  ]);
  for (const r of book.ordered('2026-06-19'))
    b.add('2026-08-01', r.number, {
      en: changed[r.number] ?? r.en,
      origin: { file: 'synthetic', line: 1 },
    });
  return rulesProfile({ version: '2026-08-01', rules: b.ordered('2026-08-01'), complete: true });
}
