// The hand-reviewed notes of a translation (content/translations/<version>.json): pairings where
// it lags the English, passages the copy garbled. Read as text (errors point at their lines).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const TRANSLATIONS_DIR = 'content/translations';

export interface TranslationNotes {
  version: string;
  pairings: {
    ja: string;
    en: string | null;
    lagsBehind?: { version: string; number: string };
    /** Why, for maintainers (English). */
    reason: string;
    /** Why, for readers (Japanese, shown on the rule page). */
    note: string;
  }[];
  garbled: { number: string; fragment: string; reason: string; note: string }[];
}

export interface TranslationNotesFile {
  file: string;
  text: string;
  notes: TranslationNotes;
}

export function readTranslationNotes(root: string): TranslationNotesFile[] {
  let names: string[];
  try {
    names = readdirSync(join(root, TRANSLATIONS_DIR))
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((n) => {
    const file = `${TRANSLATIONS_DIR}/${n}`;
    const text = readFileSync(join(root, file), 'utf8');
    return { file, text, notes: JSON.parse(text) as TranslationNotes };
  });
}
