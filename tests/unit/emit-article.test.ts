// The article emitter on fixtures: an Article (input.json) and the rules and names it may link
// (context.json) → expected.mdx, and what linking recorded (expected.json: references, unknown
// 《names》, wanted articles). Every expected page must compile as MDX.
import { describe, expect, it } from 'vitest';
import { emitArticle } from '#scripts/emit/article.ts';
import type { Article } from '#scripts/model/types.ts';
import { fixtureCases } from './fixtures.ts';
import { compileMdx, linkerFor, recorded, type EmitContext } from './emit-context.ts';

describe('fixtures: tests/fixtures/emit/article/ (see-also red links, nested lists, quoted rules, unresolved references, text that looks like code)', () => {
  for (const c of fixtureCases('emit/article')) {
    it(c.name, () => {
      const context = c.json<EmitContext>('context.json');
      const linker = linkerFor(context);
      const wanted: [string, string][] = [];
      const mdx = emitArticle(c.json<Article>('input.json'), {
        linker,
        articleTitles: new Set(context.articles ?? []),
        versions: context.versions,
        wanted: (title, from) => wanted.push([title, from]),
      });
      c.expect('expected.mdx', mdx);
      c.expect('expected.json', { ...recorded(linker), wanted });
      expect(() => compileMdx(mdx)).not.toThrow();
    });
  }
});
