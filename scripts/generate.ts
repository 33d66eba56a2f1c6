// npm run generate: the build pipeline, read → parse (one module per source format) → link → emit.
// Writes content/.generated/ (git-ignored), which the Astro site reads.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPipeline } from './pipeline.ts';
import { readInputs } from './read/inputs.ts';
import { formatReport } from './emit/report.ts';
import { SourceError } from './read/source-error.ts';
import { cacheDir, generatedDir } from './model/paths.ts';
import { diskReleaseStepCache } from './read/release-step-cache.ts';

const root = process.cwd();
const out = generatedDir(root);

try {
  const releaseSteps = diskReleaseStepCache(root);
  const result = runPipeline(readInputs(root), releaseSteps);
  rmSync(out, { recursive: true, force: true });
  for (const [path, body] of result.files) {
    const full = join(out, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, body);
  }
  console.log(formatReport(result.report));
  const steps = releaseSteps.counts();
  console.log(
    `release comparisons: ${steps.paired} paired, ${steps.cached} read from ${cacheDir(root)}`,
  );
  if (process.argv.includes('--strict') && result.report.references.unresolved.length)
    process.exit(1);
} catch (e) {
  if (e instanceof SourceError) {
    console.error(`build stopped: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
