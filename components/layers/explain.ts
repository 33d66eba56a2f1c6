// The layer stepper's words: the engine's codes (components/engines/layers) said in Japanese.
// The layers are named as the Japanese rules name them (「第1種」…「第7種a」; 2008's 「第6種a」…).
import type { LayerEra } from '#scripts/model/rules-profile.ts';
import type {
  AppliedEntry,
  LayersError,
  SbaEntry,
  SkippedEntry,
} from '#components/engines/layers/index.ts';

/** What each step changes, by era: the layer's number and the characteristics it handles. */
const STEP_WHAT: Record<LayerEra, Record<string, string>> = {
  seven: {
    '1': 'コピー効果',
    '2': 'コントロール変更',
    '3': '文章変更',
    '4': 'タイプ変更',
    '5': '色変更',
    '6': '能力の追加・除去',
    '7a': '特性定義能力によるパワー・タフネス',
    '7b': 'パワー・タフネスを特定の値にする効果',
    '7c': 'パワー・タフネスの修整とカウンター',
    '7d': 'パワーとタフネスの入れ替え',
  },
  'six-sublayers': {
    '1': 'コピー効果',
    '2': 'コントロール変更',
    '3': '文章変更',
    '4': 'タイプ変更',
    '5': '色・能力の変更',
    '6a': '特性定義能力によるパワー・タフネス',
    '6b': 'パワー・タフネスを定める効果と解決した修整',
    '6c': 'カウンター',
    '6d': '常在型能力による修整',
    '6e': 'パワーとタフネスの入れ替え',
  },
  six: {
    '1': 'コピー効果',
    '2': 'コントロール変更',
    '3': '文章変更',
    '4': 'タイプ変更',
    '5': 'その他の効果（色・能力）',
    '6': 'パワー・タフネスを変える効果',
  },
};

/** 「第7種b（パワー・タフネスを特定の値にする効果）」. */
export function stepName(era: LayerEra, layer: string): string {
  const m = /^(\d)([a-e]?)$/.exec(layer);
  const name = m ? `第${m[1]}種${m[2] ?? ''}` : layer;
  const what = STEP_WHAT[era][layer];
  return what ? `${name}（${what}）` : name;
}

/** Why an effect applied when it did. */
export function reasonText(a: Pick<AppliedEntry, 'reason'>): string {
  const r = a.reason;
  if (r === 'cda') return '特性定義能力なので先に適用';
  if (r === 'counters') return 'カウンター';
  if (r === 'timestamp') return 'タイムスタンプ順';
  const dep = /^dependency: (\S+) depends on (.+)$/.exec(r);
  if (dep) return `${dep[1]} は ${dep[2]!.split(', ').join('、')} に依存する：その後に適用`;
  const loop = /^loop: (.+)$/.exec(r);
  if (loop) return `依存がループする（${loop[1]!.split(', ').join('、')}）：タイムスタンプ順`;
  return r;
}

export const continuesText = '発生源が能力を失っても、適用が始まった効果は続く';
export const readingText = (rule: string) =>
  `規則の文言が定めていない点を、このサイトは ${rule} のように読んでいます`;

export function skippedText(s: SkippedEntry): string {
  return s.reason === 'source-lost-ability' ? '発生源が能力を失っているので適用されない' : s.reason;
}

export function sbaText(s: SbaEntry, name: string): string {
  return s.action === 'graveyard'
    ? `${name} はタフネスが0以下なので墓地に置かれる`
    : `${name} の+1/+1カウンターと-1/-1カウンターが${s.removed ?? ''}個ずつ取り除かれる`;
}

const COLORS: Record<string, string> = {
  white: '白',
  blue: '青',
  black: '黒',
  red: '赤',
  green: '緑',
};
const TYPES: Record<string, string> = {
  artifact: 'アーティファクト',
  creature: 'クリーチャー',
  enchantment: 'エンチャント',
  land: '土地',
  basic: '基本',
  legendary: '伝説の',
  snow: '氷雪',
};
export const colorsText = (c: string[]) =>
  c.length ? c.map((x) => COLORS[x] ?? x).join('・') : '無色';
export const typesText = (supertypes: string[], types: string[], subtypes: string[]) =>
  [
    [...supertypes.map((t) => TYPES[t] ?? t), ...types.map((t) => TYPES[t] ?? t)].join('・'),
    subtypes.length ? `— ${subtypes.join('・')}` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** An illegal scenario, said in Japanese with the field it is about. */
const ERRORS: Record<string, string> = {
  'unknown-field': '知らない項目です',
  'missing-field': '必要な項目がありません',
  'invalid-value': '値の形が正しくありません',
  'unknown-effect-kind': '知らない効果の種類です',
  'unknown-counter': '知らないカウンターです（+1/+1 と -1/-1 だけ）',
  'unknown-object': 'その id のオブジェクトがありません',
  'unknown-player': '知らないプレイヤーです',
  'unknown-ability': 'キーワード能力でも、効果の能力 id でもありません',
  'duplicate-id': 'id が重複しています',
  'reserved-character': 'id に「@」「:」は使えません',
  'keyword-not-in-version': 'この版の総合ルールにないキーワード能力です',
  'source-lacks-ability': '発生源がその能力を持っていません',
  'static-timestamp': '常在型能力の効果のタイムスタンプは発生源のものです',
  'entered-after-effect': '効果が始まった後に戦場に出たオブジェクトには影響しません',
  'affected-or-filter': '「affected」か「filter」のどちらか一方が必要です',
  'not-a-cda': '特性定義能力にできない効果です',
  'self-without-object': '「self」は発生源がオブジェクトのときだけ使えます',
  'not-modelled': 'この形式では表せない効果です（常在型のコピー・文章変更）',
  'text-change-mixed': '色の語と土地タイプを入れ替える文章変更は混ぜられません',
  'not-basic-land-type': '基本土地タイプではありません',
  'version-not-played': 'このステッパーが進められない版です',
  'not-json': 'JSON として読めません（括弧や引用符、カンマを確かめてください）',
};

export function errorText(e: LayersError): string {
  const what = ERRORS[e.code] ?? '正しくありません';
  return `シナリオの「${e.field}」：${what}${e.rule ? `（${e.rule}）` : ''}。`;
}

/** An effect as the reader knows it: its id and where it comes from (「anthem-effect（Glorious Anthem）」). */
export function effectLabel(
  id: string,
  scenario: { objects: { id: string; name: string }[]; effects: { id: string; source: string }[] },
): string {
  const name = (o: string) => scenario.objects.find((x) => x.id === o)?.name ?? o;
  const counters = /^counters:(.+)$/.exec(id);
  if (counters) return `${name(counters[1]!)}のカウンター`;
  const [base, on] = id.split('@') as [string, string | undefined];
  const source = scenario.effects.find((e) => e.id === base)?.source;
  const from = on ? name(on) : source === 'spell' ? '呪文' : source ? name(source) : null;
  return from ? `${base}（${from}）` : base;
}

export const badBoardAddress =
  'アドレスの盤面が途中で切れているか書き換えられているため、最初の盤面を表示しています。';
