// npm run -s combat -- FILE: the trace of one combat scenario, as JSON on stdout.
// Exit status 2 for an illegal scenario or input that is not a scenario.
import { readFileSync } from 'node:fs';
import { readScenario, ScenarioFormatError } from '../../components/combat/scenario.ts';
import { runCombat } from '../../components/combat/engine.ts';

const file = process.argv[2];
function fail(message: string, rule?: string): never {
  process.stdout.write(`${JSON.stringify({ ok: false, error: rule ? { rule, message } : { message } }, null, 2)}\n`);
  console.error(`${file ?? 'combat'}: ${message}`);
  process.exit(2);
}
if (!file) fail('usage: npm run -s combat -- FILE');
let json: unknown;
try {
  json = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  fail(`${file} is not readable JSON: ${(e as Error).message}`);
}
// A fixture may wrap the scenario: { "scenario": …, "expect": … }.
const input = json && typeof json === 'object' && 'scenario' in json && 'expect' in json ? (json as { scenario: unknown }).scenario : json;
try {
  const trace = runCombat(readScenario(input));
  process.stdout.write(`${JSON.stringify(trace, null, 2)}\n`);
  if (!trace.ok) {
    console.error(`${file}: ${trace.error.message} (rule ${trace.error.rule})`);
    process.exit(2);
  }
} catch (e) {
  if (e instanceof ScenarioFormatError) fail(e.message);
  throw e;
}
