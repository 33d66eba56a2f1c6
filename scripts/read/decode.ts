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

export function decode(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { encoding: 'utf-8-bom', text: new TextDecoder('utf-8').decode(bytes.subarray(3)) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { encoding: 'utf-16le', text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { encoding: 'utf-16be', text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  }
  if (looksLikeUtf16(bytes, false)) return { encoding: 'utf-16le', text: new TextDecoder('utf-16le').decode(bytes) };
  if (looksLikeUtf16(bytes, true)) return { encoding: 'utf-16be', text: new TextDecoder('utf-16be').decode(bytes) };
  try {
    return { encoding: 'utf-8', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // Not valid UTF-8: the older official files were published in Windows-1252.
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
