// Each version's glossary as bilingual entries, Japanese first. A version with its own Japanese
// glossary pairs its headwords with its English entries (glossary-pairs.ts). A version without
// one reuses the nearest translation's headwords for the same English term: its definition is
// carried where the English definition is the same, and shown as outdated where it changed.
import type { GlossaryEntry } from '../model/types.ts';
import { versionDay, type RuleBook } from '../model/rule-book.ts';
import { glossaryId } from '../model/urls.ts';
import { pairGlossary, termKey } from './glossary-pairs.ts';
import { englishKey } from './translations.ts';
import { NUMBER_SOURCE } from '../model/rule-number.ts';

export interface BilingualEntry {
  id: string;
  en: GlossaryEntry | null;
  /** The Japanese senses of the term (two for Counter(n) and Counter(v)), with where they come from. */
  ja: GlossaryEntry[];
  status: 'own' | 'carried' | 'outdated' | null;
  /** The version the Japanese belongs to. */
  from: string | null;
}

export interface GlossaryReport {
  version: string;
  english: number;
  japanese: number;
  paired: number;
  unpaired: { language: 'ja' | 'en'; term: string; file: string; line: number }[];
}

/** A reading as compared: katakana read as hiragana. */
export const hiragana = (s: string) =>
  s.normalize('NFKC').replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

/** Gojūon order by reading (katakana read as hiragana), then English-only entries alphabetically. */
function compareEntries(a: BilingualEntry, b: BilingualEntry): number {
  const ra = a.ja[0]?.reading;
  const rb = b.ja[0]?.reading;
  if (ra && rb) return hiragana(ra).localeCompare(hiragana(rb), 'ja') || a.id.localeCompare(b.id);
  if (ra || rb) return ra ? -1 : 1;
  return (a.en?.term ?? '').localeCompare(b.en?.term ?? '', 'en') || a.id.localeCompare(b.id);
}

export function bilingualGlossaries(book: RuleBook): {
  entries: Map<string, BilingualEntry[]>;
  reports: GlossaryReport[];
} {
  const entries = new Map<string, BilingualEntry[]>();
  const reports: GlossaryReport[] = [];
  // Versions with their own Japanese glossary, paired once.
  const own = new Map<string, Map<string, GlossaryEntry[]>>();
  for (const v of book.versions) {
    const all = book.glossary.get(v.name) ?? [];
    if (!all.some((g) => g.language === 'ja' && g.english)) continue;
    const pairing = pairGlossary(all);
    const byEn = new Map<GlossaryEntry, GlossaryEntry[]>();
    for (const p of pairing.pairs) byEn.set(p.en, [...(byEn.get(p.en) ?? []), p.ja]);
    own.set(v.name, new Map([...byEn].map(([en, ja]) => [termKey(en.term), ja])));
    const list: BilingualEntry[] = [
      ...all
        .filter((g) => g.language === 'en')
        .map((en) => ({
          id: glossaryId(en.term),
          en,
          ja: byEn.get(en) ?? [],
          status: byEn.has(en) ? ('own' as const) : null,
          from: byEn.has(en) ? v.name : null,
        })),
      ...pairing.unpairedJa.map((ja) => ({
        id: glossaryId(ja.english ?? ja.term),
        en: null,
        ja: [ja],
        status: 'own' as const,
        from: v.name,
      })),
    ];
    entries.set(v.name, list.sort(compareEntries));
    reports.push({
      version: v.name,
      english: all.filter((g) => g.language === 'en').length,
      japanese: all.filter((g) => g.language === 'ja').length,
      paired: byEn.size,
      unpaired: [...pairing.unpairedEn, ...pairing.unpairedJa].map((g) => ({
        language: g.language,
        term: g.term,
        file: g.origin.file,
        line: g.origin.line,
      })),
    });
  }
  const dated = (name: string) => versionDay(book.versions.find((x) => x.name === name)!);
  for (const v of book.versions) {
    if (entries.has(v.name)) continue;
    const all = book.glossary.get(v.name) ?? [];
    if (!all.length) continue;
    const source = [...own.keys()].sort(
      (a, b) => Math.abs(dated(a) - dated(v.name)) - Math.abs(dated(b) - dated(v.name)),
    )[0];
    const list = all.map((en): BilingualEntry => {
      const ja = source ? own.get(source)!.get(termKey(en.term)) : undefined;
      if (!ja) return { id: glossaryId(en.term), en, ja: [], status: null, from: null };
      const sourceEn = (book.glossary.get(source!) ?? []).find(
        (g) => g.language === 'en' && termKey(g.term) === termKey(en.term),
      );
      const same = sourceEn !== undefined && englishKey(sourceEn.text) === englishKey(en.text);
      return {
        id: glossaryId(en.term),
        en,
        ja,
        status: same ? 'carried' : 'outdated',
        from: source!,
      };
    });
    entries.set(v.name, list.sort(compareEntries));
  }
  return { entries, reports };
}

/** The 五十音 row of a reading: あ か さ た な は ま や ら わ (dakuten read as the plain kana). */
export function gojuonRow(reading: string): string {
  const c = hiragana(reading).normalize('NFD')[0] ?? '';
  const rows = [
    'あいうえおぁぃぅぇぉゔ',
    'かきくけこ',
    'さしすせそ',
    'たちつてとっ',
    'なにぬねの',
    'はひふへほ',
    'まみむめも',
    'やゆよゃゅょ',
    'らりるれろ',
    'わをんゎ',
  ];
  const row = rows.find((r) => r.includes(c));
  return row ? row[0]! : '他';
}

/** The rule a glossary entry's definition cites first ("See rule 702.19, “Trample.”"), if the version holds it. */
export function definingRule(book: RuleBook, version: string, g: BilingualEntry): string | null {
  for (const text of [g.en?.text, ...g.ja.map((j) => j.text)]) {
    for (const m of (text ?? '').matchAll(
      new RegExp(String.raw`\brules?\s+(${NUMBER_SOURCE})`, 'g'),
    ))
      if (book.has(version, m[1]!)) return m[1]!;
  }
  return null;
}
