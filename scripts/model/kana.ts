// Kana as the 五十音 orders them: katakana read as hiragana; a reading's initial as an index heads
// it (が under か, ゃ under や).

/** A reading as compared: katakana read as hiragana. */
export const hiragana = (s: string) =>
  s.normalize('NFKC').replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

const LARGE: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  っ: 'つ',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  ゎ: 'わ',
};

/** The kana a reading is listed under: its first, without voicing marks, small kana as large. */
export function initialOf(reading: string): string {
  const c = hiragana(reading).normalize('NFD')[0] ?? '';
  return LARGE[c] ?? c;
}
