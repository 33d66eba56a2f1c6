// A section of the string table (components/strings.ts), in a module of its own: the layer
// stepper's island imports it alone, so no other page's bundle carries these words. What the
// island loads only when the reader changes the board has sections of its own (layers-builder.ts,
// layers-steps.ts), so the first download carries none of theirs.

/** The layer stepper's words (rule pages, /play/layers/). */
export const layersStepperStrings = {
  'layers.label': 'レイヤー・ステッパー',
  'layers.board': '盤面 ',
  'layers.imported': '（読み込んだ盤面）',
  'layers.version': 'ルールの版 ',
  'layers.build': '盤面を組み立てる',
  'layers.failed': 'データを読み込めませんでした（オフラインで未保存かもしれません）。',
  'layers.loading': '読み込み中…',
  'layers.previous': '← 前へ',
  'layers.next': '次へ →',
} as const;
