// Japanese wherever it is true. A full translation belongs to one version (20260116.0); another
// version reuses it only where its English text of the rule is the same as the English the
// translation was made from (after folding whitespace and curly quotes): then the Japanese is
// "carried", labelled with where it comes from. Where the English has changed since, the old
// Japanese is "outdated": shown beneath the English, never as the rule's text. A version's own
// Japanese (a seed's quote) always wins. The hand-reviewed notes of a translation (pairings where
// it lags the English, passages the copy garbled) are applied first.
import type { Rule } from '../model/types.ts';
import { versionDay, type RuleBook } from '../model/rule-book.ts';
import { SourceError } from '../read/source-error.ts';
import type { TranslationNotes } from '../read/translation-notes.ts';
import { normalise, similarity, tokens } from '../history/texts.ts';

export type { TranslationNotes };

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

interface Translated {
  number: string;
  en: string;
  ja: string;
  examplesEn: string[];
  examplesJa: string[];
  /** Its parent's English with references folded: where the rule stands (null at the top). */
  parentShape: string | null;
  garbled: NonNullable<Rule['garbled']>;
}

interface Source {
  version: string;
  date: number;
  byNumber: Map<string, Translated>;
  byText: Map<string, string[]>;
  /** The English with every rule reference folded (its numbers move with each renumbering). */
  byShape: Map<string, string[]>;
}

/** The parent's English with references folded, what tells apart rules of the same English. */
function parentShape(book: RuleBook, version: string, rule: Rule): string | null {
  const en = rule.parent ? book.get(version, rule.parent)?.en : undefined;
  return en === undefined ? null : normalise(en);
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
    const add = (m: Map<string, string[]>, k: string, number: string) =>
      m.set(k, [...(m.get(k) ?? []), number]);
    for (const r of book.ordered(v.name)) {
      if (r.ja === undefined || r.en === undefined || r.translation) continue;
      s.byNumber.set(r.number, {
        number: r.number,
        en: r.en,
        ja: r.ja,
        examplesEn: r.examples.en,
        examplesJa: r.examples.ja,
        parentShape: parentShape(book, v.name, r),
        garbled: r.garbled ?? [],
      });
      add(s.byText, englishKey(r.en), r.number);
      add(s.byShape, normalise(r.en), r.number);
    }
    if (s.byNumber.size) out.push(s);
  }
  return out;
}

/**
 * Of the rules of another version whose English is this rule's (an English sentence can stand
 * in several places: the same step of two procedures), the one this rule is: the only one whose
 * parent has the same English as this rule's parent (but for renumbered references); else, when
 * they all have the same Japanese, the first (the translation is the same whichever is meant).
 * Null when the English cannot tell them apart.
 */
export function pickSameRule(
  candidates: { number: string; ja: string; parentShape: string | null }[],
  parentShape: string | null,
): string | null {
  if (candidates.length === 1) return candidates[0]!.number;
  const placed = candidates.filter((c) => c.parentShape !== null && c.parentShape === parentShape);
  if (placed.length === 1) return placed[0]!.number;
  const pool = placed.length ? placed : candidates;
  return pool.length && pool.every((c) => c.ja === pool[0]!.ja) ? pool[0]!.number : null;
}

/** Below this, a same-numbered rule is another rule, not an older wording of this one. */
const SAME_RULE = 0.5;

/**
 * A carried rule's examples: those whose English is the same carry their Japanese; an example
 * whose English changed keeps its old Japanese beside it (旧訳), never as its text. Examples are
 * paired by their English where the source's Japanese examples stand one for one with its English.
 */
export function pairExamples(
  from: { en: string[]; ja: string[] },
  en: string[],
): { carried: string[]; old: string[] } {
  const same = (a: string, b: string) => englishKey(a) === englishKey(b);
  if (from.en.length === en.length && from.en.every((x, i) => same(x, en[i]!)))
    return { carried: [...from.ja], old: [] };
  if (!en.length) return { carried: [], old: [] };
  if (from.en.length !== from.ja.length) return { carried: [], old: [...from.ja] };
  const used = new Set<number>();
  const carried: string[] = [];
  const old: string[] = [];
  en.forEach((x, i) => {
    const j = from.en.findIndex((y, k) => !used.has(k) && same(x, y));
    if (j >= 0) {
      used.add(j);
      carried.push(from.ja[j]!);
    } else if (
      i < from.en.length &&
      !used.has(i) &&
      similarity(tokens(from.en[i]!, 'en'), tokens(x, 'en')) >= SAME_RULE
    ) {
      used.add(i);
      old.push(from.ja[i]!);
    }
  });
  return { carried, old };
}

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
      const place = parentShape(book, v.name, r);
      const among = (s: Source, numbers: string[] | undefined) =>
        numbers
          ? pickSameRule(
              numbers.map((n) => s.byNumber.get(n)!),
              place,
            )
          : null;
      let found: { s: Source; number: string } | null = null;
      for (const s of near) {
        const same = s.byNumber.get(r.number);
        const number = same && englishKey(same.en) === key ? r.number : among(s, s.byText.get(key));
        if (number) {
          found = { s, number };
          break;
        }
      }
      if (found) {
        const t = found.s.byNumber.get(found.number)!;
        const examples = pairExamples({ en: t.examplesEn, ja: t.examplesJa }, r.examples.en);
        r.ja = t.ja;
        r.examples.ja = examples.carried;
        r.translation = {
          status: 'carried',
          version: found.s.version,
          number: found.number,
          text: t.ja,
          examples: examples.old,
        };
        // Marks travel with the text: a passage garbled there is garbled here.
        if (t.garbled.length) r.garbled = t.garbled.map((g) => ({ ...g }));
        continue;
      }
      // Outdated: the nearest translation of this rule (same number and much the same English,
      // or the same English but for renumbered references).
      const shape = normalise(r.en);
      for (const s of near) {
        const same = s.byNumber.get(r.number);
        const number =
          same && similarity(tokens(same.en, 'en'), tokens(r.en, 'en')) >= SAME_RULE
            ? r.number
            : among(s, s.byShape.get(shape));
        if (!number) continue;
        const t = s.byNumber.get(number)!;
        r.translation = {
          status: 'outdated',
          version: s.version,
          number,
          text: t.ja,
          examples: t.examplesJa,
        };
        if (t.garbled.length) r.garbled = t.garbled.map((g) => ({ ...g }));
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
