// Decodes a rules or article file whatever encoding and line ending it was published with.

export interface Decoded {
  encoding: 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';
  text: string;
}

function looksLikeUtf16(bytes: Uint8Array, evenZero: boolean): boolean {
  // Without a BOM, UTF-16 text of mostly ASCII has a NUL in every other byte.
  const n = Math.min(bytes.length - (bytes.length % 2), 400);
  if (n < 4) return false;
  let zeros = 0;
  for (let i = evenZero ? 0 : 1; i < n; i += 2) if (bytes[i] === 0) zeros++;
  return zeros > n / 4;
}

/** A file that is valid UTF-8 but for a few bytes, or that claims UTF-16 and has an odd length. */
export class DecodeError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(line: number, column: number, message: string) {
    super(message);
    this.name = 'DecodeError';
    this.line = line;
    this.column = column;
  }
}

/** Where byte `at` stands: its line (CRLF, LF or CR end a line) and column (in characters), from 1. */
function position(bytes: Uint8Array, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < at; i++) {
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) {
      line++;
      start = i + 1;
    }
  }
  const before = new TextDecoder('utf-8').decode(bytes.subarray(start, at));
  return { line, column: [...before].length + 1 };
}

/** Valid multi-byte UTF-8 sequences and the first byte that starts none, for telling damaged UTF-8 from Windows-1252. */
function utf8Census(bytes: Uint8Array): { multibyte: number; invalid: number; first: number } {
  let multibyte = 0;
  let invalid = 0;
  let first = -1;
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1;
    let ok = need >= 0;
    for (let k = 1; ok && k <= need; k++) ok = ((bytes[i + k] ?? 0) & 0xc0) === 0x80;
    // No overlong forms, surrogates or code points past U+10FFFF (what a strict decoder refuses).
    const second = bytes[i + 1] ?? 0;
    if (
      ok &&
      ((b === 0xe0 && second < 0xa0) ||
        (b === 0xed && second > 0x9f) ||
        (b === 0xf0 && second < 0x90) ||
        (b === 0xf4 && second > 0x8f))
    )
      ok = false;
    if (!ok) {
      invalid++;
      if (first < 0) first = i;
      i++;
    } else {
      if (need > 0) multibyte++;
      i += need + 1;
    }
  }
  return { multibyte, invalid, first };
}

export function decode(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { encoding: 'utf-8-bom', text: new TextDecoder('utf-8').decode(bytes.subarray(3)) };
  }
  if (
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) &&
    bytes.length % 2 === 1
  ) {
    const lines =
      1 +
      [
        ...new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(
          bytes.subarray(2, bytes.length - 1),
        ),
      ].filter((c) => c === '\n').length;
    throw new DecodeError(
      lines,
      1,
      `the file claims UTF-16 (it starts with a byte order mark) but has an odd number of bytes (${bytes.length}): it is cut short or damaged`,
    );
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { encoding: 'utf-16le', text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { encoding: 'utf-16be', text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  }
  if (looksLikeUtf16(bytes, false))
    return { encoding: 'utf-16le', text: new TextDecoder('utf-16le').decode(bytes) };
  if (looksLikeUtf16(bytes, true))
    return { encoding: 'utf-16be', text: new TextDecoder('utf-16be').decode(bytes) };
  try {
    return { encoding: 'utf-8', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // Not valid UTF-8. The older official files were published in Windows-1252, whose accented
    // letters are lone high bytes; a UTF-8 file damaged in a few places still has far more valid
    // multi-byte sequences than bad bytes: it is reported, never read as Windows-1252.
    const { multibyte, invalid, first } = utf8Census(bytes);
    if (multibyte > 0 && multibyte >= invalid) {
      const at = Math.max(0, first);
      const { line, column } = position(bytes, at);
      throw new DecodeError(
        line,
        column,
        `invalid UTF-8 byte 0x${bytes[at]!.toString(16).toUpperCase().padStart(2, '0')} (the rest of the file is UTF-8${invalid > 1 ? `; ${invalid} bad bytes in all` : ''})`,
      );
    }
    return { encoding: 'windows-1252', text: new TextDecoder('windows-1252').decode(bytes) };
  }
}

/** Splits on every line ending the official files have used: CRLF, LF, and CR alone. */
export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  // A final line ending does not start another line.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
