// Input → expected-output fixtures, as remark plugins and ecmarkup test their stages:
//   tests/fixtures/<stage>/<module>/<case>/input.txt (or input.json) → expected.json / expected.mdx
// Each case folder is one test; a case may add the small context it needs (entry.json, context.json).
// After an intended change of output, rewrite every expected file from what the code now gives:
//   UPDATE_FIXTURES=1 npx vitest run
// then read the diff (git diff tests/fixtures/) before committing it.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { decode, splitLines } from '#scripts/read/decode.ts';
import { SourceError } from '#scripts/read/source-error.ts';
import type { SourceText } from '#scripts/model/types.ts';

const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;
const UPDATE = !!process.env.UPDATE_FIXTURES;

export interface FixtureCase {
  name: string;
  dir: string;
  /** input.txt read as the pipeline reads a source (any encoding, any line ending); messages name it "input.txt". */
  source(): SourceText;
  /** A JSON file of the case (input.json, entry.json, context.json); `fallback` when the case has none. */
  json<T>(file: string, fallback?: T): T;
  /** Checks `actual` against the expected file (.json: a value; otherwise text); with UPDATE_FIXTURES=1, writes it instead. */
  expect(file: string, actual: unknown): void;
}

/** Every case folder of a module, in name order: `fixtureCases('parse/cr-text')`. */
export function fixtureCases(module: string): FixtureCase[] {
  const root = join(FIXTURES, module);
  return readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .sort()
    .map((name) => fixtureCase(name, join(root, name)));
}

function fixtureCase(name: string, dir: string): FixtureCase {
  return {
    name,
    dir,
    source: () => ({ file: 'input.txt', ...readAsSource(join(dir, 'input.txt')) }),
    json: <T>(file: string, fallback?: T): T => {
      const path = join(dir, file);
      if (!existsSync(path) && fallback !== undefined) return fallback;
      return JSON.parse(readFileSync(path, 'utf8')) as T;
    },
    expect: (file, actual) => {
      const path = join(dir, file);
      const asJson = file.endsWith('.json');
      const text = asJson ? `${JSON.stringify(actual, null, 2)}\n` : String(actual);
      if (UPDATE) {
        writeFileSync(path, text);
        return;
      }
      if (!existsSync(path))
        expect.fail(`${path} is missing: write it with UPDATE_FIXTURES=1 npx vitest run`);
      const expected = readFileSync(path, 'utf8');
      const message = `${name}/${file} (if the change is intended: UPDATE_FIXTURES=1 npx vitest run)`;
      // Values compare as JSON (undefined fields dropped), so a failure shows a structural diff.
      if (asJson) expect(JSON.parse(text), message).toEqual(JSON.parse(expected));
      else expect(text, message).toBe(expected);
    },
  };
}

function readAsSource(path: string): Omit<SourceText, 'file'> {
  const { encoding, text } = decode(new Uint8Array(readFileSync(path)));
  return { encoding, lines: splitLines(text) };
}

/** What a parser gives: its result, or `{ error }` with the message of the SourceError it stops with. */
export function outcome<T>(run: () => T): T | { error: string } {
  try {
    return run();
  } catch (e) {
    if (e instanceof SourceError) return { error: e.message };
    throw e;
  }
}
