// npm run -s combat -- FILE: the trace of one combat scenario, as JSON on stdout.
import { readScenario, ScenarioFormatError } from '../../components/combat/scenario.ts';
import { runCombat } from '../../components/combat/engine.ts';
import { runScenarioCli } from './scenario-cli.ts';

runScenarioCli({ name: 'combat', read: readScenario, run: runCombat, formatError: ScenarioFormatError, describe: (t) => (t.ok ? '' : `${t.error.message} (rule ${t.error.rule})`) });
