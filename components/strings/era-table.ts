// A section of the string table (components/strings.ts), in a module of its own: the table of a
// combat board under every version (rendered at build time, and live by the board builder's
// island) imports it alone.

/** The words of the combat versions' table (EraTable.tsx). */
export const eraTableStrings = {
  'eraTable.version': '版',
  'eraTable.steps': '進んだステップ',
  'eraTable.damage': '与えたダメージ',
  'eraTable.died': '墓地へ',
  'eraTable.life': 'ライフ',
  'eraTable.result': '結果',
  'eraTable.cannot': (reason: string) => `この版のルールではできない：${reason}（`,
} as const;
