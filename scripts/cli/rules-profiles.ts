// The profiles the command-line engines play: read from the manifest and only the sources of the
// versions asked for (and of the versions whose numbering they follow), not from the whole build.
import type { RulesProfile } from '../../components/rules-profile.ts';
import type { Manifest } from '../model/types.ts';
import { addFaqRules, addQuotedRules, addRulesText } from '../model/collect-rules.ts';
import { RuleBook } from '../model/rule-book.ts';
import { bookProfiles } from '../link/rules-profile.ts';
import { detectFormat } from '../parse/detect-format.ts';
import { parseFaq2004 } from '../parse/faq-2004.ts';
import { parseWikiDump } from '../parse/mtgwiki-dump.ts';
import { SourceError } from '../read/source-error.ts';
import { readManifest, readSource } from '../read/sources.ts';

/** The profiles of these versions (all the manifest's when none are named), newest first; a name the manifest does not list has none. */
export function loadProfiles(root: string, versions?: readonly string[]): RulesProfile[] {
  const { book, manifest } = readVersionRules(root, versions);
  return bookProfiles(book, manifest, versions);
}

/** The rules of these versions (all when none are named) and of the versions whose numbering they follow. */
export function readVersionRules(root: string, versions?: readonly string[]): { book: RuleBook; manifest: Manifest } {
  const manifest = readManifest(root);
  const wanted = new Set(versions ?? manifest.versions.map((v) => v.name));
  for (const v of manifest.versions) if (wanted.has(v.name) && v.numbering) wanted.add(v.numbering);
  const book = new RuleBook(manifest.versions);
  // The same reading as the pipeline's (scripts/pipeline.ts), without what only the site needs:
  // translation notes and carried translations change Japanese text, never which rule says what.
  for (const entry of manifest.sources.filter((s) => s.rulesVersions.some((v) => wanted.has(v)))) {
    const src = readSource(root, entry);
    const format = detectFormat(src);
    if (format !== entry.format) throw new SourceError(src.file, 1, `the manifest says format "${entry.format}", but the text is "${format}"`);
    if (format === 'mtgwiki-dump') addQuotedRules(book, parseWikiDump(src, entry));
    else if (format === 'faq-2004') addFaqRules(book, parseFaq2004(src, entry), entry);
    else addRulesText(book, src, entry, format);
  }
  return { book, manifest };
}
