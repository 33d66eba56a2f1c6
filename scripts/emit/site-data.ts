// The data the site's pages read: documents, versions, rules with their homes,
// permanent-link targets, and what is wanted.
import type { RuleBook } from '../model/rule-book.ts';
import type { RecordedReference } from '../link/linker.ts';

import { rulePermalink, ruleUrl } from '../model/urls.ts';
import type { Permalink, SiteData } from '../model/data-contract.ts';

export type { Permalink, SiteData };

export function permalinks(book: RuleBook, references: RecordedReference[]): Permalink[] {
  const out = new Map<string, Permalink>();
  const numbers = new Set<string>();
  for (const v of book.versions) {
    for (const r of book.all(v.name)) {
      numbers.add(r.number);
      out.set(rulePermalink(r.number, v.name), {
        path: rulePermalink(r.number, v.name),
        number: r.number,
        version: v.name,
        target: ruleUrl(v.name, r.number),
      });
    }
  }
  for (const n of numbers) {
    const v = book.newest(n)!;
    out.set(rulePermalink(n), { ...out.get(rulePermalink(n, v))!, path: rulePermalink(n) });
  }
  // A reference to a rule the corpus does not hold still gets a page that says so.
  for (const ref of references) {
    const p = rulePermalink(ref.number, ref.version);
    if (!out.has(p))
      out.set(p, { path: p, number: ref.number, version: ref.version, target: null });
  }
  return [...out.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
