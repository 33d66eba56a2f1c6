// The reviewed question topics of search (content/search/topics.json): what a judge's question
// is about, as groups of words that must all occur in the query (「伝説」 and 「同じ名前」), and the
// rules that answer it (704.5j), each with its reason. A question that matches a topic shows its
// rules first. Errors name file:line; a word not written as a query is folded, or a rule the
// newest version does not hold, is reported by the build, never silently dropped.
import { z } from 'zod';
import { isRuleNumber } from '../model/rule-number.ts';
import { readReviewedEntries } from './reviewed-json.ts';

export const TOPICS_FILE = 'content/search/topics.json';

/** A word as the query is matched: folded as the normaliser folds (NFKC, lower case). */
const folded = z
  .string()
  .min(1)
  .refine(
    (s) => s.normalize('NFKC').toLowerCase() === s,
    'a word folded as queries are (NFKC, lower case)',
  );

const TopicsFileSchema = z.strictObject({
  about: z.string(),
  topics: z.array(
    z.strictObject({
      all: z.array(z.array(folded).min(1)).min(1),
      rules: z.array(z.string().refine(isRuleNumber, 'a rule number')).min(1).max(3),
      reason: z.string().min(10, 'a reason a reviewer can check'),
    }),
  ),
});

export interface SearchTopic {
  /** Groups of words: the topic is the query's when each group has a word in it. */
  all: string[][];
  rules: string[];
  reason: string;
  origin: { file: string; line: number };
}

/** The topics, or none when the file is absent. */
export function readSearchTopics(root: string): SearchTopic[] {
  return readReviewedEntries(
    root,
    TOPICS_FILE,
    TopicsFileSchema,
    'all',
    (v) => v.topics,
    (t) => [[JSON.stringify(t.all.map((g) => [...g].sort()).sort()), 'this topic is listed twice']],
  );
}

/**
 * The topics as search reads them, with only the rules the newest version holds; each rule it
 * does not hold is a problem the build report lists (file:line).
 */
export function topicsHeld(
  topics: SearchTopic[],
  holds: (rule: string) => boolean,
): {
  topics: SearchTopic[];
  problems: { file: string; line: number; term: string; message: string }[];
} {
  const problems = topics.flatMap((t) =>
    t.rules
      .filter((r) => !holds(r))
      .map((r) => ({
        ...t.origin,
        term: t.all.map((g) => g[0]).join(' + '),
        message: `rule ${r} is not in the newest version: the topic does not show it`,
      })),
  );
  return {
    topics: topics
      .map((t) => ({ ...t, rules: t.rules.filter(holds) }))
      .filter((t) => t.rules.length),
    problems,
  };
}
