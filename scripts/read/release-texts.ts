// The English releases a manifest names, as text: the versions' English texts (cr-text sources)
// first, then its history files (content/sources/cr-en/ and cr-en-archive/). Which release each
// is, and which are read twice, is history/releases.ts's to say.
import type { Manifest, SourceText } from '../model/types.ts';
import { readSource } from './sources.ts';

export function readReleaseTexts(root: string, manifest: Manifest): SourceText[] {
  const files = [
    ...manifest.sources.filter((s) => s.format === 'cr-text').map((s) => s.file),
    ...(manifest.history ?? []).map((h) => h.file),
  ];
  return files.map((file) => readSource(root, { file }));
}
