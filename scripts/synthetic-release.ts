// A copy of the project's content with one more rules release, as a maintainer adds one: a file
// (2026-06-19's text, effective 2026-08-01, with 702.19b reworded) and its manifest entry, and
// nothing else. The new-release tests build it; the benchmark times the rebuild it causes.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The synthetic release's name, and the one rule whose text it changes. */
export const SYNTHETIC_RELEASE = { name: '2026-08-01', changed: '702.19b' } as const;

/** Copies `root`'s content (not what a build generated) into `dir` and adds the release there. */
export function copyWithNewRelease(root: string, dir: string): void {
  const { name } = SYNTHETIC_RELEASE;
  cpSync(join(root, 'content'), join(dir, 'content'), {
    recursive: true,
    filter: (p) => !p.includes('.generated'),
  });
  const text = readFileSync(join(root, 'content/sources/cr-en/2026-06-19.txt'), 'utf8')
    .replaceAll('effective as of June 19, 2026', 'effective as of August 1, 2026')
    .replace(
      /^702\.19b The controller of an attacking creature with trample first assigns/m,
      '702.19b The controller of an attacking creature with trample always first assigns',
    );
  writeFileSync(join(dir, `content/sources/cr-en/${name}.txt`), text);
  const manifestPath = join(dir, 'content/sources/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.versions.unshift({
    name,
    effective: name,
    label: `総合ルール ${name}`,
    note: '英語原文（試験用の架空の版）',
  });
  manifest.sources.push({
    file: `cr-en/${name}.txt`,
    format: 'cr-text',
    title: 'Magic: The Gathering Comprehensive Rules (August 1, 2026)',
    attribution: '© Wizards of the Coast',
    sourceUrl: null,
    language: 'en',
    rulesVersions: [name],
  });
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
}
