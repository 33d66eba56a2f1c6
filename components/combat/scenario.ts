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
  | 'indestructible'
  | 'infect'
  | 'wither'
  | 'flanking'
  | 'exalted'
  | 'shadow'
  | 'horsemanship'
  | 'fear'
  | 'intimidate'
  | 'skulk';

/** The keywords written alone (the contract's list, then its 2026-12 extension). */
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
  'infect',
  'wither',
  'flanking',
  'exalted',
  'shadow',
  'horsemanship',
  'fear',
  'intimidate',
  'skulk',
];

/** The keywords written with a number ("bushido 2"). */
export const NUMBERED_KEYWORDS = ['bushido', 'toxic', 'rampage', 'afflict'] as const;
export type NumberedKeyword = (typeof NUMBERED_KEYWORDS)[number];

/** Every keyword by the name its rule is titled with: a version defines it or not (protection from <color> → protection). */
export type KeywordName = Keyword | NumberedKeyword | 'protection';
export const KEYWORD_NAMES: readonly KeywordName[] = [
  ...KEYWORDS,
  ...NUMBERED_KEYWORDS,
  'protection',
];

export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];

/** The counters a permanent may start with: they change its power and toughness. */
export const COUNTER_KINDS = ['+1/+1', '-1/-1'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

/** Keywords of the rules the engine knows but does not play (banding's blocks and damage). */
const NOT_MODELLED = /^(banding|bands with other\b.*)$/;

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
  /** Absent or empty: colorless. */
  colors?: Color[];
  /** Counters already on it; power and toughness are before them. */
  counters?: Partial<Record<CounterKind, number>>;
}

export interface Scenario {
  title?: string;
  players: { id: string; life: number; poison?: number }[];
  active: string;
  permanents: Permanent[];
  attackers: { id: string; target: string }[];
  blockers: { id: string; blocks: string }[];
  damageOrder?: Record<string, string[]>;
  assignments?: Record<string, Record<string, number>>;
  /** The rules version it is played under (default 20231117.0). */
  rules?: string;
}

/** A preset scenario as the widgets list it: its file name, its title, the scenario. */
export interface NamedScenario {
  name: string;
  title: string;
  scenario: Scenario;
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

/** A keyword as written, read: "bushido 2" → bushido, n 2; "Protection from red" → protection, color red. */
export interface ParsedKeyword {
  name: KeywordName;
  n?: number;
  color?: Color;
}

/** A keyword as written, or null if the format does not know it. */
export function parseKeyword(raw: string): ParsedKeyword | null {
  const k = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const numbered = /^([a-z]+) (\d+)$/.exec(k);
  if (numbered && (NUMBERED_KEYWORDS as readonly string[]).includes(numbered[1]!))
    return { name: numbered[1] as NumberedKeyword, n: Number(numbered[2]) };
  const protection = /^protection from ([a-z]+)$/.exec(k);
  if (protection && (COLORS as readonly string[]).includes(protection[1]!))
    return { name: 'protection', color: protection[1] as Color };
  return (KEYWORDS as readonly string[]).includes(k) ? { name: k as Keyword } : null;
}

/** What the format accepts as keywords, for messages. */
export const KEYWORD_FORMS = [
  ...KEYWORDS,
  ...NUMBERED_KEYWORDS.map((k) => `${k} N`),
  'protection from <color>',
].join(', ');

/** Reads a scenario from parsed JSON; throws ScenarioFormatError naming the field. */
export function readScenario(input: Json): Scenario {
  const o = obj(input, 'scenario');
  const players = arr(o.players, 'players').map((p, i) => {
    const po = obj(p, `players[${i}]`);
    const player: Scenario['players'][number] = {
      id: str(po.id, `players[${i}].id`),
      life: int(po.life, `players[${i}].life`),
    };
    const poison = opt(po, 'poison', (v) => int(v, `players[${i}].poison`, 0));
    if (poison !== undefined) player.poison = poison;
    return player;
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
        if (NOT_MODELLED.test(k.trim().toLowerCase()))
          throw new ScenarioFormatError(
            `${f}.keywords[${j}]`,
            `${perm.name}の「${k}」（バンド）は、このステッパーでは扱っていません（ブロックとダメージの割り振りを変える能力のため）`,
          );
        if (!parseKeyword(k))
          throw new ScenarioFormatError(
            `${f}.keywords[${j}]`,
            `${perm.name}の「${k}」は知らないキーワードです（使えるのは ${KEYWORD_FORMS}）`,
          );
      });
      perm.keywords = keywords;
    }
    const colors = opt(po, 'colors', (v) =>
      arr(v, `${f}.colors`).map((c, j) => {
        const color = str(c, `${f}.colors[${j}]`).toLowerCase();
        if (!(COLORS as readonly string[]).includes(color))
          throw new ScenarioFormatError(
            `${f}.colors[${j}]`,
            `${perm.name}の色「${c}」は色ではありません（${COLORS.join(', ')} のいずれか）`,
          );
        return color as Color;
      }),
    );
    if (colors) perm.colors = [...new Set(colors)];
    const counters = opt(po, 'counters', (v) => obj(v, `${f}.counters`));
    if (counters) {
      perm.counters = {};
      for (const [kind, n] of Object.entries(counters)) {
        if (!(COUNTER_KINDS as readonly string[]).includes(kind))
          throw new ScenarioFormatError(
            `${f}.counters`,
            `${perm.name}のカウンター「${kind}」は扱えません（${COUNTER_KINDS.join(', ')} のみ）`,
          );
        perm.counters[kind as CounterKind] = int(n, `${f}.counters.${kind}`, 0);
      }
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
