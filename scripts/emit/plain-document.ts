// A document whose own parser has not arrived yet: each part a section, all text kept.
import type { Root, RootContent } from 'mdast';
import type { PlainDocument } from '../model/types.ts';
import type { Linker } from '../link/linker.ts';
import { faqUrl } from '../model/urls.ts';
import { heading, jsxFlow, paragraph, text } from './mdast-builders.ts';
import { phrasing } from './segments.ts';
import { frontmatter, toMdx } from './to-mdx.ts';

export function emitPlainDocument(doc: PlainDocument, linker: Linker): string {
  const page = faqUrl(doc.slug);
  const children: RootContent[] = [
    frontmatter({ kind: 'plain', title: doc.title, url: page, attribution: doc.source.attribution, sourceUrl: doc.source.sourceUrl, sourceFile: doc.source.file, rulesVersion: doc.rulesVersion }) as RootContent,
  ];
  doc.sections.forEach((s, i) => {
    const label = s.text.split(/\s/)[0]!.slice(0, 40);
    children.push(
      jsxFlow('section', { id: `part-${i + 1}`, class: 'plain-part' }, [
        heading(2, [text(`${i + 1}. ${label}`)]),
        paragraph(phrasing(linker.segments(s.text, doc.rulesVersion, { kind: 'faq', href: `${page}#part-${i + 1}`, label: doc.title, origin: s.origin }, { bare: true }))),
      ]),
    );
  });
  return toMdx({ type: 'root', children } as Root);
}
