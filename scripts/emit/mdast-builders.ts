// Small constructors for the mdast (and MDX JSX) nodes the emitters use.
import type { Heading, List, ListItem, Paragraph, PhrasingContent, RootContent, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

type Attrs = Record<string, string | undefined>;

function attributes(attrs: Attrs): MdxJsxAttribute[] {
  return Object.entries(attrs)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value }));
}

export const text = (value: string): Text => ({ type: 'text', value });

export const paragraph = (children: PhrasingContent[]): Paragraph => ({
  type: 'paragraph',
  children,
});

export const heading = (depth: 1 | 2 | 3 | 4 | 5 | 6, children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});

export const list = (items: ListItem[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items,
});

export const listItem = (children: ListItem['children']): ListItem => ({
  type: 'listItem',
  spread: false,
  children,
});

export function jsxFlow(name: string, attrs: Attrs, children: RootContent[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: attributes(attrs),
    children: children as MdxJsxFlowElement['children'],
  };
}

export function jsxText(
  name: string,
  attrs: Attrs,
  children: PhrasingContent[],
): MdxJsxTextElement {
  return { type: 'mdxJsxTextElement', name, attributes: attributes(attrs), children };
}

/**
 * A classed block of running text: <div class><p>…</p></div>. Phrasing placed straight in a
 * JSX flow element is written one child per block, which splits the sentence apart.
 */
export function textBlock(attrs: Attrs, children: PhrasingContent[]): MdxJsxFlowElement {
  return jsxFlow('div', attrs, [paragraph(children)]);
}
