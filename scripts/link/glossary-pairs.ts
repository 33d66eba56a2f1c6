// Pairs a version's Japanese glossary headwords with its English entries through the English
// term each headword carries. The two are written differently ("(Obsolete)" dropped, "/" for
// ", ", Counter(n) and Counter(v) for one "Counter", "Die" for "Dies", small misspellings), so
// pairing goes in passes from the surest to the loosest, each taking only unique matches:
// the same key; the same first part ("Kicker" for "Kicker, Kicked"); the same words but for a
// plural or a leading "the"; one a word-prefix of the other; a small edit distance; the same
// rules cited by both definitions. What is left is reported, never guessed.
import { distance } from 'fastest-levenshtein';
import type { GlossaryEntry } from '../model/types.ts';
import { NUMBER_SOURCE } from '../model/rule-number.ts';

export interface GlossaryPairing {
  /** Japanese entry → its English entry (several Japanese senses may share one English entry). */
  pairs: { ja: GlossaryEntry; en: GlossaryEntry; how: string }[];
  unpairedJa: GlossaryEntry[];
  unpairedEn: GlossaryEntry[];
}

/** The English term as compared: quotes, brackets, case, "(Obsolete)", sense markers and separators folded. */
export function termKey(term: string): string {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[“”"‘’'[\]]/g, '')
    .replace(/\((obsolete|n|v|\d)\)/g, '')
    .replace(/\s*[/,]\s*/g, ',')
    .replace(/-/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const firstPart = (k: string) => k.split(',')[0]!.trim();
const wordsKey = (k: string) =>
  k
    .replace(/^the /, '')
    .split(/[ ,]+/)
    .map((w) => w.replace(/(ies|es|s)$/, ''))
    .join(' ');
/** The rules a definition cites, sorted and joined: what two definitions of one sense share. */
export const cited = (text: string) =>
  [...text.matchAll(new RegExp(String.raw`\b(${NUMBER_SOURCE})`, 'g'))]
    .map((m) => m[1]!)
    .sort()
    .join(' ');

type Pass = { how: string; match: (ja: GlossaryEntry, en: GlossaryEntry) => boolean };

export function pairGlossary(entries: GlossaryEntry[]): GlossaryPairing {
  const jaAll = entries.filter((e) => e.language === 'ja' && e.english);
  const enAll = entries.filter((e) => e.language === 'en');
  const pairs: GlossaryPairing['pairs'] = [];
  const paired = new Set<GlossaryEntry>();
  const enUsed = new Set<GlossaryEntry>();

  // Pass 1: the same key. Several Japanese senses ("Counter(n)", "Counter(v)") may meet one English entry.
  const byKey = new Map(enAll.map((e) => [termKey(e.term), e]));
  for (const ja of jaAll) {
    const en = byKey.get(termKey(ja.english!));
    if (en) {
      pairs.push({ ja, en, how: 'same term' });
      paired.add(ja);
      enUsed.add(en);
    }
  }
  const passes: Pass[] = [
    {
      how: 'same first part',
      match: (j, e) => firstPart(termKey(j.english!)) === firstPart(termKey(e.term)),
    },
    {
      how: 'same words',
      match: (j, e) => wordsKey(termKey(j.english!)) === wordsKey(termKey(e.term)),
    },
    {
      how: 'word prefix',
      match: (j, e) => {
        const [a, b] = [wordsKey(termKey(j.english!)), wordsKey(termKey(e.term))];
        return a.length >= 4 && b.length >= 4 && (a.startsWith(`${b} `) || b.startsWith(`${a} `));
      },
    },
    {
      how: 'spelling',
      match: (j, e) =>
        distance(termKey(j.english!), termKey(e.term)) <=
        Math.min(2, Math.floor(termKey(e.term).length / 5)),
    },
    {
      how: 'same rules cited',
      match: (j, e) => cited(j.text) !== '' && cited(j.text) === cited(e.text),
    },
  ];
  for (const pass of passes) {
    const jaLeft = jaAll.filter((j) => !paired.has(j));
    const enLeft = enAll.filter((e) => !enUsed.has(e));
    const candidates = jaLeft.map((j) => ({ j, found: enLeft.filter((e) => pass.match(j, e)) }));
    for (const { j, found } of candidates) {
      if (found.length !== 1) continue;
      const en = found[0]!;
      // Unique the other way too: no other Japanese entry left matches this English one.
      if (jaLeft.some((k) => k !== j && pass.match(k, en))) continue;
      pairs.push({ ja: j, en, how: pass.how });
      paired.add(j);
      enUsed.add(en);
    }
  }
  return {
    pairs,
    unpairedJa: entries.filter((e) => e.language === 'ja' && !paired.has(e)),
    unpairedEn: enAll.filter((e) => !enUsed.has(e)),
  };
}
