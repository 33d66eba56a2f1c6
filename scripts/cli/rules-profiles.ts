// The profiles the command-line engines play: read from the manifest and only the sources of the
// versions asked for (and of the versions whose numbering they follow), not from the whole build.
import type { RulesProfile } from '../model/rules-profile.ts';
import type { Manifest } from '../model/types.ts';
import { RuleBook } from '../model/rule-book.ts';
import { bookProfiles } from '../link/rules-profile.ts';
import { loadSource } from '../parse/formats.ts';
import { readManifest, readSource } from '../read/sources.ts';

/** The profiles of these versions (all the manifest's when none are named), newest first; a name the manifest does not list has none. */
export function loadProfiles(root: string, versions?: readonly string[]): RulesProfile[] {
  const { book, manifest } = readVersionRules(root, versions);
  return bookProfiles(book, manifest, versions);
}

/** The rules of these versions (all when none are named) and of the versions whose numbering they follow. */
export function readVersionRules(
  root: string,
  versions?: readonly string[],
): { book: RuleBook; manifest: Manifest } {
  const manifest = readManifest(root);
  const wanted = new Set(versions ?? manifest.versions.map((v) => v.name));
  for (const v of manifest.versions) if (wanted.has(v.name) && v.numbering) wanted.add(v.numbering);
  const corpus = { book: new RuleBook(manifest.versions), documents: [], faqs: [] };
  // The same reading as the pipeline's (scripts/pipeline.ts), without what only the site needs:
  // translation notes and carried translations change Japanese text, never which rule says what.
  for (const entry of manifest.sources.filter((s) => s.rulesVersions.some((v) => wanted.has(v)))) {
    loadSource(corpus, readSource(root, entry), entry);
  }
  return { book: corpus.book, manifest };
}
