// The data contract (data-contract.ts): citations: data/cite/ (every release since 2003, as the newest numbers its rules).
import { z } from 'zod';
import { str, nullable } from './scalars.ts';

export const CiteReleasesSchema = z.object({
  newest: nullable(str),
  releases: z.array(z.object({ date: str, rules: z.number().int() })),
});
export const CitationTableSchema = z.record(
  str,
  z.tuple([nullable(str), z.union([z.literal(0), z.literal(1)])]),
);
export const NumberSpansSchema = z.record(
  str,
  z.array(z.tuple([z.number().int(), z.number().int(), str.nullable()])),
);
/** The newest release's titled rules (sections, keywords, actions): number → [English, Japanese?]. */
export const RuleTitlesSchema = z.record(str, z.array(str).min(1).max(2));
/**
 * Number → the spans of releases (indexes, oldest first) that have it, each with what the newest
 * release numbers it in those releases (null: removed since): [[first, last, now], …].
 */
export type NumberSpans = z.infer<typeof NumberSpansSchema>;
export type CiteReleases = z.infer<typeof CiteReleasesSchema>;
export type RuleTitles = z.infer<typeof RuleTitlesSchema>;
export type CitationTableData = z.infer<typeof CitationTableSchema>;
