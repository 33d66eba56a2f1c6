// A set FAQ's hand-written metadata (content/faq/<name>.json): which source it describes, its
// address, and each mechanic section's address and English name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceEntry } from '../model/types.ts';
import { SourceError } from './source-error.ts';

export const FAQ_DIR = 'content/faq';

/** Hand-written metadata for a set FAQ: content/faq/<slug>.json. */
export interface FaqMeta {
  slug: string;
  mechanics: Record<string, { slug: string; en: string }>;
}

/** A metadata file as read: its name in content/faq/ and its JSON. */
export interface FaqMetaFile {
  name: string;
  json: FaqMeta & { source?: string };
}

/** Every metadata file, in the folder's order (none in a project without FAQs). */
export function readFaqMetaFiles(root: string): FaqMetaFile[] {
  const dir = join(root, FAQ_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((name) => ({
      name,
      json: JSON.parse(readFileSync(join(dir, name), 'utf8')) as FaqMetaFile['json'],
    }));
}

/** The metadata file whose "source" is this FAQ's file; its absence is an error naming what was expected. */
export function faqMetaOf(files: FaqMetaFile[], entry: SourceEntry): FaqMeta {
  const match = files.find((f) => f.json.source === entry.file);
  if (!match)
    throw new SourceError(
      FAQ_DIR,
      1,
      `expected a metadata file whose "source" is ${JSON.stringify(entry.file)} (one of ${files.map((f) => f.name).join(', ') || 'none'})`,
    );
  return match.json;
}
