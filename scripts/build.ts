// The build pipeline: read → parse (one module per source format) → link → emit.
// Writes content/.generated/ (git-ignored), which the Astro site reads.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPipeline } from './pipeline.ts';
import { formatReport } from './emit/report.ts';
import { SourceError } from './read/source-error.ts';
import { generatedDir } from './model/paths.ts';
import { readReleases, ruleLives } from './history/releases.ts';
import { stable } from './emit/stable-json.ts';
import { citationFiles } from './emit/citations.ts';
import { releaseUpdateFiles } from './emit/release-updates.ts';

const root = process.cwd();
const out = generatedDir(root);

try {
  const result = runPipeline(root);
  // Every release since 2003, as history: what each changed, what an old citation is called today (/cite/).
  const started = Date.now();
  const releases = readReleases(root);
  for (const [path, body] of citationFiles(root, releases)) result.files.set(path, body);
  for (const [path, body] of releaseUpdateFiles(releases)) result.files.set(path, body);
  result.files.set(
    'data/releases/lives.json',
    stable({ newest: releases.at(-1)!.date, rules: ruleLives(root, releases) }),
  );
  console.log(
    `history: ${releases.length} releases (${releases[0]!.date} … ${releases.at(-1)!.date}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  rmSync(out, { recursive: true, force: true });
  for (const [path, body] of result.files) {
    const full = join(out, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, body);
  }
  console.log(formatReport(result.report));
  if (process.argv.includes('--strict') && result.report.references.unresolved.length)
    process.exit(1);
} catch (e) {
  if (e instanceof SourceError) {
    console.error(`build stopped: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
