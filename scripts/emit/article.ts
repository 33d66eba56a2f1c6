// Article model → mdast → MDX. The page chrome (h1, attribution) comes from frontmatter
// through the layout; the body is built here.
import type { ListItem as MdListItem, Root, RootContent } from 'mdast';
import type { Article, Block, ListItem, QuotedRule, VersionInfo } from '../model/types.ts';
import type { Linker } from '../link/linker.ts';
import { articleUrl, rulePermalink, versionsUrl, wantedUrl } from '../model/urls.ts';
import { heading, jsxFlow, jsxText, list, listItem, paragraph, text } from './mdast-builders.ts';
import { phrasing } from './segments.ts';
import { frontmatter, toMdx } from './to-mdx.ts';

/** Sections whose list entries name other articles. */
const SEE_ALSO = new Set(['参考', '関連項目']);

export interface ArticleContext {
  linker: Linker;
  articleTitles: Set<string>;
  versions: VersionInfo[];
  /** Records a red link: an article the corpus does not have yet. */
  wanted(title: string, fromTitle: string): void;
}

export function emitArticle(article: Article, ctx: ArticleContext): string {
  const page = articleUrl(article.title);
  const from = (origin: { file: string; line: number }) => ({
    kind: 'article' as const,
    href: page,
    label: article.title,
    origin,
  });
  const inline = (s: string, origin: { file: string; line: number }) =>
    phrasing(ctx.linker.segments(s, article.rulesVersion, from(origin), { names: true }));

  const seeAlsoItem = (item: ListItem): MdListItem => {
    const name = item.text;
    const link = ctx.articleTitles.has(name)
      ? jsxText('a', { href: articleUrl(name) }, [text(name)])
      : (ctx.wanted(name, article.title),
        jsxText(
          'a',
          { href: wantedUrl(name), class: 'red-link', title: `「${name}」の記事はまだありません` },
          [text(name)],
        ));
    return listItem([
      paragraph([link]),
      ...(item.children.length ? [list(item.children.map(seeAlsoItem))] : []),
    ]);
  };
  const plainItem = (item: ListItem): MdListItem =>
    listItem([
      paragraph(inline(item.text, item.origin)),
      ...(item.children.length ? [list(item.children.map(plainItem))] : []),
    ]);

  const quotedRule = (r: QuotedRule, version: string): RootContent =>
    jsxFlow('li', { id: r.number, class: 'rule', 'data-version': version }, [
      paragraph([
        jsxText(
          'a',
          {
            class: 'rule-number',
            href: rulePermalink(r.number, version),
            title: `${r.number} の固定リンク`,
          },
          [text(r.number)],
        ),
        // A no-break space: MDX drops a plain space between two JSX elements when a line
        // holds nothing else (a rule whose whole text is one reference), and it keeps the
        // number on the line of its text.
        text('\u00a0'),
        ...inline(r.text, r.origin),
      ]),
      ...(r.children.length
        ? [
            jsxFlow(
              'ol',
              { class: 'rule-list' },
              r.children.map((c) => quotedRule(c, version)),
            ),
          ]
        : []),
    ]);

  const block = (b: Block, seeAlso: boolean): RootContent => {
    switch (b.type) {
      case 'paragraph':
        return paragraph(inline(b.text, b.origin));
      case 'list':
        return list(b.items.map(seeAlso ? seeAlsoItem : plainItem));
      case 'rules-quote': {
        const label = ctx.versions.find((v) => v.name === b.version)?.label ?? b.version;
        return jsxFlow(
          'section',
          { class: 'rules-quote', 'aria-label': `${label} からの引用`, 'data-version': b.version },
          [
            paragraph([
              text('引用：'),
              jsxText('a', { href: `${versionsUrl()}#v-${b.version}` }, [text(label)]),
            ]),
            jsxFlow(
              'ol',
              { class: 'rule-list' },
              b.rules.map((r) => quotedRule(r, b.version)),
            ),
          ],
        );
      }
    }
  };

  const children: RootContent[] = [
    frontmatter({
      kind: 'article',
      title: article.title,
      url: page,
      attribution: article.source.attribution,
      sourceUrl: article.source.sourceUrl,
      sourceFile: article.source.file,
      rulesVersion: article.rulesVersion,
    }) as RootContent,
    ...article.intro.map((b) => block(b, false)),
  ];
  for (const s of article.sections) {
    children.push(heading(2, [text(s.heading)]));
    children.push(...s.blocks.map((b) => block(b, SEE_ALSO.has(s.heading))));
  }
  const root: Root = { type: 'root', children };
  return toMdx(root);
}
