// The FAQ emitters on fixtures: a FAQ page, a mechanic page or a card page (input.json: which page
// and its model) with the rules and names it may link (context.json) → expected.mdx, and what
// linking recorded (expected.json). Every expected page must compile as MDX.
import { describe, expect, it } from 'vitest';
import {
  emitCard,
  emitFaq,
  emitMechanic,
  type FaqContext,
  type FaqMeta,
} from '#scripts/emit/faq.ts';
import type { FaqDocument } from '#scripts/parse/faq-2004.ts';
import type { CatalogueCard } from '#scripts/link/cards.ts';
import { fixtureCases } from './fixtures.ts';
import { compileMdx, linkerFor, recorded, type EmitContext } from './emit-context.ts';

type Input =
  | { page: 'faq'; doc: FaqDocument }
  | { page: 'mechanic'; doc: FaqDocument; index: number }
  | { page: 'card'; card: CatalogueCard };
type Context = EmitContext & {
  slug: string;
  version: string;
  meta: FaqMeta;
};

describe('fixtures: tests/fixtures/emit/faq/ (the FAQ page, a mechanic page, card pages: a flip card, an erratum, a card only named)', () => {
  for (const c of fixtureCases('emit/faq')) {
    it(c.name, () => {
      const context = c.json<Context>('context.json');
      const linker = linkerFor(context);
      const ctx: FaqContext = {
        linker,
        slug: context.slug,
        version: context.version,
        mechanics: context.mechanics ?? {},
      };
      const input = c.json<Input>('input.json');
      const mdx =
        input.page === 'faq'
          ? emitFaq(input.doc, ctx, context.meta)
          : input.page === 'mechanic'
            ? emitMechanic(input.doc, input.index, ctx, context.meta)
            : emitCard(input.card, ctx, context.meta);
      c.expect('expected.mdx', mdx);
      c.expect('expected.json', recorded(linker));
      expect(() => compileMdx(mdx)).not.toThrow();
    });
  }
});
