import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, SourceEntry, SourceText } from '../model/types.ts';
import { decode, DecodeError, splitLines } from './decode.ts';
import { SourceError } from './source-error.ts';

export const SOURCES_DIR = 'content/sources';

export function readManifest(root: string): Manifest {
  const file = join(root, SOURCES_DIR, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  for (const [i, v] of manifest.versions.entries()) {
    if (
      v.numbering !== undefined &&
      !manifest.versions.some((x) => x.name === v.numbering && x.name !== v.name)
    ) {
      throw new SourceError(
        `${SOURCES_DIR}/manifest.json`,
        1,
        `versions[${i}] (${v.name}): "numbering" names "${v.numbering}", which is not another version listed under "versions"`,
      );
    }
  }
  for (const [i, s] of manifest.sources.entries()) {
    const where = `${SOURCES_DIR}/manifest.json`;
    if (!s.file || !s.title)
      throw new SourceError(where, 1, `sources[${i}]: expected "file" and "title"`);
    for (const v of s.rulesVersions) {
      if (!manifest.versions.some((x) => x.name === v))
        throw new SourceError(
          where,
          1,
          `sources[${i}] (${s.file}): rules version "${v}" is not listed under "versions"`,
        );
    }
  }
  return manifest;
}

export function readSource(root: string, entry: SourceEntry): SourceText {
  const path = join(root, SOURCES_DIR, entry.file);
  const file = `${SOURCES_DIR}/${entry.file}`;
  try {
    const { encoding, text } = decode(new Uint8Array(readFileSync(path)));
    return { file, encoding, lines: splitLines(text) };
  } catch (e) {
    if (e instanceof DecodeError) throw new SourceError(file, e.line, e.message, e.column);
    throw e;
  }
}
