// The builds the tests read, made side by side (each runs on one core for the most part):
// 1. here, as `npm run build` does: dist/, which the browser tests read;
// 2. the same sources from a copy of the project in another folder, compared with the first file
//    by file, dist/ and content/.generated/: the same sources must give the same bytes wherever
//    they are checked out (a build that leaks its absolute folder differs on every other machine);
// 3. from another copy with BASE_PATH=/mtg-rules/, as a project site on a static host is built:
//    dist-base/, which tests/browser/base-path.spec.ts serves under that path.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';
import { generatedDir } from './model/paths.ts';
import { filesUnder } from './read/files-under.ts';

const root = process.cwd();
const temp = mkdtempSync(join(tmpdir(), 'test-builds-'));
const copy = join(temp, 'project');
const based = join(temp, 'based');
/** The base path of the third build (tests/browser/base-path.spec.ts serves it there). */
const TEST_BASE = '/mtg-rules/';
const bin = join(root, 'node_modules/.bin');

const digest = (dir: string) =>
  new Map(
    filesUnder(dir).map((f) => [
      relative(dir, f),
      createHash('sha256').update(readFileSync(f)).digest('hex'),
    ]),
  );

/**
 * Where the first few differing scripts and pages differ: the same file in both builds (a chunk's
 * content hash removed from its name, so `RuleLinks.AAAA.js` meets `RuleLinks.BBBB.js`), shown
 * from the first differing character. Scripts first: a chunk that differs renames itself and so
 * changes every page that loads it.
 */
function whereTheyDiffer(differ: string[], left: string, right: string): string[] {
  const unhashed = (f: string) => f.replace(/\.[\w-]{8}\.js$/, '.js');
  const pairs = new Map<string, { a?: string; b?: string }>();
  for (const f of differ) {
    const pair = pairs.get(unhashed(f)) ?? {};
    if (existsSync(join(left, f))) pair.a = f;
    if (existsSync(join(right, f))) pair.b = f;
    pairs.set(unhashed(f), pair);
  }
  const shown = [...pairs.values()]
    .filter((p): p is { a: string; b: string } => !!p.a && !!p.b && /\.(js|html)$/.test(p.a))
    .sort((x, y) => Number(x.a.endsWith('.html')) - Number(y.a.endsWith('.html')))
    .slice(0, 4);
  return shown.flatMap(({ a, b }) => {
    const one = readFileSync(join(left, a), 'utf8');
    const two = readFileSync(join(right, b), 'utf8');
    let at = 0;
    while (at < one.length && one[at] === two[at]) at++;
    const excerpt = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 160));
    return [
      `${a} and ${b} first differ at character ${at}:`,
      `  ${excerpt(one)}`,
      `  ${excerpt(two)}`,
    ];
  });
}

/**
 * `npm run build` in a folder: null when it succeeded, else what failed. The build here shows its
 * output; a copy's is kept, and its last lines are shown if it fails.
 */
async function build(cwd: string, env: NodeJS.ProcessEnv, shown: boolean): Promise<string | null> {
  const node = join(bin, 'node');
  for (const args of [
    ['scripts/generate.ts'],
    [join(bin, 'astro'), 'build', '--force'],
    ['scripts/postbuild.ts'],
  ]) {
    const child = spawn(node, args, {
      cwd,
      env,
      stdio: ['ignore', shown ? 'inherit' : 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on(
      'data',
      (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)),
    );
    const code = await new Promise<number | null>((done) => child.on('close', done));
    if (code !== 0)
      return `test builds: \`${args.join(' ')}\` failed in ${cwd} (exit ${code})${output ? `:\n${output.split('\n').slice(-30).join('\n')}` : ''}`;
  }
  return null;
}

try {
  // Tracked and untracked-but-not-ignored files, as they are on disk: uncommitted edits count,
  // build products (dist/, content/.generated/) do not. node_modules is shared, not copied (a
  // symlinked node_modules is not matched by the `node_modules/` ignore rule, hence the filter).
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  ).split('\0');
  for (const folder of [copy, based]) {
    for (const path of new Set(listed)) {
      if (!path || path === 'node_modules' || !existsSync(join(root, path))) continue; // deleted but not yet staged
      cpSync(join(root, path), join(folder, path), { recursive: true, verbatimSymlinks: true });
    }
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'));
  }

  // The same three steps as `npm run build`, under the project's pinned node (also for anything
  // they spawn), in the three folders at once. The copies drop GENERATED_DIR so that each reads
  // only what it generated itself; only the build here shows its report.
  // BASE_PATH is the third build's alone, whatever the environment says.
  const { GENERATED_DIR, BASE_PATH: _, ...rest } = process.env;
  const shared = { ...rest, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
  const failures = (
    await Promise.all([
      build(root, GENERATED_DIR ? { ...shared, GENERATED_DIR } : shared, true),
      build(copy, shared, false),
      build(based, { ...shared, BASE_PATH: TEST_BASE }, false),
    ])
  ).filter((f): f is string => f !== null);
  for (const f of failures) console.error(f);
  if (failures.length) process.exitCode = 1; // not process.exit(): the finally below must still remove the copy

  // The site, and what the pipeline generated for it (files no page shows differ there first).
  let compared = 0;
  const outputs = [
    ['dist', join(root, 'dist')],
    ['content/.generated', generatedDir(root)],
  ];
  for (const [output, here] of failures.length ? [] : outputs) {
    const a = digest(here);
    const b = digest(join(copy, output));
    compared += a.size;
    const differ = [...new Set([...a.keys(), ...b.keys()])]
      .filter((k) => a.get(k) !== b.get(k))
      .sort();
    if (!differ.length) continue;
    console.error(
      `determinism: ${differ.length} files differ between ${output}/ and a build of the same sources in ${copy}:\n${differ
        .slice(0, 30)
        .map((f) => `  ${f}`)
        .join('\n')}`,
    );
    for (const line of whereTheyDiffer(differ, here, join(copy, output))) console.error(line);
    process.exitCode = 1;
  }
  // The base-path build, where its test reads it.
  if (!failures.length) {
    rmSync(join(root, 'dist-base'), { recursive: true, force: true });
    try {
      renameSync(join(based, 'dist'), join(root, 'dist-base'));
    } catch {
      cpSync(join(based, 'dist'), join(root, 'dist-base'), { recursive: true }); // another disk
    }
  }
  if (!process.exitCode)
    console.log(
      `determinism: 1 passed, 0 failed (${compared} files of dist/ and content/.generated/ byte-identical across two builds in two folders)`,
    );
} finally {
  rmSync(temp, { recursive: true, force: true });
}
