// Reading a scenario the reader pasted or chose (the JSON the command line reads): what is wrong
// and where, in Japanese — the line, and the player, permanent or declaration at fault by its name
// — never a field path. jsonc-parser finds syntax errors and the line of a field. Pure, no DOM.
import {
  findNodeAtLocation,
  parse,
  parseTree,
  printParseErrorCode,
  type ParseError,
} from 'jsonc-parser';
import { readScenario, ScenarioFormatError } from '../scenario.ts';
import type { Scenario } from '../../engines/combat/scenario.ts';

export type ImportResult = { ok: true; scenario: Scenario } | { ok: false; message: string };

const FIELD_JA: Record<string, string> = {
  id: 'id',
  name: '名前',
  controller: 'コントローラー',
  types: 'タイプ',
  subtypes: 'サブタイプ',
  power: 'パワー',
  toughness: 'タフネス',
  keywords: 'キーワード',
  colors: '色',
  counters: 'カウンター',
  tapped: 'タップ状態',
  summoningSick: '召喚酔い',
  damage: 'ダメージ',
  loyalty: '忠誠度',
  defense: '守備値',
  protector: '守る者',
  life: 'ライフ',
  poison: '毒カウンター',
  target: '攻撃先',
  blocks: 'ブロックするクリーチャー',
  active: '攻撃するプレイヤー（active）',
  rules: '版（rules）',
  title: '題（title）',
  players: 'プレイヤー（players）',
  permanents: 'パーマネント（permanents）',
  attackers: '攻撃の指定（attackers）',
  blockers: 'ブロックの指定（blockers）',
  damageOrder: 'ダメージ割り振り順（damageOrder）',
  assignments: 'ダメージの割り振り（assignments）',
};

const SYNTAX_JA: Record<string, string> = {
  InvalidSymbol: '使えない文字があります',
  InvalidNumberFormat: '数の書き方が正しくありません',
  PropertyNameExpected: 'ここには " で囲んだ項目名が必要です',
  ValueExpected: 'ここには値が必要です',
  ColonExpected: 'ここには : が必要です',
  CommaExpected: 'ここには , が必要です',
  CloseBraceExpected: '} で閉じられていません',
  CloseBracketExpected: '] で閉じられていません',
  EndOfFileExpected: 'JSON の終わりのあとに余計な文字があります',
  InvalidCommentToken: 'コメントは書けません',
  UnexpectedEndOfComment: 'コメントが閉じられていません',
  UnexpectedEndOfString: '文字列が " で閉じられていません',
  UnexpectedEndOfNumber: '数が途中で終わっています',
  InvalidUnicode: '\\u のあとの文字コードが正しくありません',
  InvalidEscapeCharacter: '\\ のあとの文字が正しくありません',
  InvalidCharacter: '文字列の中に使えない文字があります',
};

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** "permanents[0].keywords[1]" → ['permanents', 0, 'keywords', 1]. */
function pathOf(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) =>
    m[2] !== undefined ? Number(m[2]) : m[1]!,
  );
}

/** A field of the scenario as a reader names it: 「灰色熊」のパワー, 2番目の攻撃の指定の攻撃先. */
function fieldJa(path: (string | number)[], json: unknown): string {
  const parts: string[] = [];
  let node: unknown = json;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const parent = path[i - 1];
    const child = (node as Record<string | number, unknown> | undefined)?.[key];
    if (typeof key === 'number') {
      const named = child as { name?: unknown; id?: unknown } | undefined;
      if (parent === 'permanents')
        parts.push(
          typeof named?.name === 'string' ? `「${named.name}」` : `${key + 1}番目のパーマネント`,
        );
      else if (parent === 'players')
        parts.push(
          typeof named?.id === 'string' ? `プレイヤー${named.id}` : `${key + 1}人目のプレイヤー`,
        );
      else if (parent === 'attackers' || parent === 'blockers')
        parts.push(`${key + 1}番目の${parent === 'attackers' ? '攻撃' : 'ブロック'}の指定`);
      else parts.push(`${key + 1}番目`);
    } else if (
      (parent === 'assignments' || parent === 'damageOrder') &&
      typeof path[i - 1] === 'string'
    ) {
      parts.push(`「${key}」の分`);
    } else if (!(
      typeof path[i + 1] === 'number' &&
      (key === 'permanents' || key === 'players' || key === 'attackers' || key === 'blockers')
    )) {
      parts.push(FIELD_JA[key] ?? key);
    }
    node = child;
  }
  return parts.join('の');
}

export function importScenario(text: string): ImportResult {
  const errors: ParseError[] = [];
  const json: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) {
    const e = errors[0]!;
    const code = printParseErrorCode(e.error);
    return {
      ok: false,
      message: `${lineOf(text, e.offset)}行目：JSONとして読めません（${SYNTAX_JA[code] ?? code}）。`,
    };
  }
  try {
    return { ok: true, scenario: readScenario(json) };
  } catch (e) {
    if (!(e instanceof ScenarioFormatError)) throw e;
    const path = pathOf(e.field);
    const node = findNodeAtLocation(parseTree(text)!, path.length ? path : []);
    const reason = e.message.slice(e.field.length + 2);
    const where = e.field === 'scenario' ? '全体' : fieldJa(path, json);
    const line = node ? `${lineOf(text, node.offset)}行目、` : '';
    return { ok: false, message: `${line}${where}：${reason}。` };
  }
}
