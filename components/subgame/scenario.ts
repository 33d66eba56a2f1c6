// Reads a subgame scenario (../shared/spec/subgame-scenario.md) from parsed JSON, naming the
// field at fault in Japanese (its schema: components/engines/subgame/scenario-schema.ts).
import { parseSubgameScenario, type SubgameIssueCode } from '../engines/subgame/scenario-schema.ts';
import type { SubgameScenario } from '../engines/subgame/trace.ts';

export class SubgameFormatError extends Error {
  constructor(field: string, expected: string) {
    super(`${field}: ${expected}`);
    this.name = 'SubgameFormatError';
  }
}

/** What each fault says, in Japanese (the field is named before it). */
const EXPECTED: Record<SubgameIssueCode, (p: Record<string, string>) => string> = {
  string: () => '文字列が必要です',
  integer: () => '整数が必要です',
  negative: (p) => `負の数（${p.n}）は使えません`,
  array: () => '配列が必要です',
  object: () => 'オブジェクトが必要です',
  players: () => '2人以上のプレイヤーの配列が必要です',
  'duplicate-id': (p) => `「${p.id}」が重複しています`,
  card: () => '"Shahrazad" か "Enter the Dungeon" が必要です',
  from: () => 'library、hand、battlefield のいずれかが必要です',
  shahrazad: () => '"Shahrazad" が必要です',
  event: () => 'exile、cast、concede、lose のいずれかが必要です',
  'no-player': (p) => `「${p.id}」というプレイヤーはいません`,
};

export function readSubgameScenario(input: unknown): SubgameScenario {
  const read = parseSubgameScenario(input);
  if (read.ok) return read.scenario;
  throw new SubgameFormatError(read.issue.field, EXPECTED[read.issue.code](read.issue.params));
}
