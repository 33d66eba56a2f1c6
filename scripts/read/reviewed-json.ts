// Reading a reviewed table of content/ (term senses, search aliases): JSON checked against its
// schema, an error naming the file and the line of the entry that is wrong.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { SourceError } from './source-error.ts';

/** The line of each entry, found by the key every entry names first (`"term":`, `"alias":`). */
export function entryLines(text: string, key: string): number[] {
  const lines: number[] = [];
  const re = new RegExp(`"${key}"\\s*:`, 'g');
  text.split('\n').forEach((l, i) => {
    const keys = l.match(re)?.length ?? 0;
    for (let k = 0; k < keys; k++) lines.push(i + 1);
  });
  return lines;
}

export function readReviewedJson<T>(
  root: string,
  file: string,
  schema: z.ZodType<T>,
  key = 'term',
): { value: T; text: string } {
  const text = readFileSync(join(root, file), 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SourceError(file, 1, `not valid JSON: ${(e as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // An issue inside the i-th entry points at that entry's line.
    const index = issue.path.find((p) => typeof p === 'number');
    const line = index !== undefined ? (entryLines(text, key)[index] ?? 1) : 1;
    throw new SourceError(file, line, `${issue.path.join('.')}: ${issue.message}`);
  }
  return { value: parsed.data, text };
}

/** Where an entry of a reviewed table stands. */
export interface EntryOrigin {
  file: string;
  line: number;
}

/**
 * A reviewed table's entries, each with its file and line (none when the file is absent). Each
 * name an entry is known by (`namesOf`: the name, and what to say when it was seen before) stands
 * once in the table: a second is an error at the second's line.
 */
export function readReviewedEntries<T, E>(
  root: string,
  file: string,
  schema: z.ZodType<T>,
  key: string,
  entriesOf: (value: T) => E[],
  namesOf: (entry: E) => [name: string, twice: string][],
): (E & { origin: EntryOrigin })[] {
  if (!existsSync(join(root, file))) return [];
  const { value, text } = readReviewedJson(root, file, schema, key);
  const lines = entryLines(text, key);
  const seen = new Set<string>();
  return entriesOf(value).map((e, i) => {
    const origin = { file, line: lines[i] ?? 1 };
    for (const [name, twice] of namesOf(e)) {
      if (seen.has(name)) throw new SourceError(file, origin.line, twice);
      seen.add(name);
    }
    return { ...e, origin };
  });
}
