// Every English release since 2003 as the archive keeps it (content/sources/cr-en-archive/: four
// encodings, three kinds of line ends, hard-wrapped paragraphs, an appendix, a file cut short),
// read by the same reader as the site's own sources: every line placed but what is really stray,
// each release named by the date its text states.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCrText, type CrDocument } from '#scripts/parse/cr-text.ts';
import { decode, splitLines } from '#scripts/read/decode.ts';
import { ROOT } from './helpers.ts';

const DIR = join(ROOT, 'content/sources/cr-en-archive');
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort();
const docs = new Map<string, CrDocument & { encoding: string }>(
  FILES.map((f) => {
    const { encoding, text } = decode(new Uint8Array(readFileSync(join(DIR, f))));
    const doc = parseCrText({ file: `cr-en-archive/${f}`, encoding, lines: splitLines(text) });
    return [f, { ...doc, encoding }];
  }),
);
const doc = (f: string) => docs.get(f)!;

describe('the archive of English releases, 2003–2026', () => {
  it('holds 110 releases in every encoding they were published in', () => {
    expect(FILES).toHaveLength(110);
    expect(new Set([...docs.values()].map((d) => d.encoding))).toEqual(
      new Set(['utf-8', 'utf-8-bom', 'windows-1252', 'utf-16be', 'utf-16le']),
    );
  });
  it('places every line but one stray fragment (2021-11-15:4540), reported with its line', () => {
    const unplaced = [...docs].flatMap(([f, d]) =>
      d.unplaced.map((u) => `${f}:${u.line}: ${u.text}`),
    );
    expect(unplaced).toEqual(['2021-11-15.txt:4540: f']);
  });
  it('names each release by the date its text states, and tells where the file name disagrees', () => {
    const disagree = [...docs]
      .filter(([f, d]) => d.effectiveDate !== f.slice(0, 10))
      .map(([f, d]) => `${f} ${d.effectiveDate}`);
    expect(disagree).toContain('2006-06-01.txt 2004-06-01');
    expect(disagree).toContain('2013-04-29.txt 2013-05-01');
    expect(disagree).toContain('2024-08-02.txt 2024-07-30');
    expect(disagree).toHaveLength(17);
    // Every release but the archive's second copy of 2026-01-16 has a date of its own.
    const dates = [...docs.values()].map((d) => d.effectiveDate);
    expect(new Set(dates).size).toBe(110);
  });
  it('reads the hard-wrapped releases whole, also where a wrapped line begins with a rule number', () => {
    for (const f of ['2003-10-01.txt', '2003-12-01.txt', '2004-02-01.txt'])
      expect(doc(f).hardWrapped, f).toBe(true);
    expect(FILES.filter((f) => doc(f).hardWrapped)).toHaveLength(3);
    const wrapped = doc('2003-10-01.txt');
    const joined = wrapped.rules.find((r) =>
      r.text.includes('(See rule 502.26, "Morph," and rule 504'),
    );
    expect(joined).toBeDefined();
    expect(wrapped.rules.some((r) => r.number === '502.26')).toBe(true);
    expect(wrapped.rules.find((r) => r.number === '100.1')!.text).toBe(
      "These Magic rules assume a game between two players. Optional rules allow for more players but aren't discussed here. These rules can be found at the Wizards of the Coast website at www.wizards.com/default.asp?x=magic/rules/multiplayer.",
    );
    // About as many rules as the releases on either side.
    const count = (f: string) => doc(f).rules.length;
    expect(count('2003-10-01.txt')).toBeGreaterThan(count('2003-07-01.txt'));
    expect(count('2004-02-01.txt')).toBeLessThan(count('2004-10-01.txt'));
  });
  it('reads 2003-03-15 as it is: paragraphs of a rule without a number, the expansion symbols appendix in its glossary entry', () => {
    const d = doc('2003-03-15.txt');
    expect(d.rules.find((r) => r.number === '410.10d')!.text).toContain(
      '\n"Leaves play" triggers are zone-change triggers',
    );
    const symbols = d.glossary.find((g) => g.term === 'Expansion Symbol')!;
    expect(symbols.text).toContain('Expansions and Editions');
    expect(symbols.text).toContain('Arabian Nights(r) [symbol]');
    expect(symbols.text).toContain('Unglued(tm) [symbol]');
  });
  it('imports the cut-short 2013-02-01 as far as it goes and says where it stops', () => {
    const d = doc('2013-02-01.txt');
    expect(d.cut?.message).toMatch(
      /^cr-en-archive\/2013-02-01\.txt:\d+: cut short: no "Credits" after the glossary/,
    );
    expect(d.rules.length).toBeGreaterThan(2000);
    expect(d.glossary.length).toBeGreaterThan(0);
  });
  it('keeps the four releases the site also reads from cr-en/ byte for byte the same', () => {
    for (const f of ['2004-10-01.txt', '2008-10-01.txt', '2023-11-17.txt', '2025-11-14.txt'])
      expect(
        readFileSync(join(DIR, f)).equals(readFileSync(join(ROOT, 'content/sources/cr-en', f))),
        f,
      ).toBe(true);
  });
});
