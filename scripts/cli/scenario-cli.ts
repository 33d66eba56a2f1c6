// What the combat and subgame commands share: read a scenario file (or an acceptance fixture
// that wraps one), run an engine, print the trace; exit 2 for illegal or malformed input.
import { readFileSync } from 'node:fs';

interface Engine<S, T extends { ok: boolean }> {
  name: string;
  read: (json: unknown) => S;
  run: (scenario: S) => T;
  /** The error class the reader throws for input that is not a scenario. */
  formatError: new (...args: never[]) => Error;
  describe: (trace: T) => string;
  /** The error object printed for a file that is not readable JSON (default: its message alone). */
  malformed?: (message: string) => object;
}

export function runScenarioCli<S, T extends { ok: boolean }>(engine: Engine<S, T>): void {
  const file = process.argv[2];
  const fail = (message: string, error: object = { message }): never => {
    process.stdout.write(`${JSON.stringify({ ok: false, error }, null, 2)}\n`);
    console.error(`${file ?? engine.name}: ${message}`);
    process.exit(2);
  };
  if (!file) fail(`usage: npm run -s ${engine.name} -- FILE`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file!, 'utf8'));
  } catch (e) {
    const message = `${file} is not readable JSON: ${(e as Error).message}`;
    fail(message, engine.malformed?.(message));
  }
  const input =
    json && typeof json === 'object' && 'scenario' in json && 'expect' in json
      ? (json as { scenario: unknown }).scenario
      : json;
  try {
    const trace = engine.run(engine.read(input));
    process.stdout.write(`${JSON.stringify(trace, null, 2)}\n`);
    if (!trace.ok) {
      console.error(`${file}: ${engine.describe(trace)}`);
      process.exit(2);
    }
  } catch (e) {
    if (e instanceof engine.formatError) fail(e.message);
    throw e;
  }
}
