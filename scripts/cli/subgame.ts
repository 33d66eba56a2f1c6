// npm run -s subgame -- FILE: the trace of one subgame scenario, as JSON on stdout.
// Exit status 2 for an illegal scenario or input that is not a scenario.
import { readFileSync } from 'node:fs';
import { readSubgameScenario, SubgameFormatError } from '../../components/subgame/scenario.ts';
import { runSubgame } from '../../components/subgame/engine.ts';

const file = process.argv[2];
function fail(message: string, rule?: string): never {
  process.stdout.write(`${JSON.stringify({ ok: false, error: rule ? { message, rule } : { message } }, null, 2)}\n`);
  console.error(`${file ?? 'subgame'}: ${message}`);
  process.exit(2);
}
if (!file) fail('usage: npm run -s subgame -- FILE');
let json: unknown;
try {
  json = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  fail(`${file} is not readable JSON: ${(e as Error).message}`);
}
const input = json && typeof json === 'object' && 'scenario' in json && 'expect' in json ? (json as { scenario: unknown }).scenario : json;
try {
  const trace = runSubgame(readSubgameScenario(input));
  process.stdout.write(`${JSON.stringify(trace, null, 2)}\n`);
  if (!trace.ok) {
    console.error(`${file}: ${trace.error.message}`);
    process.exit(2);
  }
} catch (e) {
  if (e instanceof SubgameFormatError) fail(e.message);
  throw e;
}
