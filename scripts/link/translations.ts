// Japanese wherever it is true. A full translation belongs to one version (20260116.0); another
// version reuses it only where its English text of the rule is the same as the English the
// translation was made from (after folding whitespace and curly quotes): then the Japanese is
// "carried", labelled with where it comes from. Where the English has changed since, the old
// Japanese is "outdated": shown beneath the English, never as the rule's text. A version's own
// Japanese (a seed's quote) always wins. The hand-reviewed notes of a translation (pairings where
// it lags the English, passages the copy garbled) are applied first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rule } from '../model/types.ts';
import { versionDay, type RuleBook } from '../model/rule-book.ts';
import { SourceError } from '../read/source-error.ts';
import { normalise, similarity, tokens } from '../history/matcher.ts';

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

export function readTranslationNotes(
  root: string,
): { file: string; text: string; notes: TranslationNotes }[] {
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

/** The line of a JSON file where a value first appears (for error messages). */
function lineOf(text: string, needle: string): number {
  const i = text.indexOf(needle);
  return i < 0 ? 1 : text.slice(0, i).split('\n').length;
}

function jaOrigin(rule: Rule) {
  return rule.origins.find((o) => o.file.includes('cr-ja')) ?? rule.origins[0]!;
}

export function applyTranslationNotes(
  book: RuleBook,
  { file, text, notes }: { file: string; text: string; notes: TranslationNotes },
): void {
  const v = notes.version;
  if (!book.versions.some((x) => x.name === v))
    throw new SourceError(file, lineOf(text, '"version"'), `unknown rules version "${v}"`);
  const fail = (needle: string, message: string): never => {
    throw new SourceError(file, lineOf(text, needle), message);
  };
  // Readers are told why in Japanese: every reviewed entry carries a note.
  for (const e of [...notes.pairings, ...notes.garbled]) {
    const at = 'ja' in e ? `"ja": "${e.ja}"` : `"number": "${e.number}"`;
    if (typeof e.note !== 'string' || !/[\u3040-\u30ff\u4e00-\u9fff]/.test(e.note))
      fail(
        at,
        `entry ${'ja' in e ? e.ja : e.number} needs a "note": why, in Japanese, for readers`,
      );
  }
  // Every Japanese text the pairings move, as printed, before any is moved.
  const printed = new Map<string, { ja: string; examples: string[]; rule: Rule }>();
  for (const p of notes.pairings) {
    const rule = book.get(v, p.ja);
    if (rule?.ja === undefined)
      fail(`"ja": "${p.ja}"`, `${v} has no Japanese rule ${p.ja} to pair`);
    printed.set(p.ja, { ja: rule!.ja!, examples: [...rule!.examples.ja], rule: rule! });
  }
  for (const p of notes.pairings) {
    const from = printed.get(p.ja)!;
    if (p.en === null) {
      if (!p.lagsBehind)
        fail(
          `"ja": "${p.ja}"`,
          `pairing of ${p.ja} with no English needs "lagsBehind" (the older rule it translates)`,
        );
      const older = book.get(p.lagsBehind!.version, p.lagsBehind!.number);
      if (older?.en === undefined)
        fail(
          `"ja": "${p.ja}"`,
          `${p.lagsBehind!.version} has no English rule ${p.lagsBehind!.number} for ${p.ja} to lag behind`,
        );
      from.rule.lagging = {
        text: from.ja,
        lagsBehind: p.lagsBehind!,
        reason: p.reason,
        note: p.note,
      };
      if (!notes.pairings.some((q) => q.en === p.ja)) delete from.rule.ja;
      continue;
    }
    const target = book.get(v, p.en);
    if (target?.en === undefined)
      fail(`"en": "${p.en}"`, `${v} has no English rule ${p.en} to pair with the Japanese ${p.ja}`);
    target!.ja = from.ja;
    target!.examples.ja = from.examples;
    target!.jaPrintedAs = p.ja;
    target!.jaPrintedNote = p.note;
    target!.origins.push(jaOrigin(from.rule));
    if (from.rule.en === undefined) book.remove(v, p.ja);
  }
  for (const g of notes.garbled) {
    const rule = book.get(v, g.number);
    if (!rule?.ja?.includes(g.fragment))
      fail(
        `"number": "${g.number}"`,
        `the Japanese ${v} ${g.number} no longer contains the garbled passage ${JSON.stringify(g.fragment)}: review this entry`,
      );
    const origin = jaOrigin(rule!);
    (rule!.garbled ??= []).push({ line: origin.line, message: g.reason, note: g.note });
    book.irregularities.push({
      version: v,
      file: origin.file,
      line: origin.line,
      kind: 'spliced-text',
      where: g.number,
      message: g.reason,
      garbled: true,
    });
  }
}

/** What the English is compared as: whitespace folded, curly quotes straight. */
export function englishKey(text: string): string {
  return text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
}

interface Source {
  version: string;
  date: number;
  byNumber: Map<
    string,
    { number: string; en: string; ja: string; examplesEn: string[]; examplesJa: string[] }
  >;
  byText: Map<string, string[]>;
  /** The English with every rule reference folded (its numbers move with each renumbering). */
  byShape: Map<string, string[]>;
}

function sources(book: RuleBook): Source[] {
  const out: Source[] = [];
  for (const v of book.versions) {
    const s: Source = {
      version: v.name,
      date: versionDay(v),
      byNumber: new Map(),
      byText: new Map(),
      byShape: new Map(),
    };
    const put = (
      number: string,
      en: string,
      ja: string,
      examplesEn: string[],
      examplesJa: string[],
    ) => {
      s.byNumber.set(number, { number, en, ja, examplesEn, examplesJa });
      const add = (m: Map<string, string[]>, k: string) => m.set(k, [...(m.get(k) ?? []), number]);
      add(s.byText, englishKey(en));
      add(s.byShape, normalise(en));
    };
    for (const r of book.ordered(v.name)) {
      if (r.ja !== undefined && r.en !== undefined && !r.translation)
        put(r.number, r.en, r.ja, r.examples.en, r.examples.ja);
    }
    if (s.byNumber.size) out.push(s);
  }
  return out;
}

const sameExamples = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x, i) => englishKey(x) === englishKey(b[i]!));
/** Below this, a same-numbered rule is another rule, not an older wording of this one. */
const SAME_RULE = 0.5;

/** Gives every rule without Japanese of its own the honest Japanese another version has. */
export function carryTranslations(book: RuleBook): void {
  const all = sources(book);
  // A translation that lags the English still translates the older rule it was made from.
  for (const v of book.versions) {
    for (const r of book.all(v.name)) {
      if (!r.lagging) continue;
      const older = book.get(r.lagging.lagsBehind.version, r.lagging.lagsBehind.number);
      if (older && older.ja === undefined) {
        older.ja = r.lagging.text;
        older.translation = {
          status: 'carried',
          version: v.name,
          number: r.number,
          text: r.lagging.text,
          examples: [],
        };
      }
    }
  }
  for (const v of book.versions) {
    const day = versionDay(v);
    const near = all
      .filter((s) => s.version !== v.name)
      .sort((a, b) => Math.abs(a.date - day) - Math.abs(b.date - day) || b.date - a.date);
    if (!near.length) continue;
    for (const r of book.all(v.name)) {
      if (r.ja !== undefined || r.en === undefined) continue;
      const key = englishKey(r.en);
      let found: { s: Source; number: string } | null = null;
      for (const s of near) {
        const same = s.byNumber.get(r.number);
        const byText = s.byText.get(key);
        if (same && englishKey(same.en) === key) found = { s, number: r.number };
        else if (byText?.length === 1) found = { s, number: byText[0]! };
        if (found) break;
      }
      if (found) {
        const t = found.s.byNumber.get(found.number)!;
        const examples = sameExamples(t.examplesEn, r.examples.en) ? t.examplesJa : [];
        r.ja = t.ja;
        r.examples.ja = [...examples];
        r.translation = {
          status: 'carried',
          version: found.s.version,
          number: found.number,
          text: t.ja,
          examples,
        };
        continue;
      }
      // Outdated: the nearest translation of this rule (same number and much the same English,
      // or the same English but for renumbered references).
      const shape = normalise(r.en);
      for (const s of near) {
        const same = s.byNumber.get(r.number);
        const moved = s.byShape.get(shape);
        const number =
          same && similarity(tokens(same.en, 'en'), tokens(r.en, 'en')) >= SAME_RULE
            ? r.number
            : moved?.length === 1
              ? moved[0]!
              : null;
        if (!number) continue;
        const t = s.byNumber.get(number)!;
        r.translation = {
          status: 'outdated',
          version: s.version,
          number,
          text: t.ja,
          examples: t.examplesJa,
        };
        break;
      }
    }
  }
}

export type TranslationCounts = Record<
  string,
  { own: number; carried: number; outdated: number; englishOnly: number }
>;

export function translationCounts(book: RuleBook): TranslationCounts {
  const out: TranslationCounts = {};
  for (const v of book.versions) {
    const c = { own: 0, carried: 0, outdated: 0, englishOnly: 0 };
    for (const r of book.all(v.name)) {
      if (r.translation?.status === 'carried') c.carried++;
      else if (r.ja !== undefined) c.own++;
      else if (r.translation?.status === 'outdated') c.outdated++;
      else c.englishOnly++;
    }
    out[v.name] = c;
  }
  return out;
}
