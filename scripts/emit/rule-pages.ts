// How a version's rules fall into pages, decided once here for the routes to render: a page per
// section (506), and in the sections split by keyword (701, 702) a page per keyword
// (702.19 トランプル) whose section page becomes their contents; each page's neighbours, its
// chapter's contents, what stands at its top level, and the same page in other versions.
import {
  chapterOf,
  isChapter,
  isRule,
  isSection,
  isSubrule,
  sectionOf,
} from '../model/rule-number.ts';
import { SPLIT_SECTIONS } from '../model/urls.ts';
import type { HistoryEntry } from '../history/history.ts';
import { plain, type Segment } from '../model/segments.ts';
import type { RulePage, VersionContents } from '../model/data-contract.ts';

/** What this module needs of a rule. */
interface RuleLike {
  number: string;
  parent: string | null;
  ja: Segment[] | null;
  en: Segment[] | null;
  history: HistoryEntry[];
}

export type { RulePage, VersionContents };

export const titleOf = (r: Pick<RuleLike, 'ja' | 'en'>): string => plain(r.ja ?? r.en) ?? '';

export function rulePages(version: string, rules: RuleLike[]): RulePage[] {
  const heads: Pick<RulePage, 'id' | 'rules' | 'contents' | 'section'>[] = rules
    .filter((r) => isSection(r.number))
    .flatMap((s): Pick<RulePage, 'id' | 'rules' | 'contents' | 'section'>[] => {
      if (!SPLIT_SECTIONS.has(s.number))
        return [
          {
            id: s.number,
            rules: rules
              .filter((r) => sectionOf(r.number) === s.number && r.number !== s.number)
              .map((r) => r.number),
            contents: [],
            section: null,
          },
        ];
      const keywords = rules
        .filter((r) => r.parent === s.number && isRule(r.number))
        .map((r) => r.number);
      return [
        { id: s.number, rules: [], contents: keywords, section: null },
        ...keywords.map((k) => ({
          id: k,
          rules: rules
            .filter((r) => isSubrule(r.number) && r.number.slice(0, -1) === k)
            .map((r) => r.number),
          contents: [],
          section: s.number,
        })),
      ];
    });
  const byNumber = new Map(rules.map((r) => [r.number, r]));
  return heads.map((page, i) => {
    const onPage = new Set(page.rules);
    const top = page.rules.filter((n) => {
      const parent = byNumber.get(n)!.parent;
      return parent === page.id || !parent || !onPage.has(parent);
    });
    const head = byNumber.get(page.id)!;
    return {
      ...page,
      title: titleOf(head),
      top,
      toc: top.filter(isRule),
      prev: heads[i - 1]?.id ?? null,
      next: heads[i + 1]?.id ?? null,
      chapter: chapterOf(page.id),
      elsewhere: head.history
        .filter((h) => h.version !== version && h.number)
        .map((h) => ({ version: h.version, number: h.number! })),
    };
  });
}

export function versionContents(rules: RuleLike[]): VersionContents {
  const count = (section: string) =>
    rules.filter((r) => sectionOf(r.number) === section && r.number !== section).length;
  const sections = rules
    .filter((r) => isSection(r.number))
    .map((s) => ({ number: s.number, title: titleOf(s), count: count(s.number) }));
  const chapters = rules.filter((r) => isChapter(r.number));
  const held = new Set(chapters.map((c) => c.number));
  return {
    chapters: chapters.map((c) => ({
      number: c.number,
      title: titleOf(c),
      sections: sections.filter((s) => chapterOf(s.number) === c.number),
    })),
    orphans: sections.filter((s) => !held.has(chapterOf(s.number))),
  };
}
