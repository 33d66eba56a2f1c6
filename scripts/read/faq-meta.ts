// A set FAQ's hand-written metadata (content/faq/<name>.json): which source it describes, its
// address, and each mechanic section's address and English name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceEntry } from '../model/types.ts';
import { SourceError } from './source-error.ts';

/** Hand-written metadata for a set FAQ: content/faq/<slug>.json. */
export interface FaqMeta {
  slug: string;
  mechanics: Record<string, { slug: string; en: string }>;
}

/** The metadata file whose "source" is this FAQ's file; its absence is an error naming what was expected. */
export function readFaqMeta(root: string, entry: SourceEntry): FaqMeta {
  const dir = join(root, 'content/faq');
  const candidates = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const match = candidates.find(
    (f) =>
      (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { source?: string }).source === entry.file,
  );
  if (!match)
    throw new SourceError(
      'content/faq',
      1,
      `expected a metadata file whose "source" is ${JSON.stringify(entry.file)} (one of ${candidates.join(', ') || 'none'})`,
    );
  return JSON.parse(readFileSync(join(dir, match), 'utf8')) as FaqMeta;
}
