// The reviewed thesaurus of search (content/search/thesaurus.json): what players and judges say
// (死ぬ, 負け, 除去, 誰が決める …) and the rules' own words for it (死亡, 敗北, 取り除, 選), each
// with its reason. The query normaliser reads it; the build checks that every word it stands
// for occurs in the Japanese rules, and lists any that does not (file:line), never silently.
import { z } from 'zod';
import { readReviewedEntries } from './reviewed-json.ts';

export const THESAURUS_FILE = 'content/search/thesaurus.json';

const ThesaurusFileSchema = z.strictObject({
  about: z.string(),
  entries: z.array(
    z.strictObject({
      say: z.array(z.string().min(1)).min(1),
      means: z.string().min(1),
      reason: z.string().min(10, 'a reason a reviewer can check'),
    }),
  ),
});

export interface ThesaurusEntry {
  say: string[];
  means: string;
  reason: string;
  origin: { file: string; line: number };
}

/** The thesaurus, or none when the file is absent. */
export function readSearchThesaurus(root: string): ThesaurusEntry[] {
  return readReviewedEntries(
    root,
    THESAURUS_FILE,
    ThesaurusFileSchema,
    'say',
    (v) => v.entries,
    (e) => e.say.map((s) => [s.normalize('NFKC').toLowerCase(), `「${s}」 is listed twice`]),
  );
}

/** The entries whose rules' words the Japanese rules do not hold: each a problem for the report. */
export function thesaurusProblems(
  entries: ThesaurusEntry[],
  holds: (word: string) => boolean,
): { file: string; line: number; term: string; message: string }[] {
  return entries.flatMap((e) =>
    e.means
      .split(/\s+/)
      .filter((w) => !holds(w))
      .map((w) => ({
        ...e.origin,
        term: e.say[0]!,
        message: `「${w}」 does not occur in the Japanese rules: the entry finds nothing`,
      })),
  );
}
