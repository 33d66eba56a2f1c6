// The data contract (data-contract.ts): the public API: /api/rules.json, /api/rules/<version>.json, /api/rules/<version>/<number>.json.
import { z } from 'zod';
import { str, nullable } from './scalars.ts';
import { CiterKindSchema, HistoryStatusSchema } from './rules.ts';
import { SiteVersionSchema } from './site.ts';

const RuleStepSchema = z.object({
  version: str,
  number: nullable(str),
  status: HistoryStatusSchema,
});

/** One rule (/api/rules/<version>/<number>.json; what link previews read too). */
export const ApiRuleSchema = z.object({
  number: str,
  version: str,
  /** Where it stands on the site, and its permanent address. */
  url: str,
  permalink: str,
  text: z.object({ ja: nullable(str), en: nullable(str) }),
  /** Japanese from another version: carried (text.ja holds it) or outdated (only here, beside the English). */
  translation: nullable(
    z.object({
      status: z.enum(['carried', 'outdated']),
      version: str,
      number: str,
      text: nullable(str),
    }),
  ),
  garbled: z.array(str),
  examples: z.object({ ja: z.array(nullable(str)), en: z.array(nullable(str)) }),
  /** The same rule in the next and the previous release, and in the newest version (following renumberings). */
  next: nullable(RuleStepSchema),
  previous: nullable(RuleStepSchema),
  latest: nullable(z.object({ version: str, number: nullable(str) })),
  parent: nullable(str),
  children: z.array(str),
  /** Rules this rule cites, and the places that cite it. */
  references: z.array(str),
  backReferences: z.array(z.object({ kind: CiterKindSchema, url: str, label: str })),
});
export type ApiRule = z.infer<typeof ApiRuleSchema>;

/** A whole version (/api/rules/<version>.json), keyed by rule number. */
export const ApiVersionSchema = z.object({
  version: SiteVersionSchema.omit({ sources: true }),
  rules: z.record(str, ApiRuleSchema),
});
export type ApiVersion = z.infer<typeof ApiVersionSchema>;

/** The versions, newest first, and which is the newest (/api/rules.json). */
export const ApiVersionsSchema = z.object({
  newest: str,
  versions: z.array(
    z.object({
      name: str,
      effective: nullable(str),
      label: str,
      rules: z.number(),
      ja: z.number(),
      url: str,
      api: str,
    }),
  ),
});
export type ApiVersions = z.infer<typeof ApiVersionsSchema>;
