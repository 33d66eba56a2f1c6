// The public JSON API, shaped once here from the rules data (the shapes are declared in the data
// contract and documented in the README): one rule, a whole version, the list of versions.
import type {
  ApiRule,
  ApiVersion,
  ApiVersions,
  HistoryEntry,
  RuleIndex,
  RuleThen,
  RuleView,
  SiteVersion,
  VersionView,
} from '../model/data-contract.ts';
import { apiVersionUrl, rulePermalink, rulesIndexUrl, ruleUrl } from '../model/urls.ts';
import { plain } from '../model/segments.ts';
import type { RuleBook } from '../model/rule-book.ts';

export function apiRule(version: string, r: RuleView): ApiRule {
  return {
    number: r.number,
    version,
    url: ruleUrl(version, r.number),
    permalink: rulePermalink(r.number, version),
    text: { ja: plain(r.ja), en: plain(r.en) },
    translation: r.translation
      ? {
          status: r.translation.status,
          version: r.translation.version,
          number: r.translation.number,
          text: r.translation.status === 'outdated' ? plain(r.translation.text) : null,
        }
      : null,
    garbled: r.garbled.map((g) => g.message),
    examples: { ja: r.examples.ja.map(plain), en: r.examples.en.map(plain) },
    next: r.next && { version: r.next.version, number: r.next.number, status: r.next.status },
    previous: r.previous && {
      version: r.previous.version,
      number: r.previous.number,
      status: r.previous.status,
    },
    latest: r.latest && { version: r.latest.version, number: r.latest.number },
    parent: r.parent,
    children: r.children,
    references: r.cites,
    backReferences: r.citedBy.map((b) => ({ kind: b.kind, url: b.href, label: b.label })),
  };
}

export function apiVersion(info: SiteVersion, view: VersionView): ApiVersion {
  const { sources: _sources, ...version } = info;
  return {
    version,
    rules: Object.fromEntries(view.rules.map((r) => [r.number, apiRule(info.name, r)])),
  };
}

export function apiVersions(versions: SiteVersion[]): ApiVersions {
  return {
    newest: versions[0]!.name,
    versions: versions.map((v) => ({
      name: v.name,
      effective: v.effective,
      label: v.label,
      rules: v.rules,
      ja: v.ja,
      url: rulesIndexUrl(v.name),
      api: apiVersionUrl(v.name),
    })),
  };
}

/** /r/index.json: every rule number held and the versions holding it (a bit per version, newest first), for the 404 page. */
export function ruleIndex(views: VersionView[]): RuleIndex {
  const held: Record<string, number> = {};
  views.forEach((v, i) => {
    for (const r of v.rules) held[r.number] = (held[r.number] ?? 0) | (1 << i);
  });
  return {
    versions: views.map((v) => v.name),
    numbers: Object.fromEntries(
      Object.entries(held).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  };
}

/**
 * /r/then.json: from each rule's history, the number a version gave it where that version does not
 * hold the rule's own number (702.19b of 2026-06-19 was 502.9b in 2008-10-01). Where two rules of
 * one number lead to different numbers, the newer version's rule decides.
 */
export function ruleThen(book: RuleBook, histories: Map<string, HistoryEntry[]>): RuleThen {
  const then: Record<string, Record<string, string>> = {};
  for (const v of book.versions)
    for (const r of book.all(v.name))
      for (const h of histories.get(`${v.name}|${r.number}`) ?? [])
        if (h.number && h.number !== r.number && !book.has(h.version, r.number))
          (then[h.version] ??= {})[r.number] ??= h.number;
  const sorted = <T>(o: Record<string, T>) =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return sorted(Object.fromEntries(Object.entries(then).map(([v, m]) => [v, sorted(m)])));
}
