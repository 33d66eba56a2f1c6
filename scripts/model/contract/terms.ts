// The data contract (data-contract.ts): terms: data/terms.json.
import { z } from 'zod';
import { str, nullable } from './scalars.ts';

export const TermIndexSchema = z.object({
  version: nullable(str),
  headwords: z.array(
    z.object({
      ja: str,
      reading: str,
      row: str,
      en: str,
      /** The glossary entry, and the rule its definition cites first (when it cites one). */
      glossary: str,
      rule: nullable(z.object({ number: str, href: str })),
    }),
  ),
  pairs: z.array(
    z.object({ ja: str, en: str, found: z.array(z.object({ href: str, label: str })) }),
  ),
});
export type TermIndex = z.infer<typeof TermIndexSchema>;
export type HeadwordEntry = TermIndex['headwords'][number];
