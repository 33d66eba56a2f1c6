// The data contract (data-contract.ts): documents: documents/<kind>--<slug>.mdx, the frontmatter Astro's collection reads.
import { z } from 'zod';
import { str, nullable } from './scalars.ts';

export const DocumentFrontmatterSchema = z.object({
  kind: z.enum(['article', 'faq', 'mechanic', 'card']),
  title: str,
  nameEn: nullable(str).optional(),
  url: str,
  attribution: str,
  sourceUrl: nullable(str),
  sourceFile: str,
  /** The page a derived document (a mechanic, a card) comes from, which gives its credit. */
  source: nullable(z.object({ title: str, url: str })).optional(),
  rulesVersion: nullable(str),
});
export type DocumentFrontmatter = z.infer<typeof DocumentFrontmatterSchema>;
