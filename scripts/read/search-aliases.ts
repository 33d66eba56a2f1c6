// The reviewed alias table of search (content/search/aliases.json): the shorthand players type
// (ETB, ダブルストライク, 死亡誘発), kanji and kana variants (生贄) and the English terms a bilingual
// judge types, each with the official Japanese term and the rules it means, and its reason.
// Errors name file:line; a rule the newest version does not hold is reported by the build.
import { z } from 'zod';
import { isRuleNumber } from '../model/rule-number.ts';
import { readReviewedEntries } from './reviewed-json.ts';

export const ALIASES_FILE = 'content/search/aliases.json';

const AliasFileSchema = z.strictObject({
  about: z.string(),
  aliases: z.array(
    z.strictObject({
      alias: z.string().min(1),
      term: z.string().min(1).nullable(),
      rules: z.array(z.string().refine(isRuleNumber, 'a rule number')).min(1),
      reason: z.string().min(10, 'a reason a reviewer can check'),
    }),
  ),
});

export interface SearchAlias {
  alias: string;
  term: string | null;
  rules: string[];
  reason: string;
  origin: { file: string; line: number };
}

/** The alias table, or none when the file is absent. */
export function readSearchAliases(root: string): SearchAlias[] {
  return readReviewedEntries(
    root,
    ALIASES_FILE,
    AliasFileSchema,
    'alias',
    (v) => v.aliases,
    (a) => [[a.alias.normalize('NFKC').toLowerCase(), `「${a.alias}」 is listed twice`]],
  );
}

/**
 * The aliases as search reads them, with only the rules the newest version holds; each rule it
 * does not hold is a problem the build report lists (file:line), never silently dropped.
 */
export function aliasesHeld(
  aliases: SearchAlias[],
  holds: (rule: string) => boolean,
): {
  aliases: SearchAlias[];
  problems: { file: string; line: number; term: string; message: string }[];
} {
  const problems = aliases.flatMap((a) =>
    a.rules
      .filter((r) => !holds(r))
      .map((r) => ({
        ...a.origin,
        term: a.alias,
        message: `rule ${r} is not in the newest version: the alias searches for its term only`,
      })),
  );
  return { aliases: aliases.map((a) => ({ ...a, rules: a.rules.filter(holds) })), problems };
}
