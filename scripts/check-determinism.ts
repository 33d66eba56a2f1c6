// Builds the site a second time, from a copy of the project in another folder, and compares it
// with dist/ file by file: the same sources must give the same bytes wherever they are checked out
// (a build that leaks its absolute folder into a page differs on every other machine).
// Run after `npm run build`, which made dist/.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';

const root = process.cwd();
const temp = mkdtempSync(join(tmpdir(), 'determinism-'));
const copy = join(temp, 'project');
const bin = join(root, 'node_modules/.bin');

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : [p];
    });
}
const digest = (dir: string) =>
  new Map(
    files(dir).map((f) => [
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

try {
  // Tracked and untracked-but-not-ignored files, as they are on disk: uncommitted edits count,
  // build products (dist/, content/.generated/) do not. node_modules is shared, not copied (a
  // symlinked node_modules is not matched by the `node_modules/` ignore rule, hence the filter).
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  ).split('\0');
  for (const path of new Set(listed)) {
    if (!path || path === 'node_modules' || !existsSync(join(root, path))) continue; // deleted but not yet staged
    cpSync(join(root, path), join(copy, path), { recursive: true, verbatimSymlinks: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));

  // The same three steps as `npm run build`, under the project's pinned node (also for anything
  // they spawn). GENERATED_DIR is dropped so the copy reads only what it generated itself.
  const { GENERATED_DIR: _, ...inherited } = process.env;
  const env = { ...inherited, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
  const node = join(bin, 'node');
  for (const args of [
    ['scripts/build.ts'],
    [join(bin, 'astro'), 'build', '--force'],
    ['scripts/postbuild.ts'],
  ]) {
    execFileSync(node, args, { cwd: copy, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  const a = digest(join(root, 'dist'));
  const b = digest(join(copy, 'dist'));
  const differ = [...new Set([...a.keys(), ...b.keys()])]
    .filter((k) => a.get(k) !== b.get(k))
    .sort();
  if (differ.length) {
    console.error(
      `determinism: ${differ.length} files differ between dist/ and a build of the same sources in ${copy}:\n${differ
        .slice(0, 30)
        .map((f) => `  ${f}`)
        .join('\n')}`,
    );
    for (const line of whereTheyDiffer(differ, join(root, 'dist'), join(copy, 'dist')))
      console.error(line);
    process.exitCode = 1; // not process.exit(): the finally below must still remove the copy
  } else {
    console.log(
      `determinism: 1 passed, 0 failed (${a.size} files byte-identical across two builds in two folders)`,
    );
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
