// Japanese rule text gives English originals beside terms: 「戦闘開始／beginning of combat」.
// Collected, these pairs make a bilingual term index.

export interface TermPair {
  ja: string;
  en: string;
}

const PAIR = /「([^「」／/\n]{1,40})[／/]([A-Za-z][^「」\n]{0,80}?)」/g;

export function findTermPairs(text: string): TermPair[] {
  const out: TermPair[] = [];
  for (const m of text.matchAll(PAIR)) {
    const ja = m[1]!.trim();
    const en = m[2]!.trim().replace(/[,.]$/, '');
    // 「[戦闘のある時点][前/後]にのみ／only [before/after] …」 is a template, not a term.
    if (ja.includes('[') || en.includes('[')) continue;
    out.push({ ja, en });
  }
  return out;
}
