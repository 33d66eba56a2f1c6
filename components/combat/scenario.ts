// Reads a combat scenario (../shared/spec/combat-scenario.md) from parsed JSON, naming the field
// at fault in Japanese, and finds the version it is played under. The format itself (types,
// keywords, colors) is components/engines/combat/scenario.ts.
import {
  combatProfile,
  playableVersions,
  type CombatProfile,
  type RulesProfiles,
} from '#scripts/model/rules-profile.ts';
import {
  COLORS,
  COUNTER_KINDS,
  DEFAULT_RULES,
  KEYWORD_FORMS,
  type Scenario,
} from '../engines/combat/scenario.ts';
import { parseScenario, type ScenarioIssueCode } from '../engines/combat/scenario-schema.ts';

export class ScenarioFormatError extends Error {
  readonly field: string;
  /** What the field needs, in Japanese (「配列が必要です」). */
  readonly expected: string;
  constructor(field: string, expected: string) {
    super(`${field}: ${expected}`);
    this.name = 'ScenarioFormatError';
    this.field = field;
    this.expected = expected;
  }
}

/** What each fault of the scenario's shape says, in Japanese (the field is named before it). */
const EXPECTED: Record<ScenarioIssueCode, (p: Record<string, string>) => string> = {
  string: () => '文字列が必要です',
  integer: () => '整数が必要です',
  'whole-number': () => '0以上の整数が必要です',
  boolean: () => 'true か false が必要です',
  array: () => '配列が必要です',
  object: () => 'オブジェクトが必要です',
  'two-players': () => '2人以上のプレイヤーが必要です',
  'duplicate-id': (p) => `id「${p.id}」が重複しています`,
  'not-modelled': (p) =>
    `${p.name}の「${p.keyword}」（バンド）は、このステッパーでは扱っていません（ブロックとダメージの割り振りを変える能力のため）`,
  'unknown-keyword': (p) =>
    `${p.name}の「${p.keyword}」は知らないキーワードです（使えるのは ${KEYWORD_FORMS}）`,
  'unknown-color': (p) =>
    `${p.name}の色「${p.color}」は色ではありません（${COLORS.join(', ')} のいずれか）`,
  'unknown-counter': (p) =>
    `${p.name}のカウンター「${p.kind}」は扱えません（${COUNTER_KINDS.join(', ')} のみ）`,
  'creature-power-toughness': () => 'クリーチャーには power と toughness が必要です',
  'battle-defense': () => 'バトルには defense が必要です',
  'planeswalker-loyalty': () => 'プレインズウォーカーには loyalty が必要です',
  'unknown-active': (p) => `プレイヤー「${p.active}」はいません`,
};

/** Reads a scenario from parsed JSON (its schema: components/engines/combat/scenario-schema.ts); throws ScenarioFormatError naming the field. */
export function readScenario(input: unknown): Scenario {
  const read = parseScenario(input);
  if (read.ok) return read.scenario;
  throw new ScenarioFormatError(read.issue.field, EXPECTED[read.issue.code](read.issue.params));
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
