// Serialises an mdast tree to MDX (with GFM, which Astro's MDX parses: ~ | www. are syntax). Escaping is the serialiser's job: a `{`, `<` or `}` in a
// source text is a text node and comes out as text, never as code.
import type { Root } from 'mdast';
import { toMarkdown, type Unsafe } from 'mdast-util-to-markdown';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { frontmatterToMarkdown } from 'mdast-util-frontmatter';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { DocumentFrontmatter } from '../model/data-contract.ts';

// MDX reads a line that starts with `import` or `export` as ESM; mdast-util-mdx does not
// escape those words in text, so the first letter is written as a character reference.
// mdast-util-mdx escapes { and < in plain text, but not in the text children of a JSX
// element (<span>{R}</span> becomes an expression); these are escaped wherever they stand.
const alwaysUnsafe: Unsafe[] = [
  { character: 'i', atBreak: true, after: 'mport\\b' },
  { character: 'e', atBreak: true, after: 'xport\\b' },
  { character: '{' },
  { character: '}' },
  { character: '<' },
];

export function toMdx(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [
      mdxToMarkdown(),
      gfmToMarkdown(),
      frontmatterToMarkdown(['yaml']),
      { unsafe: alwaysUnsafe },
    ],
    bullet: '-',
    rule: '-',
  });
}

/** Frontmatter as a yaml node; JSON is valid YAML, so values need no hand escaping. */
export function frontmatter(data: DocumentFrontmatter): Root['children'][number] {
  return { type: 'yaml', value: JSON.stringify(data, null, 1) } as Root['children'][number];
}
