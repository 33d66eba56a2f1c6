// The whole corpus (every source of content/sources/), run through the pipeline once and shared by
// every assertion that needs it, grouped by the unit file each came from. The rules command's
// diffs load the corpus in processes of their own: they start with the file and run beside it.
// Parsers and emitters are tested on small fixtures in tests/unit/.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProfiles } from '#scripts/cli/rules-profiles.ts';
import { execFile } from 'node:child_process';
import { runPipeline, type PipelineResult } from '#scripts/pipeline.ts';
import { normalise, type Pairing } from '#scripts/history/matcher.ts';
import { releasesOf, releaseStep } from '#scripts/history/releases.ts';
import { readReleaseTexts } from '#scripts/read/release-texts.ts';
import { diskReleaseStepCache } from '#scripts/read/release-step-cache.ts';
import { readInputs } from '#scripts/read/inputs.ts';
import { readManifest } from '#scripts/read/sources.ts';
import { parseCrJaWeb, type CrJaDocument } from '#scripts/parse/cr-ja-web.ts';
import { englishKey } from '#scripts/link/translations.ts';
import { pairGlossary, termKey } from '#scripts/link/glossary-pairs.ts';
import { ROOT, seed } from '../unit/helpers.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  VersionViewSchema,
  type CitationTableData,
  type DiffView,
  type NumberSpans,
  type RuleTitles,
  type VersionView,
} from '#scripts/model/data-contract.ts';
import type { CiteReleases } from '#scripts/model/data-contract.ts';
import { suggestRelease } from '#components/cite/suggest-release.ts';
import { isRule, isSubrule, parentNumber, sectionOf } from '#scripts/model/rule-number.ts';
import { citations, queryRuleNumber } from '#scripts/model/rule-number-text.ts';
import { firstResults, scoreJudged, type JudgedQuery } from '#components/search/judged.ts';
import {
  SearchRecordsSchema,
  type SearchLexicon,
  type SearchRecord,
} from '#scripts/model/data-contract.ts';
import { pagefindBundles } from '#scripts/emit/pagefind-bundles.ts';
import { GENERATED, type GeneratedFile } from '#scripts/model/generated-files.ts';
import { pagefindInNode, NODE_PAGEFIND_BASE } from '#scripts/pagefind-node.ts';
import { displaySegments, ruleHeading } from '#scripts/model/segments.ts';
import { FullText } from '#components/search/pagefind.ts';
import {
  offsetFromContext,
  plainText,
  scoreSample,
  type JudgedOccurrence,
} from './term-occurrences.ts';

let pipeline: PipelineResult;
beforeAll(() => {
  startDiffs();
  pipeline = runPipeline(readInputs(ROOT), diskReleaseStepCache(ROOT));
}, 300_000);

// ---- npm run -s rules -- diff OLD NEW, each pair run once ----

type Diff = {
  added: string[];
  removed: string[];
  changed: { number: string; before: string; after: string }[];
  moved: { from: string; to: string; similarity: number }[];
};
type FullDiff = Diff &
  Pick<
    Pairing,
    | 'unchanged'
    | 'modified'
    | 'referencesOnly'
    | 'renumbered'
    | 'renumberedModified'
    | 'split'
    | 'merged'
  > & {
    glossary: { added: string[]; removed: string[]; changed: { term: string }[] };
  };

const DIFFS: [string, string][] = [
  ['2004-10-01', '2008-10-01'],
  ['2008-10-01', '20231117.0'],
  ['2004-10-01', '20231117.0'],
  ['2008-10-01', '2004-10-01'],
  ['20260116.0', '2026-02-27'],
  ['2025-11-14', '20260116.0'],
  ['2026-02-27', '2026-04-17'],
  ['2026-04-17', '2026-06-19'],
  ['2008-10-01', '2008-10-01'],
];
/** Each process holds the whole rule book (about 200 MB) and a core: two at a time, beside the pipeline. */
const AT_ONCE = 2;
/** A test that needs a diff may wait for those queued before it. */
const WAITS_FOR_DIFFS = { timeout: 180_000 };
const diffs = new Map<string, Promise<FullDiff>>();
const waiting: (() => void)[] = [];
let running = 0;

/** A command of the project's command line, queued with the others: its standard output. */
function cli(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const start = () => {
      running++;
      execFile(
        'node',
        args,
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 },
        (error, stdout) => {
          running--;
          waiting.shift()?.();
          if (error) reject(error);
          else resolve(stdout);
        },
      );
    };
    if (running < AT_ONCE) start();
    else waiting.push(start);
  });
}

const runDiff = async (a: string, b: string): Promise<FullDiff> =>
  JSON.parse(await cli(['scripts/cli/rules.ts', 'diff', a, b])) as FullDiff;

function startDiffs(): void {
  // A failed diff fails the tests that await it.
  for (const [a, b] of DIFFS) void diff(a, b).catch(() => {});
}

function diff(a: string, b: string): Promise<FullDiff> {
  const key = `${a}|${b}`;
  if (!diffs.has(key)) diffs.set(key, runDiff(a, b));
  return diffs.get(key)!;
}

// ---- pipeline.test.ts ----

describe('pipeline.test.ts: the whole pipeline over content/sources', () => {
  it('writes each file the registry names once as its schema says (the build report among them)', () => {
    // The files of one name (not those named per version or per pair).
    const named = (Object.values(GENERATED) as unknown[]).filter(
      (f): f is GeneratedFile => typeof f !== 'function',
    );
    expect(named.map((f) => f.path)).toContain('data/report.json');
    for (const file of named) {
      const body = pipeline.files.get(file.path);
      expect(body, file.path).toBeDefined();
      const parsed = file.schema.safeParse(JSON.parse(body!));
      expect(parsed.error?.issues.slice(0, 3), file.path).toBeUndefined();
    }
    // And each comparison shown in full, with its whole pairing.
    const pairs = [...pipeline.files.keys()].filter((p) => /^data\/history\/.+--.+\.json$/.test(p));
    expect(pairs.length).toBeGreaterThan(0);
    for (const path of pairs) {
      const [older, newer] = path.slice('data/history/'.length, -'.json'.length).split('--');
      const file = GENERATED.historyPair(older!, newer!);
      expect(file.path).toBe(path);
      const parsed = file.schema.safeParse(JSON.parse(pipeline.files.get(path)!));
      expect(parsed.error?.issues.slice(0, 3), path).toBeUndefined();
    }
  });
  it("writes the widgets' data: each version's rules profile as the command line reads it from that version's sources alone, the presets, the embeds", () => {
    expect(JSON.parse(pipeline.files.get('data/engines.json')!)).toEqual(loadProfiles(ROOT));
    const presets = JSON.parse(pipeline.files.get('data/presets.json')!);
    expect(presets.combat.map((p: { name: string }) => p.name)).toContain('02-first-strike');
    expect(presets.subgame.map((p: { name: string }) => p.name)).toContain('04-nested');
    expect(presets.layers.map((p: { name: string }) => p.name)).toContain(
      '03-opalescence-dependency-2026',
    );
    // The combat stepper on each version's combat phase; the layer stepper on its layer section.
    expect(Object.keys(JSON.parse(pipeline.files.get('data/embeds.json')!))).toEqual([
      '/rules/2004-10-01/306/',
      '/rules/2004-10-01/418/',
      '/rules/2008-10-01/306/',
      '/rules/2008-10-01/418/',
      '/rules/20231117.0/506/',
      '/rules/20231117.0/613/',
      '/rules/2025-11-14/506/',
      '/rules/2025-11-14/613/',
      '/rules/2026-02-27/506/',
      '/rules/2026-02-27/613/',
      '/rules/2026-04-17/506/',
      '/rules/2026-04-17/613/',
      '/rules/2026-06-19/506/',
      '/rules/2026-06-19/613/',
      '/rules/20260116.0/506/',
      '/rules/20260116.0/613/',
      '/wiki/Shahrazad/',
      '/wiki/サブゲーム/',
    ]);
  });

  it('reads every source in the manifest and detects its format', () => {
    expect(
      pipeline.report.sources.map((s) => [s.file.replace('content/sources/', ''), s.format]),
    ).toEqual([
      ['000_bbd8964c7f53b864.txt', 'mtgwiki-dump'],
      ['001_fdbab3dfef281ad8.txt', 'mtgwiki-dump'],
      ['002_7495dbd995a90408.txt', 'faq-2004'],
      ['003_611999d24b13967b.txt', 'mtgwiki-dump'],
      ['cr-en/2004-10-01.txt', 'cr-text'],
      ['cr-en/2008-10-01.txt', 'cr-text'],
      ['cr-en/2023-11-17.txt', 'cr-text'],
      ['cr-en/2025-11-14.txt', 'cr-text'],
      ['cr-en/2026-01-16.txt', 'cr-text'],
      ['cr-en/2026-02-27.txt', 'cr-text'],
      ['cr-en/2026-04-17.txt', 'cr-text'],
      ['cr-en/2026-06-19.txt', 'cr-text'],
      ['cr-ja/20260116.txt', 'cr-ja-web'],
    ]);
  });

  it('keeps the same number apart in different versions (506 is combat in 20231117.0, subgames in 5.5.2.0)', () => {
    expect(pipeline.book.get('20231117.0', '506')!.ja).toBe('戦闘フェイズ');
    expect(pipeline.book.get('5.5.2.0', '506')!.ja).toBe('サブゲーム');
  });

  it('resolves each reference in the version of the text it stands in', () => {
    const refs = pipeline.book; // the rule book the linker used
    expect(refs.has('20231117.0', '506.7')).toBe(true);
    const shahrazad = pipeline.files.get('documents/wiki--Shahrazad.mdx')!;
    expect(shahrazad).toContain(
      '<a href="/rules/20231117.0/506/#506.7" class="rule-ref" data-rule="506.7" data-version="20231117.0">rule 506.7</a>',
    );
    // rule 506.7a-f: one link, every number recorded, all resolved
    expect(shahrazad).toContain(
      'data-rule="506.7a" data-version="20231117.0" data-rules="506.7a 506.7b 506.7c 506.7d 506.7e 506.7f">rule 506.7a-f</a>',
    );
    // the FAQ's bare references resolve in 2004-10-01, whose English text the corpus holds
    const faq = pipeline.files.get('documents/faq--champions-of-kamigawa.mdx')!;
    for (const n of ['309', '409.1b', '409.1f', '409.1c', '308', '413', '420', '314.3']) {
      expect(faq).toContain(
        `<a href="/rules/2004-10-01/${n.slice(0, 3)}/#${n}" class="rule-ref" data-rule="${n}" data-version="2004-10-01"`,
      );
    }
    // a reference the corpus cannot resolve is reported with file and line
    expect(pipeline.report.references.unresolved).toContainEqual({
      version: '5.5.2.0',
      number: '101',
      from: 'サブゲーム',
      file: 'content/sources/001_fdbab3dfef281ad8.txt',
      line: 32,
    });
  });

  it('gives every referenced rule a permanent page, held or not', () => {
    const links = JSON.parse(pipeline.files.get('data/permalinks.json')!) as {
      path: string;
      target: string | null;
    }[];
    const byPath = new Map(links.map((l) => [l.path, l.target]));
    expect(byPath.get('/r/20231117.0/506.4c/')).toMatch(/#506\.4c$/);
    expect(byPath.get('/r/5.5.2.0/506.5/')).toBe('/rules/5.5.2.0/506/#506.5');
    // /r/<number>/ lands in the newest version that has the rule
    expect(byPath.get('/r/506.5/')).toBe('/rules/2026-06-19/506/#506.5');
    expect(byPath.get('/r/702.19b/')).toBe('/rules/2026-06-19/702.19/#702.19b');
    expect(byPath.get('/r/502.38a/')).toBe('/rules/2008-10-01/502/#502.38a'); // bushido: 502.38a until 2008, 702.45a now
    for (const u of pipeline.report.references.unresolved)
      expect(byPath.has(`/r/${u.version}/${u.number}/`)).toBe(true);
  });

  it("pairs the Japanese 2004 rules of the FAQ with that version's English text", () => {
    const bushido = pipeline.book.get('2004-10-01', '502.38a')!;
    expect(bushido.ja).toMatch(/^武士道は誘発型能力である。/);
    expect(bushido.en).toMatch(/^Bushido is a triggered ability/);
    for (const n of [
      '502.38',
      '502.39a',
      '502.40e',
      '502.14b',
      '502.41c',
      '508.1c',
      '509.3',
      '420.5e',
    ])
      expect(pipeline.book.get('2004-10-01', n)?.ja, n).toBeTruthy();
  });

  it('lists the see-also entries the corpus does not have as wanted articles', () => {
    expect(pipeline.report.wantedArticles.map((w) => w.title)).toContain('Enter the Dungeon');
    expect(
      pipeline.report.wantedArticles.find((w) => w.title === 'プレインチェイス戦')!.from,
    ).toEqual(['現象']);
  });
});

// ---- faq-2004.test.ts ----

describe('faq-2004.test.ts: cards, mechanics and links', () => {
  it('resolves every 《》 in the articles and the FAQ to a card or an article (rules examples name cards the site has no page for: reported)', () => {
    const inRules = (u: { from: string }) => /^(\d|用語集)/.test(u.from);
    expect(pipeline.report.unknownCards.filter((u) => !inRules(u))).toEqual([]);
    expect(
      pipeline.report.unknownCards.some(
        (u) => u.name === '吸血鬼の落とし子' && u.from === '510.1c（20260116.0）',
      ),
    ).toBe(true);
    const faqPage = pipeline.files.get('documents/faq--champions-of-kamigawa.mdx')!;
    const brackets = faqPage.match(/《[^《》]+》/g)!;
    // A 《》 in running text is a card-ref link; a card entry's own head (《名前/Name》) links too.
    const linked = faqPage.match(
      /<a href="\/cards\/[^"]+" class="card-(?:ref|name)">《[^《》]+》<\/a>/g,
    )!;
    expect(linked.length).toBe(brackets.length);
  });
  it('links mechanic names and card names in articles and rules', () => {
    const gardener = pipeline.files.get('documents/card--budoka-gardener.mdx')!;
    expect(gardener).toContain(
      '<a href="/mechanics/flip-cards/" class="mechanic-ref">反転カード</a>',
    );
    const subgame = pipeline.files.get('documents/wiki--サブゲーム.mdx')!;
    expect(subgame).toContain('<a href="/wiki/Shahrazad/" class="article-ref">Shahrazad</a>');
  });
});

// ---- damage.test.ts ----

describe('damage.test.ts: sources cut short', () => {
  it('the real sources are whole: no cut, no warning', () => {
    expect(pipeline.book.cuts).toEqual([]);
    expect(pipeline.documents.flatMap((d) => d.warnings)).toEqual([]);
  });
});

// ---- history.test.ts ----

describe('history.test.ts: npm run -s rules -- diff OLD NEW', WAITS_FOR_DIFFS, () => {
  it('2004-10-01 → 2008-10-01 shows the subgame rule changed: cards exiled in a subgame now return', async () => {
    const m = (await diff('2004-10-01', '2008-10-01')).moved.find((x) => x.from === '506.6');
    expect(m).toMatchObject({ to: '506.5' });
    const { pairing } = JSON.parse(pipeline.files.get('data/history/2004-10-01--2008-10-01.json')!);
    const full = pairing.moved.find((x: { from: string }) => x.from === '506.6');
    expect(full.before).toContain('Cards removed from the game in the subgame are not put into');
    expect(full.after).toContain(
      "This includes cards in the subgame's removed-from-the-game zone.",
    );
  });
  it('2008-10-01 → 20231117.0 pairs the subgame rules (506.x then, 724.x now) as moved', async () => {
    const d = await diff('2008-10-01', '20231117.0');
    for (const [from, to] of [
      ['506', '724'],
      ['506.1', '724.1'],
      ['506.1a', '724.1a'],
      ['506.2', '724.2'],
      ['506.3', '724.3'],
      ['506.4', '724.4'],
      ['506.5', '724.5'],
      ['506.6', '724.6'],
    ]) {
      expect(
        d.moved.find((m) => m.from === from),
        from,
      ).toMatchObject({ to });
    }
    expect(d.removed.filter((n) => n.startsWith('506'))).toEqual([]);
  });
  it('2004-10-01 → 20231117.0 pairs bushido 502.38a with 702.45a (any two versions can be compared on demand)', async () => {
    expect(
      (await diff('2004-10-01', '20231117.0')).moved.find((m) => m.from === '502.38a'),
    ).toMatchObject({ to: '702.45a' });
  });
  it('a rule whose text is unchanged under the same number is not reported', async () => {
    const d0408 = await diff('2004-10-01', '2008-10-01');
    const all = [
      ...d0408.added,
      ...d0408.removed,
      ...d0408.changed.map((c) => c.number),
      ...d0408.moved.flatMap((m) => [m.from, m.to]),
    ];
    const book = pipeline.book;
    const same = book
      .ordered('2004-10-01')
      .filter((r) => r.en && book.get('2008-10-01', r.number)?.en === r.en)
      .map((r) => r.number);
    expect(same.length).toBeGreaterThan(100);
    for (const n of same) expect(all, n).not.toContain(n);
  });
  it('an override pairs what the matcher alone would not, with its reason on file', async () => {
    expect(
      (await diff('2004-10-01', '2008-10-01')).moved.find((m) => m.from === '506.7'),
    ).toMatchObject({ to: '506.6' });
  });
  it('diff works in either direction', async () => {
    const back = await diff('2008-10-01', '2004-10-01');
    expect(back.moved.find((m) => m.from === '506.5')).toMatchObject({ to: '506.6' });
    expect(back.added.length).toBe((await diff('2004-10-01', '2008-10-01')).removed.length);
  });
});

describe('history.test.ts: the matcher', () => {
  it('gives each rule its history through the releases', () => {
    const view = JSON.parse(pipeline.files.get('data/rules/20231117.0.json')!);
    const r = view.rules.find((x: { number: string }) => x.number === '724.5');
    expect(r.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ version: '2008-10-01', number: '506.5', status: 'moved' }),
      ]),
    );
  });
});

type Pair = { old: string; new: string; via: string[]; lang: 'en' | 'ja'; pairing: Pairing };

const pairOf = (a: string, b: string): Pair =>
  JSON.parse(pipeline.files.get(`data/history/${a}--${b}.json`)!);

/** The comparisons the site shows in full (the others, by number, are the same pairings' counts). */
const summaries = () =>
  (
    JSON.parse(pipeline.files.get('data/history/pairs.json')!) as {
      old: string;
      new: string;
      full: boolean;
    }[]
  ).filter((p) => p.full);

/** What the site says happened to a rule: its counterpart and label, as the judged sample names them. */
function verdict(p: Pairing, side: 'old' | 'new', n: string): [string | string[] | null, string] {
  const pick = (
    list: { from: string; to: string }[],
    label: string,
  ): [string, string] | undefined => {
    const m = list.find((x) => (side === 'old' ? x.from : x.to) === n);
    return m && [side === 'old' ? m.to : m.from, label];
  };
  const same = (
    [
      [p.unchanged, 'unchanged'],
      [p.referencesOnly, 'references-only'],
      [p.modified, 'modified'],
    ] as const
  ).find(([list]) => list.includes(n));
  if (same) return [n, same[1]];
  const found =
    pick(p.renumbered, 'renumbered') ?? pick(p.renumberedModified, 'renumbered-modified');
  if (found) return found;
  const split = p.split.find((x) => (side === 'old' ? x.from === n : x.to.includes(n)));
  if (split) return [side === 'old' ? split.to : split.from, 'split'];
  const merged = p.merged.find((x) => (side === 'old' ? x.from.includes(n) : x.to === n));
  if (merged) return [side === 'old' ? merged.to : merged.from, 'merged'];
  return [null, side === 'old' ? 'removed' : 'added'];
}

/**
 * Subrule pairings that contradict their parents': subrules of P paired under the counterpart of
 * another old rule Q while subrules of Q are paired under P's counterpart (crossed, as the
 * matcher of a3e21e1 paired Transform's 701.28c with Convert's new 701.28c).
 */
function crossings(toNew: Map<string, string>): string[] {
  const toOld = new Map([...toNew].map(([o, n]) => [n, o]));
  const implied = new Map<string, string[]>();
  for (const [o, n] of toNew)
    if (isSubrule(o) && isSubrule(n)) {
      const k = `${parentNumber(o)}|${parentNumber(n)}`;
      implied.set(k, [...(implied.get(k) ?? []), `${o}→${n}`]);
    }
  return [...implied].flatMap(([k, list]) => {
    const [from, to] = k.split('|') as [string, string];
    const other = toOld.get(to);
    return toNew.has(from) &&
      toNew.get(from) !== to &&
      other !== undefined &&
      other !== from &&
      implied.has(`${other}|${toNew.get(from)}`)
      ? list
      : [];
  });
}

describe('history.test.ts: pairings a judge can trust (issue #25)', () => {
  it('agrees with 138 changes judged from both texts, across three pairs of releases (floor 97%)', () => {
    const { judged } = JSON.parse(
      readFileSync(`${ROOT}tests/fixtures/history/judged-pairings.json`, 'utf8'),
    ) as {
      judged: {
        from: string;
        to: string;
        side: 'old' | 'new';
        number: string;
        counterpart: string | string[] | null;
        label: string;
      }[];
    };
    expect(new Set(judged.map((j) => `${j.from}→${j.to}`)).size).toBeGreaterThanOrEqual(3);
    const sorted = (c: string | string[] | null) => (Array.isArray(c) ? [...c].sort() : c);
    const misses = judged.flatMap((j) => {
      const [counterpart, label] = verdict(pairOf(j.from, j.to).pairing, j.side, j.number);
      return label === j.label &&
        JSON.stringify(sorted(counterpart)) === JSON.stringify(sorted(j.counterpart))
        ? []
        : [
            `${j.from}→${j.to} ${j.side} ${j.number}: site ${JSON.stringify([counterpart, label])}, judged ${JSON.stringify([j.counterpart, j.label])}`,
          ];
    });
    console.log(
      `pairings against the judged sample: ${judged.length - misses.length}/${judged.length}${misses.map((m) => `\n  ${m}`).join('')}`,
    );
    expect(judged.length).toBeGreaterThanOrEqual(100);
    expect((judged.length - misses.length) / judged.length).toBeGreaterThanOrEqual(0.97);
  });

  it("in every comparison the site shows, no removed rule survives unpaired and no subrule pairing crosses its parent's", () => {
    const book = pipeline.book;
    for (const s of summaries()) {
      const { pairing: p, lang } = pairOf(s.old, s.new);
      const text = (v: string, n: string) => book.get(v, n)?.[lang] ?? '';
      // A removed rule whose text (references folded) stands among the new release's unpaired rules was not removed.
      const unpaired = new Set(p.added.map((n) => normalise(text(s.new, n))));
      const survivors = p.removed.filter((n) => unpaired.has(normalise(text(s.old, n))));
      expect(survivors, `${s.old}→${s.new}`).toEqual([]);
      const toNew = new Map<string, string>();
      for (const n of [...p.unchanged, ...p.changed.map((c) => c.number)]) toNew.set(n, n);
      for (const m of p.moved) toNew.set(m.from, m.to);
      expect(crossings(toNew), `${s.old}→${s.new}`).toEqual([]);
    }
  });
});

describe('history.test.ts: pairings a judge can trust (issue #25)', () => {
  it('the same for each release since 2003 and the next (the update pages of /diff/releases/)', () => {
    const releases = releasesOf(readReleaseTexts(ROOT, readManifest(ROOT)));
    const steps = diskReleaseStepCache(ROOT);
    let compared = 0;
    for (let i = 1; i < releases.length; i++) {
      const [a, b] = [releases[i - 1]!, releases[i]!];
      const step = releaseStep(steps, a, b);
      const textOf = (r: typeof a) => new Map(r.rules.map((x) => [x.number, x.text]));
      const [before, after] = [textOf(a), textOf(b)];
      const unpaired = new Set(step.added.map((n) => normalise(after.get(n)!)));
      expect(
        step.removed.filter((n) => unpaired.has(normalise(before.get(n)!))),
        `${a.date}→${b.date}`,
      ).toEqual([]);
      const gone = new Set([
        ...step.removed,
        ...step.split.map(([f]) => f),
        ...step.merged.flatMap(([f]) => f),
      ]);
      const moved = new Map([...step.renumbered, ...step.renumberedModified]);
      const toNew = new Map(
        [...before.keys()]
          .filter((n) => !gone.has(n) && (moved.has(n) || after.has(n)))
          .map((n) => [n, moved.get(n) ?? n] as const),
      );
      expect(crossings(toNew), `${a.date}→${b.date}`).toEqual([]);
      compared++;
    }
    expect(compared).toBe(112);
  });

  it('20231117.0 → 2025-11-14 goes through the releases between; its labels say what changed', () => {
    const { pairing: p, via } = pairOf('20231117.0', '2025-11-14');
    // Ten releases lie between (eleven steps): each one's pairing is followed, rule by rule.
    expect(via).toEqual([
      '2024-02-02',
      '2024-03-08',
      '2024-06-07',
      '2024-07-30',
      '2024-11-08',
      '2025-02-07',
      '2025-04-04',
      '2025-06-06',
      '2025-07-25',
      '2025-09-19',
    ]);
    // 722.5 → 725.5: the only change is its reference 722.2 → 725.2.
    expect(p.renumbered).toContainEqual({ from: '722.5', to: '725.5' });
    expect(p.renumbered).toEqual(
      expect.arrayContaining([
        { from: '903.11', to: '903.11a' },
        { from: '701.34g', to: '701.40h' },
        { from: '701.46d', to: '701.49d' },
        { from: '608.2n', to: '608.2p' },
      ]),
    );
    expect(p.referencesOnly).toEqual(expect.arrayContaining(['717.4', '608.2']));
    // Transform moved 701.28 → 701.27 and Convert 701.50 → 701.28: their subrules follow them.
    for (const [from, to] of [
      ['701.28c', '701.27c'],
      ['701.28d', '701.27d'],
      ['701.50c', '701.28c'],
      ['701.50d', '701.28d'],
    ])
      expect(p.moved.find((m) => m.from === from)?.to, from).toBe(to);
    expect(p.modified).toEqual(expect.arrayContaining(['308', '903.4a']));
    expect(p.split).toContainEqual({ from: '500.5', to: ['500.4', '500.5', '500.5a', '500.5b'] });
    // What is removed is the damage assignment order, gone from the game.
    expect(p.removed).toEqual([
      '509.2',
      '509.2a',
      '509.3',
      '509.3a',
      '509.6',
      '703.4k',
      '703.4m',
      '802.5',
      '805.10f',
    ]);
  });

  it('a split update page counts what its pages list: chapter 7 of 20231117.0 → 2025-11-14', () => {
    const view = JSON.parse(
      pipeline.files.get('data/diff/20231117.0--2025-11-14.json')!,
    ) as DiffView;
    const page = view.pages.find((x) => x.id === '7')!;
    expect(page.children.length).toBeGreaterThan(0);
    const row = view.counts.byChapter.find(([c]) => c === '7')![1];
    expect(page.counts).toEqual(row);
    expect(Object.values(row).reduce((a, b) => a + b, 0)).toBeGreaterThan(500);
    // Every page's counts are the sum of its own and its sub-pages' changes.
    for (const x of view.pages) {
      const own = x.changes.length;
      const below = view.pages
        .filter((y) => x.children.includes(y.id))
        .reduce((n, y) => n + Object.values(y.counts).reduce((a, b) => a + b, 0), 0);
      expect(
        Object.values(x.counts).reduce((a, b) => a + b, 0),
        x.id,
      ).toBe(own + below);
    }
  });
});

describe(
  'history.test.ts: release to release (issue: every rules update, explained)',
  WAITS_FOR_DIFFS,
  () => {
    it('an inserted rule shifts the ones after it: renumbered, not removed and added (506.3d of 2026-02-27)', async () => {
      const d = await diff('20260116.0', '2026-02-27');
      expect(d.added).toContain('506.3d');
      expect(d.renumbered).toEqual(
        expect.arrayContaining([
          { from: '506.3d', to: '506.3e' },
          { from: '506.3e', to: '506.3f' },
          { from: '506.3f', to: '506.3g' },
        ]),
      );
      expect(d.removed).not.toContain('506.3d');
      expect(d.glossary.added).toEqual(['Sneak']);
    });

    it('20260116.0 renumbers the partner subrules: 702.124m → 702.124k; friends forever (702.124k) becomes one of the partner—[text] abilities of 702.124i', async () => {
      const d = await diff('2025-11-14', '20260116.0');
      expect(d.renumbered).toEqual(
        expect.arrayContaining([
          { from: '702.124m', to: '702.124k' },
          { from: '702.124n', to: '702.124m' },
          { from: '702.124p', to: '702.124n' },
        ]),
      );
      expect(d.removed).toEqual([]);
      expect(d.merged).toEqual([{ from: ['702.124k'], to: '702.124i' }]);
      expect(d.added).toEqual(expect.arrayContaining(['610.5', '701.68']));
    });

    it('2026-04-17 moves subgames from 728 to 729 (Preparation Cards inserted as 722); rules citing them change in their references only', async () => {
      const d = await diff('2026-02-27', '2026-04-17');
      for (const [from, to] of [
        ['728', '729'],
        ['728.5', '729.5'],
        ['722', '723'],
        ['724', '725'],
      ])
        expect(d.renumbered, from).toContainEqual({ from, to });
      expect(d.added).toEqual(expect.arrayContaining(['722', '722.1']));
      expect(d.removed).toEqual([]);
      expect(d.referencesOnly.length).toBeGreaterThan(5);
      for (const n of d.referencesOnly) {
        const c = d.changed.find((x) => x.number === n)!;
        expect(normalise(c.before), n).toBe(normalise(c.after));
      }
    });

    it('2026-06-19 inserts 601.5: 601.5 … 601.7 move up by one', async () => {
      const d = await diff('2026-04-17', '2026-06-19');
      expect(d.added).toContain('601.5');
      expect(d.renumbered).toEqual(
        expect.arrayContaining([
          { from: '601.5', to: '601.6' },
          { from: '601.6', to: '601.7' },
          { from: '601.7', to: '601.8' },
        ]),
      );
      expect(d.glossary.added).toEqual(expect.arrayContaining(['Heal', 'Worthy']));
    });

    it('a version against itself is the empty diff', async () => {
      const d = await diff('2008-10-01', '2008-10-01');
      expect([
        d.added,
        d.removed,
        d.changed,
        d.moved,
        d.modified,
        d.referencesOnly,
        d.renumbered,
        d.renumberedModified,
      ]).toEqual([[], [], [], [], [], [], [], []]);
      expect(d.glossary).toEqual({ added: [], removed: [], changed: [] });
    });

    it('compares each release with the next and the long-range pairs on file in full, and any two versions by number', () => {
      const pairs = JSON.parse(pipeline.files.get('data/history/pairs.json')!) as {
        old: string;
        new: string;
        adjacent: boolean;
        full: boolean;
      }[];
      expect(pairs.filter((p) => p.adjacent).map((p) => `${p.old}→${p.new}`)).toEqual([
        '2004-10-01→2008-10-01',
        '2008-10-01→20231117.0',
        '5.5.2.0→20231117.0',
        '20231117.0→2025-11-14',
        '2025-11-14→20260116.0',
        '20260116.0→2026-02-27',
        '2026-02-27→2026-04-17',
        '2026-04-17→2026-06-19',
      ]);
      expect(pairs.filter((p) => !p.adjacent && p.full).map((p) => `${p.old}→${p.new}`)).toEqual([
        '20231117.0→2026-06-19',
      ]);
      // Any two of the eight versions with English are compared too (28), by number only through
      // the releases between; 5.5.2.0 (Japanese quotes only) with 20231117.0.
      const all = new Set(pairs.map((p) => `${p.old}→${p.new}`));
      expect(all.size).toBe(29);
      expect(all).toContain('2004-10-01→2026-06-19');
      expect(all).toContain('5.5.2.0→20231117.0');
    });

    it('builds each rule history as a chain: 724.5 (20231117.0) → 728.5 (2025-11-14 … 2026-02-27) → 729.5 (2026-04-17, 2026-06-19)', () => {
      const view = JSON.parse(pipeline.files.get('data/rules/20231117.0.json')!);
      const r = view.rules.find((x: { number: string }) => x.number === '724.5');
      const at = (v: string) => r.history.find((e: { version: string }) => e.version === v)?.number;
      expect([
        at('2025-11-14'),
        at('20260116.0'),
        at('2026-02-27'),
        at('2026-04-17'),
        at('2026-06-19'),
      ]).toEqual(['728.5', '728.5', '728.5', '729.5', '729.5']);
      expect(at('2008-10-01')).toBe('506.5');
      expect(r.latest).toMatchObject({ version: '2026-06-19', number: '729.5' });
      expect(r.next).toMatchObject({ version: '2025-11-14', number: '728.5', status: 'moved' });
      expect(r.previous).toMatchObject({ version: '2008-10-01', number: '506.5' });
    });
  },
);

// ---- japanese-rules.test.ts ----

const jaFile = 'content/sources/cr-ja/20260116.txt';
let jaDoc: CrJaDocument;
const ja = () => (jaDoc ??= parseCrJaWeb(seed('cr-ja/20260116').src));

describe('japanese-rules.test.ts: the Japanese importer in the rule book and the report', () => {
  it('keeps garbled passages exactly as published, and marks them (「原文の乱れ」 in the rule book)', () => {
    const { book } = pipeline;
    const garbled = (n: string) => book.get('20260116.0', n)!.garbled?.length ?? 0;
    for (const n of ['111.10r', '111.10t', '118.9', '510.1c', '707.11', '712.5'])
      expect(garbled(n), n).toBeGreaterThan(0);
    expect(garbled('100.1')).toBe(0);
    expect(book.get('20260116.0', '111.10r')!.ja).toMatch(
      /^「若き英雄／Yanggu」「ヤンリン／Yanling」/,
    );
    expect(book.get('20260116.0', '118.9')!.garbled![0]!.line).toBe(593);
  });

  it('puts every irregularity in the build report with file:line', () => {
    const { report } = pipeline;
    expect(report.irregularities.length).toBe(ja().irregularities.length + 2);
    for (const x of report.irregularities) expect(x.file).toBe(jaFile);
    expect(
      report.irregularities
        .filter((x) => x.kind === 'spliced-text')
        .map((x) => `${x.where}:${x.line}`),
    ).toEqual(['111.10r:432', '118.9:593']);
  });
});

describe('japanese-rules.test.ts: 20260116.0: the Japanese with the English', () => {
  it('shows Japanese for every numbered rule but 610.5 (「日本語訳なし」)', () => {
    const { book } = pipeline;
    const missing = book
      .all('20260116.0')
      .filter((r) => r.number.includes('.') && r.ja === undefined);
    expect(missing.map((r) => r.number)).toEqual(['610.5']);
    expect(book.get('20260116.0', '610.5')!.en).toBeDefined();
  });

  it('pairs the lagging 805.10f/805.10g by hand: the English 805.10f gets the Japanese 805.10g, the old 805.10f is shown as lagging', () => {
    const { book } = pipeline;
    const f = book.get('20260116.0', '805.10f')!;
    expect(f.ja).toMatch(/^戦闘ダメージ・ステップ開始に際して/);
    expect(f.jaPrintedAs).toBe('805.10g');
    expect(f.lagging!.text).toMatch(/ダメージ割り振り順を宣言する/);
    expect(f.lagging!.lagsBehind).toEqual({ version: '20231117.0', number: '805.10f' });
    expect(book.has('20260116.0', '805.10g')).toBe(false);
    // The lagging text still translates the rule it was made from.
    expect(book.get('20231117.0', '805.10f')!.translation).toMatchObject({
      status: 'carried',
      version: '20260116.0',
      number: '805.10f',
    });
  });
});

describe('japanese-rules.test.ts: Japanese in the other versions: carried where the English is the same, outdated where it changed', () => {
  const same = (a: string, b: string, n: string) =>
    englishKey(pipeline.book.get(a, n)!.en!) === englishKey(pipeline.book.get(b, n)!.en!);

  it('carries the translation where the English of 2026-06-19 equals that of 2026-01-16 (702.19b trample)', () => {
    const { book } = pipeline;
    expect(same('2026-06-19', '20260116.0', '702.19b')).toBe(true);
    const r = book.get('2026-06-19', '702.19b')!;
    expect(r.translation).toMatchObject({
      status: 'carried',
      version: '20260116.0',
      number: '702.19b',
    });
    expect(r.ja).toBe(book.get('20260116.0', '702.19b')!.ja);
  });

  it('marks as outdated the Japanese of rules whose English changed (104.6, 205.3j), never as the rule text', () => {
    for (const n of ['104.6', '205.3j']) {
      expect(same('2026-06-19', '20260116.0', n), n).toBe(false);
      const r = pipeline.book.get('2026-06-19', n)!;
      expect(r.ja, n).toBeUndefined();
      expect(r.translation, n).toMatchObject({
        status: 'outdated',
        version: '20260116.0',
        number: n,
      });
    }
  });

  it('follows a renumbering when the English moved unchanged (601.7 of 2026-06-19 is 601.6 of 2026-01-16)', () => {
    const { book } = pipeline;
    expect(englishKey(book.get('2026-06-19', '601.7')!.en!)).toBe(
      englishKey(book.get('20260116.0', '601.6')!.en!),
    );
    expect(book.get('2026-06-19', '601.7')!.translation).toMatchObject({
      status: 'carried',
      number: '601.6',
    });
  });

  it('shows the subgame rules (729 in 2026-06-19) with the older Japanese of 728 as outdated: their references were renumbered', () => {
    expect(pipeline.book.get('2026-06-19', '729.5')!.translation).toMatchObject({
      status: 'outdated',
      version: '20260116.0',
      number: '728.5',
    });
  });

  it('works backwards: 2025-11-14 and 20231117.0 gain Japanese where their English did not change, and a seed quote wins', () => {
    const { book } = pipeline;
    const old = book.get('2025-11-14', '100.1')!;
    expect(same('2025-11-14', '20260116.0', '100.1')).toBe(true);
    expect(old.translation?.status).toBe('carried');
    const quoted = book.get('20231117.0', '506.4c');
    expect(quoted?.ja).toBeDefined();
    expect(quoted?.translation).toBeUndefined();
  });

  it('keeps the 「原文の乱れ」 marks with the Japanese it carries (2026-06-19), in the rules data and the API', () => {
    const { book, files } = pipeline;
    const view = JSON.parse(files.get('data/rules/2026-06-19.json')!) as {
      rules: { number: string; ja: unknown; garbled: { note: string }[] }[];
    };
    const api = JSON.parse(files.get('data/api/rules/2026-06-19.json')!) as {
      rules: Record<string, { text: { ja: string | null }; garbled: string[] }>;
    };
    for (const n of ['111.10r', '111.10t', '118.9', '510.1c', '707.11', '712.5']) {
      const from = book.get('20260116.0', n)!;
      const r = book.get('2026-06-19', n)!;
      expect(r.translation, n).toMatchObject({
        status: 'carried',
        version: '20260116.0',
        number: n,
      });
      expect(r.ja, n).toBe(from.ja);
      expect(r.garbled, n).toEqual(from.garbled);
      expect(view.rules.find((x) => x.number === n)!.garbled.length, n).toBeGreaterThan(0);
      expect(api.rules[n]!.text.ja, n).toBe(from.ja);
      expect(api.rules[n]!.garbled, n).toEqual(from.garbled!.map((g) => g.message));
    }
    // A rule whose Japanese is not garbled carries no mark.
    expect(book.get('2026-06-19', '702.19b')!.garbled).toBeUndefined();
  });

  it('carries English that stands in two places from the rule in the same place (724.1b/c, 724.2b/c of 2026-06-19 are 723.1b/c, 723.2b/c)', () => {
    const { book } = pipeline;
    for (const [n, from] of [
      ['724.1b', '723.1b'],
      ['724.1c', '723.1c'],
      ['724.2b', '723.2b'],
      ['724.2c', '723.2c'],
    ] as const) {
      const src = book.get('20260116.0', from)!;
      const r = book.get('2026-06-19', n)!;
      // The same English stands in both procedures, translated differently in each.
      const twin = book.get(
        '20260116.0',
        from.replace(/\.(\d)/, (_, d) => `.${3 - Number(d)}`),
      )!;
      expect(englishKey(twin.en!), n).toBe(englishKey(src.en!));
      expect(twin.ja, n).not.toBe(src.ja);
      expect(englishKey(r.en!), n).toBe(englishKey(src.en!));
      expect(r.translation, n).toMatchObject({
        status: 'carried',
        version: '20260116.0',
        number: from,
      });
      expect(r.ja, n).toBe(src.ja);
    }
  });

  it('keeps the Japanese rule when only its example changed, the old example shown as 旧訳 (2025-11-14 115.7e)', () => {
    const { book, files } = pipeline;
    const src = book.get('20260116.0', '115.7e')!;
    const r = book.get('2025-11-14', '115.7e')!;
    expect(englishKey(r.en!)).toBe(englishKey(src.en!));
    expect(englishKey(r.examples.en[0]!)).not.toBe(englishKey(src.examples.en[0]!));
    expect(r.ja).toBe(src.ja);
    expect(r.examples.ja).toEqual([]);
    expect(r.translation).toMatchObject({ status: 'carried', examples: src.examples.ja });
    const view = JSON.parse(files.get('data/rules/2025-11-14.json')!) as {
      rules: { number: string; translation: { examples: unknown[] } | null }[];
    };
    expect(view.rules.find((x) => x.number === '115.7e')!.translation!.examples).toHaveLength(1);
  });

  it('tells readers in Japanese why: every reviewed entry has a Japanese note, and every garble mark too', () => {
    const { book, files } = pipeline;
    const kana = /[\u3040-\u30ff]/;
    const notes = JSON.parse(files.get('data/rules/20260116.0.json')!) as {
      rules: {
        number: string;
        jaPrintedNote: string | null;
        lagging: { note: string } | null;
      }[];
    };
    const f = notes.rules.find((x) => x.number === '805.10f')!;
    expect(f.jaPrintedNote).toMatch(kana);
    expect(f.lagging!.note).toMatch(kana);
    for (const v of book.versions)
      for (const r of book.all(v.name))
        for (const g of r.garbled ?? []) expect(g.note, `${v.name} ${r.number}`).toMatch(kana);
  });

  it('counts own, carried, outdated and English-only rules per version in the report', () => {
    const { book, report } = pipeline;
    const c = report.japanese;
    expect(c['20260116.0']).toEqual({
      own: book.count('20260116.0') - 1,
      carried: 0,
      outdated: 0,
      englishOnly: 1,
    });
    for (const v of ['2025-11-14', '2026-02-27', '2026-04-17', '2026-06-19']) {
      expect(c[v]!.own + c[v]!.carried + c[v]!.outdated + c[v]!.englishOnly).toBe(book.count(v));
      expect(c[v]!.carried / book.count(v)).toBeGreaterThan(0.9);
      expect(c[v]!.outdated).toBeGreaterThan(0);
    }
  });
});

describe('japanese-rules.test.ts: the glossary, Japanese first', () => {
  const entries = () => pipeline.book.glossary.get('20260116.0')!;
  let pairing: ReturnType<typeof pairGlossary>;
  beforeAll(() => {
    pairing = pairGlossary(entries());
  });

  it('pairs at least 99 % of the 725 English entries, and reports those left', () => {
    const english = entries().filter((g) => g.language === 'en');
    expect(english).toHaveLength(725);
    const paired = new Set(pairing.pairs.map((p) => p.en));
    expect(paired.size / english.length).toBeGreaterThanOrEqual(0.99);
    const left = pipeline.report.glossary.find((g) => g.version === '20260116.0')!;
    expect(left.unpaired.map((u) => u.term)).toEqual(pairing.unpairedEn.map((e) => e.term));
    for (const u of left.unpaired) expect(u.line).toBeGreaterThan(0);
  });

  it('pairs through the forms the two glossaries differ in', () => {
    const enOf = (english: string) =>
      pairing.pairs.filter((p) => p.ja.english === english).map((p) => p.en.term);
    expect(enOf('Counter(n)')).toEqual(['Counter']);
    expect(enOf('Counter(v)')).toEqual(['Counter']);
    expect(enOf('Die')).toEqual(['Dies']);
    expect(enOf('Staion Cards')).toEqual(['Station Cards']);
    expect(enOf('Kicker')).toEqual(['Kicker, Kicked']);
    expect(enOf('Companion')).toEqual(['Companion']);
    expect(termKey('Banding, “Bands with Other”')).toBe(termKey('Banding/"Bands with Other"'));
  });

  it('never pairs one Japanese headword twice, and pairs each English entry with at most its senses', () => {
    const ja = pairing.pairs.map((p) => p.ja);
    expect(new Set(ja).size).toBe(ja.length);
    const perEnglish = new Map<string, number>();
    for (const p of pairing.pairs) perEnglish.set(p.en.term, (perEnglish.get(p.en.term) ?? 0) + 1);
    const shared = [...perEnglish].filter(([, n]) => n > 1).map(([t]) => t);
    // Shared only by the senses of one term (Counter(n)/Counter(v), 統率者 Commander(2)/統率者戦 Commander(1); アーチエネミー戦 Archenemy and 魔王 Archenemy(2)).
    expect(shared.sort()).toEqual(['Archenemy', 'Commander', 'Counter', 'Draw', 'Vanguard']);
    for (const t of shared)
      expect(
        pairing.pairs.filter((p) => p.en.term === t && !/\(\w+\)$/.test(p.ja.english!)).length,
        t,
      ).toBeLessThanOrEqual(1);
  });
});

const views = new Map<string, VersionView>();

const view = (version: string) => {
  if (!views.has(version))
    views.set(
      version,
      VersionViewSchema.parse(JSON.parse(pipeline.files.get(`data/rules/${version}.json`)!)),
    );
  return views.get(version)!;
};

const termLinks = (version: string) =>
  view(version).rules.flatMap((r) =>
    (r.ja ?? []).flatMap((s) => (s.type === 'term' ? [{ at: r.number, ...s }] : [])),
  );

/** A judged sample located by context (the rule's text or one of its examples), scored as the linker links it. */
const scoreByContext = (file: string) => {
  const { sample: judged } = JSON.parse(
    readFileSync(`${ROOT}tests/fixtures/term-links/${file}`, 'utf8'),
  ) as { sample: (Omit<JudgedOccurrence, 'offset'> & { context: string })[] };
  // The reviewer sampled rule texts and their examples: "201.5b#1" is 201.5b's first example.
  const texts = (version: string, rule: string) => {
    const r = view(version).rules.find((x) => x.number === rule);
    return r ? [r.ja ?? [], ...r.examples.ja] : [];
  };
  const segmentsOf = (version: string, key: string) => {
    const [rule, n] = key.split('#');
    return texts(version, rule!)[Number(n ?? 0)] ?? null;
  };
  const sample: JudgedOccurrence[] = judged.map((o) => {
    const all = texts(o.version, o.rule);
    const i = all.findIndex((t) => plainText(t).includes(o.context));
    if (i < 0) throw new Error(`${o.rule} 「${o.context}」: not found in the rule's text`);
    return {
      ...o,
      rule: i ? `${o.rule}#${i}` : o.rule,
      offset: offsetFromContext(plainText(all[i]!), o.context, o.term),
    };
  });
  const score = scoreSample(
    sample,
    segmentsOf,
    (version, headword) =>
      view(version).glossary.find((g) => g.ja.some((j) => j.headword === headword))?.id,
    (target, key) => {
      for (let n: string | null = key.split('#')[0]!; n; n = parentNumber(n))
        if (n === target) return true;
      return false;
    },
    // The reviewer named the rule of the sense, sometimes a subrule of the section the linker
    // links (122.1e for 122): a link within the same section is the same sense.
    (made, expected) =>
      made === expected ||
      (expected !== null &&
        !made.startsWith('glossary:') &&
        !expected.startsWith('glossary:') &&
        sectionOf(made) === sectionOf(expected)),
  );
  return { sample, score };
};

describe('term-links.test.ts: term links a judge trusts', () => {
  it('links the judged sample of 20260116.0 and 2026-06-19 with precision ≥ 0.99 and recall ≥ 0.85', () => {
    const { sample } = JSON.parse(
      readFileSync(`${ROOT}tests/fixtures/term-links/judged-sample.json`, 'utf8'),
    ) as { sample: JudgedOccurrence[] };
    expect(sample.length).toBeGreaterThanOrEqual(200);
    const score = scoreSample(
      sample,
      (version, rule) => view(version).rules.find((r) => r.number === rule)?.ja ?? null,
      (version, headword) =>
        view(version).glossary.find((g) => g.ja.some((j) => j.headword === headword))?.id,
      (target, rule) => {
        for (let n: string | null = rule; n; n = parentNumber(n)) if (n === target) return true;
        return false;
      },
    );
    const precision = score.right / score.made;
    const recall = score.found / score.due;
    console.log(
      `term links over ${sample.length} judged occurrences: precision ${score.right}/${score.made} = ${precision.toFixed(3)}, recall ${score.found}/${score.due} = ${recall.toFixed(3)}${score.misses.map((m) => `\n  ${m}`).join('')}`,
    );
    expect(score.made).toBeGreaterThan(100);
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });

  it('scores the links against an independent judged sample (150 occurrences, judged by another reviewer) with precision ≥ 0.99 and recall ≥ 0.85', () => {
    const { sample, score } = scoreByContext('independent-sample.json');
    const precision = score.right / score.made;
    const recall = score.found / score.due;
    console.log(
      `term links over the independent sample (${sample.length}): precision ${score.right}/${score.made} = ${precision.toFixed(3)}, recall ${score.found}/${score.due} = ${recall.toFixed(3)}${score.misses.map((m) => `\n  ${m}`).join('')}`,
    );
    expect(score.made).toBeGreaterThan(40);
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });

  it('links none of the words issue #36 found linked in another sense (corresponds, a tie, a card set, a card name) and links the same words where they are the term', () => {
    const { score } = scoreByContext('issue-36-sample.json');
    expect(score.misses).toEqual([]);
    expect(score.made).toBeGreaterThan(0);
    expect(score.right).toBe(score.made);
  });

  it('links no term inside a card name 《…》 in any version', () => {
    for (const v of pipeline.book.versions.map((x) => x.name)) {
      const inNames = view(v).rules.flatMap((r) =>
        [r.ja ?? [], ...r.examples.ja].flatMap((segments) => {
          const text = plainText(segments);
          let at = 0;
          return segments.flatMap((s) => {
            const here = at;
            at += (s.type === 'text' ? s.value : s.raw).length;
            if (s.type !== 'term') return [];
            const open = text.lastIndexOf('《', here);
            return open >= 0 && text.lastIndexOf('》', here) < open ? [`${r.number} ${s.raw}`] : [];
          });
        }),
      );
      expect(inNames, v).toEqual([]);
    }
  });
});

describe('term-links.test.ts: term links a judge trusts', () => {
  it('cuts no hidden heading of any version inside a mana symbol (#36.5; 107.4 once read 「…{0}{1}{2}{3」)', () => {
    const cut: string[] = [];
    let headings = 0;
    for (const v of pipeline.book.versions.map((x) => x.name))
      for (const r of view(v).rules) {
        if (!isRule(r.number) || r.children.length === 0) continue;
        headings++;
        const h = ruleHeading(r.number, r.ja ?? r.en ?? []);
        if (h.lastIndexOf('{') > h.lastIndexOf('}')) cut.push(`${v} ${h}`);
      }
    expect(headings).toBeGreaterThan(1000);
    expect(cut).toEqual([]);
  });

  it('shows at most 20 spaces between Japanese characters in the rule text of 2026-06-19 (the source keeps its 800 and more), and the report counts those not shown', () => {
    const jaSpace =
      /(?<=[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々])[ ]+(?=[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々])/gu;
    const rules = view('2026-06-19').rules;
    const count = (shown: boolean) =>
      rules.reduce((n, r) => {
        const s = r.ja ?? [];
        return n + (plainText(shown ? displaySegments(s).segments : s).match(jaSpace) ?? []).length;
      }, 0);
    expect(count(false)).toBeGreaterThan(800);
    expect(count(true)).toBeLessThanOrEqual(20);
    expect(pipeline.report.straySpaces['2026-06-19']).toBeGreaterThanOrEqual(
      count(false) - count(true),
    );
  });

  it('never links everyday 「場合」「になる」 nor the obsolete 「の間に」「として扱う」 in 2026-06-19', () => {
    const links = termLinks('2026-06-19');
    expect(links.length).toBeGreaterThan(10_000);
    for (const word of ['場合', 'になる', 'の間に', 'として扱う'])
      expect(
        links.filter((l) => l.raw === word).map((l) => l.rule),
        word,
      ).toEqual([]);
    // The words are in the text: what is asserted is the linker's choice.
    const text = view('2026-06-19')
      .rules.map((r) => (r.ja ? plainText(r.ja) : ''))
      .join('\n');
    for (const word of ['場合', 'になる', 'の間に', 'として扱う']) expect(text).toContain(word);
  });

  it('links 「カウンター」 to counters (122), a phase to the turn, never to phasing, and the card type apart from the keyword', () => {
    const targets = (raw: string) =>
      new Set(
        termLinks('2026-06-19')
          .filter((l) => l.raw === raw)
          .map((l) => l.rule),
      );
    expect(targets('カウンター')).toEqual(new Set(['122']));
    expect(targets('フェイズ')).not.toContain('702.26');
    expect(targets('エンチャント')).toEqual(new Set(['303', '702.5']));
    const in505 = view('2026-06-19').rules.find((r) => r.number === '505.4')!.ja!;
    const enchantment = in505.find((s) => s.type === 'term' && s.raw === 'エンチャント');
    if (enchantment) expect(enchantment).toMatchObject({ rule: '303' });
  });

  it('reports links per term per version beside the totals, and no stale entry of the reviewed tables', () => {
    const r = pipeline.report;
    for (const [version, total] of Object.entries(r.termLinks))
      expect(
        Object.values(r.termLinksByTerm[version] ?? {}).reduce((a, b) => a + b, 0),
        version,
      ).toBe(total);
    expect(r.termLinksByTerm['2026-06-19']!['プレイヤー']).toBeGreaterThan(500);
    expect(r.termTables).toEqual([]);
  });
});

describe('search.test.ts: judged queries over the whole corpus, through Pagefind', () => {
  const NEWEST = '2026-06-19';
  const read = async (path: string) => {
    const body = pipeline.files.get(`data/search/${path}`);
    if (body === undefined) throw new Error(`no search file ${path}`);
    return JSON.parse(body) as unknown;
  };
  let ft: FullText;
  beforeAll(async () => {
    // The newest version's bundle (its rules, glossary and the reading pages), as the search page searches by default.
    const records = new Map<string, SearchRecord[]>();
    records.set(NEWEST, SearchRecordsSchema.parse(await read(`records/${NEWEST}.json`)));
    const runtime = await pagefindInNode(await pagefindBundles(records));
    ft = new FullText(
      async () => runtime,
      (i) => `${NODE_PAGEFIND_BASE}${i}/`,
    );
  }, 180_000);
  const judged = (name: string) =>
    (
      JSON.parse(readFileSync(`${ROOT}tests/fixtures/search/${name}.json`, 'utf8')) as {
        queries: JudgedQuery[];
      }
    ).queries;
  const score = async (name: string) => {
    const lexicon = (await read('lexicon.json')) as SearchLexicon;
    const s = await scoreJudged(ft, read, lexicon, judged(name), NEWEST);
    console.info(
      `search, ${name} (${s.total}): top-1 ${s.top1}, top-3 ${s.top3}${s.misses.map((m) => `\n  ${m.q} ${m.expect.join('/')} → ${m.got.join(' ')}`).join('')}`,
    );
    return s;
  };

  it('finds the expected rule of our own judged set (135 questions, shorthand, variants, English, numbers, terms) in the top three for ≥ 124, first for ≥ 111', async () => {
    const s = await score('judged');
    expect(s.total).toBeGreaterThanOrEqual(120);
    expect(s.top3).toBeGreaterThanOrEqual(124);
    expect(s.top1).toBeGreaterThanOrEqual(111);
  });

  it('finds the expected rule of the judged questions and slang (80) in the top three for ≥ 68, first for ≥ 59', async () => {
    const s = await score('judged-questions');
    expect(s.total).toBe(80);
    expect(s.top3).toBeGreaterThanOrEqual(68);
    expect(s.top1).toBeGreaterThanOrEqual(59);
  });

  it('finds the expected rule of the held-out set (40) in the top three for ≥ 40, first for ≥ 36', async () => {
    const s = await score('held-out');
    expect(s.total).toBe(40);
    expect(s.top3).toBeGreaterThanOrEqual(40);
    expect(s.top1).toBeGreaterThanOrEqual(36);
  });

  // Sets 2–5 were written apart from the engine, each read only once tuning was done. Set 2 was read
  // at the end of the session that tuned against the others (26 first, 31 in the top three); set 3
  // was sealed until the next session's end (22 / 31, then 24 / 33 once 「第729条」「702.9条」 were read
  // as numbers); with the reviewed question topics (written from the rules alone, never seeing
  // these sets) 39 / 42 and 36 / 42. Set 4 (60) was sealed until the topics were done: 36 / 45 when
  // first read (22 / 29 without topics), 36 / 46 after one alias (ウォード) and 「・」 folded in exact
  // jumps. Set 5 (50) was committed unread and first scored before any further tuning: 36 / 40; set 6
  // (50) likewise: 30 / 37. Then 583 more reviewed topics and 199 katakana aliases (written from
  // the rules alone, never seeing these sets), the topics in files by key, and a term's heading
  // followed by the rules under it in their order: the floors below, as measured. One test per
  // set: each scores through Pagefind in Node, which on CI's two cores takes ~20 s a set.
  const HELD_OUT_FLOORS: { name: string; total: number; top3: number; top1: number }[] = [
    { name: 'held-out-2', total: 50, top3: 42, top1: 39 },
    { name: 'held-out-3', total: 50, top3: 43, top1: 39 },
    { name: 'held-out-4', total: 60, top3: 53, top1: 45 },
    // First read (2026-12-04), before any tuning: 36 / 40; questions 14 of 20 in the top three,
    // English questions 7 of 8, shorthand 7 of 8, variants 4 of 6, terms and numbers all.
    { name: 'held-out-5', total: 50, top3: 44, top1: 40 },
    // First read (2026-12-04), before any tuning: 30 / 37; questions 17 of 20 in the top three,
    // English questions 4 of 8, variants 3 of 6, terms 2 of 4.
    { name: 'held-out-6', total: 50, top3: 42, top1: 35 },
    // Written by a helper from the rules alone, first read (2026-12-04) once that session's tuning
    // was done: 25 / 38; questions 8 first and 16 of 20 in the top three, English questions 6 of 8,
    // variants 3 of 6, terms 2 of 4. Then read: a term's heading followed by the rules under it.
    { name: 'held-out-7', total: 50, top3: 41, top1: 28 },
    // Written by a helper from the rules alone (its guide accepting a keyword's heading beside the
    // subrule), first read (2026-12-05) once that session's tuning (topic order, pageLength, 1,020
    // more topics) was done: 38 / 42; questions 15 first and 17 of 20 in the top three, English
    // questions 5 of 8. Strictly (no heading where a subrule is named beside it): 30 / 42.
    { name: 'held-out-8', total: 50, top3: 42, top1: 38 },
  ];
  for (const floor of HELD_OUT_FLOORS) {
    it(`${floor.name} (${floor.total}, written apart from the engine) keeps its measured floor: top three ≥ ${floor.top3}, first ≥ ${floor.top1}`, async () => {
      const s = await score(floor.name);
      expect(s.total).toBe(floor.total);
      expect(s.top3).toBeGreaterThanOrEqual(floor.top3);
      expect(s.top1).toBeGreaterThanOrEqual(floor.top1);
    });
  }

  it('every rule of the alias table and every word of the thesaurus is held (the report lists none)', () => {
    expect(pipeline.report.searchAliases).toEqual([]);
  });

  it('answers every kind of rule-number query with the rule itself, first', async () => {
    const lexicon = (await read('lexicon.json')) as SearchLexicon;
    for (const q of [
      'CR 702.19b',
      'rule 704.5a',
      '総合ルール 100.1',
      '７０２．１９ｂ',
      '702. 19 b',
    ])
      expect((await firstResults(ft, read, lexicon, q, NEWEST))[0], q).toBe(queryRuleNumber(q));
  });
});

describe('cite.test.ts: old citations, judged from the texts by other reviewers', () => {
  type Judged = {
    release: string;
    cited: string;
    now: string | null;
    changed: boolean;
    removed: boolean;
  };
  interface HeldOut {
    citations: Judged[];
    passages: { text: string; expected: [string, string] }[];
    /** Judged citations the site still reads otherwise, each with why. */
    knownMisses: { release: string; cited: string }[];
  }
  const HELD_OUT = JSON.parse(
    readFileSync(new URL('../fixtures/history/held-out-citations.json', import.meta.url), 'utf8'),
  ) as HeldOut;
  const data = <T>(path: string) => JSON.parse(pipeline.files.get(`data/cite/${path}`)!) as T;
  const expected = ({ cited, now, changed, removed }: Judged) => ({ cited, now, changed, removed });
  const key = (c: { release: string; cited: string }) => `${c.release} ${c.cited}`;

  it('/cite/ reads each as the newest release numbers it, changed since or gone (all but the misses listed)', () => {
    expect(HELD_OUT.citations.length).toBeGreaterThanOrEqual(70);
    const misses = HELD_OUT.citations.filter((c) => {
      const row = data<CitationTableData>(`${c.release}.json`)[c.cited];
      const got = {
        cited: c.cited,
        now: row?.[0],
        changed: row?.[1] === 1,
        removed: row?.[0] === null,
      };
      return JSON.stringify(got) !== JSON.stringify(expected(c));
    });
    expect(misses.map(key)).toEqual(HELD_OUT.knownMisses.map(key));
  });

  it(
    'the command line gives the same (the releases cited three times or more, and the misses)',
    WAITS_FOR_DIFFS,
    async () => {
      const count = (r: string) => HELD_OUT.citations.filter((c) => c.release === r).length;
      const releases = [...new Set(HELD_OUT.citations.map((c) => c.release))].filter(
        (r) => count(r) >= 3 || HELD_OUT.knownMisses.some((m) => m.release === r),
      );
      expect(releases.length).toBeGreaterThanOrEqual(4);
      const missed = new Set(HELD_OUT.knownMisses.map(key));
      const dir = mkdtempSync(join(tmpdir(), 'cite-'));
      const out = await Promise.all(
        releases.map(async (release, i) => {
          const cited = HELD_OUT.citations.filter((c) => c.release === release);
          const file = join(dir, `${i}.txt`);
          writeFileSync(file, cited.map((c) => `（${c.cited}）`).join('、'));
          const json = await cli(['scripts/cli/rules.ts', 'cite', '--from', release, file]);
          const got = (JSON.parse(json) as ReturnType<typeof expected>[]).filter(
            (_, j) => !missed.has(key(cited[j]!)),
          );
          return [got, cited.filter((c) => !missed.has(key(c))).map(expected)];
        }),
      );
      for (const [got, want] of out) expect(got).toEqual(want);
    },
  );

  it('suggests a release in which every number means what the words around it name', () => {
    const spans = data<NumberSpans>('numbers.json');
    const titles = data<RuleTitles>('titles.json');
    const oldestFirst = data<CiteReleases>('releases.json')
      .releases.map((r) => r.date)
      .reverse();
    expect(HELD_OUT.passages.length).toBeGreaterThanOrEqual(15);
    for (const p of HELD_OUT.passages) {
      const s = suggestRelease(citations(p.text), spans, titles, oldestFirst.length);
      const date = oldestFirst[s.index]!;
      expect(date >= p.expected[0] && date <= p.expected[1], `${p.text} → ${date}`).toBe(true);
      // Chosen by the words, not only by the numbers held (devotion's 700.5 has no title of its own).
      expect(s.meant.length, p.text).toBeGreaterThan(0);
    }
  });
});
