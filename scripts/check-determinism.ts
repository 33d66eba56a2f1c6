// Builds the site a second time (pipeline, Astro, search index, service worker) into another
// folder and compares it with dist/ file by file: the same sources must give the same bytes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runPipeline } from './pipeline.ts';

const root = process.cwd();
const first = join(root, 'dist');
const work = mkdtempSync(join(tmpdir(), 'determinism-'));
const generated = join(work, 'generated');
const second = join(root, 'dist-determinism');

function files(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}
const digest = (dir: string) => new Map(files(dir).map((f) => [relative(dir, f), createHash('sha256').update(readFileSync(f)).digest('hex')]));

try {
  for (const [path, body] of runPipeline(root).files) {
    mkdirSync(join(generated, path, '..'), { recursive: true });
    writeFileSync(join(generated, path), body);
  }
  const env = { ...process.env, GENERATED_DIR: generated };
  execFileSync('astro', ['build', '--force', '--outDir', second], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('node', ['scripts/postbuild.ts', 'dist-determinism'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const a = digest(first);
  const b = digest(second);
  const differ = [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort();
  if (differ.length) {
    console.error(`determinism: ${differ.length} files differ between two builds of the same sources:\n${differ.slice(0, 30).map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`determinism: 1 passed, 0 failed (${a.size} files byte-identical across two builds)`);
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(second, { recursive: true, force: true });
}
