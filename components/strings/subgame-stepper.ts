// A section of the string table (components/strings.ts), in a module of its own: the subgame
// stepper's island imports it alone, so no other page's bundle carries these words.

/** The subgame stepper's words (the Shahrazad article, /play/subgame/). */
export const subgameStepperStrings = {
  'subgame.label': 'サブゲーム・ステッパー',
  'subgame.loading': '読み込み中…',
  'subgame.scenario': 'シナリオ ',
  'subgame.version': 'ルールの版 ',
  'subgame.previous': '← 前へ',
  'subgame.next': '次へ →',
  'subgame.json': 'シナリオのJSON',
  'subgame.life': 'ライフ',
  'subgame.library': 'ライブラリー',
  'subgame.hand': '手札',
  'subgame.battlefield': '戦場',
  'subgame.graveyard': '墓地',
  'subgame.exile': '追放',
  'subgame.player': 'プレイヤー',
  'subgame.gameName': (depth: number) =>
    depth === 0 ? 'メインゲーム' : depth === 1 ? 'サブゲーム' : `サブゲーム（${depth}段目）`,
  'subgame.started': (game: string) => `${game}が始まった`,
  'subgame.changed': (game: string, id: string, field: string, was: number, now: number) =>
    `${game}のプレイヤー${id}の${field} ${was}→${now}`,
  'subgame.ended': (game: string) => `${game}が終わった`,
  'subgame.listSeparator': '、',
  'subgame.paused': '（中断中）',
  'subgame.stack': (cards: readonly string[]) => `スタック：${cards.join('、')}`,
  'subgame.tableCaption': (game: string) => `${game}の各プレイヤーのライフと領域`,
  'subgame.steps': (rules: string) => `総合ルール ${rules} による手順：`,
  'subgame.step': (game: string, text: string) => `${game}：${text}（`,
  'subgame.result': (players: readonly string[]) => `結果：${players.join('、')}`,
  'subgame.finalPlayer': (id: string, life: number, library: number, exile: number) =>
    `プレイヤー${id} ライフ ${life}・ライブラリー ${library}・追放 ${exile}`,
  'subgame.eras': '版による違い（最終結果）',
  'subgame.eraVersion': '版',
  'subgame.column': (id: string, field: string) => `${id} ${field}`,
  'subgame.resultLabel': '結果',
} as const;
