import { readManifest, readSource } from '#scripts/read/sources.ts';
import type { SourceEntry, SourceText } from '#scripts/model/types.ts';

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
