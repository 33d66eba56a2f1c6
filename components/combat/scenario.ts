// The combat scenario format (../shared/spec/combat-scenario.md): its types, a reader that names
// the field at fault for anything that is not of this shape, and the version it is played under.
import {
  combatProfile,
  playableVersions,
  type CombatProfile,
  type RulesProfiles,
} from '#scripts/model/rules-profile.ts';

/** The version a scenario that names none is played under (the contract's default). */
export const DEFAULT_RULES = '20231117.0';

export type Keyword =
  | 'flying'
  | 'reach'
  | 'first strike'
  | 'double strike'
  | 'vigilance'
  | 'defender'
  | 'haste'
  | 'trample'
  | 'deathtouch'
  | 'lifelink'
  | 'menace'
  | 'indestructible';

export const KEYWORDS: readonly Keyword[] = [
  'flying',
  'reach',
  'first strike',
  'double strike',
  'vigilance',
  'defender',
  'haste',
  'trample',
  'deathtouch',
  'lifelink',
  'menace',
  'indestructible',
];

export interface Permanent {
  id: string;
  name: string;
  controller: string;
  types: string[];
  subtypes?: string[];
  power?: number;
  toughness?: number;
  keywords?: string[];
  tapped?: boolean;
  damage?: number;
  summoningSick?: boolean;
  defense?: number;
  protector?: string;
  loyalty?: number;
}

export interface Scenario {
  title?: string;
  players: { id: string; life: number }[];
  active: string;
  permanents: Permanent[];
  attackers: { id: string; target: string }[];
  blockers: { id: string; blocks: string }[];
  damageOrder?: Record<string, string[]>;
  assignments?: Record<string, Record<string, number>>;
  /** The rules version it is played under (default 20231117.0). */
  rules?: string;
}

export class ScenarioFormatError extends Error {
  readonly field: string;
  constructor(field: string, expected: string) {
    super(`${field}: ${expected}`);
    this.name = 'ScenarioFormatError';
    this.field = field;
  }
}

type Json = unknown;

const isObj = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function str(v: Json, field: string): string {
  if (typeof v !== 'string' || v === '') throw new ScenarioFormatError(field, '文字列が必要です');
  return v;
}
function int(v: Json, field: string, min = -Infinity): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
    throw new ScenarioFormatError(field, min === 0 ? '0以上の整数が必要です' : '整数が必要です');
  return v;
}
function arr(v: Json, field: string): Json[] {
  if (!Array.isArray(v)) throw new ScenarioFormatError(field, '配列が必要です');
  return v;
}
function obj(v: Json, field: string): Record<string, Json> {
  if (!isObj(v)) throw new ScenarioFormatError(field, 'オブジェクトが必要です');
  return v;
}
function opt<T>(o: Record<string, Json>, key: string, read: (v: Json) => T): T | undefined {
  return o[key] === undefined ? undefined : read(o[key]);
}

/** "bushido 2" → { name: 'bushido', n: 2 }; "First Strike" → { name: 'first strike' }. */
export function parseKeyword(raw: string): { name: Keyword | 'bushido'; n?: number } | null {
  const k = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const b = /^bushido (\d+)$/.exec(k);
  if (b) return { name: 'bushido', n: Number(b[1]) };
  return (KEYWORDS as readonly string[]).includes(k) ? { name: k as Keyword } : null;
}

/** Reads a scenario from parsed JSON; throws ScenarioFormatError naming the field. */
export function readScenario(input: Json): Scenario {
  const o = obj(input, 'scenario');
  const players = arr(o.players, 'players').map((p, i) => {
    const po = obj(p, `players[${i}]`);
    return { id: str(po.id, `players[${i}].id`), life: int(po.life, `players[${i}].life`) };
  });
  if (players.length < 2) throw new ScenarioFormatError('players', '2人以上のプレイヤーが必要です');
  const permanents = arr(o.permanents, 'permanents').map((p, i) => {
    const f = `permanents[${i}]`;
    const po = obj(p, f);
    const perm: Permanent = {
      id: str(po.id, `${f}.id`),
      name: str(po.name, `${f}.name`),
      controller: str(po.controller, `${f}.controller`),
      types: arr(po.types, `${f}.types`).map((t, j) => str(t, `${f}.types[${j}]`).toLowerCase()),
    };
    const subtypes = opt(po, 'subtypes', (v) =>
      arr(v, `${f}.subtypes`).map((t, j) => str(t, `${f}.subtypes[${j}]`)),
    );
    if (subtypes) perm.subtypes = subtypes;
    for (const key of ['power', 'toughness'] as const) {
      const v = opt(po, key, (x) => int(x, `${f}.${key}`));
      if (v !== undefined) perm[key] = v;
    }
    for (const key of ['damage', 'defense', 'loyalty'] as const) {
      const v = opt(po, key, (x) => int(x, `${f}.${key}`, 0));
      if (v !== undefined) perm[key] = v;
    }
    for (const key of ['tapped', 'summoningSick'] as const) {
      const v = opt(po, key, (x) => {
        if (typeof x !== 'boolean')
          throw new ScenarioFormatError(`${f}.${key}`, 'true か false が必要です');
        return x;
      });
      if (v !== undefined) perm[key] = v;
    }
    const protector = opt(po, 'protector', (x) => str(x, `${f}.protector`));
    if (protector) perm.protector = protector;
    const keywords = opt(po, 'keywords', (v) =>
      arr(v, `${f}.keywords`).map((k, j) => str(k, `${f}.keywords[${j}]`)),
    );
    if (keywords) {
      keywords.forEach((k, j) => {
        if (!parseKeyword(k))
          throw new ScenarioFormatError(
            `${f}.keywords[${j}]`,
            `未知のキーワード「${k}」です（使えるのは ${[...KEYWORDS, 'bushido N'].join(', ')}）`,
          );
      });
      perm.keywords = keywords;
    }
    if (
      perm.types.includes('creature') &&
      (perm.power === undefined || perm.toughness === undefined)
    )
      throw new ScenarioFormatError(`${f}`, 'クリーチャーには power と toughness が必要です');
    if (perm.types.includes('battle') && perm.defense === undefined)
      throw new ScenarioFormatError(`${f}.defense`, 'バトルには defense が必要です');
    if (perm.types.includes('planeswalker') && perm.loyalty === undefined)
      throw new ScenarioFormatError(`${f}.loyalty`, 'プレインズウォーカーには loyalty が必要です');
    return perm;
  });
  const ids = new Set<string>();
  for (const [i, p] of [...players, ...permanents].entries()) {
    if (ids.has(p.id))
      throw new ScenarioFormatError(
        i < players.length ? `players[${i}].id` : `permanents[${i - players.length}].id`,
        `id「${p.id}」が重複しています`,
      );
    ids.add(p.id);
  }
  const scenario: Scenario = {
    players,
    active: str(o.active, 'active'),
    permanents,
    attackers: arr(o.attackers ?? [], 'attackers').map((a, i) => {
      const ao = obj(a, `attackers[${i}]`);
      return {
        id: str(ao.id, `attackers[${i}].id`),
        target: str(ao.target, `attackers[${i}].target`),
      };
    }),
    blockers: arr(o.blockers ?? [], 'blockers').map((b, i) => {
      const bo = obj(b, `blockers[${i}]`);
      return {
        id: str(bo.id, `blockers[${i}].id`),
        blocks: str(bo.blocks, `blockers[${i}].blocks`),
      };
    }),
  };
  const title = opt(o, 'title', (v) => str(v, 'title'));
  if (title) scenario.title = title;
  const rules = opt(o, 'rules', (v) => str(v, 'rules'));
  if (rules !== undefined) scenario.rules = rules;
  const order = opt(o, 'damageOrder', (v) => obj(v, 'damageOrder'));
  if (order)
    scenario.damageOrder = Object.fromEntries(
      Object.entries(order).map(([k, v]) => [
        k,
        arr(v, `damageOrder.${k}`).map((x, j) => str(x, `damageOrder.${k}[${j}]`)),
      ]),
    );
  const assignments = opt(o, 'assignments', (v) => obj(v, 'assignments'));
  if (assignments)
    scenario.assignments = Object.fromEntries(
      Object.entries(assignments).map(([k, v]) => [
        k,
        Object.fromEntries(
          Object.entries(obj(v, `assignments.${k}`)).map(([t, n]) => [
            t,
            int(n, `assignments.${k}.${t}`, 0),
          ]),
        ),
      ]),
    );
  if (!players.some((p) => p.id === scenario.active))
    throw new ScenarioFormatError('active', `プレイヤー「${scenario.active}」はいません`);
  return scenario;
}

/**
 * The profile of the version a scenario names (default DEFAULT_RULES), among the versions the
 * engine plays; a version without combat rules, or a damage assignment order where the version
 * has none, is an error naming the field.
 */
export function scenarioProfile(scenario: Scenario, profiles: RulesProfiles): CombatProfile {
  const rules = scenario.rules ?? DEFAULT_RULES;
  const profile = combatProfile(profiles, rules);
  if (!profile)
    throw new ScenarioFormatError(
      'rules',
      `「${rules}」は戦闘ルールを持つ版ではありません（${playableVersions(profiles, 'combat').reverse().join('、')} のいずれか）`,
    );
  if (scenario.damageOrder && !profile.damageAssignmentOrder) {
    throw new ScenarioFormatError(
      'damageOrder',
      `${scenario.rules} にはダメージ割り振り順がありません（2024-11-08 以降、ダメージはブロック・クリーチャーの間で自由に割り振る。510.1c）`,
    );
  }
  return profile;
}

/** A scenario played under a version: a damage assignment order only where the version has one. */
export function underVersion(s: Scenario, profile: CombatProfile): Scenario {
  const { damageOrder, ...rest } = s;
  return profile.damageAssignmentOrder && damageOrder
    ? { ...rest, damageOrder, rules: profile.version }
    : { ...rest, rules: profile.version };
}
