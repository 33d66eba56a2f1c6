// The 2004 FAQ as pages: the whole FAQ with anchored sections and contents, a page per
// mechanic (its quoted rules and notes), a page per card. All built as mdast, then MDX.
import type { Root, RootContent } from 'mdast';
import type { FaqBlock, FaqCardFace, FaqDocument } from '../parse/faq-2004.ts';
import type { Citer, Linker } from '../link/linker.ts';
import { sectionId, type CatalogueCard } from '../link/cards.ts';
import { cardsIndexUrl, faqUrl, mechanicUrl, rulePermalink } from '../model/urls.ts';
import {
  heading,
  jsxFlow,
  jsxText,
  list,
  listItem,
  paragraph,
  text,
  textBlock,
} from './mdast-builders.ts';
import { manaPhrasing, phrasing } from './segments.ts';
import { frontmatter, toMdx } from './to-mdx.ts';

export interface FaqContext {
  linker: Linker;
  slug: string;
  version: string;
  mechanics: Record<string, { slug: string; en: string }>;
}

type Where = Omit<Citer, 'origin'>;

/** Where a FAQ came from: its credit line, its source file, its title. */
export interface FaqMeta {
  attribution: string;
  sourceFile: string;
  title: string;
}

/** A mechanic or card page names the FAQ it comes from (whose own page gives the credit line). */
const sourceOf = (ctx: FaqContext, meta: FaqMeta) => ({ title: meta.title, url: faqUrl(ctx.slug) });

function linked(ctx: FaqContext, where: Where, t: string) {
  return phrasing(
    ctx.linker.segments(
      t,
      ctx.version,
      { ...where, origin: { file: 'content/sources/002_7495dbd995a90408.txt', line: 1 } },
      { bare: true, names: true },
    ),
  );
}

/**
 * The halves of a flip card, as the FAQ's rule 508.1a–b names them: the printed card's upper half,
 * and the lower half it turns to. The FAQ text separates them with a line of 「+」.
 */
export const FLIP_SIDES = ['上半分（反転前）', '下半分（反転後）'] as const;

/** The faces of a card entry, each half of a flip card under its name. */
function faces(ctx: FaqContext, where: Where, list_: FaqCardFace[], link: boolean) {
  return list_.map((f, i) =>
    face(ctx, where, f, link, list_.length > 1 ? (FLIP_SIDES[i] ?? null) : null),
  );
}

function face(
  ctx: FaqContext,
  where: Where,
  f: FaqCardFace,
  link: boolean,
  side: string | null,
): RootContent {
  // The name index knows both faces of a flip card.
  const c = ctx.linker.names.card(f.nameJa);
  // As the FAQ writes it: 《日本語名/English》, or the bare name where it has no 《》.
  const name = f.nameEn ? `《${f.nameJa}/${f.nameEn}》` : f.nameJa;
  // Name and cost, type and P/T are laid out by CSS: MDX drops a plain space between two
  // elements on a line that holds nothing else.
  return jsxFlow('div', { class: 'card-face' }, [
    ...(side ? [textBlock({ class: 'card-side' }, [text(side)])] : []),
    textBlock({ class: 'card-head' }, [
      link && c
        ? jsxText('a', { href: c.href, class: 'card-name' }, [text(name)])
        : jsxText('span', { class: 'card-name' }, [text(name)]),
      ...(f.note ? [jsxText('span', { class: 'card-note' }, [text(f.note)])] : []),
      ...(f.cost ? [manaPhrasing([...f.cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!))] : []),
    ]),
    textBlock({ class: 'card-typeline' }, [
      jsxText('span', { class: 'card-type' }, [text(f.typeLine)]),
      ...(f.pt ? [jsxText('span', { class: 'card-pt' }, [text(f.pt)])] : []),
    ]),
    ...(f.text ? [textBlock({ class: 'card-text' }, linked(ctx, where, f.text))] : []),
  ]);
}

export function blocks(
  ctx: FaqContext,
  where: Where,
  list_: FaqBlock[],
  linkCards: boolean,
): RootContent[] {
  return list_.map((b): RootContent => {
    switch (b.type) {
      case 'prose':
        return paragraph(linked(ctx, where, b.text));
      case 'ruling':
        return textBlock({ class: 'ruling' }, [text('＊ '), ...linked(ctx, where, b.text)]);
      case 'erratum':
        return textBlock({ class: 'erratum' }, [
          jsxText('strong', {}, [text('＃＃訂正＃＃')]),
          text(' '),
          ...linked(ctx, where, b.text),
        ]);
      case 'card':
        return jsxFlow(
          'section',
          { class: 'card-entry', 'aria-label': b.card.faces[0]!.nameJa },
          faces(ctx, where, b.card.faces, linkCards),
        );
      case 'rules':
        return jsxFlow(
          'section',
          {
            class: 'rules-quote',
            'aria-label': `総合ルール ${ctx.version} からの引用`,
            'data-version': ctx.version,
          },
          [
            jsxFlow(
              'ol',
              { class: 'rule-list' },
              b.rules.map((r) =>
                jsxFlow('li', { class: 'rule' }, [
                  paragraph([
                    jsxText(
                      'a',
                      {
                        class: 'rule-number',
                        href: rulePermalink(r.number, ctx.version),
                        title: `${r.number}（${ctx.version}）の固定リンク`,
                      },
                      [text(r.number)],
                    ),
                    text('\u00a0'),
                    ...linked(ctx, where, r.text),
                  ]),
                  ...r.examples.map((e) =>
                    textBlock({ class: 'rule-example' }, linked(ctx, where, e)),
                  ),
                ]),
              ),
            ),
          ],
        );
    }
  });
}

export function emitFaq(doc: FaqDocument, ctx: FaqContext, meta: FaqMeta): string {
  const page = faqUrl(ctx.slug);
  const ids = doc.sections.map((s, i) =>
    sectionId(s.kind, s.title, i, ctx.mechanics[s.title]?.slug),
  );
  const toc = list(
    doc.sections
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.kind !== 'header')
      .map(({ s, i }) =>
        listItem([paragraph([jsxText('a', { href: `#${ids[i]}` }, [text(s.title)])])]),
      ),
  );
  const children: RootContent[] = [
    frontmatter({
      kind: 'faq',
      title: doc.title,
      url: page,
      attribution: meta.attribution,
      sourceUrl: null,
      sourceFile: meta.sourceFile,
      rulesVersion: ctx.version,
    }) as RootContent,
    paragraph([text(`編者：${doc.compilers.join('、')}`)]),
    list(
      doc.dates.map((d) =>
        listItem([paragraph([text(d.label ? `${d.label}：${d.text}` : d.text)])]),
      ),
    ),
    jsxFlow('nav', { class: 'toc', 'aria-label': '目次' }, [heading(2, [text('目次')]), toc]),
  ];
  doc.sections.forEach((s, i) => {
    const where = { kind: 'faq' as const, href: `${page}#${ids[i]}`, label: `FAQ「${s.title}」` };
    const mech = ctx.mechanics[s.title];
    const title = s.kind === 'header' ? 'はじめに' : s.title;
    children.push(
      jsxFlow('section', { id: ids[i], class: `faq-section faq-${s.kind}` }, [
        heading(s.kind === 'chapter' || s.kind === 'header' ? 2 : 3, [text(title)]),
        ...blocks(ctx, where, s.blocks, true),
        ...(mech
          ? [
              textBlock({ class: 'section-link' }, [
                jsxText('a', { href: mechanicUrl(mech.slug) }, [
                  text(`「${s.title}」の個別ページ`),
                ]),
              ]),
            ]
          : []),
      ]),
    );
  });
  return toMdx({ type: 'root', children } as Root);
}

export function emitMechanic(
  doc: FaqDocument,
  index: number,
  ctx: FaqContext,
  meta: FaqMeta,
): string {
  const s = doc.sections[index]!;
  const mech = ctx.mechanics[s.title]!;
  const page = mechanicUrl(mech.slug);
  const where = { kind: 'faq' as const, href: page, label: `メカニズム「${s.title}」` };
  const children: RootContent[] = [
    frontmatter({
      kind: 'mechanic',
      title: `${s.title}（${mech.en}）`,
      url: page,
      attribution: meta.attribution,
      sourceUrl: null,
      sourceFile: meta.sourceFile,
      source: sourceOf(ctx, meta),
      rulesVersion: ctx.version,
    }) as RootContent,
    paragraph([
      text('出典：'),
      jsxText('a', { href: faqUrl(ctx.slug, sectionId(s.kind, s.title, index, mech.slug)) }, [
        text(`${doc.title}「${s.title}」`),
      ]),
    ]),
    ...blocks(ctx, where, s.blocks, true),
  ];
  return toMdx({ type: 'root', children } as Root);
}

export function emitCard(card: CatalogueCard, ctx: FaqContext, meta: FaqMeta): string {
  const where = { kind: 'card' as const, href: card.url, label: card.nameJa };
  const children: RootContent[] = [
    frontmatter({
      kind: 'card',
      title: card.nameJa,
      nameEn: card.nameEn,
      url: card.url,
      attribution: meta.attribution,
      sourceUrl: null,
      sourceFile: meta.sourceFile,
      source: sourceOf(ctx, meta),
      rulesVersion: ctx.version,
    }) as RootContent,
  ];
  if (!card.nameEn)
    children.push(
      textBlock({ class: 'name-en-missing' }, [
        text(
          '英語名：FAQはこのカードを《日本語名/English》の形でなく日本語名だけで載せているため、英語名はわかりません。',
        ),
      ]),
    );
  if (card.entry) {
    children.push(
      jsxFlow(
        'section',
        { class: 'card-entry', 'aria-label': 'カード・テキスト' },
        faces(ctx, where, card.entry.faces, false),
      ),
    );
  } else {
    children.push(
      paragraph([
        text('このカードはFAQで名前が挙がっているだけで、カード・テキストは収録されていません。'),
      ]),
    );
    if (card.backFace) {
      const named = (f: { nameJa: string; nameEn: string | null }) =>
        f.nameEn ? `${f.nameJa}（${f.nameEn}）` : f.nameJa;
      children.push(
        paragraph([text('反転カード（1枚のカードの上下に2つのカード枠）：')]),
        list(
          [card, card.backFace].map((f, i) =>
            listItem([paragraph([text(`${FLIP_SIDES[i]}：${named(f)}`)])]),
          ),
        ),
      );
    }
  }
  if (card.errata.length) {
    children.push(heading(2, [text('訂正')]));
    for (const e of card.errata)
      children.push(textBlock({ class: 'erratum' }, linked(ctx, where, e)));
  }
  if (card.rulings.length) {
    children.push(heading(2, [text('注釈')]));
    for (const r of card.rulings)
      children.push(textBlock({ class: 'ruling' }, [text('＊ '), ...linked(ctx, where, r)]));
  }
  children.push(heading(2, [text('FAQ内の掲載箇所')]));
  children.push(
    list(
      card.appearsIn.map((a) =>
        listItem([paragraph([jsxText('a', { href: a.href }, [text(a.title)])])]),
      ),
    ),
  );
  children.push(paragraph([jsxText('a', { href: cardsIndexUrl() }, [text('カード一覧へ')])]));
  return toMdx({ type: 'root', children } as Root);
}
