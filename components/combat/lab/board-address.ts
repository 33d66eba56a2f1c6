// A whole board in the page's address (?board=…), so a copied link reproduces it exactly, also
// offline: the scenario's JSON, compressed into characters an address keeps as they are (lz-string).
// Reading it back goes through the scenario reader, so an edited or cut address is refused, not guessed.
import LZString from 'lz-string';
import { readScenario, type Scenario } from '../scenario.ts';

export const BOARD_PARAM = 'board';

export function encodeBoard(s: Scenario): string {
  return LZString.compressToEncodedURIComponent(JSON.stringify(s));
}

/** The board an address holds; throws if it is not one (cut short, edited, or of another shape). */
export function decodeBoard(encoded: string): Scenario {
  const json = LZString.decompressFromEncodedURIComponent(encoded);
  if (!json)
    throw new Error('アドレスの盤面を読めません（途中で切れているか、書き換えられています）。');
  return readScenario(JSON.parse(json));
}
