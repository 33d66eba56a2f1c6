// Reading a reviewed table of content/ (term senses, search aliases): JSON checked against its
// schema, an error naming the file and the line of the entry that is wrong.
import { readFileSync } from 'node:fs';
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
