// The small world an emitter fixture needs (tests/fixtures/emit/<module>/<case>/context.json): the
// versions it names, the rules held (a reference to any other is unresolved), and the names that link.
// An emitter reads the model and this context; it never needs the corpus.
import { evaluate } from 'satteri';
import * as runtime from 'preact/jsx-runtime';
import { Linker } from '#scripts/link/linker.ts';
import { NameIndex } from '#scripts/link/names.ts';
import { RuleBook } from '#scripts/model/rule-book.ts';
import { articleUrl, mechanicUrl } from '#scripts/model/urls.ts';
import type { VersionInfo } from '#scripts/model/types.ts';

export interface EmitContext {
  versions: VersionInfo[];
  /** Rule numbers held, per version. */
  rules: Record<string, string[]>;
  articles?: string[];
  cards?: { names: string[]; href: string }[];
  mechanics?: Record<string, { slug: string; en: string }>;
}

export function linkerFor(context: EmitContext): Linker {
  const book = new RuleBook(context.versions);
  for (const [version, numbers] of Object.entries(context.rules))
    for (const n of numbers) book.add(version, n, { origin: { file: 'context.json', line: 1 } });
  const names = new NameIndex();
  for (const title of context.articles ?? []) names.addArticle(title, articleUrl(title));
  for (const card of context.cards ?? [])
    names.addCard(card.names, { kind: 'card', href: card.href, label: card.names[0]! });
  for (const [name, m] of Object.entries(context.mechanics ?? {}))
    names.addMechanic(name, mechanicUrl(m.slug));
  return new Linker(book, names);
}

/** What linking recorded while the page was written: every reference (resolved or not) and every unknown 《name》. */
export function recorded(linker: Linker) {
  return {
    references: linker.references.map((r) => ({
      version: r.version,
      number: r.number,
      resolved: r.resolved,
      from: r.from.href,
    })),
    unknownCards: linker.unknownCards.map((u) => ({ name: u.name, from: u.from.href })),
  };
}

/** Compiles MDX (its frontmatter aside) with the MDX parser Astro uses; throws where it would not build. */
export function compileMdx(mdx: string): void {
  evaluate(mdx.replace(/^---\n[\s\S]*?\n---\n/, ''), { ...runtime } as never);
}
