// The subgame engine's codes in words: what each step says happened, and why a script cannot be
// played (components/engines/subgame/ returns codes and parameters only).
import type {
  GameView,
  PlayerState,
  SubgameIllegal,
  SubgameSay,
  SubgameTrace as EngineTrace,
  Zone,
} from '../engines/subgame/engine.ts';

const ZONE_JA: Record<Zone, string> = {
  library: 'ライブラリー',
  hand: '手札',
  battlefield: '戦場',
  graveyard: '墓地',
  exile: '追放領域',
};

const players = (ids: readonly string[], sep: string) =>
  ids.map((id) => `プレイヤー${id}`).join(sep);

/** A step's sentence, as the stepper and the command line show it. */
export function explainSay(s: SubgameSay): string {
  switch (s.code) {
    case 'cast':
      return `プレイヤー${s.caster}が${s.card}を唱え、それが解決される。メインゲームは中断される。`;
    case 'start': {
      const how = s.librariesRemoved
        ? '各プレイヤーはライブラリーを裏向きにゲームから取り除き、それがサブゲームでのデッキになる'
        : '新しい領域が作られ、各プレイヤーはメインゲームのライブラリーをサブゲームのライブラリーに移して切り直す';
      return `${s.depth === 1 ? 'サブゲーム' : `${s.depth}段目のサブゲーム`}が始まる。${how}。先攻は無作為にプレイヤー${s.first}に決まる。${s.dungeon ? '各プレイヤーのライフは5点で始まる。' : ''}`;
    }
    case 'draw':
      return '各プレイヤーはカードを7枚引く。それ以外の領域のカードや、メインゲームのオブジェクトはサブゲームの外部にある。';
    case 'short-library':
      return `${players(s.players, 'と')}はデッキが7枚未満だったので、最初のターンのアップキープに状況起因処理で敗北する。`;
    case 'subgame-won':
      return s.winner !== null
        ? `プレイヤー${s.winner}だけが残ったので、サブゲームに勝利する。`
        : '全員がいなくなったので、サブゲームは勝者なしで終わる。';
    case 'cards-return':
      return s.removedStayRemoved
        ? '各プレイヤーはサブゲームに持ち込まれたカードを元のゲームのライブラリーに加えて切り直す。サブゲームでゲームから取り除かれたカードは、元のゲームでもゲームから取り除かれたままになる。'
        : '各プレイヤーはサブゲームにある自分がオーナーのカードを、追放されたものも含めてすべて元のゲームのライブラリーに加えて切り直す。サブゲームの他の領域は消滅する。';
    case 'dungeon-resolves':
      return `${s.card}の解決が終わる。${s.winner !== null ? `勝者のプレイヤー${s.winner}はメインゲームのライブラリーからカードを2枚探して手札に加える。` : '勝者はいない。'}誰もライフを失わない。${s.card}はオーナーの墓地に置かれる。`;
    case 'shahrazad-resolves':
      return `${s.card}の解決が終わる。サブゲームに勝たなかった各プレイヤー（${players(s.losers, '、') || 'なし'}）はライフの半分（端数切り上げ）を失う。${s.card}はオーナーの墓地に置かれる。`;
    case 'exiled':
      return `プレイヤー${s.player}の${ZONE_JA[s.from]}からカードが${s.count}枚追放される${s.removedFromGame ? '（ゲームから取り除かれる）' : ''}。`;
    case 'nested-cast':
      return `プレイヤー${s.player}がサブゲームの中で${s.card}を唱え、それが解決される。このサブゲームは、新しいサブゲームに対してはメインゲームになる。`;
    case 'concedes':
      return `プレイヤー${s.player}が投了し、このゲームから除外される。`;
    case 'loses':
      return `プレイヤー${s.player}がこのゲームに敗北する。`;
  }
}

/** Why a script cannot be played, naming the script event (`script[2]`) or field at fault. */
export function explainIllegal(e: SubgameIllegal): string {
  switch (e.code) {
    case 'no-caster':
      return `caster「${e.caster}」というプレイヤーはいない。`;
    case 'no-player':
      return `「${e.player}」というプレイヤーはいない。`;
    case 'subgame-over':
      return `script[${e.event}]：サブゲームはすでに終わっている。`;
    case 'player-gone':
      return `script[${e.event}]：プレイヤー${e.player}はこのゲームにもういない。`;
    case 'bad-count':
      return `script[${e.event}].exile.count：0以上の整数が必要です。`;
    case 'too-few-cards':
      return `script[${e.event}]：プレイヤー${e.player}の${ZONE_JA[e.zone]}には${e.has}枚しかないので${e.count}枚は追放できない。`;
    case 'empty-hand':
      return `script[${e.event}]：プレイヤー${e.player}の手札にカードがないので${e.card}を唱えられない。`;
    case 'unknown-event':
      return `script[${e.event}]：exile、cast、concede、lose のいずれかが必要です。`;
    case 'unfinished':
      return `スクリプトが終わっても${e.open}つのサブゲームが終わっていない（勝者が決まるまでの concede か lose が必要）。`;
  }
}

/** The message for a version the engine does not play, listing those it does (newest first). */
export function unsupportedMessage(rules: string, playable: readonly string[]): string {
  return `rules「${rules}」は扱えない版です（${playable.join('、')} のいずれか）。`;
}

/** A step as readers get it: its sentence, the rules it follows, the games after it. */
export interface SubgameStep {
  depth: number;
  text: string;
  rules: string[];
  games: GameView[];
}

/** A trace as readers get it: each step's sentence, or why the script cannot be played. */
export type SubgameTrace =
  | {
      ok: true;
      steps: SubgameStep[];
      final: { winners: string[]; players: Record<string, PlayerState> };
    }
  | { ok: false; error: { message: string; rule?: string } };

/** The engine's trace in words (what the command line and the island show). */
export function wordedTrace(t: EngineTrace): SubgameTrace {
  if (!t.ok) return { ok: false, error: { message: explainIllegal(t.error) } };
  return {
    ok: true,
    steps: t.steps.map(({ depth, say, rules, games }) => ({
      depth,
      text: explainSay(say),
      rules,
      games,
    })),
    final: t.final,
  };
}

/** The trace for a version the engine does not play: an error listing those it does (newest first). */
export function unsupportedVersion(rules: string, playable: readonly string[]): SubgameTrace {
  return { ok: false, error: { message: unsupportedMessage(rules, playable) } };
}
