// The data contract (data-contract.ts): linked text.
import { z } from 'zod';
import { str, nullable } from './scalars.ts';

export const SegmentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), value: str }),
  z.object({
    type: z.literal('rule'),
    raw: str,
    version: str,
    numbers: z.array(str),
    href: str,
    resolved: z.boolean(),
  }),
  z.object({
    type: z.literal('name'),
    raw: str,
    kind: z.enum(['card', 'article', 'mechanic']),
    href: str,
  }),
  z.object({ type: z.literal('mana'), raw: str, symbols: z.array(str) }),
  /** A rules term in Japanese text, linked to its defining rule (rule set) or its glossary entry. */
  z.object({ type: z.literal('term'), raw: str, href: str, version: str, rule: nullable(str) }),
]);
export type Segment = z.infer<typeof SegmentSchema>;
/** A run of linked text. */
export const TextSchema = z.array(SegmentSchema);
