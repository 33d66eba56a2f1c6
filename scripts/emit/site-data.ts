// The data the site's pages read: documents, versions, rules with their homes,
// permanent-link targets, and what is wanted.
import type { RuleBook } from '../model/rule-book.ts';
import type { RecordedReference } from '../link/linker.ts';
import type { VersionInfo } from '../model/types.ts';
import type { BuildReport } from './report.ts';

/** data/site.json: what the home, version, card and wanted pages list. */
export interface SiteData {
  documents: { kind: 'article' | 'faq'; title: string; url: string; attribution: string; rulesVersion: string | null }[];
  cards: { nameJa: string; nameEn: string | null; url: string; slug: string; hasEntry: boolean; typeLine: string | null; backFace: { nameJa: string; nameEn: string | null } | null; faq: string }[];
  mechanics: { name: string; en: string; url: string }[];
  versions: (VersionInfo & { rules: number; ja: number; en: number; glossary: number; sources: { file: string; title: string; language: 'ja' | 'en' }[] })[];
  wanted: { articles: { title: string; from: string[] }[]; rules: BuildReport['references']['unresolved'] };
}
import { rulePermalink, ruleUrl } from '../model/urls.ts';

export interface Permalink {
  /** The address, e.g. /r/20231117.0/506.4c/ */
  path: string;
  number: string;
  version: string | null;
  /** Where it lands, or null when the corpus does not hold the rule. */
  target: string | null;
}

export function permalinks(book: RuleBook, references: RecordedReference[]): Permalink[] {
  const out = new Map<string, Permalink>();
  const numbers = new Set<string>();
  for (const v of book.versions) {
    for (const r of book.all(v.name)) {
      numbers.add(r.number);
      out.set(rulePermalink(r.number, v.name), { path: rulePermalink(r.number, v.name), number: r.number, version: v.name, target: ruleUrl(v.name, r.number) });
    }
  }
  for (const n of numbers) {
    const v = book.newest(n)!;
    out.set(rulePermalink(n), { ...out.get(rulePermalink(n, v))!, path: rulePermalink(n) });
  }
  // A reference to a rule the corpus does not hold still gets a page that says so.
  for (const ref of references) {
    const p = rulePermalink(ref.number, ref.version);
    if (!out.has(p)) out.set(p, { path: p, number: ref.number, version: ref.version, target: null });
  }
  return [...out.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
