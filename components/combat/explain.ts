// Every step and event of a combat trace, explained in Japanese with the rules it follows.
import type {
  CombatEvent,
  CombatIllegal,
  CombatTrace as EngineTrace,
  IllegalCode,
  IllegalParams,
} from '../engines/combat/engine.ts';
import { fieldMessage } from './error-text.ts';
import type { Color } from '../engines/combat/scenario.ts';
import type { StepName } from '../engines/combat/steps.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import { COLOR_JA, keywordJa } from './keyword-names.ts';

export const STEP_LABELS: Record<StepName, string> = {
  'beginning-of-combat': '戦闘開始ステップ',
  'declare-attackers': '攻撃クリーチャー指定ステップ',
  'declare-blockers': 'ブロック・クリーチャー指定ステップ',
  'first-strike-damage': '戦闘ダメージ・ステップ（先制攻撃）',
  'combat-damage': '戦闘ダメージ・ステップ',
  'end-of-combat': '戦闘終了ステップ',
};

export { keywordJa };

/** What follows the end of the game: nothing (104.1). */
const GAME_OVER = 'ゲームはただちに終わり、このあとの誘発も状況起因処理もステップも行われない。';

/** A step the trace never reached because the game ended before it, as the step bar says. */
export const AFTER_GAME_OVER = '（ゲームが終わったので行われない）';

/** The step in which the game ended (its last event is the end of the game), or null. */
export function gameOverStep(steps: readonly { events: readonly CombatEvent[] }[]): number | null {
  const i = steps.length - 1;
  return steps[i]?.events.at(-1)?.type === 'game-over' ? i : null;
}

export function explainStep(step: StepName, eventCount: number): string {
  switch (step) {
    case 'beginning-of-combat':
      return '戦闘フェイズが始まる。';
    case 'declare-attackers':
      return eventCount
        ? 'アクティブ・プレイヤーが攻撃クリーチャーと、それぞれが攻撃するプレイヤー・プレインズウォーカー・バトルを指定する。'
        : '攻撃クリーチャーが指定されなかったので、ブロック・クリーチャー指定ステップと戦闘ダメージ・ステップは飛ばされる。';
    case 'declare-blockers':
      return '防御プレイヤーがブロック・クリーチャーを指定する。';
    case 'first-strike-damage':
      return '先制攻撃か二段攻撃を持つクリーチャーがいるので、それらだけが先に戦闘ダメージを与える。';
    case 'combat-damage':
      return '残りのクリーチャー（と二段攻撃を持つクリーチャー）が同時に戦闘ダメージを与える。';
    case 'end-of-combat':
      return '戦闘フェイズが終わる。ダメージと「ターン終了時まで」の効果はまだ残っている。';
  }
}

/** An event in Japanese; the profile tells a death by a deathtouch trigger (2008) from a state-based one. */
export function explainEvent(
  e: CombatEvent,
  name: (id: string) => string,
  profile: Pick<CombatProfile, 'triggered' | 'rules'>,
): string {
  /** Damage past the blockers cites the version's trample rule (702.19b; 2004's 502.9b). */
  const tramples = (x: CombatEvent) =>
    profile.rules.trample !== null && x.rules.includes(profile.rules.trample);
  switch (e.type) {
    case 'attack':
      return `${name(e.id)}が${name(e.target)}を攻撃する${e.tapped ? '（タップする）' : '（警戒を持つのでタップしない）'}。`;
    case 'block':
      return `${name(e.id)}が${name(e.blocks)}をブロックする。`;
    case 'blocked':
      return `${name(e.id)}はブロックされた。`;
    case 'unblocked':
      return `${name(e.id)}はブロックされなかった。`;
    case 'trigger':
      return e.ability === 'siege'
        ? `${name(e.id)}の最後の守備カウンターが取り除かれ、包囲戦の能力が誘発する。`
        : `${name(e.id)}の${keywordJa(e.ability)}が誘発する。`;
    case 'pump':
      return `${name(e.id)}はターン終了時まで${e.power}/${e.toughness}になる。`;
    case 'damage':
      return `${name(e.source)}が${name(e.target)}に${e.amount}点のダメージを与える${tramples(e) ? '（トランプルにより、ブロック・クリーチャーを越えた分）' : ''}。`;
    case 'assign':
      return `${name(e.source)}は${name(e.target)}に${e.amount}点の戦闘ダメージを割り振る（${tramples(e) ? 'トランプルにより、ブロック・クリーチャーを越えた分。' : ''}スタックに置かれる）。`;
    case 'lifegain':
      return `絆魂により${name(e.player)}は${e.amount}点のライフを得る。`;
    case 'prevent':
      return `${name(e.target)}はプロテクションを持つので、${name(e.source)}からの${e.amount}点のダメージは軽減される。`;
    case 'counters':
      return e.amount > 0
        ? `${name(e.id)}にダメージの代わりに${e.counter}カウンターが${e.amount}個置かれる。`
        : `${name(e.id)}から${e.counter}カウンターが${-e.amount}個取り除かれる（状況起因処理）。`;
    case 'poison':
      return `${name(e.player)}は毒カウンターを${e.amount}個得る。`;
    case 'life':
      return e.amount < 0
        ? `${name(e.player)}は${-e.amount}点のライフを失う。`
        : `${name(e.player)}は${e.amount}点のライフを得る。`;
    case 'dies':
      return `${name(e.id)}は${profile.triggered.includes('deathtouch') && e.rules[0] === profile.rules.deathtouch ? '接死の誘発型能力' : '状況起因処理'}によりオーナーの墓地に置かれる。`;
    case 'loses':
      return `${name(e.player)}は${e.rules[0] === profile.rules.sbaPoison ? '毒カウンターが10個以上' : 'ライフが0以下'}なので、状況起因処理によりゲームに敗北する。`;
    case 'game-over':
      return e.winner === null
        ? `残っていたプレイヤー全員が同時に敗北したので、ゲームは引き分けになる。${GAME_OVER}`
        : `${name(e.winner)}の対戦相手がすべてゲームから離れたので、${name(e.winner)}がゲームに勝利する。${GAME_OVER}`;
  }
}

// ---- illegal choices: the engine's codes in words ----

const ROLE_JA = { attacker: '攻撃クリーチャー', blocker: 'ブロック・クリーチャー' } as const;
type Role = keyof typeof ROLE_JA;

/** Each code the combat engine returns for an illegal choice, worded (a code without words is a type error). */
const ILLEGAL_TEXT: Record<IllegalCode, (p: IllegalParams) => string> = {
  'assign-whole-power': (p) =>
    `${p.attacker}はパワーに等しい${p.power}点のダメージをすべて割り振らなければならない（割り振りは${p.total}点）。`,
  'assign-to-non-blocker': (p) =>
    `${p.attacker}は、ブロックしているクリーチャー以外の「${p.target}」にダメージを割り振れない。`,
  'assign-past-blockers-without-trample': (p) =>
    `${p.attacker}はトランプルを持たないため、ブロックされていれば攻撃先にダメージを割り振れない。`,
  'assign-out-of-order': (p) =>
    `${p.attacker}は、割り振り順で前にいるクリーチャーに致死ダメージを割り振るまで、${p.blocker}にダメージを割り振れない。`,
  'trample-before-lethal': (p) =>
    `${p.attacker}はブロックしているクリーチャーすべてに致死ダメージを割り振るまで、攻撃先にダメージを割り振れない。`,
  'attacker-not-creature': (p) => `${p.attacker}はクリーチャーではないため攻撃できない。`,
  'attacker-is-battle': (p) => `${p.attacker}はバトルでもあるため攻撃できない。`,
  'attacker-not-active': (p) =>
    `${p.attacker}はアクティブ・プレイヤーがコントロールしていないため攻撃できない。`,
  'attacks-twice': (p) => `${p.attacker}は2回攻撃できない。`,
  'attacker-has-defender': (p) => `${p.attacker}は防衛を持つため攻撃できない。`,
  'attacker-tapped': (p) => `${p.attacker}はタップ状態のため攻撃できない。`,
  'attacker-summoning-sick': (p) =>
    `${p.attacker}は召喚酔いの状態で速攻を持たないため攻撃できない。`,
  'attacks-own-player': (p) => `${p.attacker}は自分（${p.player}）を攻撃できない。`,
  'attack-target-unknown': (p) =>
    `攻撃先「${p.target}」はプレイヤーでも戦場のパーマネントでもない。`,
  'attacks-own-planeswalker': (p) =>
    `${p.attacker}は自分がコントロールするプレインズウォーカー（${p.target}）を攻撃できない。`,
  'attacks-own-battle': (p) =>
    `${p.attacker}のコントローラーは${p.target}を守る者なので、それを攻撃できない。`,
  'attack-target-not-attackable': (p) =>
    `${p.target}はプレイヤーでもプレインズウォーカーでもバトルでもないため攻撃できない。`,
  menace: (p) => `${p.attacker}は威迫を持つため、2体以上のクリーチャーでなければブロックできない。`,
  'blocker-not-creature': (p) => `${p.blocker}はクリーチャーではないためブロックできない。`,
  'blocks-non-attacker': (p) =>
    `${p.blocker}がブロックしようとした「${p.blocks}」は攻撃クリーチャーではない。`,
  'blocks-twice': (p) => `${p.blocker}は2体以上のクリーチャーをブロックできない。`,
  'battle-blocker-not-protector': (p) =>
    `${p.battle}を攻撃しているクリーチャーは、それを守る者（${p.defender}）のクリーチャーでしかブロックできない。`,
  'blocker-not-defending': (p) =>
    `${p.blocker}は${p.attacker}に攻撃されているプレイヤー（${p.defender}）のクリーチャーではないため、それをブロックできない。`,
  'blocker-tapped': (p) => `${p.blocker}はタップ状態のためブロックできない。`,
  flying: (p) =>
    `${p.attacker}は飛行を持つため、飛行も到達も持たない${p.blocker}ではブロックできない。`,
  'damage-order-not-blockers': (p) =>
    `${p.attacker}のダメージ割り振り順（damageOrder）は、それをブロックしているクリーチャーすべてを1回ずつ並べたものでなければならない。`,
  'keyword-not-in-version': (p) =>
    `${p.name}の「${p.keyword}」（${keywordJa(String(p.keyword))}）は ${p.version} のルールにないキーワード能力です。`,
  'card-type-not-in-version': (p) =>
    `${p.name}のカード・タイプ「${p.type}」は ${p.version} のルールにありません。`,
  shadow: (p) =>
    `${p.attacker}はシャドーを持つため、シャドーを持たない${p.blocker}ではブロックできない。`,
  'shadow-blocker': (p) =>
    `${p.blocker}はシャドーを持つため、シャドーを持たない${p.attacker}をブロックできない。`,
  horsemanship: (p) =>
    `${p.attacker}は馬術を持つため、馬術を持たない${p.blocker}ではブロックできない。`,
  fear: (p) =>
    `${p.attacker}は畏怖を持つため、アーティファクト・クリーチャーでも黒のクリーチャーでもない${p.blocker}ではブロックできない。`,
  intimidate: (p) =>
    `${p.attacker}は威嚇を持つため、アーティファクト・クリーチャーでも${p.attacker}と共通の色を持つクリーチャーでもない${p.blocker}ではブロックできない。`,
  skulk: (p) =>
    `${p.attacker}は潜伏を持つため、パワーが${p.attacker}（${p.attackerPower}）より大きい${p.blocker}（${p.blockerPower}）ではブロックできない。`,
  protection: (p) =>
    `${p.attacker}は${COLOR_JA[p.color as Color]}からのプロテクションを持つため、${COLOR_JA[p.color as Color]}の${p.blocker}ではブロックできない。`,
  'not-on-battlefield': (p) => `${ROLE_JA[p.role as Role]}「${p.id}」は戦場にない。`,
};

/** The message of an illegal choice: the field at fault, then the reason (as the command line shows it). */
export function illegalMessage(e: CombatIllegal): string {
  return fieldMessage(e.field, ILLEGAL_TEXT[e.code](e.params));
}

/** A trace as readers get it: its error (if the scenario asks for an illegal choice) as a message. */
export type CombatTrace =
  Extract<EngineTrace, { ok: true }> | { ok: false; error: { rule: string; message: string } };

/** The engine's trace with its illegal choice worded (what the command line and the islands show). */
export function wordedTrace(t: EngineTrace): CombatTrace {
  return t.ok ? t : { ok: false, error: { rule: t.error.rule, message: illegalMessage(t.error) } };
}
