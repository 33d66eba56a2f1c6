// The reading pages' documents as MDX files: the wiki's articles, and each FAQ with its mechanics
// and its cards. What the pages list of them (the cards, the FAQ pages, the articles wanted) is
// returned for the site data.
import type { Document, Manifest, SourceEntry } from '../model/types.ts';
import type { FaqMeta } from '../read/faq-meta.ts';
import type { FaqDocument } from '../parse/faq-2004.ts';
import type { Linker } from '../link/linker.ts';
import type { CatalogueCard } from '../link/cards.ts';
import { faqUrl } from '../model/urls.ts';
import { documentFile } from '../model/generated-files.ts';
import { emitArticle } from './article.ts';
import { emitCard, emitFaq, emitMechanic, type FaqContext } from './faq.ts';
import type { Files } from './generated-output.ts';

/** A FAQ as parsed: its document, its source entry and its reviewed metadata. */
export interface ParsedFaq {
  doc: FaqDocument;
  entry: SourceEntry;
  meta: FaqMeta;
}

/** The wiki's articles as MDX; returns the titles they link to that are not articles, and from where. */
export function emitArticles(
  documents: Document[],
  linker: Linker,
  manifest: Manifest,
  files: Files,
): Map<string, Set<string>> {
  const wanted = new Map<string, Set<string>>();
  const articleTitles = new Set(documents.filter((d) => d.kind === 'article').map((d) => d.title));
  for (const doc of documents) {
    const body = emitArticle(doc, {
      linker,
      articleTitles,
      versions: manifest.versions,
      wanted: (title, from) => {
        if (!wanted.has(title)) wanted.set(title, new Set());
        wanted.get(title)!.add(from);
      },
    });
    files.set(documentFile('wiki', doc.slug), body);
  }
  return wanted;
}

/** A FAQ as the site data lists it. */
export type FaqPage = { title: string; url: string; attribution: string; rulesVersion: string };

/** The FAQs, their mechanics and their cards as MDX; returns the cards and FAQ pages for the site data. */
export function emitFaqs(
  faqs: ParsedFaq[],
  catalogues: CatalogueCard[][],
  linker: Linker,
  files: Files,
) {
  const cards: (CatalogueCard & { faq: string })[] = [];
  const faqPages: FaqPage[] = [];
  faqs.forEach((f, i) => {
    const ctx: FaqContext = {
      linker,
      slug: f.meta.slug,
      version: f.entry.rulesVersions[0]!,
      mechanics: f.meta.mechanics,
    };
    const meta = { attribution: f.entry.attribution, sourceFile: f.entry.file, title: f.doc.title };
    files.set(documentFile('faq', f.meta.slug), emitFaq(f.doc, ctx, meta));
    f.doc.sections.forEach((s, j) => {
      if (s.kind === 'mechanic' && f.meta.mechanics[s.title])
        files.set(
          documentFile('mechanic', f.meta.mechanics[s.title]!.slug),
          emitMechanic(f.doc, j, ctx, meta),
        );
    });
    for (const c of catalogues[i]!) {
      files.set(documentFile('card', c.slug), emitCard(c, ctx, meta));
      cards.push({ ...c, faq: f.meta.slug });
    }
    faqPages.push({
      title: f.doc.title,
      url: faqUrl(f.meta.slug),
      attribution: f.entry.attribution,
      rulesVersion: ctx.version,
    });
  });
  return { cards, faqPages };
}
