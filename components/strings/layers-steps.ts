// A section of the string table (components/strings.ts), in a module of its own: the layer
// stepper's steps and the versions' table (rendered at build time, and by the island once the
// reader changes the board) import it alone.

/** The words of a layer trace's steps and of the same board under every version. */
export const layersStepsStrings = {
  /** The subtypes the presets print, in Japanese (others stay as the scenario names them). */
  'layersSteps.subtypes': {
    Forest: '森',
    Island: '島',
    Mountain: '山',
    Plains: '平地',
    Swamp: '沼',
    Aura: 'オーラ',
  } as Record<string, string>,
  'layersSteps.none': 'なし',
  'layersSteps.player': (id: string) => `プレイヤー${id}`,
  'layersSteps.object': 'オブジェクト',
  'layersSteps.type': 'タイプ',
  'layersSteps.color': '色',
  'layersSteps.abilities': '能力',
  'layersSteps.controller': 'コントローラー',
  'layersSteps.changed': '（この種類別で変わった）',
  'layersSteps.before': '適用前',
  'layersSteps.beforeTitle': '適用前（印刷された特性とカウンター）',
  'layersSteps.locked': (effect: string, objects: string) =>
    `${effect} の影響を受けるオブジェクトは、効果が始まった時点で決まっている：${objects}（`,
  'layersSteps.noEffects': 'この種類別に適用される効果はない。',
  'layersSteps.noTarget': '（対象なし）',
  'layersSteps.dependency': (effect: string, on: string) => `依存：${effect} は ${on} に依存する（`,
  'layersSteps.after': (step: string) => `${step}の後`,
  'layersSteps.result': '結果',
  'layersSteps.resultTitle': '結果と状況起因処理',
  'layersSteps.noSba': '状況起因処理で起こることはない。',
  'layersSteps.afterAll': 'すべての種類別の後',
  'layersSteps.erasCaption': '同じ盤面を版ごとに（すべての種類別の後）',
  'layersSteps.version': '版',
  'layersSteps.shown': '（表示中の版）',
  'layersSteps.graveyard': '（墓地へ）',
} as const;
