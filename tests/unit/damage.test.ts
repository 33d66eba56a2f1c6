// Damaged sources get the right diagnosis: a bad byte in a UTF-8 file, a UTF-16 file of odd
// length, a FAQ or article cut short; and, as a property over every real source cut and
// byte-flipped at random, the build either stops naming file:line (or offset) or lists the
// damage in its report — it never builds less without saying so.
import { readInputs, readSourceInputs } from '#scripts/read/inputs.ts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { decode, DecodeError } from '#scripts/read/decode.ts';
import { parseAllSources, runPipeline } from '#scripts/pipeline.ts';
import { SourceError } from '#scripts/read/source-error.ts';
import type { Manifest, SourceEntry } from '#scripts/model/types.ts';
import { explain, parseRuleAddress } from '#components/rules/rule-address.ts';
import { manifest, ROOT } from './helpers.ts';

const bytesOf = (file: string) => new Uint8Array(readFileSync(join(ROOT, 'content/sources', file)));

/** A project root holding one source (with these bytes) and a manifest naming only it. */
function rootWith(entry: SourceEntry, bytes: Uint8Array): { root: string; manifest: Manifest } {
  const root = mkdtempSync(join(tmpdir(), 'damage-'));
  const path = join(root, 'content/sources', entry.file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  const versions = manifest.versions.filter((v) => entry.rulesVersions.includes(v.name));
  const m: Manifest = { versions, sources: [entry] };
  writeFileSync(join(root, 'content/sources/manifest.json'), JSON.stringify(m));
  if (entry.format === 'faq-2004') {
    mkdirSync(join(root, 'content/faq'), { recursive: true });
    copyFileSync(
      join(ROOT, 'content/faq/champions-of-kamigawa.json'),
      join(root, 'content/faq/champions-of-kamigawa.json'),
    );
  }
  return { root, manifest: m };
}
const entry = (prefix: string) => manifest.sources.find((s) => s.file.startsWith(prefix))!;
const parseWith = (prefix: string, bytes: Uint8Array) => {
  const { root, manifest: m } = rootWith(entry(prefix), bytes);
  return parseAllSources(readSourceInputs(root, m));
};
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('encoding diagnosis', () => {
  it('a UTF-8 article with one invalid byte: file:line:column and the byte, not "unknown format"', () => {
    const bytes = bytesOf('003_611999d24b13967b.txt');
    bytes[2000] = 0xff;
    expect(() => parseWith('003_', bytes)).toThrow(
      /^content\/sources\/003_611999d24b13967b\.txt:29:10: invalid UTF-8 byte 0xFF \(the rest of the file is UTF-8\)$/,
    );
  });

  it('a file that claims UTF-16 and has an odd length is reported as such', () => {
    const bytes = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(
        new Uint16Array(
          [...'Magic: The Gathering Comprehensive Rules\n'].map((c) => c.charCodeAt(0)),
        ).buffer,
      ),
      0x41,
    ]);
    expect(() => decode(bytes)).toThrow(DecodeError);
    expect(() => decode(bytes)).toThrow(/claims UTF-16 .* odd number of bytes/);
  });

  it('Windows-1252 text (lone accented bytes) still reads as Windows-1252; a mostly-UTF-8 file never does', () => {
    expect(
      decode(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x72, 0xe9, 0x73, 0x75, 0x6d, 0xe9])),
    ).toEqual({ encoding: 'windows-1252', text: 'Café résumé' });
    const mostly = utf8('サブゲーム、サブゲーム、サブゲーム');
    mostly[3] = 0xff;
    expect(() => decode(mostly)).toThrow(
      /^invalid UTF-8 byte 0xFF \(the rest of the file is UTF-8; 3 bad bytes in all\)/,
    );
  });
});

describe('sources cut short', () => {
  it('the FAQ cut in half, mid-card: cut short, with the offset and the last complete entry', () => {
    const text = readFileSync(join(ROOT, 'content/sources/002_7495dbd995a90408.txt'), 'utf8');
    const at = text.indexOf('あなたがコントロールするタ') + 'あなたがコントロールするタ'.length;
    try {
      parseWith('002_', utf8(text.slice(0, at)));
      expect.unreachable('a cut FAQ must stop the build');
    } catch (e) {
      expect(e).toBeInstanceOf(SourceError);
      expect((e as Error).message).toMatch(
        new RegExp(
          `^content/sources/002_7495dbd995a90408\\.txt:1: offset ${at}: cut short: .*the last complete entry is 《[^》]+》$`,
        ),
      );
    }
  });

  it('an 「出典: MTG Wiki」 dump without its trailer stops the build: cut short at its last line', () => {
    const lines = readFileSync(
      join(ROOT, 'content/sources/001_fdbab3dfef281ad8.txt'),
      'utf8',
    ).split('\n');
    const cut = lines.slice(0, 30).join('\n');
    expect(() => parseWith('001_', utf8(cut))).toThrow(
      /^content\/sources\/001_fdbab3dfef281ad8\.txt:30: cut short: .*the last complete entry is line 29/,
    );
  });

  it('a 「提供：MTG Wiki」 dump whose last line stops mid-sentence builds, with a warning in the report', () => {
    const text = readFileSync(join(ROOT, 'content/sources/000_bbd8964c7f53b864.txt'), 'utf8');
    const cut = text.slice(0, text.lastIndexOf('。', text.length - 200) - 5);
    const { root, manifest: m } = rootWith(entry('000_'), utf8(cut));
    mkdirSync(join(root, 'content/history'), { recursive: true });
    copyFileSync(
      join(ROOT, 'content/history/overrides.json'),
      join(root, 'content/history/overrides.json'),
    );
    const { report } = runPipeline(readInputs(root, m));
    expect(report.warnings).toEqual([
      expect.objectContaining({
        file: 'content/sources/000_bbd8964c7f53b864.txt',
        message: expect.stringMatching(/^possibly cut short/),
      }),
    ]);
  });
});

describe('a property: damage is reported, never silent', () => {
  // What a source yields, to tell whether a damaged copy built less than the whole.
  const size = (p: ReturnType<typeof parseAllSources>) => ({
    rules: p.book.versions.reduce((n, v) => n + p.book.count(v.name), 0),
    glossary: [...p.book.glossary.values()].reduce((n, g) => n + g.length, 0),
    faq: p.faqs.reduce((n, f) => n + f.doc.sections.length, 0),
    blocks: p.documents.reduce(
      (n, d) => n + d.intro.length + d.sections.reduce((k, s) => k + 1 + s.blocks.length, 0),
      0,
    ),
  });
  const reported = (p: ReturnType<typeof parseAllSources>) =>
    p.book.cuts.length +
    p.book.unplaced.length +
    p.documents.reduce((n, d) => n + d.warnings.length, 0);
  const outcomes = { stopped: 0, reported: 0, whole: 0 };

  for (const prefix of ['000_', '001_', '002_', '003_', 'cr-en/2004-10-01']) {
    it(`${prefix}: cut at random and bytes flipped, it stops naming file:line or lists the damage`, () => {
      const original = bytesOf(entry(prefix).file);
      const text = new TextDecoder().decode(original);
      const whole = size(parseWith(prefix, original));
      fc.assert(
        fc.property(
          fc.nat({ max: text.length - 1 }),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { maxLength: 2 }),
          (cutAt, flips) => {
            // Cut on a character boundary, then flip bytes.
            const bytes = utf8(text.slice(0, Math.max(1, cutAt)));
            for (const [at, mask] of flips) bytes[at % bytes.length] ^= mask;
            let parsed: ReturnType<typeof parseAllSources>;
            try {
              parsed = parseWith(prefix, bytes);
            } catch (e) {
              expect(e).toBeInstanceOf(SourceError);
              expect((e as Error).message).toMatch(/^content\/sources\/[^:]+:\d+(:\d+)?: \S/);
              outcomes.stopped++;
              return;
            }
            const got = size(parsed);
            const less =
              got.rules < whole.rules ||
              got.glossary < whole.glossary ||
              got.faq < whole.faq ||
              got.blocks < whole.blocks;
            // A 「提供」 dump has no trailer: a cut that ends on a whole sentence cannot be seen (documented).
            const undetectable =
              prefix !== '001_' &&
              entry(prefix).format === 'mtgwiki-dump' &&
              /[。」]\s*$/.test(new TextDecoder().decode(bytes).trimEnd());
            if (less && !undetectable)
              expect(
                reported(parsed),
                `built less without saying so (cut at ${cutAt})`,
              ).toBeGreaterThan(0);
            if (reported(parsed) > 0) outcomes.reported++;
            else outcomes.whole++;
          },
        ),
        { numRuns: 60, seed: 20261130 },
      );
    });
  }

  it('both outcomes occurred: stopped with file:line, and built with the damage reported', () => {
    expect(outcomes.stopped).toBeGreaterThan(0);
    expect(outcomes.reported).toBeGreaterThan(0);
  });
});

describe('unknown rule addresses (the 404 page)', () => {
  const index = {
    versions: ['2026-06-19', '20231117.0'],
    numbers: { '702': 3, '702.19': 3, '702.19a': 3, '999': 0, '506.4c': 2 } as Record<
      string,
      number
    >,
  };
  it('recognises both address forms, with or without the slash, full-width digits too', () => {
    expect(parseRuleAddress('/r/20231117.0/999.9/')).toEqual({
      version: '20231117.0',
      number: '999.9',
    });
    expect(parseRuleAddress('/r/702.999')).toEqual({ version: null, number: '702.999' });
    expect(parseRuleAddress(`/r/${encodeURIComponent('７０２．１９ｚ')}/`)).toEqual({
      version: null,
      number: '702.19z',
    });
    expect(parseRuleAddress('/rules/702/')).toBeNull();
    expect(parseRuleAddress('/rules/2026-06-19/glossary/')).toBeNull();
  });
  it('recognises a rules page address too: /rules/<version>/<number>/', () => {
    expect(parseRuleAddress('/rules/2026-06-19/702.19z/')).toEqual({
      version: '2026-06-19',
      number: '702.19z',
      page: true,
    });
    expect(parseRuleAddress(`/rules/20231117.0/${encodeURIComponent('９９９')}`)).toEqual({
      version: '20231117.0',
      number: '999',
      page: true,
    });
  });
  it('a rules page address of a rule held elsewhere names its page; of one not held, the nearest rule', () => {
    expect(explain({ version: '2026-06-19', number: '702.19a', page: true }, index)).toEqual({
      message: '2026-06-19 の 702.19a は別のページにあります',
      lead: 'この規則のページ：',
      nearest: { number: '702.19a', href: '/rules/2026-06-19/702.19/#702.19a' },
      then: null,
      elsewhere: [],
    });
    expect(explain({ version: '2026-06-19', number: '702.19z', page: true }, index)).toMatchObject({
      message: '規則 702.19z は 2026-06-19 にありません',
      lead: 'いちばん近い規則：',
      nearest: { number: '702.19', href: '/rules/2026-06-19/702.19/#702.19' },
    });
    expect(explain({ version: '1999', number: '702.19', page: true }, index)).toMatchObject({
      message: '版 1999 はこのサイトにありません',
      nearest: null,
    });
  });
  it('says what is not held, links the nearest held rule (the parent, else the section) and the other versions', () => {
    expect(explain({ version: null, number: '702.19z' }, index)).toMatchObject({
      message: '規則 702.19z は 2026-06-19 にありません',
      nearest: { number: '702.19', href: '/rules/2026-06-19/702.19/#702.19' },
    });
    expect(explain({ version: '20231117.0', number: '702.999' }, index).nearest).toMatchObject({
      number: '702',
    });
    expect(explain({ version: '2026-06-19', number: '506.4c' }, index).elsewhere).toEqual([
      { version: '20231117.0', href: '/rules/20231117.0/506/#506.4c' },
    ]);
  });
  it("says what the version numbered the rule, from the rules' histories", () => {
    const then = { '20231117.0': { '702.19b': '502.9b' }, '2026-06-19': { '506.4c': '506.4d' } };
    expect(explain({ version: '20231117.0', number: '702.19b' }, index, then).then).toEqual({
      number: '502.9b',
      href: '/rules/20231117.0/502/#502.9b',
    });
    expect(explain({ version: null, number: '506.4c' }, index, then).then).toMatchObject({
      number: '506.4d',
    });
    // Nothing to say of a version the rule's history does not reach.
    expect(explain({ version: '20231117.0', number: '702.19z' }, index, then).then).toBeNull();
  });
});
