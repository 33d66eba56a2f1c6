// The architecture, checked: which folder may import which, no import cycles, and the rule-number
// grammar written in one module only. The tables below are the declaration; edit them, not the
// checks, when the architecture changes.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// ---------------------------------------------------------------------------------------------
// The declared architecture. Paths are relative to the repository; one ending in `/` is a folder
// and everything under it, otherwise `*` matches within one path segment (`scripts/*.ts`).

/** The build pipeline, lowest layer first: a file may import its own layer and lower ones. */
// prettier-ignore
const PIPELINE: Layer[] = [
  { layer: 0, paths: ['scripts/model/'], why: 'the vocabulary: types, rule numbers, URLs, the data contract' },
  { layer: 1, paths: ['scripts/read/', 'scripts/parse/'], why: 'source files in, model out' },
  { layer: 2, paths: ['scripts/link/', 'scripts/history/'], why: 'relations between parsed rules, terms and versions' },
  { layer: 3, paths: ['scripts/emit/'], why: 'the linked model out as MDX and JSON for the site' },
  { layer: 4, paths: ['scripts/pipeline.ts', 'scripts/generate.ts', 'scripts/postbuild.ts', 'scripts/postbuild/', 'scripts/cli/', 'scripts/*.ts'],
    why: 'entry points that run the stages' },
];

/** The vocabulary every side shares. */
const VOCABULARY = PIPELINE[0]!.paths;

/**
 * The site, and exceptions to the pipeline: files under `from` may import each other and `may`.
 * Nothing under scripts/ imports components/ or site/ unless a row here says so.
 */
// prettier-ignore
const ALLOWED: Allowance[] = [
  { from: ['components/'], may: [...VOCABULARY],
    why: 'UI and pure engines share the vocabulary only, never the build or the pages' },
  { from: ['site/lib/'], may: [...VOCABULARY],
    why: 'what pages read is the data contract, not the build and not the UI' },
  { from: ['site/pages/', 'site/layouts/'], may: ['site/lib/', 'site/styles/', 'components/', ...VOCABULARY],
    why: 'pages render data from site/lib with components' },
  { from: ['site/content.config.ts'], may: [...VOCABULARY],
    why: "Astro's collections are declared over the generated data's paths" },
  { from: ['scripts/cli/'], may: ['components/engines/', 'components/combat/scenario.ts', 'components/combat/explain.ts', 'components/subgame/scenario.ts', 'components/subgame/explain.ts'],
    why: "the command lines run the same pure engines as the islands, worded by the widgets' explain modules" },
  { from: ['scripts/emit/widget-data.ts', 'scripts/link/rules-profile.ts'],
    may: ['components/engines/', 'components/combat/scenario.ts', 'components/subgame/scenario.ts', 'components/subgame/explain.ts'],
    why: "the build reads presets with the engines' own scenario readers (the contract of ../shared/spec), and knows their keywords" },
  { from: ['scripts/pagefind-node.ts'], may: ['components/search/pagefind.ts'],
    why: "runs Pagefind's browser runtime in Node for the tests and the bench, typed as the search page uses it" },
  { from: ['scripts/bench.ts', 'scripts/screenshot.ts', 'scripts/test-builds.ts', 'scripts/serve-under-base.ts'], may: ['components/', 'site/'],
    why: 'tools that build, measure or look at the whole site' },
];

/** The stages between reading and writing, and the pipeline that runs them: values in, values out, never a path. */
const NO_FILES = [
  'scripts/parse/',
  'scripts/link/',
  'scripts/history/',
  'scripts/emit/',
  'scripts/model/',
  'scripts/pipeline.ts',
];

/** The only file that may spell out the rule-number grammar. */
const GRAMMAR_HOME = 'scripts/model/rule-number.ts';
/** Regex source that spells a rule number (a section's three digits, a subrule's letter). */
const GRAMMAR_FRAGMENTS = [String.raw`\d{3}`, String.raw`\d+[a-z]`];
// A line may opt out with a comment that says why: `// grammar-ok: <reason>` (also after `/*`,
// `{/*` or `<!--`, for .astro markup).
const GRAMMAR_OK = /(?:\/\/|\/\*|<!--|\{\/\*)\s*grammar-ok:\s*\S/;

/** The folders whose sources are checked, and the extensions that count as source. */
const ROOTS = ['scripts', 'components', 'site'];
const SOURCE = /\.(?:ts|tsx|mjs|astro)$/;

// ---------------------------------------------------------------------------------------------
// The checks, as functions of a graph (tested on a made-up graph at the end of this file).

type Layer = { layer: number; paths: string[]; why: string };
type Allowance = { from: string[]; may: string[]; why: string };
type Edge = { to: string; line: number; specifier: string; typeOnly: boolean };
type Graph = Map<string, Edge[]>;

function matches(file: string, pattern: string): boolean {
  if (pattern.endsWith('/')) return file.startsWith(pattern);
  const re = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[^/]*')}$`);
  return re.test(file);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a file may import: the union of every row that places it (null: no row places the file). */
function allowedFor(file: string, pipeline: Layer[], allowed: Allowance[]): string[] | null {
  const patterns: string[] = [];
  let placed = false;
  for (const l of pipeline) {
    if (!l.paths.some((p) => matches(file, p))) continue;
    placed = true;
    for (const lower of pipeline) if (lower.layer <= l.layer) patterns.push(...lower.paths);
  }
  for (const a of allowed) {
    if (!a.from.some((p) => matches(file, p))) continue;
    placed = true;
    patterns.push(...a.from, ...a.may);
  }
  return placed ? patterns : null;
}

function describePlace(file: string, pipeline: Layer[], allowed: Allowance[]): string {
  const layers = pipeline
    .filter((l) => l.paths.some((p) => matches(file, p)))
    .map((l) => `layer ${l.layer}`);
  const rows = allowed
    .filter((a) => a.from.some((p) => matches(file, p)))
    .map((a) => a.from.join(' '));
  return [...layers, ...rows].join(', ');
}

/** Imports the tables do not allow, as `from:line → to (…)`; files no table places, too. */
function importViolations(
  graph: Graph,
  pipeline: Layer[],
  allowed: Allowance[],
  inScope: (file: string) => boolean = () => true,
): string[] {
  const out: string[] = [];
  for (const [from, edges] of graph) {
    const may = allowedFor(from, pipeline, allowed);
    if (may === null) {
      out.push(`${from}: in no layer or row of the architecture table`);
      continue;
    }
    for (const e of edges) {
      if (!inScope(e.to) || may.some((p) => matches(e.to, p))) continue;
      const kind = e.typeOnly ? ' (type-only)' : '';
      out.push(`${from}:${e.line} → ${e.to}${kind}  [${describePlace(from, pipeline, allowed)}]`);
    }
  }
  return out.sort(byFileAndLine);
}

/** `file:line …` strings in file order, then by line number (9 before 10). */
function byFileAndLine(a: string, b: string): number {
  const [fa, la] = [a.split(/:(?=\d)/)[0]!, parseInt(a.split(/:(?=\d)/)[1] ?? '0', 10)];
  const [fb, lb] = [b.split(/:(?=\d)/)[0]!, parseInt(b.split(/:(?=\d)/)[1] ?? '0', 10)];
  return fa.localeCompare(fb) || la - lb || a.localeCompare(b);
}

/** Tarjan's strongly connected components; the ones that are cycles (2+ files, or a self-import). */
function cycles(graph: Graph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const { to: w } of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) !== indices.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    const selfLoop = (graph.get(v) ?? []).some((e) => e.to === v);
    if (scc.length > 1 || selfLoop) found.push(scc.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!indices.has(v)) visit(v);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One shortest cycle through the first file of a component, for the message. */
function exampleCycle(graph: Graph, scc: string[]): string[] {
  const members = new Set(scc);
  const start = scc[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const { to } of graph.get(v) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let x = v; x !== start; x = previous.get(x)!) path.splice(1, 0, x);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, v);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/** Lines outside `home` that spell a grammar fragment, and the opt-outs used (`file:line`). */
function grammarOccurrences(
  files: Map<string, string>,
  home: string,
): { offending: string[]; optedOut: string[] } {
  const offending: string[] = [];
  const optedOut: string[] = [];
  for (const [file, text] of files) {
    if (file === home) continue;
    text.split('\n').forEach((line, i) => {
      const hits = GRAMMAR_FRAGMENTS.filter((f) => line.includes(f));
      if (hits.length === 0) return;
      const where = `${file}:${i + 1}`;
      if (GRAMMAR_OK.test(line)) optedOut.push(`${where}  ${line.trim()}`);
      else offending.push(`${where}  [${hits.join(' ')}]  ${line.trim().slice(0, 140)}`);
    });
  }
  return { offending: offending.sort(byFileAndLine), optedOut: optedOut.sort(byFileAndLine) };
}

// ---------------------------------------------------------------------------------------------
// Reading the tree: imports from TypeScript's parser, resolved to files.

/** The code in a file, as [code, line offset] pieces: .astro frontmatter and <script> blocks. */
function codeBlocks(file: string, text: string): [string, number][] {
  if (!file.endsWith('.astro')) return [[text, 0]];
  const lines = text.split('\n');
  const blocks: [string, number][] = [];
  const open = lines.findIndex((l) => l.trim() === '---');
  const close = open < 0 ? -1 : lines.findIndex((l, i) => i > open && l.trim() === '---');
  if (close > open) blocks.push([lines.slice(open + 1, close).join('\n'), open + 1]);
  const rest = close > open ? lines.slice(close + 1).join('\n') : text;
  const restOffset = close > open ? close + 1 : 0;
  for (const m of rest.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    const before = rest.slice(0, m.index + m[0].indexOf('>') + 1);
    blocks.push([m[1]!, restOffset + before.split('\n').length - 1]);
  }
  return blocks;
}

type RawImport = { specifier: string; line: number; typeOnly: boolean };

/** Static imports, exports-from and import('…') with a literal, in one piece of code. */
function importsIn(code: string, tsx: boolean, lineOffset = 0): RawImport[] {
  const kind = tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile('x', code, ts.ScriptTarget.Latest, true, kind);
  const found: RawImport[] = [];
  const add = (node: ts.Node, spec: ts.Node | undefined, typeOnly: boolean) => {
    if (!spec || !ts.isStringLiteralLike(spec)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 + lineOffset;
    found.push({ specifier: spec.text, line, typeOnly });
  };
  const walk = (node: ts.Node) => {
    if (ts.isImportDeclaration(node))
      add(node, node.moduleSpecifier, !!node.importClause?.isTypeOnly);
    else if (ts.isExportDeclaration(node)) add(node, node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node, node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node, node.argument.literal, true);
    ts.forEachChild(node, walk);
  };
  walk(sf);
  return found;
}

/** package.json "imports" (`#…`), exact keys and one-`*` wildcards, to a repository path. */
function resolveSubpath(specifier: string, imports: Record<string, unknown>): string | null {
  const target = (value: unknown): string | null => {
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object') {
      const conditions = value as Record<string, unknown>;
      for (const c of ['import', 'node', 'default', 'types'])
        if (c in conditions) return target(conditions[c]);
    }
    return null;
  };
  if (specifier in imports) return normalise(target(imports[specifier]));
  for (const [key, value] of Object.entries(imports)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    if (!specifier.startsWith(prefix) || !specifier.endsWith(suffix)) continue;
    if (specifier.length < prefix.length + suffix.length) continue;
    const middle = specifier.slice(prefix.length, specifier.length - suffix.length);
    return normalise(target(value)?.replaceAll('*', middle) ?? null);
  }
  return null;
}

const normalise = (p: string | null) =>
  p === null ? null : posix.normalize(p).replace(/^\.\//, '');

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.astro', '/index.ts', '/index.mjs'];

/** A repository path that exists, trying the extensions a bundler would (and .js → .ts). */
function existing(root: string, path: string): string | null {
  const candidates = EXTENSIONS.map((e) => path + e);
  if (/\.js$/.test(path))
    candidates.push(path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx'));
  return (
    candidates.find((c) => existsSync(join(root, c)) && statSync(join(root, c)).isFile()) ?? null
  );
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const path = `${dir}/${d.name}`;
    if (d.isDirectory()) return sourceFiles(root, path);
    return SOURCE.test(d.name) ? [path] : [];
  });
}

/** The file graph of the checked folders, the raw texts, and imports that resolve to nothing. */
function readTree(root: string): {
  graph: Graph;
  texts: Map<string, string>;
  unresolved: string[];
} {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, unknown>;
  };
  const graph: Graph = new Map();
  const texts = new Map<string, string>();
  const unresolved: string[] = [];
  for (const file of ROOTS.flatMap((r) => sourceFiles(root, r)).sort()) {
    const text = readFileSync(join(root, file), 'utf8');
    texts.set(file, text);
    const edges: Edge[] = [];
    for (const [code, offset] of codeBlocks(file, text)) {
      for (const imp of importsIn(code, /\.(?:tsx|astro)$/.test(file), offset)) {
        const bare = imp.specifier.replace(/\?.*$/, '');
        let path: string | null;
        if (bare.startsWith('.')) path = posix.normalize(posix.join(posix.dirname(file), bare));
        else if (bare.startsWith('#')) path = resolveSubpath(bare, pkg.imports ?? {});
        else continue; // a package or a virtual module (node:fs, astro:content)
        const to = path === null ? null : existing(root, path);
        if (to === null) unresolved.push(`${file}:${imp.line}  '${imp.specifier}'`);
        else edges.push({ to, line: imp.line, specifier: imp.specifier, typeOnly: imp.typeOnly });
      }
    }
    graph.set(file, edges);
  }
  return { graph, texts, unresolved };
}

// ---------------------------------------------------------------------------------------------

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tree = readTree(ROOT);
const inRoots = (file: string) => ROOTS.some((r) => file.startsWith(`${r}/`));

describe('architecture', () => {
  it('reads a non-trivial tree, and every relative or # import resolves to a file', () => {
    expect(tree.graph.size).toBeGreaterThan(50);
    expect(tree.unresolved, 'imports that resolve to no file').toEqual([]);
  });

  it('has no import cycles', () => {
    const found = cycles(tree.graph).map((scc) => {
      const path = exampleCycle(tree.graph, scc).join(' → ');
      return `${scc.length} files: ${scc.join(', ')}\n    e.g. ${path}`;
    });
    expect(found, 'import cycles (each: the files of one strongly connected component)').toEqual(
      [],
    );
  });

  it('imports only downward, as the tables at the top of this file declare', () => {
    const found = importViolations(tree.graph, PIPELINE, ALLOWED, inRoots);
    expect(
      found,
      'imports the architecture does not allow: from:line → to [where from sits]',
    ).toEqual([]);
  });

  it(`opens no file in ${NO_FILES.join(', ')}: read/ reads, generate.ts and postbuild write`, () => {
    const found = [...tree.texts]
      .filter(([file, text]) => NO_FILES.some((p) => matches(file, p)) && /['"]node:fs/.test(text))
      .map(([file]) => file);
    expect(found, 'modules of the stages that import node:fs').toEqual([]);
  });

  it(`spells the rule-number grammar only in ${GRAMMAR_HOME}`, () => {
    const { offending, optedOut } = grammarOccurrences(tree.texts, GRAMMAR_HOME);
    if (optedOut.length > 0) console.info(`grammar-ok opt-outs:\n${optedOut.join('\n')}`);
    expect(
      offending,
      `lines spelling ${GRAMMAR_FRAGMENTS.join(' or ')} outside ${GRAMMAR_HOME}`,
    ).toEqual([]);
  });
});

describe('the architecture checks themselves', () => {
  const edge = (to: string, typeOnly = false): Edge => ({ to, line: 1, specifier: to, typeOnly });
  const fake: Graph = new Map([
    ['scripts/model/a.ts', [edge('scripts/model/b.ts')]],
    ['scripts/model/b.ts', [edge('scripts/model/c.ts')]],
    ['scripts/model/c.ts', [edge('scripts/model/a.ts'), edge('scripts/emit/out.ts', true)]],
    ['scripts/emit/out.ts', [edge('scripts/model/a.ts'), edge('components/x/engine.ts')]],
    ['scripts/cli/run.ts', [edge('components/x/engine.ts'), edge('site/pages/p.astro')]],
    ['components/x/engine.ts', [edge('components/x/engine.ts')]],
    ['site/pages/p.astro', [edge('scripts/model/a.ts'), edge('components/x/engine.ts')]],
    ['lost/file.ts', []],
  ]);
  const pipeline: Layer[] = [
    { layer: 0, paths: ['scripts/model/'], why: '' },
    { layer: 3, paths: ['scripts/emit/'], why: '' },
    { layer: 4, paths: ['scripts/cli/'], why: '' },
  ];
  const allowed: Allowance[] = [
    { from: ['components/'], may: ['scripts/model/'], why: '' },
    { from: ['site/pages/'], may: ['components/', 'scripts/model/'], why: '' },
    { from: ['scripts/cli/'], may: ['components/x/'], why: '' },
  ];

  it('finds a three-file cycle and a self-import, with a readable path', () => {
    const found = cycles(fake);
    expect(found).toEqual([
      ['components/x/engine.ts'],
      ['scripts/emit/out.ts', 'scripts/model/a.ts', 'scripts/model/b.ts', 'scripts/model/c.ts'],
    ]);
    expect(exampleCycle(fake, found[1]!)).toEqual([
      'scripts/emit/out.ts',
      'scripts/model/a.ts',
      'scripts/model/b.ts',
      'scripts/model/c.ts',
      'scripts/emit/out.ts',
    ]);
  });

  it('finds upward and sideways imports, allows the declared exceptions, names unplaced files', () => {
    expect(importViolations(fake, pipeline, allowed)).toEqual([
      'lost/file.ts: in no layer or row of the architecture table',
      'scripts/cli/run.ts:1 → site/pages/p.astro  [layer 4, scripts/cli/]',
      'scripts/emit/out.ts:1 → components/x/engine.ts  [layer 3]',
      'scripts/model/c.ts:1 → scripts/emit/out.ts (type-only)  [layer 0]',
    ]);
  });

  it('matches folders, one-segment wildcards and exact files', () => {
    expect(matches('scripts/cli/x.ts', 'scripts/cli/')).toBe(true);
    expect(matches('scripts/bench.ts', 'scripts/*.ts')).toBe(true);
    expect(matches('scripts/cli/x.ts', 'scripts/*.ts')).toBe(false);
    expect(matches('scripts/build.tsx', 'scripts/build.ts')).toBe(false);
  });

  it('resolves # subpath imports, exact and wildcard, plain and conditional', () => {
    const imports = {
      '#model': './scripts/model/types.ts',
      '#scripts/*': './scripts/*',
      '#engines/*.ts': { types: './x/*.d.ts', default: './components/*/engine.ts' },
    };
    expect(resolveSubpath('#model', imports)).toBe('scripts/model/types.ts');
    expect(resolveSubpath('#scripts/emit/article.ts', imports)).toBe('scripts/emit/article.ts');
    expect(resolveSubpath('#engines/combat.ts', imports)).toBe('components/combat/engine.ts');
    expect(resolveSubpath('#nothing', imports)).toBe(null);
  });

  it('reads imports from TypeScript and from .astro frontmatter and scripts, with their lines', () => {
    const code = [
      "import type { A } from './a.ts';",
      "export { b } from './b.ts';",
      "const c = await import('./c.ts');",
      "let d: typeof import('./d.ts');",
      'const e = import(name); // not a literal: not an edge',
      "// import './commented.ts'",
    ].join('\n');
    expect(importsIn(code, false)).toEqual([
      { specifier: './a.ts', line: 1, typeOnly: true },
      { specifier: './b.ts', line: 2, typeOnly: false },
      { specifier: './c.ts', line: 3, typeOnly: false },
      { specifier: './d.ts', line: 4, typeOnly: true },
    ]);
    const astro = [
      '---',
      "import X from './X.astro';",
      '---',
      '<p>{x}</p>',
      '<script>',
      "  import { y } from './y.ts';",
      '</script>',
    ].join('\n');
    const found = codeBlocks('p.astro', astro).flatMap(([c, offset]) => importsIn(c, true, offset));
    expect(found.map((i) => `${i.line} ${i.specifier}`)).toEqual(['2 ./X.astro', '6 ./y.ts']);
  });

  it('reports grammar fragments outside their home, and honours an opt-out with a reason', () => {
    const files = new Map([
      ['scripts/model/rule-number.ts', String.raw`const S = /\d{3}/;`],
      [
        'site/a.ts',
        String.raw`const s = /^\d{3}$/;` +
          '\n' +
          String.raw`const t = /\d+[a-z]/; // grammar-ok: a test`,
      ],
      ['site/b.ts', String.raw`const u = /\d+[a-z]/; // grammar-ok:`],
    ]);
    const { offending, optedOut } = grammarOccurrences(files, 'scripts/model/rule-number.ts');
    expect(offending.map((o) => o.split('  ')[0])).toEqual(['site/a.ts:1', 'site/b.ts:1']);
    expect(optedOut.map((o) => o.split('  ')[0])).toEqual(['site/a.ts:2']);
  });
});
