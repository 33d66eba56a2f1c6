// What an update page reads: each change's Japanese (own, carried, outdated, none), how much the
// update page lists itself, and the glossary's changes by their Japanese headwords.
import { describe, expect, test } from 'vitest';
import {
  INLINE_CHANGES,
  LISTED_CHANGES,
  glossaryChanges,
  inlineMode,
  japaneseOf,
} from '../../scripts/emit/diff-views.ts';
import type { Rule } from '../../scripts/model/types.ts';
import type { Change, GlossaryView } from '../../scripts/model/data-contract.ts';

const rule = (over: Partial<Rule>): Rule => ({
  number: '601.6a',
  version: '2026-06-19',
  en: 'English.',
  examples: { ja: [], en: [] },
  parent: '601.6',
  origins: [],
  ...over,
});

describe('japaneseOf', () => {
  test('a rule with no Japanese, or no rule, reads in English only', () => {
    expect(japaneseOf(undefined)).toBeNull();
    expect(japaneseOf(rule({}))).toBeNull();
  });
  test("the version's own Japanese", () => {
    expect(japaneseOf(rule({ ja: '日本語。' }))).toEqual({
      text: '日本語。',
      status: 'own',
      version: null,
      number: null,
      garbled: false,
    });
  });
  test('carried Japanese says from which version and number', () => {
    const r = rule({
      ja: '瞬速。',
      translation: {
        status: 'carried',
        version: '20260116.0',
        number: '601.5a',
        text: '瞬速。',
        examples: [],
      },
    });
    expect(japaneseOf(r)).toMatchObject({
      status: 'carried',
      version: '20260116.0',
      number: '601.5a',
    });
  });
  test('an outdated translation is the old text, marked so, and garbled marks travel', () => {
    const r = rule({
      translation: {
        status: 'outdated',
        version: '20260116.0',
        number: '205.3h',
        text: '旧い訳。',
        examples: [],
      },
      garbled: [{ line: 3, message: 'm', note: 'n' }],
    });
    expect(japaneseOf(r)).toEqual({
      text: '旧い訳。',
      status: 'outdated',
      version: '20260116.0',
      number: '205.3h',
      garbled: true,
    });
  });
});

const change = (text: string): Change => ({
  kind: 'added',
  key: '1.1',
  oldN: null,
  newN: '1.1',
  before: '',
  after: text,
  lang: 'en',
});

describe('inlineMode', () => {
  test('few short changes in full; many one line each; very many by chapter only', () => {
    expect(inlineMode([change('a'), change('b')])).toBe('full');
    expect(inlineMode(Array.from({ length: INLINE_CHANGES + 1 }, () => change('a')))).toBe('list');
    expect(inlineMode([change('x'.repeat(50_000))])).toBe('list');
    expect(inlineMode(Array.from({ length: LISTED_CHANGES + 1 }, () => change('a')))).toBe('none');
    expect(inlineMode([])).toBe('full');
  });
});

describe('glossaryChanges', () => {
  const view = (
    term: string,
    headwords: string[],
    status: GlossaryView['status'],
  ): GlossaryView => ({
    id: term,
    term: headwords[0] ?? term,
    row: null,
    page: 'en',
    en: { term, text: [] },
    ja: headwords.map((h) => ({
      headword: h,
      reading: '',
      english: term,
      text: [],
      garbled: [],
      headwordMissing: h.startsWith('（'),
    })),
    status,
    from: null,
    jaNumbering: null,
  });
  const entries: Record<string, GlossaryView> = {
    'new|Boast': view('Boast', ['誇示'], 'outdated'),
    'old|Paris Mulligan': view('Paris Mulligan', ['パリ・マリガン'], 'carried'),
    'new|Room': view('Room', ['（へや）'], 'own'),
  };
  const out = glossaryChanges(
    {
      old: 'old',
      new: 'new',
      glossary: {
        added: ['Heal', 'Room'],
        removed: ['Paris Mulligan'],
        changed: [{ term: 'Boast', before: 'a', after: 'b' }],
      },
    },
    (v, t) => entries[`${v}|${t}`],
  );
  test('each change with the Japanese headwords of its entry, in the version that holds it', () => {
    expect(out).toEqual([
      // No entry to read: the glossary's index, at the anchor it lists the term under.
      {
        kind: 'added',
        term: 'Heal',
        version: 'new',
        href: '/rules/new/glossary/#g-heal',
        headwords: [],
        status: null,
      },
      {
        kind: 'added',
        term: 'Room',
        version: 'new',
        href: '/rules/new/glossary/en/#Room',
        headwords: [],
        status: null,
      },
      {
        kind: 'removed',
        term: 'Paris Mulligan',
        version: 'old',
        href: '/rules/old/glossary/en/#Paris Mulligan',
        headwords: ['パリ・マリガン'],
        status: 'carried',
      },
      {
        kind: 'modified',
        term: 'Boast',
        version: 'new',
        href: '/rules/new/glossary/en/#Boast',
        headwords: ['誇示'],
        status: 'outdated',
      },
    ]);
  });
});
