// The reading pages as search records: each article section, each FAQ section and each card,
// with its own address (an article section's anchor is the one the page gives its heading).
import GithubSlugger from 'github-slugger';
import type { Article, Block, ListItem, QuotedRule } from '../model/types.ts';
import type { FaqDocument } from '../parse/faq-2004.ts';
import { sectionId, type CatalogueCard } from '../link/cards.ts';
import { articleUrl, faqUrl } from '../model/urls.ts';

export interface DocumentRecord {
  href: string;
  title: string;
  kind: '記事' | 'カード' | 'FAQ';
  text: string;
}

function items(list: ListItem[]): string[] {
  return list.flatMap((i) => [i.text, ...items(i.children)]);
}
function quoted(rules: QuotedRule[]): string[] {
  return rules.flatMap((r) => [`${r.number} ${r.text}`, ...quoted(r.children)]);
}
function blockText(b: Block): string[] {
  return b.type === 'paragraph' ? [b.text] : b.type === 'list' ? items(b.items) : quoted(b.rules);
}

export function articleRecords(a: Article): DocumentRecord[] {
  // The page's heading ids, as Astro gives them (github-slugger over the headings in order).
  const slugger = new GithubSlugger();
  const href = articleUrl(a.title);
  return [
    { href, title: a.title, kind: '記事', text: a.intro.flatMap(blockText).join(' ') },
    ...a.sections.map((s): DocumentRecord => ({
      href: `${href}#${slugger.slug(s.heading)}`,
      title: `${a.title}：${s.heading}`,
      kind: '記事',
      text: s.blocks.flatMap(blockText).join(' '),
    })),
  ];
}

export function faqRecords(
  doc: FaqDocument,
  slug: string,
  mechanics: Record<string, { slug: string }>,
): DocumentRecord[] {
  return doc.sections.map((s, i) => ({
    href: faqUrl(slug, sectionId(s.kind, s.title, i, mechanics[s.title]?.slug)),
    title: `${doc.title}：${s.title}`,
    kind: 'FAQ',
    text: s.blocks
      .map((b) =>
        b.type === 'card'
          ? b.card.faces.map((f) => `《${f.nameJa}》 ${f.text}`).join(' ')
          : b.type === 'rules'
            ? b.rules.map((r) => `${r.number} ${r.text}`).join(' ')
            : b.text,
      )
      .join(' '),
  }));
}

export function cardRecord(c: CatalogueCard): DocumentRecord {
  const faces = c.entry?.faces ?? [];
  return {
    href: c.url,
    title: c.nameEn ? `${c.nameJa}（${c.nameEn}）` : c.nameJa,
    kind: 'カード',
    text: [
      ...faces.map((f) => `${f.nameJa} ${f.nameEn ?? ''} ${f.typeLine} ${f.text}`),
      ...c.rulings,
      ...c.errata,
    ].join(' '),
  };
}
