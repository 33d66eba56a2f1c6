// npm run bench: measures (never asserts) how long each stage takes, the whole build's wall time
// and peak memory, and what a reader downloads, for the seeds alone, the four versions the site
// had before the 2025–2026 releases (the baseline growth is measured against), all sources, and
// synthetic corpora at 2× and 4× the rules versions, each built cold (nothing cached); then the
// rebuild after one release is added to all sources. Prints a table and writes
// bench/results/latest.json. Budgets it reports against (never fails on): a fresh full build
// ≤ 240 s, a rebuild ≤ 120 s, ≤ 2.5 GB peak RSS on 2 cores. `npm run bench -- search` measures
// only the search of the built dist/ (its cold searches and the judged sets).
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runPipeline } from './pipeline.ts';
import { readInputs } from './read/inputs.ts';
import { diskReleaseStepCache } from './read/release-step-cache.ts';
import { copyWithNewRelease } from './synthetic-release.ts';
import { filesUnder } from './read/files-under.ts';
import { readManifest } from './read/sources.ts';
import type { Manifest } from './model/types.ts';
import type { SearchLexicon } from './model/data-contract.ts';
import { SEARCH_FILES } from './model/search-files.ts';
import { apiVersionsUrl } from './model/urls.ts';
import { withoutBase } from './model/base-path.ts';
import { pagefindInNode, NODE_PAGEFIND_BASE } from './pagefind-node.ts';
import { FullText } from '../components/search/pagefind.ts';
import { scoreJudged, type JudgedQuery, type JudgedScore } from '../components/search/judged.ts';

const root = process.cwd();
/** Seven typical queries: two questions, shorthand, a term, a rule number, English, a card. */
const SEARCH_QUERIES = [
  'マナ・プール いつ 空になる',
  '死亡 誘発 タイミング',
  'ETB',
  '先制攻撃',
  'CR 702.19b',
  'state-based actions',
  '勇丸',
];

const base = readManifest(root);
const pad = (s: unknown, n: number) => String(s).padStart(n);

function scaled(factor: number): Manifest {
  // Extra copies of the newest English rules as versions of their own: factor × the rules.
  const rules = base.sources.filter((s) => s.format === 'cr-text');
  const extra = Array.from(
    { length: Math.max(0, Math.round((factor - 1) * rules.length)) },
    (_, i) => ({ src: rules[i % rules.length]!, name: `bench-${i + 1}` }),
  );
  return {
    versions: [
      ...base.versions,
      ...extra.map((e, i) => ({
        name: e.name,
        effective: `1990-01-${String(i + 1).padStart(2, '0')}`,
        label: `bench ${e.name}`,
        note: 'synthetic',
      })),
    ],
    sources: [...base.sources, ...extra.map((e) => ({ ...e.src, rulesVersions: [e.name] }))],
  };
}

// The site as it stood with four versions (2004-10-01, 2008-10-01, 5.5.2.0, 20231117.0).
const FOUR = new Set(['2004-10-01', '2008-10-01', '5.5.2.0', '20231117.0']);
const four: Manifest = {
  versions: base.versions.filter((v) => FOUR.has(v.name)),
  sources: base.sources.filter((s) => s.rulesVersions.every((v) => FOUR.has(v))),
};

const corpora: [string, Manifest][] = [
  [
    'seeds',
    {
      versions: base.versions,
      sources: base.sources.filter((s) => s.format !== 'cr-text' && s.format !== 'cr-ja-web'),
    },
  ],
  ['four-versions', four],
  ['all', base],
  ['synthetic-2x', scaled(2)],
  ['synthetic-4x', scaled(4)],
];

/** Runs a command under GNU time: its wall time, peak resident memory (null where /usr/bin/time is missing) and output. */
function timed(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = root,
): { ms: number; peakRssMb: number | null; stdout: string } {
  const t = performance.now();
  const withTime = existsSync('/usr/bin/time');
  const out = spawnSync(
    withTime ? '/usr/bin/time' : command,
    withTime ? ['-f', 'peak-rss-kb %M', command, ...args] : args,
    { cwd, env, encoding: 'utf8', maxBuffer: 256 << 20 },
  );
  if (out.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed:\n${out.stderr}`);
    process.exit(1);
  }
  const kb = /peak-rss-kb (\d+)/.exec(out.stderr ?? '')?.[1];
  return {
    ms: performance.now() - t,
    peakRssMb: kb ? Math.round(Number(kb) / 1024) : null,
    stdout: out.stdout,
  };
}

/**
 * The build after a maintainer adds one release (scripts/synthetic-release.ts) to the project just
 * built: `npm run build`'s three commands in new processes, with the release steps the fresh build
 * cached, so only the new release's comparison is paired.
 */
function rebuildWithNewRelease(work: string, cache: string) {
  const project = join(work, 'rebuild');
  copyWithNewRelease(root, project);
  const dist = join(work, 'rebuild-dist');
  const env = {
    ...process.env,
    CACHE_DIR: cache,
    GENERATED_DIR: join(project, 'content/.generated'),
  };
  const runs = [
    timed(process.execPath, [join(root, 'scripts/generate.ts')], env, project),
    timed(join(root, 'node_modules/.bin/astro'), ['build', '--force', '--outDir', dist], env),
    timed(process.execPath, ['scripts/postbuild.ts', relative(root, dist)], env),
  ];
  return {
    wallMs: Math.round(runs.reduce((a, r) => a + r.ms, 0)),
    peakRssMb: Math.max(...runs.map((r) => r.peakRssMb ?? 0)),
    releaseComparisons: /release comparisons: (.*)/.exec(runs[0]!.stdout)?.[1] ?? 'not reported',
  };
}

const gz = (path: string) => gzipSync(readFileSync(path)).length;

/** Lighthouse runs per page, of which the median is reported. */
const LIGHTHOUSE_RUNS = 3;
const median = (xs: (number | null)[]): number | null => {
  const known = xs.filter((x): x is number => x !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)]! : null;
};

/** What a reader downloads for one page before any interaction: the HTML and what it links. */
function pageBytes(dist: string, urlPath: string) {
  const html = join(dist, decodeURIComponent(urlPath), 'index.html');
  const text = readFileSync(html, 'utf8');
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) =>
    gz(join(dist, m[1]!)),
  );
  const js = [...text.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => gz(join(dist, m[1]!)));
  return { html: gz(html), css: css.reduce((a, b) => a + b, 0), js: js.reduce((a, b) => a + b, 0) };
}

/** The search part of a served measurement: each cold search part by part, and the judged sets. */
function printSearch(
  served: Pick<Awaited<ReturnType<typeof measureServed>>, 'searchBytesPerQuery' | 'searchJudged'>,
) {
  console.log(
    "\nbytes a cold search transfers (the page, its CSS and scripts, Pagefind's runtime, wasm, metadata, index chunks and fragments, the lexicon and jumps; served with gzip, all sources; budget ≤ 220 KB), part by part in KB:",
  );
  for (const [q, m] of Object.entries(served.searchBytesPerQuery))
    console.log(
      `  ${q.padEnd(24)} ${pad(m.requests, 3)} requests ${pad((m.bytes / 1024).toFixed(0), 6)} KB  (${Object.entries(
        m.parts,
      )
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([part, n]) => `${part} ${(n / 1024).toFixed(1)}`)
        .join(', ')})`,
    );
  console.log(
    '\nsearch, judged queries (the expected rule first / in the first three), and per kind:',
  );
  for (const [name, j] of Object.entries(served.searchJudged))
    console.log(
      `  ${name.padEnd(17)} top-1 ${j.top1}/${j.total}  top-3 ${j.top3}/${j.total}  (${Object.entries(
        j.byKind,
      )
        .map(([kind, k]) => `${kind} ${k.top1}/${k.top3}/${k.total}`)
        .join(', ')})`,
    );
}

// `npm run bench -- search` measures the search of the built dist/ alone (no build, no Lighthouse):
// what a cold search downloads and the judged sets, to measure a change to search in minutes.
if (process.argv[2] === 'search') {
  printSearch(await measureServed(join(root, 'dist'), { lighthouse: false }));
  process.exit(0);
}

const results = [];
// `npm run bench -- all` measures all sources only (and any other corpus named): to measure again
// what a busy machine spoiled, without the synthetic corpora.
const named = process.argv.slice(2);
const chosen = named.length ? corpora.filter(([n]) => n === 'all' || named.includes(n)) : corpora;
for (const [name, manifest] of chosen) {
  const work = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const generated = join(work, 'generated');
  // Every corpus starts cold: nothing cached by an earlier build, here or in the project.
  const cache = join(work, 'cache');
  process.env.CACHE_DIR = cache;
  const t0 = performance.now();
  const inputs = readInputs(root, manifest);
  const readMs = performance.now() - t0;
  const result = runPipeline(inputs, diskReleaseStepCache(root));
  const pipelineMs = performance.now() - t0;
  // In-process and monotonic: corpora run smallest first, so this is close to this corpus's peak.
  const pipelinePeakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  for (const [path, body] of result.files) {
    mkdirSync(join(generated, path, '..'), { recursive: true });
    writeFileSync(join(generated, path), body);
  }
  const dist = join(work, 'dist');
  const env = { ...process.env, GENERATED_DIR: generated };
  const astro = timed(
    join(root, 'node_modules/.bin/astro'),
    ['build', '--force', '--outDir', dist],
    env,
  );
  const post = timed(process.execPath, ['scripts/postbuild.ts', relative(root, dist)], env);
  const astroMs = astro.ms;
  const postbuildMs = post.ms;
  const all = filesUnder(dist);
  const pages = all.filter((f) => f.endsWith('.html')).length;
  const rules = Object.values(result.report.rules).reduce((a, b) => a + b, 0);
  const sample: Record<string, ReturnType<typeof pageBytes>> = {};
  for (const [kind, url] of [
    ['article', '/wiki/Shahrazad/'],
    ['rule', '/rules/2026-06-19/506/'],
    ['keyword', '/rules/2026-06-19/702.19/'],
    ['glossary', '/rules/2026-06-19/glossary/ka/'],
    ['faq', '/faq/champions-of-kamigawa/'],
    ['home', '/'],
    ['layer section', '/rules/2026-06-19/613/'],
    ['layer stepper', '/play/layers/'],
  ] as const) {
    try {
      sample[kind] = pageBytes(dist, url);
    } catch {
      // the seeds-only corpus has no rule pages for 20231117.0 beyond the quoted ones
    }
  }
  results.push({
    corpus: name,
    rules,
    wallMs: Math.round(pipelineMs + astroMs + postbuildMs),
    peakRssMb: {
      pipeline: pipelinePeakRssMb,
      astro: astro.peakRssMb,
      searchAndOffline: post.peakRssMb,
    },
    stagesMs: {
      read: Math.round(readMs),
      ...Object.fromEntries(Object.entries(result.timings).map(([k, v]) => [k, Math.round(v)])),
      pipeline: Math.round(pipelineMs),
      astro: Math.round(astroMs),
      searchAndOffline: Math.round(postbuildMs),
    },
    pages,
    files: all.length,
    pagesPerSecond: Math.round(pages / ((pipelineMs + astroMs + postbuildMs) / 1000)),
    searchIndexBytes: filesUnder(join(dist, 'search')).reduce((a, f) => a + statSync(f).size, 0),
    // What the 404 page fetches to help with an unknown rule address.
    ruleIndexBytes: existsSync(join(dist, 'r/index.json'))
      ? { raw: statSync(join(dist, 'r/index.json')).size, gzip: gz(join(dist, 'r/index.json')) }
      : null,
    distBytes: all.reduce((a, f) => a + statSync(f).size, 0),
    gzipBytesPerPage: sample,
  });
  if (name === 'all')
    Object.assign(results[results.length - 1]!, await measureServed(dist), {
      rebuild: rebuildWithNewRelease(work, cache),
    });
  rmSync(work, { recursive: true, force: true });
}

/** Top-1 and top-3 of the judged query sets (tests/fixtures/search/), per kind, over a built site's Pagefind bundles. */
async function judgedSearch(dist: string) {
  const read = async (p: string) =>
    JSON.parse(readFileSync(join(dist, 'search', p), 'utf8')) as unknown;
  const lexicon = (await read(SEARCH_FILES.lexicon)) as SearchLexicon;
  const newest = (
    JSON.parse(readFileSync(join(dist, withoutBase(apiVersionsUrl()) ?? ''), 'utf8')) as {
      newest: string;
    }
  ).newest;
  const runtime = await pagefindInNode(join(dist, 'pagefind'));
  const ft = new FullText(
    async () => runtime,
    (i) => `${NODE_PAGEFIND_BASE}${i}/`,
  );
  const out: Record<string, JudgedTally> = {};
  const sets = readdirSync(join(root, 'tests/fixtures/search'))
    .filter((f) => /^(?:judged|held-out).*\.json$/.test(f))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  for (const name of sets) {
    const set = JSON.parse(
      readFileSync(join(root, `tests/fixtures/search/${name}.json`), 'utf8'),
    ) as { queries: JudgedQuery[] };
    const { total, top1, top3, byKind } = await scoreJudged(ft, read, lexicon, set.queries, newest);
    out[name] = { total, top1, top3, byKind };
  }
  return out;
}

type JudgedTally = Pick<JudgedScore, 'total' | 'top1' | 'top3' | 'byKind'>;

/** What part of a cold search a download is: the page, the site's own code, Pagefind's parts, the site's search data. */
function searchPart(url: string): string {
  const path = new URL(url).pathname;
  if (/\/pagefind\/[^/]+\/pagefind(?:-worker)?\.js$/.test(path)) return 'pagefind runtime';
  if (/\/pagefind\/[^/]+\/wasm\./.test(path)) return 'pagefind wasm';
  if (/\/pagefind\/[^/]+\/(?:pagefind-entry\.json|pagefind\..*\.pf_meta)$/.test(path))
    return 'pagefind metadata';
  if (/\/index\/.*\.pf_index$/.test(path)) return 'pagefind index chunks';
  if (/\/fragment\/.*\.pf_fragment$/.test(path)) return 'pagefind fragments';
  if (/\/filter\/.*\.pf_filter$/.test(path)) return 'pagefind filters';
  if (path.startsWith('/search/') && path.endsWith('.json')) return 'lexicon and jumps';
  if (path.startsWith('/api/')) return 'rule texts (API)';
  if (/\.(?:js|css|woff2)$/.test(path)) return 'site code and style';
  return 'page and the rest';
}

/** Serve a built site and measure what a reader's browser fetches: per search query, and Lighthouse per page type. */
async function measureServed(dist: string, { lighthouse: withLighthouse = true } = {}) {
  const port = 4391;
  // Served compressed, as any static host does: every text file gets a .gz beside it (removed
  // again after, from a build that is not the bench's own).
  const zipped = filesUnder(dist).filter((f) => /\.(html|css|js|json|svg|webmanifest)$/.test(f));
  for (const f of zipped) writeFileSync(`${f}.gz`, gzipSync(readFileSync(f), { level: 9 }));
  const server = spawn(
    'sirv',
    [dist, '--host', '127.0.0.1', '--port', String(port), '--quiet', '--gzip'],
    { stdio: 'ignore' },
  );
  try {
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const base = `http://127.0.0.1:${port}`;
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    // A cold search, as a reader's first: a fresh browser context, everything it downloads
    // (the page, its CSS and scripts, the index files, the excerpts) until it is idle.
    const perQuery: Record<
      string,
      { requests: number; bytes: number; parts: Record<string, number> }
    > = {};
    for (const q of SEARCH_QUERIES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let requests = 0;
      let bytes = 0;
      const parts: Record<string, number> = {};
      const sizes: Promise<void>[] = [];
      const count = (url: string, n: number) => {
        bytes += n;
        parts[searchPart(url)] = (parts[searchPart(url)] ?? 0) + n;
      };
      page.on('response', (r) => {
        requests++;
        sizes.push(
          r
            .request()
            .sizes()
            .then(
              (s) => count(r.url(), s.responseBodySize),
              async () => count(r.url(), (await r.body().catch(() => Buffer.alloc(0))).length),
            ),
        );
      });
      await page.goto(`${base}/search/?q=${encodeURIComponent(q)}`);
      await page.waitForFunction(
        () => !document.getElementById('search-status')?.textContent?.endsWith('…'),
      );
      await page.waitForLoadState('networkidle');
      await Promise.all(sizes);
      perQuery[q] = { requests, bytes, parts };
      await context.close();
    }
    await browser.close();
    const lh: Record<string, Record<string, number | null>> = {};
    if (!withLighthouse)
      return {
        searchBytesPerQuery: perQuery,
        searchJudged: await judgedSearch(dist),
        lighthouse: lh,
      };
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    try {
      // A first run warms the browser (its fonts, its caches of compiled code): not counted.
      await lighthouse(`${base}/`, { port: chrome.port, logLevel: 'error' });
      for (const [kind, url] of [
        ['home', '/'],
        ['rule page', '/rules/2026-06-19/506/'],
        ['keyword page', '/rules/2026-06-19/702.19/'],
        ['glossary', '/rules/2026-06-19/glossary/ka/'],
        ['term index', '/terms/'],
        ['term index row', '/terms/ka/'],
        ['update', '/diff/2026-04-17/2026-06-19/'],
        ['combat', '/play/combat/'],
        ['layers', '/play/layers/'],
        ['layer section', '/rules/2026-06-19/613/'],
        ['article', '/wiki/Shahrazad/'],
        ['card page', '/cards/budoka-gardener/'],
      ] as const) {
        // Lighthouse's scores vary from run to run (its own advice: take the median of several).
        const runs: Record<string, { score: number | null }>[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          const r = await lighthouse(`${base}${url}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            formFactor: 'mobile',
            screenEmulation: {
              mobile: true,
              width: 360,
              height: 740,
              deviceScaleFactor: 2,
              disabled: false,
            },
          });
          runs.push(r!.lhr.categories);
        }
        lh[kind] = Object.fromEntries(
          Object.keys(runs[0]!).map((k) => [k, median(runs.map((c) => c[k]!.score))]),
        );
      }
    } finally {
      await chrome.kill();
    }
    return {
      searchBytesPerQuery: perQuery,
      searchJudged: await judgedSearch(dist),
      lighthouse: lh,
    };
  } finally {
    server.kill();
    if (!withLighthouse) for (const f of zipped) rmSync(`${f}.gz`, { force: true });
  }
}

console.log(
  `${'corpus'.padEnd(14)}${pad('rules', 7)}${pad('read', 7)}${pad('parse', 7)}${pad('link', 7)}${pad('history', 8)}${pad('releases', 9)}${pad('emit', 7)}${pad('astro', 8)}${pad('search+sw', 10)}${pad('wall s', 8)}${pad('peak MB', 8)}${pad('pages', 7)}${pad('pages/s', 9)}${pad('dist MB', 9)}${pad('index MB', 10)}`,
);
for (const r of results) {
  const s = r.stagesMs as Record<string, number>;
  const peak = Math.max(...Object.values(r.peakRssMb).map((v) => v ?? 0));
  console.log(
    `${r.corpus.padEnd(14)}${pad(r.rules, 7)}${pad(s.read, 7)}${pad(s.parse, 7)}${pad(s.link, 7)}${pad(s.history, 8)}${pad(s.releases, 9)}${pad(s.emit, 7)}${pad(s.astro, 8)}${pad(s.searchAndOffline, 10)}${pad((r.wallMs / 1000).toFixed(1), 8)}${pad(peak, 8)}${pad(r.pages, 7)}${pad(r.pagesPerSecond, 9)}${pad((r.distBytes / 1e6).toFixed(1), 9)}${pad((r.searchIndexBytes / 1e6).toFixed(1), 10)}`,
  );
}
const all = results.find((r) => r.corpus === 'all')!;
const baseline = results.find((r) => r.corpus === 'four-versions');
if (baseline)
  console.log(
    `\nall sources against the four-version build: ${(all.wallMs / baseline.wallMs).toFixed(2)}× the wall time, ${(all.pages / baseline.pages).toFixed(2)}× the pages, ${(all.distBytes / baseline.distBytes).toFixed(2)}× the output bytes, ${(all.searchIndexBytes / baseline.searchIndexBytes).toFixed(2)}× the search index (budget: a fresh full build ≤ 240 s, a rebuild ≤ 120 s, ≤ 2.5 GB peak RSS)`,
  );
const rebuild = (all as unknown as { rebuild: ReturnType<typeof rebuildWithNewRelease> }).rebuild;
console.log(
  `fresh build of all sources (nothing cached): ${(all.wallMs / 1000).toFixed(1)} s; rebuild after adding one release (npm run build's commands, release steps cached): ${(rebuild.wallMs / 1000).toFixed(1)} s, peak ${rebuild.peakRssMb} MB; release comparisons: ${rebuild.releaseComparisons}`,
);
console.log(
  `rule number index for the 404 page (/r/index.json): ${all.ruleIndexBytes ? `${all.ruleIndexBytes.raw} bytes, ${all.ruleIndexBytes.gzip} gzip` : 'missing'}`,
);
console.log(
  `history stage (release-to-release comparisons): ${results
    .filter((r) => r.corpus !== 'seeds')
    .map((r) => `${r.corpus} ${(r.stagesMs as Record<string, number>).history} ms`)
    .join(', ')}`,
);
console.log(
  `releases stage (every English release since 2003 as history: pairs cached in .cache/release-steps/ by content hash, so a rebuild with one new release recomputes one pair): ${results
    .map((r) => `${r.corpus} ${(r.stagesMs as Record<string, number>).releases} ms`)
    .join(', ')}`,
);
const served = all as unknown as {
  searchBytesPerQuery: Record<
    string,
    { requests: number; bytes: number; parts: Record<string, number> }
  >;
  searchJudged: Record<string, JudgedTally>;
  lighthouse: Record<string, Record<string, number | null>>;
};
printSearch(served);
console.log(
  `\nLighthouse, mobile, served with gzip, median of ${LIGHTHOUSE_RUNS} runs (performance / accessibility / best practices / SEO; aim: ≥ 95 / 100):`,
);
for (const [kind, c] of Object.entries(served.lighthouse))
  console.log(
    `  ${kind.padEnd(10)} ${Object.values(c)
      .map((v) => (v === null ? '-' : Math.round(v * 100)))
      .join(' / ')}`,
  );
console.log('\ngzip bytes a reader downloads per page (all sources):');
for (const [kind, b] of Object.entries(all.gzipBytesPerPage))
  console.log(
    `  ${kind.padEnd(8)} HTML ${pad(b.html, 7)}  CSS ${pad(b.css, 6)}  JS ${pad(b.js, 6)}`,
  );
const growth = results
  .filter((r) => r.corpus !== 'seeds' && r.corpus !== 'four-versions')
  .map(
    (r) =>
      `${r.corpus}: ${r.rules} rules in ${(((r.stagesMs as Record<string, number>).pipeline + (r.stagesMs as Record<string, number>).astro) / 1000).toFixed(1)} s`,
  );
console.log(`\ngrowth with size: ${growth.join('; ')}`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
const written = named.length ? `latest-${named.join('-')}.json` : 'latest.json';
writeFileSync(
  join(root, 'bench/results', written),
  `${JSON.stringify({ node: process.version, cpus: (await import('node:os')).cpus().length, results }, null, 1)}\n`,
);
console.log(`written: bench/results/${written} (times in ms; a measurement, not a pass/fail)`);
