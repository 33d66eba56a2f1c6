// The official rules text in the forms of other releases: hard-wrapped paragraphs (late 2003,
// early 2004) and files cut short, read as far as they go with the cut reported.
import { readSourceInputs } from '#scripts/read/inputs.ts';
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCrText } from '#scripts/parse/cr-text.ts';
import { decode, splitLines } from '#scripts/read/decode.ts';
import { loadRuleBook } from '#scripts/pipeline.ts';
import { ROOT, seed } from './helpers.ts';

const fixture = (name: string) => {
  const file = `tests/fixtures/parse/cr-text/${name}/input.txt`;
  return {
    file,
    encoding: 'utf-8',
    lines: splitLines(decode(new Uint8Array(readFileSync(join(ROOT, file)))).text),
  };
};
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Breaks every line longer than `width` at spaces, continuation lines not indented: the 2003 form. */
function hardWrap(lines: string[], width = 79): string[] {
  return lines.flatMap((line) => {
    const out: string[] = [];
    let rest = line;
    while (rest.length > width) {
      const at = rest.lastIndexOf(' ', width);
      if (at <= 0) break;
      out.push(rest.slice(0, at));
      rest = rest.slice(at + 1);
    }
    out.push(rest);
    return out;
  });
}

describe('hard-wrapped releases (late 2003, early 2004)', () => {
  const doc = parseCrText(fixture('hard-wrapped-2003'));

  it('reads each paragraph whole: rules, examples and glossary definitions', () => {
    expect(doc.hardWrapped).toBe(true);
    expect(doc.effectiveDate).toBe('2003-10-01');
    const r = new Map(doc.rules.map((x) => [x.number, x]));
    expect([...r.keys()]).toEqual([
      '1',
      '100',
      '100.1',
      '100.1a',
      '100.2',
      '101',
      '101.1',
      '101.2',
    ]);
    expect(r.get('100.1')!.text).toBe(
      'These Magic rules apply to any Magic game with two or more players, including two-player games and multiplayer games. See rule 600, "General Multiplayer Rules."',
    );
    expect(r.get('100.1a')!.examples).toEqual([
      'Example: A game that begins with two players and in which a third joins is still a two-player game; see rule 101.2 for how a game starts.',
    ]);
    expect(doc.glossary[0]).toMatchObject({
      term: 'Active Player',
      text: 'The player whose turn it is. See rule 101.1. This definition is long enough to be wrapped onto a second line in this form of the text.',
    });
    expect(doc.introduction.find((p) => p.startsWith('This booklet'))).toMatch(
      /^This booklet is designed for people who've moved beyond the basics of the Magic: The Gathering\(r\) game\./,
    );
    expect(doc.cut).toBeNull();
  });

  it('still reports a lone stray line (a paragraph of its own that belongs to no rule)', () => {
    expect(doc.unplaced).toEqual([
      expect.objectContaining({ line: 44, text: 'A lone stray line that belongs to no rule.' }),
    ]);
  });

  it('reads the real 2004-10-01 rules hard-wrapped at 79 columns exactly as unwrapped', () => {
    const { src } = seed('cr-en/2004-10-01');
    const plain = parseCrText(src);
    const wrapped = parseCrText({ ...src, lines: hardWrap(src.lines) });
    expect(wrapped.hardWrapped).toBe(true);
    expect(wrapped.unplaced).toEqual([]);
    expect(wrapped.rules.map((r) => r.number)).toEqual(plain.rules.map((r) => r.number));
    for (const [i, r] of wrapped.rules.entries()) {
      expect(squash(r.text), r.number).toBe(squash(plain.rules[i]!.text));
      expect(r.examples.map(squash), r.number).toEqual(plain.rules[i]!.examples.map(squash));
    }
    expect(wrapped.glossary.map((g) => [g.term, squash(g.text)])).toEqual(
      plain.glossary.map((g) => [g.term, squash(g.text)]),
    );
  });
});

describe('rules texts cut short', () => {
  const { src } = seed('cr-en/2026-06-19');
  const cutAt = (n: number) => parseCrText({ ...src, lines: src.lines.slice(0, n) });

  it('a file cut in the rules is read as far as it goes; the cut names the file, the line and the last complete entry', () => {
    const full = parseCrText(src);
    const at = full.rules.find((r) => r.number === '715.3')!.line;
    const doc = cutAt(at);
    expect(doc.rules.at(-1)!.number).toBe('715.3');
    expect(doc.rules.length).toBe(full.rules.findIndex((r) => r.number === '715.3') + 1);
    expect(doc.glossary).toEqual([]);
    expect(doc.cut).toMatchObject({ line: at, lastComplete: 'rule 715.2c' });
    expect(doc.cut!.message).toMatch(
      new RegExp(`^${src.file.replace(/\./g, '\\.')}:${at}: cut short: .*rule 715\\.2c`),
    );
  });

  it('a file cut in the glossary keeps the rules whole and the glossary up to the cut', () => {
    const full = parseCrText(src);
    const entry = full.glossary[100]!;
    const doc = cutAt(entry.line + 1);
    expect(doc.rules.length).toBe(full.rules.length);
    expect(doc.glossary.at(-1)!.term).toBe(entry.term);
    expect(doc.cut!.lastComplete).toBe(`glossary entry "${full.glossary[99]!.term}"`);
    expect(doc.cut!.message).toContain('cut short');
  });

  it('a complete file has no cut', () => {
    expect(parseCrText(src).cut).toBeNull();
  });

  it('the build reads a cut-short rules text and lists the cut in its report', () => {
    const root = mkdtempSync(join(tmpdir(), 'cut-'));
    mkdirSync(join(root, 'content/sources/cr-en'), { recursive: true });
    const text = readFileSync(join(ROOT, 'content/sources/cr-en/2026-06-19.txt'), 'utf8')
      .split('\r\n')
      .slice(0, 5000)
      .join('\r\n');
    writeFileSync(join(root, 'content/sources/cr-en/2026-06-19.txt'), text);
    const manifest = {
      versions: [{ name: '2026-06-19', effective: '2026-06-19', label: 'x', note: 'x' }],
      sources: [
        {
          file: 'cr-en/2026-06-19.txt',
          format: 'cr-text' as const,
          title: 'x',
          attribution: 'x',
          sourceUrl: null,
          language: 'en' as const,
          rulesVersions: ['2026-06-19'],
        },
      ],
    };
    writeFileSync(join(root, 'content/sources/manifest.json'), JSON.stringify(manifest));
    const book = loadRuleBook(readSourceInputs(root, manifest));
    expect(book.count('2026-06-19')).toBeGreaterThan(1000);
    expect(book.cuts).toEqual([
      expect.objectContaining({ file: 'content/sources/cr-en/2026-06-19.txt', line: 5000 }),
    ]);
    expect(book.cuts[0]!.message).toContain('cut short');
  });
});
