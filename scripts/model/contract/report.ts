// The data contract (data-contract.ts): the build report (data/report.json), printed at the end of
// every build (emit/report.ts) and read by maintainers and the tests, not by pages.
import { z } from 'zod';
import { str, nullable } from './scalars.ts';

const count = z.number().int();
/** A line of a source or a reviewed table, and what is wrong there. */
const ProblemSchema = z.object({ file: str, line: count, term: str, message: str });

export const BuildReportSchema = z.object({
  sources: z.array(z.object({ file: str, format: str, encoding: str, lines: count })),
  pages: z.object({ documents: count, permalinks: count, missingRulePages: count }),
  rules: z.record(str, count),
  /** Per version: rules with their own Japanese, carried Japanese, outdated Japanese, English only. */
  japanese: z.record(
    str,
    z.object({ own: count, carried: count, outdated: count, englishOnly: count }),
  ),
  /** Irregular forms read in a source, and lines no importer could place (file:line each). */
  irregularities: z.array(
    z.object({
      version: str,
      file: str,
      line: count,
      kind: str,
      where: str,
      message: str,
      garbled: z.boolean(),
    }),
  ),
  unplaced: z.array(z.object({ version: str, file: str, line: count, text: str, reason: str })),
  /** Sources that may be damaged but still build (an article that may be cut short), with file:line. */
  warnings: z.array(z.object({ file: str, line: count, message: str })),
  /** Rules texts cut short: built as far as they go. */
  cutShort: z.array(
    z.object({
      version: str,
      file: str,
      line: count,
      lastComplete: nullable(str),
      message: str,
    }),
  ),
  /** Rules terms linked in Japanese rule text, per version. */
  termLinks: z.record(str, count),
  /** The same, per version per term. */
  termLinksByTerm: z.record(str, z.record(str, count)),
  /** Per version: the stray spaces between Japanese characters of its Japanese rule text the pages do not show (the source keeps them). */
  straySpaces: z.record(str, count),
  /** Entries of the reviewed term tables (content/terms/) that match nothing, or whose target a version lacks. */
  termTables: z.array(ProblemSchema),
  /** Rules of the search tables (content/search/) the newest version does not hold. */
  searchAliases: z.array(ProblemSchema),
  /** Japanese glossary headwords paired with the English entries of their version, and what is left unpaired. */
  glossary: z.array(
    z.object({
      version: str,
      english: count,
      japanese: count,
      paired: count,
      unpaired: z.array(
        z.object({ language: z.enum(['ja', 'en']), term: str, file: str, line: count }),
      ),
    }),
  ),
  references: z.object({
    total: count,
    resolved: count,
    unresolved: z.array(z.object({ version: str, number: str, from: str, file: str, line: count })),
  }),
  wantedArticles: z.array(z.object({ title: str, from: z.array(str) })),
  /** 《names》 that match no card the corpus holds (left as text). */
  unknownCards: z.array(z.object({ name: str, from: str })),
});
export type BuildReport = z.infer<typeof BuildReportSchema>;
