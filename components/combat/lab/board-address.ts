// A whole board in the page's address (?board=…), so a copied link reproduces it exactly, also
// offline: the scenario's JSON, compressed into characters an address keeps as they are (lz-string).
// Reading it back goes through the scenario reader, so an edited or cut address is refused, not guessed.
import LZString from 'lz-string';
import { readScenario, ScenarioFormatError } from '../scenario.ts';
import type { Scenario } from '../../engines/combat/scenario.ts';

export const BOARD_PARAM = 'board';

export function encodeBoard(s: Scenario): string {
  return LZString.compressToEncodedURIComponent(JSON.stringify(s));
}

/**
 * Why an address's board cannot be read: a reason only (「途中で切れているか、書き換えられています」),
 * no sentence of its own — the reader reads it inside the one sentence boardAddressNotice says.
 */
export class BoardAddressError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BoardAddressError';
  }
}

const CUT_OR_EDITED = '途中で切れているか、書き換えられています';

/** The board an address holds; throws a BoardAddressError if it is not one (cut short, edited, or of another shape). */
export function decodeBoard(encoded: string): Scenario {
  const json = LZString.decompressFromEncodedURIComponent(encoded);
  if (!json) throw new BoardAddressError(CUT_OR_EDITED);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new BoardAddressError(CUT_OR_EDITED);
  }
  try {
    return readScenario(parsed);
  } catch (e) {
    if (e instanceof ScenarioFormatError)
      throw new BoardAddressError(`盤面の ${e.field}：${e.expected.replace(/。$/, '')}`);
    throw e;
  }
}

/** What a reader reads when the address's board cannot be read: one sentence, the reason inside it, said once. */
export const boardAddressNotice = (e: BoardAddressError): string =>
  `アドレスの盤面を読めませんでした（${e.message}）。最初の盤面を表示しています。`;
