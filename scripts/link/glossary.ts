// Each version's glossary as bilingual entries, Japanese first: every Japanese headword is an
// entry of its own. A version with its own Japanese glossary pairs its headwords with its English
// entries (glossary-pairs.ts); where several headwords translate one English entry of numbered
// senses (Draw: 引く and 引き分け), each takes the sense it translates, found by the rules both
// cite, the last one by elimination (else each shows the whole English entry). A version without
// a Japanese glossary reuses the nearest translation's headwords for the same English term and
// sense: the Japanese is carried where the English definition is the same (but for references
// to the same rules under new numbers), and shown as outdated where it changed.
import { hiragana } from '../model/kana.ts';
import type { GlossaryEntry } from '../model/types.ts';
import { versionDay, type RuleBook } from '../model/rule-book.ts';
import { glossaryId, glossaryPage, glossaryUrl } from '../model/urls.ts';
import { cited, pairGlossary, termKey } from './glossary-pairs.ts';
import { englishKey } from './translations.ts';
import { NUMBER_SOURCE } from '../model/rule-number.ts';

export interface BilingualEntry {
  id: string;
  /** The English entry, or the one sense of it the Japanese translates (its text then "2. …"). */
  en: GlossaryEntry | null;
  /** The English sense the entry stands for (1, 2 …), null for the whole English entry. */
  sense: number | null;
  /** The Japanese headword (one per entry; none for an English-only entry). */
  ja: GlossaryEntry[];
  status: 'own' | 'carried' | 'outdated' | null;
  /** The version the Japanese belongs to. */
  from: string | null;
  /**
   * The version whose rule numbers the Japanese cites: its own, or for Japanese carried across a
   * renumbering (and outdated Japanese) the version it was translated in.
   */
  citesIn: string | null;
}

export interface GlossaryReport {
  version: string;
  english: number;
  japanese: number;
  paired: number;
  unpaired: { language: 'ja' | 'en'; term: string; file: string; line: number }[];
}

export { hiragana };

/** Gojūon order by reading (katakana read as hiragana), then English-only entries alphabetically. */
function compareEntries(a: BilingualEntry, b: BilingualEntry): number {
  const ra = a.ja[0]?.reading;
  const rb = b.ja[0]?.reading;
  if (ra && rb) return hiragana(ra).localeCompare(hiragana(rb), 'ja') || a.id.localeCompare(b.id);
  if (ra || rb) return ra ? -1 : 1;
  return (a.en?.term ?? '').localeCompare(b.en?.term ?? '', 'en') || a.id.localeCompare(b.id);
}

/** An English definition's numbered senses, each a line "1. …", "2. …"; null for a single sense. */
export function englishSenses(text: string): string[] | null {
  const lines = text.split('\n');
  return lines.length > 1 && lines.every((l, i) => l.startsWith(`${i + 1}. `)) ? lines : null;
}

/**
 * The English sense each Japanese headword of one English entry translates (1-based), or all null
 * when they cannot be told apart surely: as many headwords as senses, each sense taken once, by
 * the same rules cited and the last one left.
 */
export function senseOf(ja: GlossaryEntry[], en: GlossaryEntry): (number | null)[] {
  const none = ja.map(() => null);
  const senses = englishSenses(en.text);
  if (ja.length < 2 || senses?.length !== ja.length) return none;
  const found: (number | null)[] = [...none];
  const free = new Set(senses.keys());
  ja.forEach((j, i) => {
    const rules = cited(j.text);
    if (!rules || ja.some((k) => k !== j && cited(k.text) === rules)) return;
    const hits = [...free].filter((k) => cited(senses[k]!) === rules);
    if (hits.length !== 1) return;
    found[i] = hits[0]!;
    free.delete(hits[0]!);
  });
  const left = found.flatMap((s, i) => (s === null ? [i] : []));
  if (left.length === 1 && free.size === 1) found[left[0]!] = [...free][0]!;
  return found.some((s) => s === null) ? none : found.map((s) => s! + 1);
}

/** The English entry narrowed to one sense (the text as printed, "2. …"), or whole. */
const narrowed = (en: GlossaryEntry, sense: number | null): GlossaryEntry =>
  sense === null ? en : { ...en, text: englishSenses(en.text)![sense - 1]! };

const REFERENCE = new RegExp(String.raw`\b(${NUMBER_SOURCE})\b`, 'g');

/**
 * Two versions' English definitions say the same: equal but for the numbers of the rules they
 * cite, where each pair of numbers names the same rule (the same English text in its version) —
 * "See rule 730, “Day and Night.”" then "See rule 731, “Day and Night.”" after a renumbering.
 */
export function sameDefinition(
  book: RuleBook,
  a: { version: string; text: string },
  b: { version: string; text: string },
): boolean {
  const shape = (t: string) => englishKey(t.replace(REFERENCE, '#'));
  if (shape(a.text) !== shape(b.text)) return false;
  const numbers = (t: string) => [...t.matchAll(REFERENCE)].map((m) => m[1]!);
  const [na, nb] = [numbers(a.text), numbers(b.text)];
  return na.every((n, i) => {
    if (n === nb[i]) return true;
    const [x, y] = [book.get(a.version, n)?.en, book.get(b.version, nb[i]!)?.en];
    return x !== undefined && y !== undefined && englishKey(x) === englishKey(y);
  });
}

/** Ids unique within a glossary: a repeated one takes -2, -3 … (the first keeps the English term's). */
function uniqueIds(list: BilingualEntry[]): BilingualEntry[] {
  const seen = new Set<string>();
  return list.map((g) => {
    let id = g.id;
    for (let k = 2; seen.has(id); k++) id = `${g.id}-${k}`;
    seen.add(id);
    return id === g.id ? g : { ...g, id };
  });
}

/** An entry's anchor: the English term's, a later sense's with its number ("g-draw-2"). */
const entryId = (term: string, sense: number | null) =>
  sense && sense > 1 ? `${glossaryId(term)}-${sense}` : glossaryId(term);

/** A Japanese headword as another version's glossary reuses it. */
interface Headword {
  ja: GlossaryEntry;
  sense: number | null;
  /** How many senses the English entry had where the headword was paired. */
  senses: number;
  /** That English definition (of the sense, or whole). */
  en: string;
}

export function bilingualGlossaries(book: RuleBook): {
  entries: Map<string, BilingualEntry[]>;
  reports: GlossaryReport[];
} {
  const entries = new Map<string, BilingualEntry[]>();
  const reports: GlossaryReport[] = [];
  // Versions with their own Japanese glossary, paired once.
  const own = new Map<string, Map<string, Headword[]>>();
  for (const v of book.versions) {
    const all = book.glossary.get(v.name) ?? [];
    if (!all.some((g) => g.language === 'ja' && g.english)) continue;
    const pairing = pairGlossary(all);
    const byEn = new Map<GlossaryEntry, GlossaryEntry[]>();
    for (const p of pairing.pairs) byEn.set(p.en, [...(byEn.get(p.en) ?? []), p.ja]);
    const headwords = new Map<string, Headword[]>();
    const list: BilingualEntry[] = [];
    for (const en of all.filter((g) => g.language === 'en')) {
      const ja = byEn.get(en) ?? [];
      if (!ja.length) {
        list.push({
          id: glossaryId(en.term),
          en,
          sense: null,
          ja: [],
          status: null,
          from: null,
          citesIn: null,
        });
        continue;
      }
      const senses = senseOf(ja, en);
      const count = englishSenses(en.text)?.length ?? 1;
      headwords.set(
        termKey(en.term),
        ja.map((j, i) => ({
          ja: j,
          sense: senses[i]!,
          senses: count,
          en: narrowed(en, senses[i]!).text,
        })),
      );
      ja.forEach((j, i) =>
        list.push({
          id: entryId(en.term, senses[i]!),
          en: narrowed(en, senses[i]!),
          sense: senses[i]!,
          ja: [j],
          status: 'own',
          from: v.name,
          citesIn: v.name,
        }),
      );
    }
    for (const ja of pairing.unpairedJa)
      list.push({
        id: glossaryId(ja.english ?? ja.term),
        en: null,
        sense: null,
        ja: [ja],
        status: 'own',
        from: v.name,
        citesIn: v.name,
      });
    own.set(v.name, headwords);
    entries.set(v.name, uniqueIds(list.sort(compareEntries)));
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
    const list = all.flatMap((en): BilingualEntry[] => {
      const heads = source ? own.get(source)!.get(termKey(en.term)) : undefined;
      if (!heads)
        return [
          {
            id: glossaryId(en.term),
            en,
            sense: null,
            ja: [],
            status: null,
            from: null,
            citesIn: null,
          },
        ];
      // A sense is carried by its number only while the English keeps as many senses.
      const count = englishSenses(en.text)?.length ?? 1;
      return heads.map((h) => {
        const sense = h.sense !== null && h.senses === count ? h.sense : null;
        const mine = narrowed(en, sense);
        const sourceEn = sense === h.sense ? h.en : undefined;
        const same =
          sourceEn !== undefined &&
          sameDefinition(
            book,
            { version: source!, text: sourceEn },
            { version: v.name, text: mine.text },
          );
        return {
          id: entryId(en.term, sense),
          en: mine,
          sense,
          ja: [h.ja],
          status: same ? 'carried' : 'outdated',
          from: source!,
          // Carried word for word, the Japanese cites the numbers this version has too.
          citesIn: same && englishKey(sourceEn) === englishKey(mine.text) ? v.name : source!,
        };
      });
    });
    entries.set(v.name, uniqueIds(list.sort(compareEntries)));
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

/** The 五十音 row of an entry's first Japanese headword; null for an entry without Japanese. */
export function rowOf(g: Pick<BilingualEntry, 'ja'>): string | null {
  const reading = g.ja[0]?.reading;
  return reading ? gojuonRow(reading) : null;
}

/** Where an entry of a version's glossary is: its row's page, at its anchor. */
export function glossaryEntryUrl(version: string, g: Pick<BilingualEntry, 'ja' | 'id'>): string {
  return `${glossaryUrl(version, glossaryPage(rowOf(g)))}#${g.id}`;
}

/** A glossary definition's citations: "rule 603", and "section 4" (a chapter, read as its general section 400). */
const CITATION = new RegExp(String.raw`\b(?:rules?\s+(${NUMBER_SOURCE})|section\s+(\d)\b)`, 'g');

/** How a term's English glossary name reads inside a rule title: lower case, without a plural -s. */
const titleWords = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => w.replace(/ies$/, 'y').replace(/s$/, ''));

/**
 * The rule that defines a glossary entry's term: of the rules its definition cites ("See rule
 * 113, “Abilities,” and rule 603, “Handling Triggered Abilities.”"), the first whose title names
 * the term (603 for Triggered Ability), else the first cited. "See section 4, “Zones.”" cites the
 * chapter, whose general section (400) introduces its subject.
 */
export function definingRule(book: RuleBook, version: string, g: BilingualEntry): string | null {
  const cited: string[] = [];
  for (const text of [g.en?.text, ...g.ja.map((j) => j.text)])
    for (const m of (text ?? '').matchAll(CITATION)) {
      const n = m[1] ?? `${m[2]!}00`;
      if (book.has(version, n) && !cited.includes(n)) cited.push(n);
    }
  const term = titleWords((g.en?.term ?? '').replace(/\s*\(.*$/, ''));
  const names = (n: string) => {
    const title = titleWords(book.get(version, n)?.en ?? '');
    return term.length > 0 && title.join(' ').includes(term.join(' '));
  };
  return cited.find(names) ?? cited[0] ?? null;
}
