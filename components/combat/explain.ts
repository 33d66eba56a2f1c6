// Every step and event of a combat trace, explained in Japanese with the rules it follows.
import type { CombatEvent } from './engine.ts';
import type { StepName } from './steps.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import { keywordJa } from './keyword-names.ts';

export const STEP_LABELS: Record<StepName, string> = {
  'beginning-of-combat': '戦闘開始ステップ',
  'declare-attackers': '攻撃クリーチャー指定ステップ',
  'declare-blockers': 'ブロック・クリーチャー指定ステップ',
  'first-strike-damage': '戦闘ダメージ・ステップ（先制攻撃）',
  'combat-damage': '戦闘ダメージ・ステップ',
  'end-of-combat': '戦闘終了ステップ',
};

export { keywordJa };

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
  }
}
