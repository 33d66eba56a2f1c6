// Fuzzing every source parser and the reference extractor: on random text and on mutated seed
// texts nothing crashes, every error names its file and line, and emitted MDX always compiles.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluate } from 'satteri';
import * as runtime from 'preact/jsx-runtime';
import { parseWikiDump } from '#scripts/parse/mtgwiki-dump.ts';
import { parseFaq2004 } from '#scripts/parse/faq-2004.ts';
import { parseCrText } from '#scripts/parse/cr-text.ts';
import { detectFormat } from '#scripts/parse/formats.ts';
import { findRuleReferences } from '#scripts/link/rule-references.ts';
import { SourceError } from '#scripts/read/source-error.ts';
import { emitArticle } from '#scripts/emit/article.ts';
import { Linker } from '#scripts/link/linker.ts';
import { RuleBook } from '#scripts/model/rule-book.ts';
import type { SourceText } from '#scripts/model/types.ts';
import { manifest, seed } from './helpers.ts';

const noise = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '•',
    '  • ',
    '    •',
    '{',
    '}',
    '<',
    '>',
    '----',
    ' ---- ',
    '++++++++++',
    '《',
    '》',
    '＊',
    '＃＃訂正＃＃',
    'rule 506.4c',
    '506.',
    '100.1a ',
    'Example:',
    'Glossary',
    'Credits',
    '[編集] ',
    '引用：総合ルール 20231117.0',
    '\n',
    '\n\n',
    '\r',
  ),
);

/** A mutated copy of a text: a few random edits of the kinds real dumps suffer. */
function mutated(text: string) {
  return fc
    .array(
      fc.tuple(
        fc.nat(),
        fc.nat({ max: 40 }),
        noise,
        fc.constantFrom('insert', 'delete', 'replace', 'indent', 'duplicate'),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((edits) => {
      let t = text;
      for (const [pos, len, s, op] of edits) {
        const at = pos % (t.length + 1);
        if (op === 'insert') t = t.slice(0, at) + s + t.slice(at);
        else if (op === 'delete') t = t.slice(0, at) + t.slice(at + len);
        else if (op === 'replace') t = t.slice(0, at) + s + t.slice(at + s.length);
        else if (op === 'indent') {
          const line = t.lastIndexOf('\n', at) + 1;
          t = `${t.slice(0, line)}${' '.repeat(len % 7)}${t.slice(line)}`;
        } else t = t.slice(0, at) + t.slice(at, at + len) + t.slice(at);
      }
      return t;
    });
}

const asSource = (file: string, text: string): SourceText => ({
  file,
  encoding: 'utf-8',
  lines: text.split(/\r\n|\r|\n/),
});

const outcomes = { parsed: 0, errors: 0 };

/** Runs a parser: it either returns, or throws a SourceError that names file:line and what was expected. */
function survives(file: string, run: () => unknown): unknown {
  try {
    const r = run();
    outcomes.parsed++;
    return r;
  } catch (e) {
    outcomes.errors++;
    expect(e).toBeInstanceOf(SourceError);
    expect((e as Error).message).toMatch(
      new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+: \\S`),
    );
    return undefined;
  }
}

const compiles = (mdx: string) =>
  evaluate(mdx.replace(/^---\n[\s\S]*?\n---\n/, ''), { ...runtime } as never);

describe('fuzzing the parsers', () => {
  for (const [prefix, name] of [
    ['000', 'Shahrazad'],
    ['001', 'サブゲーム'],
    ['003', '現象'],
  ] as const) {
    it(`MTG Wiki dump (${name}), mutated: parses or names file:line; its MDX compiles`, () => {
      const { entry, src } = seed(prefix);
      fc.assert(
        fc.property(mutated(src.lines.join('\n')), (text) => {
          const s = asSource('fuzz.txt', text);
          const article = survives('fuzz.txt', () =>
            parseWikiDump(s, { ...entry, title: s.lines[0]!.trim() || 'x' }),
          ) as ReturnType<typeof parseWikiDump> | undefined;
          if (article)
            compiles(
              emitArticle(article, {
                linker: new Linker(new RuleBook(manifest.versions)),
                articleTitles: new Set(),
                versions: manifest.versions,
                wanted: () => {},
              }),
            );
        }),
        { numRuns: 150 },
      );
    });
  }
  it('the mutations reach both outcomes: texts that parse and errors that name file:line', () => {
    expect(outcomes.parsed).toBeGreaterThan(50);
    expect(outcomes.errors).toBeGreaterThan(20);
  });
  it('the 2004 FAQ, mutated: parses or names file and offset', () => {
    const { entry, src } = seed('002');
    fc.assert(
      fc.property(mutated(src.lines[0]!), (text) => {
        survives('fuzz.txt', () =>
          parseFaq2004(
            { file: 'fuzz.txt', encoding: 'utf-8', lines: [text.replace(/\r|\n/g, ' ')] },
            { ...entry, title: text.slice(0, entry.title.length) },
          ),
        );
      }),
      { numRuns: 150 },
    );
  });
  it('the Comprehensive Rules format, mutated: parses or names file:line; unplaced lines are reported, never lost', () => {
    const { src } = seed('cr-en/2004-10-01');
    const sample = src.lines.slice(0, 400).concat(src.lines.slice(-150)).join('\n');
    fc.assert(
      fc.property(mutated(sample), (text) => {
        const doc = survives('fuzz.txt', () => parseCrText(asSource('fuzz.txt', text))) as
          ReturnType<typeof parseCrText> | undefined;
        if (doc) for (const u of doc.unplaced) expect(u.line).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });
  it('format detection on random text: a format, or an error naming file:line', () => {
    fc.assert(
      fc.property(
        fc.array(noise, { maxLength: 30 }).map((a) => a.join('')),
        (text) => {
          survives('fuzz.txt', () => detectFormat(asSource('fuzz.txt', text)));
        },
      ),
      { numRuns: 300 },
    );
  });
  it('every parser on random text', () => {
    const entry = seed('000').entry;
    fc.assert(
      fc.property(
        fc.array(noise, { maxLength: 40 }).map((a) => a.join('')),
        (text) => {
          survives('fuzz.txt', () =>
            parseWikiDump(asSource('fuzz.txt', text), {
              ...entry,
              title: text.split(/\r\n|\r|\n/)[0]!.trim() || 'x',
            }),
          );
          survives('fuzz.txt', () => parseCrText(asSource('fuzz.txt', text)));
          survives('fuzz.txt', () =>
            parseFaq2004(
              { file: 'fuzz.txt', encoding: 'utf-8', lines: [text.replace(/\r|\n/g, ' ')] },
              { ...entry, title: text.slice(0, 3) },
            ),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('fuzzing the reference extractor', () => {
  it('never crashes; every reference is a span of the text that contains its numbers', () => {
    fc.assert(
      fc.property(
        fc
          .array(
            fc.oneof(
              noise,
              fc.constantFrom(
                'rule 506.7a-f',
                'rules 614 and 615',
                '（309「ブロック」を参照）',
                '409.1bおよび409.1f-h',
                'rules 119.7–8',
                '506.4c',
              ),
            ),
            { maxLength: 20 },
          )
          .map((a) => a.join(' ')),
        fc.boolean(),
        (text, bare) => {
          for (const r of findRuleReferences(text, { bare })) {
            expect(text.slice(r.start, r.end)).toBe(r.raw);
            expect(r.numbers.length).toBeGreaterThan(0);
            for (const n of r.numbers) expect(n).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
