// The data contract (data-contract.ts): release updates: data/releases/ (what each release since 2003 changed).
import { z } from 'zod';
import { str, nullable } from './scalars.ts';

const ReleaseCountsSchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  modified: z.number().int(),
  referencesOnly: z.number().int(),
  renumbered: z.number().int(),
  renumberedModified: z.number().int(),
  split: z.number().int(),
  merged: z.number().int(),
});
export const ReleaseIndexSchema = z.array(
  z.object({ date: str, previous: nullable(str), counts: ReleaseCountsSchema }),
);
export const ReleaseUpdateSchema = z.object({
  date: str,
  previous: nullable(str),
  rules: z.number().int(),
  counts: ReleaseCountsSchema,
  added: z.array(z.object({ number: str, text: z.string() })),
  removed: z.array(z.object({ number: str, text: z.string() })),
  modified: z.array(z.object({ number: str, before: z.string(), after: z.string() })),
  referencesOnly: z.array(str),
  renumbered: z.array(z.object({ from: str, to: str })),
  renumberedModified: z.array(
    z.object({ from: str, to: str, before: z.string(), after: z.string() }),
  ),
  /** An old rule now standing in several new ones. */
  split: z.array(z.object({ from: str, to: z.array(str) })),
  /** Old rules now standing in one new rule with another. */
  merged: z.array(z.object({ from: z.array(str), to: str })),
});
export type ReleaseUpdateData = z.infer<typeof ReleaseUpdateSchema>;
/** Each rule of the newest release followed back to its first release (newest events first). */
export const RuleLivesSchema = z.object({
  newest: nullable(str),
  rules: z.record(
    str,
    z.object({
      first: str,
      firstNumber: str,
      lastChange: nullable(str),
      events: z.array(
        z.union([
          z.tuple([str, z.enum(['added', 'changed', 'renumbered', 'renumbered-changed'])]),
          z.tuple([str, z.enum(['added', 'changed', 'renumbered', 'renumbered-changed']), str]),
        ]),
      ),
    }),
  ),
});
export type RuleLifeData = z.infer<typeof RuleLivesSchema>['rules'][string];
