import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCrText, type CrDocument } from '#scripts/parse/cr-text.ts';
import { decode, splitLines } from '#scripts/read/decode.ts';
import { compareRuleNumbers, parentNumber } from '#scripts/model/rule-number.ts';
import { ROOT, seed } from './helpers.ts';
import { fixtureCases, outcome } from './fixtures.ts';

// Each real file is read and parsed once, however many tests look at it.
const parsed = new Map<string, CrDocument>();
function parseFile(prefix: string): CrDocument {
  if (!parsed.has(prefix)) parsed.set(prefix, parseCrText(seed(prefix).src));
  return parsed.get(prefix)!;
}

describe('fixtures: tests/fixtures/parse/cr-text/ (excerpts: rules, examples, glossary, misprints, cuts; the Japanese structure; a stray line)', () => {
  for (const c of fixtureCases('parse/cr-text'))
    it(c.name, () =>
      c.expect(
        'expected.json',
        outcome(() => parseCrText(c.source())),
      ),
    );
});

describe.each([
  ['cr-en/2004-10-01', '2004-10-01', 804, 319, 0],
  ['cr-en/2008-10-01', '2008-10-01', 1265, 398, 1],
  ['cr-en/2023-11-17', '2023-11-17', 3050, 668, 0],
])('%s', (prefix, date, ruleCount, glossaryCount, corrections) => {
  const doc = parseFile(prefix);
  it('states its effective date', () => expect(doc.effectiveDate).toBe(date));
  it('places every line: no unplaced lines', () => expect(doc.unplaced).toEqual([]));
  it(`reads ${ruleCount} numbered entries and ${glossaryCount} glossary terms`, () => {
    expect(doc.rules).toHaveLength(ruleCount);
    expect(doc.glossary).toHaveLength(glossaryCount);
    expect(doc.corrections).toHaveLength(corrections);
  });
  it('numbers are unique, each has its parent, and examples belong to rules', () => {
    const numbers = new Set(doc.rules.map((r) => r.number));
    expect(numbers.size).toBe(doc.rules.length);
    for (const r of doc.rules) {
      const p = parentNumber(r.number);
      if (p) expect(numbers.has(p), `${r.number} has parent ${p}`).toBe(true);
      for (const e of r.examples) expect(e).toMatch(/^Examples?:/);
    }
  });
  it('keeps document order', () => {
    let out = 0;
    for (let i = 1; i < doc.rules.length; i++)
      if (compareRuleNumbers(doc.rules[i - 1]!.number, doc.rules[i]!.number) >= 0) out++;
    // 2008-10-01 prints 306.3c as "306.1c": the one place its own order breaks.
    expect(out).toBe(prefix.includes('2008') ? 1 : 0);
  });
  it('has an introduction, contents and credits', () => {
    expect(doc.introduction.length).toBeGreaterThan(1);
    expect(doc.contents.find((c) => c.number === '100')!.title).toBe('General');
    expect(doc.credits.join('\n')).toMatch(/Richard Garfield/);
  });
});

describe('named rules have their text', () => {
  it('724.5 of 2023-11-17 (subgame end) with its example', () => {
    const r = parseFile('cr-en/2023-11-17').rules.find((x) => x.number === '724.5')!;
    expect(r.text).toMatch(
      /^At the end of a subgame, each player takes all traditional cards they own/,
    );
    expect(r.examples).toHaveLength(1);
  });
  it('506.6 of 2004-10-01: cards removed from the game stay removed', () => {
    const r = parseFile('cr-en/2004-10-01').rules.find((x) => x.number === '506.6')!;
    expect(r.text).toContain(
      "Cards removed from the game in the subgame are not put into the player's main-game library.",
    );
  });
  it('an indented paragraph continues its rule (2004-10-01, 608.2c style)', () => {
    const doc = parseFile('cr-en/2004-10-01');
    const withBreak = doc.rules.filter((r) => r.text.includes('\n'));
    expect(withBreak.length).toBe(3);
  });
  it('reads "306.b" after "306.3a" as 306.3b and says so', () => {
    const doc = parseFile('cr-en/2008-10-01');
    expect(doc.corrections).toEqual([{ line: 837, written: '306.b', read: '306.3b' }]);
    expect(doc.rules.find((r) => r.number === '306.3b')!.text).toMatch(
      /^If an effect would put a creature into play attacking/,
    );
  });
  it('"901.4.All" (no space) and "205.2b." (a dot) are rules', () => {
    expect(parseFile('cr-en/2023-11-17').rules.find((r) => r.number === '901.4')!.text).toMatch(
      /^All plane and phenomenon cards/,
    );
    expect(parseFile('cr-en/2004-10-01').rules.find((r) => r.number === '205.2b')!.text).toMatch(
      /^Some objects can have more than one type/,
    );
  });
});

const SAMPLE = [
  'Magic: The Gathering Comprehensive Rules',
  '',
  'These rules are effective as of February 3, 2006.',
  '',
  'Introduction',
  '',
  'Intro text — “quoted” é.',
  '',
  'Contents',
  '',
  '1. The Game',
  '100. General',
  'Glossary',
  'Credits',
  '',
  '1. The Game',
  '',
  '100. General',
  '',
  '100.1. These rules café.',
  '',
  '100.1a A subrule.',
  '',
  'Example: An example.',
  '',
  'Glossary',
  '',
  'Ability',
  'Text of ability.',
  '',
  'Credits',
  '',
  'Someone',
];

function encodings(text: string): [string, Uint8Array][] {
  const le = new Uint8Array(2 + text.length * 2);
  le[0] = 0xff;
  le[1] = 0xfe;
  const be = new Uint8Array(2 + text.length * 2);
  be[0] = 0xfe;
  be[1] = 0xff;
  const leNoBom = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    le[2 + 2 * i] = c & 0xff;
    le[3 + 2 * i] = c >> 8;
    be[2 + 2 * i] = c >> 8;
    be[3 + 2 * i] = c & 0xff;
    leNoBom[2 * i] = c & 0xff;
    leNoBom[2 * i + 1] = c >> 8;
  }
  const cp1252: Record<string, number> = { '“': 0x93, '”': 0x94, '—': 0x97, é: 0xe9 };
  const w1252 = Uint8Array.from([...text].map((ch) => cp1252[ch] ?? ch.charCodeAt(0)));
  const utf8 = new TextEncoder().encode(text);
  return [
    ['utf-8', utf8],
    ['utf-8-bom', Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8])],
    ['utf-16le', le],
    ['utf-16be', be],
    ['utf-16le', leNoBom],
    ['windows-1252', w1252],
  ];
}

describe('every encoding and line ending the official files have used', () => {
  for (const [eol, name] of [
    ['\r\n', 'CRLF'],
    ['\n', 'LF'],
    ['\r', 'CR alone'],
  ] as const) {
    for (const [encoding, bytes] of encodings(SAMPLE.join(eol) + eol)) {
      it(`${encoding}, ${name}`, () => {
        const decoded = decode(bytes);
        expect(decoded.encoding).toBe(encoding);
        const doc = parseCrText({
          file: 'x.txt',
          encoding: decoded.encoding,
          lines: splitLines(decoded.text),
        });
        expect(doc.effectiveDate).toBe('2006-02-03');
        expect(doc.rules.map((r) => [r.number, r.text])).toEqual([
          ['1', 'The Game'],
          ['100', 'General'],
          ['100.1', 'These rules café.'],
          ['100.1a', 'A subrule.'],
        ]);
        expect(doc.rules[3]!.examples).toEqual(['Example: An example.']);
        expect(doc.introduction).toEqual([
          'These rules are effective as of February 3, 2006.',
          'Introduction',
          'Intro text — “quoted” é.',
        ]);
        expect(doc.glossary).toEqual([{ term: 'Ability', text: 'Text of ability.', line: 28 }]);
        expect(doc.unplaced).toEqual([]);
      });
    }
  }
  it('mixed: CRLF between sections, CR alone inside (as 2023-11-17 is published)', () => {
    const text = SAMPLE.slice(0, 20).join('\r\n') + '\r\n' + SAMPLE.slice(20).join('\r');
    const doc = parseCrText({ file: 'x.txt', encoding: 'utf-8', lines: splitLines(text) });
    expect(doc.rules.map((r) => r.number)).toEqual(['1', '100', '100.1', '100.1a']);
  });
});

describe('npm run -s rules -- parse FILE', () => {
  it('prints the rules of a file as JSON, in document order', () => {
    const out = JSON.parse(
      execFileSync(
        'node',
        ['scripts/cli/rules.ts', 'parse', 'content/sources/cr-en/2004-10-01.txt'],
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 },
      ),
    );
    expect(out.effectiveDate).toBe('2004-10-01');
    expect(out.rules[0]).toEqual({ number: '1', text: 'The Game', examples: [] });
    expect(out.rules.find((r: { number: string }) => r.number === '502.38a').text).toMatch(
      /^Bushido is a triggered ability/,
    );
    expect(out.glossary[0].term).toBe('Ability');
  });
  it('exits 2 with a message naming the file for input that is not a rules text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cr-'));
    writeFileSync(join(dir, 'bad.txt'), 'not rules\n');
    const r = spawnSync('node', ['scripts/cli/rules.ts', 'parse', join(dir, 'bad.txt')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/bad\.txt:\d+: expected/);
  });
});
