// The data contract (data-contract.ts): the site: data/site.json, data/permalinks.json.
import { z } from 'zod';
import { str, nullable } from './scalars.ts';

export const VersionInfoSchema = z.object({
  name: str,
  effective: nullable(str),
  era: str.optional(),
  label: str,
  note: str,
});

export const SiteVersionSchema = VersionInfoSchema.extend({
  rules: z.number(),
  ja: z.number(),
  en: z.number(),
  glossary: z.number(),
  /** The version has a whole rules text in Japanese of its own (not quotes, not carried). */
  wholeJapanese: z.boolean(),
  sources: z.array(z.object({ file: str, title: str, language: z.enum(['ja', 'en']) })),
});
export type SiteVersion = z.infer<typeof SiteVersionSchema>;

export const UnresolvedReferenceSchema = z.object({
  version: str,
  number: str,
  from: str,
  file: str,
  line: z.number(),
});

export const SiteDataSchema = z.object({
  documents: z.array(
    z.object({
      kind: z.enum(['article', 'faq']),
      title: str,
      url: str,
      attribution: str,
      rulesVersion: nullable(str),
    }),
  ),
  cards: z.array(
    z.object({
      nameJa: str,
      nameEn: nullable(str),
      url: str,
      slug: str,
      hasEntry: z.boolean(),
      typeLine: nullable(str),
      backFace: nullable(z.object({ nameJa: str, nameEn: nullable(str) })),
      faq: str,
    }),
  ),
  /** `faq`: the slug of the FAQ a mechanic's page comes from, as for cards. */
  mechanics: z.array(z.object({ name: str, en: str, url: str, faq: str })),
  /** Newest first: the first is the site's default. */
  versions: z.array(SiteVersionSchema).min(1),
  wanted: z.object({
    articles: z.array(z.object({ title: str, from: z.array(str) })),
    rules: z.array(UnresolvedReferenceSchema),
  }),
});
export type SiteData = z.infer<typeof SiteDataSchema>;

export const PermalinkSchema = z.object({
  /** The address, e.g. /r/20231117.0/506.4c/ */
  path: str,
  number: str,
  version: nullable(str),
  /** Where it lands, or null when the corpus does not hold the rule. */
  target: nullable(str),
});
export type Permalink = z.infer<typeof PermalinkSchema>;
export const PermalinksSchema = z.array(PermalinkSchema);

/** /r/index.json: every rule number held and the versions holding it (a bit per version, newest first). */
export const RuleIndexSchema = z.object({
  versions: z.array(str),
  numbers: z.record(str, z.number()),
});
export type RuleIndex = z.infer<typeof RuleIndexSchema>;

/**
 * /r/then.json: per version, what it numbered a rule that other versions number otherwise, where
 * it does not hold that number itself ({"2008-10-01": {"702.19b": "502.9b"}}): what a missing
 * address's page says the rule was called then.
 */
export const RuleThenSchema = z.record(str, z.record(str, str));
export type RuleThen = z.infer<typeof RuleThenSchema>;
