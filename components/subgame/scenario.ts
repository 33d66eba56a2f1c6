// Reads a subgame scenario (../shared/spec/subgame-scenario.md) from parsed JSON, naming the
// field at fault for anything not of that shape.
import { ZONES, type ScriptEvent, type SubgameScenario } from './engine.ts';

export class SubgameFormatError extends Error {
  constructor(field: string, expected: string) {
    super(`${field}: ${expected}`);
    this.name = 'SubgameFormatError';
  }
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
function count(v: unknown, field: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw new SubgameFormatError(field, '整数が必要です');
  if (v < 0) throw new SubgameFormatError(field, `負の数（${v}）は使えません`);
  return v;
}
function str(v: unknown, field: string): string {
  if (typeof v !== 'string' || !v) throw new SubgameFormatError(field, '文字列が必要です');
  return v;
}

export function readSubgameScenario(input: unknown): SubgameScenario {
  if (!isObj(input)) throw new SubgameFormatError('scenario', 'オブジェクトが必要です');
  if (!Array.isArray(input.players) || input.players.length < 2)
    throw new SubgameFormatError('players', '2人以上のプレイヤーの配列が必要です');
  const players = input.players.map((p, i) => {
    if (!isObj(p)) throw new SubgameFormatError(`players[${i}]`, 'オブジェクトが必要です');
    return {
      id: str(p.id, `players[${i}].id`),
      life: count(p.life, `players[${i}].life`),
      ...Object.fromEntries(ZONES.map((z) => [z, count(p[z] ?? 0, `players[${i}].${z}`)])),
    } as SubgameScenario['players'][number];
  });
  const ids = new Set<string>();
  players.forEach((p, i) => {
    if (ids.has(p.id))
      throw new SubgameFormatError(`players[${i}].id`, `「${p.id}」が重複しています`);
    ids.add(p.id);
  });
  const card = input.card ?? 'Shahrazad';
  if (card !== 'Shahrazad' && card !== 'Enter the Dungeon')
    throw new SubgameFormatError('card', '"Shahrazad" か "Enter the Dungeon" が必要です');
  if (!Array.isArray(input.script ?? [])) throw new SubgameFormatError('script', '配列が必要です');
  const script = ((input.script ?? []) as unknown[]).map((e, i): ScriptEvent => {
    const f = `script[${i}]`;
    if (!isObj(e)) throw new SubgameFormatError(f, 'オブジェクトが必要です');
    const who = (v: unknown, field: string) => {
      const id = str(v, field);
      if (!ids.has(id)) throw new SubgameFormatError(field, `「${id}」というプレイヤーはいません`);
      return id;
    };
    if ('exile' in e) {
      if (!isObj(e.exile)) throw new SubgameFormatError(`${f}.exile`, 'オブジェクトが必要です');
      const from = e.exile.from;
      if (from !== 'library' && from !== 'hand' && from !== 'battlefield')
        throw new SubgameFormatError(
          `${f}.exile.from`,
          'library、hand、battlefield のいずれかが必要です',
        );
      return {
        exile: {
          player: who(e.exile.player, `${f}.exile.player`),
          from,
          count: count(e.exile.count, `${f}.exile.count`),
        },
      };
    }
    if ('cast' in e) {
      if (e.cast !== 'Shahrazad')
        throw new SubgameFormatError(`${f}.cast`, '"Shahrazad" が必要です');
      return { cast: 'Shahrazad', by: who(e.by, `${f}.by`) };
    }
    if ('concede' in e) return { concede: who(e.concede, `${f}.concede`) };
    if ('lose' in e) return { lose: who(e.lose, `${f}.lose`) };
    throw new SubgameFormatError(f, 'exile、cast、concede、lose のいずれかが必要です');
  });
  const caster = str(input.caster, 'caster');
  if (!ids.has(caster))
    throw new SubgameFormatError('caster', `「${caster}」というプレイヤーはいません`);
  const scenario: SubgameScenario = {
    rules: str(input.rules, 'rules'),
    seed: count(input.seed ?? 0, 'seed'),
    card,
    caster,
    players,
    script,
  };
  if (typeof input.title === 'string') scenario.title = input.title;
  return scenario;
}
