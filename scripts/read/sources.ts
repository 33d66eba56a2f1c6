import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  // Every history file exists, and every text in a history folder is listed: nothing is read
  // that the manifest does not name, nothing shipped is silently left out.
  const where = `${SOURCES_DIR}/manifest.json`;
  const listed = new Set((manifest.history ?? []).map((h) => h.file));
  for (const [i, h] of (manifest.history ?? []).entries())
    if (!existsSync(join(root, SOURCES_DIR, h.file)))
      throw new SourceError(where, 1, `history[${i}]: "${h.file}" is not in ${SOURCES_DIR}/`);
  for (const folder of new Set([...listed].map((f) => f.split('/').slice(0, -1).join('/'))))
    for (const name of readdirSync(join(root, SOURCES_DIR, folder)))
      if (!listed.has(`${folder}/${name}`))
        throw new SourceError(
          `${SOURCES_DIR}/${folder}/${name}`,
          1,
          `expected an entry under "history" in ${where} for this file (every release in ${folder}/ is read as history)`,
        );
  return manifest;
}

export function readSource(root: string, entry: Pick<SourceEntry, 'file'>): SourceText {
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
