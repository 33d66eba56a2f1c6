// Arbitrary source text must survive conversion to MDX as text: compiled by the same MDX
// parser Astro uses (satteri), rendered, and read back, it is exactly what went in.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluate } from 'satteri';
import * as runtime from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';
import { h } from 'preact';
import { emitArticle } from '#scripts/emit/article.ts';
import { Linker } from '#scripts/link/linker.ts';
import { RuleBook } from '#scripts/model/rule-book.ts';
import type { Article } from '#scripts/model/types.ts';
import { manifest } from './helpers.ts';

const origin = { file: 't.txt', line: 1 };

function articleWith(text: string): Article {
  return {
    kind: 'article',
    slug: 'T',
    title: 'T',
    source: manifest.sources[0]!,
    rulesVersion: '20231117.0',
    aliases: [],
    intro: [
      { type: 'paragraph', text, origin },
      { type: 'list', items: [{ text, origin, children: [{ text, origin, children: [] }] }] },
    ],
    sections: [
      {
        heading: text,
        origin,
        blocks: [
          {
            type: 'rules-quote',
            version: '20231117.0',
            rules: [{ number: '506', text, origin, children: [] }],
          },
        ],
      },
      // 参考 entries become links: text inside a JSX element.
      {
        heading: '参考',
        origin,
        blocks: [{ type: 'list', items: [{ text, origin, children: [] }] }],
      },
    ],
    warnings: [],
  };
}

function render(mdx: string): string {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  const mod = evaluate(body, { ...runtime } as never) as { default: (p: object) => unknown };
  return renderToString(h(mod.default as never, {}));
}

function textOf(html: string): string {
  return (
    html
      // Block boundaries separate chunks; inline tags (links) are part of the running text.
      // (a tag ends at the first > outside a quoted attribute value)
      .replace(/<\/?(?:p|li|ul|ol|h\d|section|div)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, '\u0000')
      .replace(/<(?:[^>"']|"[^"]*"|'[^']*')+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
  );
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

// Characters that trip Markdown and MDX, mixed with Japanese and plain words.
const tricky = fc.constantFrom(
  '{',
  '}',
  '<',
  '>',
  '<script>',
  '</script>',
  'import x from "y"',
  'export const a = 1',
  '`',
  '```',
  '*',
  '_',
  '#',
  '[',
  ']',
  '(',
  ')',
  '!',
  '&amp;',
  '&#123;',
  '\\',
  '|',
  '~',
  '>',
  '-',
  '+',
  '1.',
  '=',
  '「',
  '」',
  '《',
  '》',
  '{W}',
  'rule 506.4c',
  ' ',
  '。',
  'テキスト',
  '~~',
  'www.example.com',
  'https://a.example/x',
  'a@b.example',
  ':::',
  '$$',
);
const arbitraryText = fc
  .array(fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 6 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => norm(parts.join('')))
  .filter((s) => s.length > 0);

describe('arbitrary text survives conversion to MDX as text', () => {
  it('paragraphs, list items, headings and quoted rules', () => {
    fc.assert(
      fc.property(arbitraryText, (text) => {
        const mdx = emitArticle(articleWith(text), {
          linker: new Linker(new RuleBook(manifest.versions)),
          articleTitles: new Set(),
          versions: manifest.versions,
          wanted: () => {},
        });
        const html = render(mdx);
        expect(html).not.toMatch(/<script/i);
        const chunks = textOf(html).split('\u0000').map(norm).filter(Boolean);
        // The text stands whole in the paragraph, both list items, the heading and the 参考
        // link, and after its number in the quoted rule.
        expect(chunks.filter((c) => c === text)).toHaveLength(5);
        expect(chunks).toContain(norm(`506\u00a0${text}`));
      }),
      { numRuns: 300 },
    );
  });
  it('a known-dangerous string stays text', () => {
    const text = '{alert(1)} <script>alert(1)</script> import a from "b" `x` &amp; }';
    const mdx = emitArticle(articleWith(text), {
      linker: new Linker(new RuleBook(manifest.versions)),
      articleTitles: new Set(),
      versions: manifest.versions,
      wanted: () => {},
    });
    expect(textOf(render(mdx))).toContain(text);
  });
});
