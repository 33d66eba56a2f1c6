// npm run -s subgame -- FILE: the trace of one subgame scenario, as JSON on stdout.
import { readSubgameScenario, SubgameFormatError } from '../../components/subgame/scenario.ts';
import { runSubgame } from '../../components/subgame/engine.ts';
import { runScenarioCli } from './scenario-cli.ts';

runScenarioCli({ name: 'subgame', read: readSubgameScenario, run: runSubgame, formatError: SubgameFormatError, describe: (t) => (t.ok ? '' : t.error.message) });
