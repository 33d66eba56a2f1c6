import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../scripts/pipeline.ts';
import { loadProfiles } from '../../scripts/cli/rules-profiles.ts';
import { ROOT } from './helpers.ts';

describe('the whole pipeline over content/sources', () => {
  const first = runPipeline(ROOT);

  it('is deterministic: two runs give byte-identical files', () => {
    const second = runPipeline(ROOT);
    expect([...second.files.keys()]).toEqual([...first.files.keys()]);
    for (const [path, body] of first.files) expect(second.files.get(path), path).toBe(body);
  });

  it('reads every source in the manifest and detects its format', () => {
    expect(first.report.sources.map((s) => [s.file.replace('content/sources/', ''), s.format])).toEqual([
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

  it('writes the widgets\' data: each version\'s rules profile as the command line reads it from that version\'s sources alone, the presets, the embeds', () => {
    expect(JSON.parse(first.files.get('data/engines.json')!)).toEqual(loadProfiles(ROOT));
    const presets = JSON.parse(first.files.get('data/presets.json')!);
    expect(presets.combat.map((p: { name: string }) => p.name)).toContain('02-first-strike');
    expect(presets.subgame.map((p: { name: string }) => p.name)).toContain('04-nested');
    expect(Object.keys(JSON.parse(first.files.get('data/embeds.json')!))).toEqual([
      '/rules/2004-10-01/306/', '/rules/2008-10-01/306/', '/rules/20231117.0/506/', '/rules/2025-11-14/506/', '/rules/2026-02-27/506/',
      '/rules/2026-04-17/506/', '/rules/2026-06-19/506/', '/rules/20260116.0/506/', '/wiki/Shahrazad/', '/wiki/サブゲーム/',
    ]);
  });

  it('keeps the same number apart in different versions (506 is combat in 20231117.0, subgames in 5.5.2.0)', () => {
    expect(first.book.get('20231117.0', '506')!.ja).toBe('戦闘フェイズ');
    expect(first.book.get('5.5.2.0', '506')!.ja).toBe('サブゲーム');
  });

  it('resolves each reference in the version of the text it stands in', () => {
    const refs = first.book; // the rule book the linker used
    expect(refs.has('20231117.0', '506.7')).toBe(true);
    const shahrazad = first.files.get('documents/wiki--Shahrazad.mdx')!;
    expect(shahrazad).toContain('<a href="/rules/20231117.0/506/#506.7" class="rule-ref" data-rule="506.7" data-version="20231117.0">rule 506.7</a>');
    // rule 506.7a-f: one link, every number recorded, all resolved
    expect(shahrazad).toContain('data-rule="506.7a" data-version="20231117.0" data-rules="506.7a 506.7b 506.7c 506.7d 506.7e 506.7f">rule 506.7a-f</a>');
    // the FAQ's bare references resolve in 2004-10-01, whose English text the corpus holds
    const faq = first.files.get('documents/faq--champions-of-kamigawa.mdx')!;
    for (const n of ['309', '409.1b', '409.1f', '409.1c', '308', '413', '420', '314.3']) {
      expect(faq).toContain(`<a href="/rules/2004-10-01/${n.slice(0, 3)}/#${n}" class="rule-ref" data-rule="${n}" data-version="2004-10-01"`);
    }
    // a reference the corpus cannot resolve is reported with file and line
    expect(first.report.references.unresolved).toContainEqual({ version: '5.5.2.0', number: '101', from: 'サブゲーム', file: 'content/sources/001_fdbab3dfef281ad8.txt', line: 32 });
  });

  it('gives every referenced rule a permanent page, held or not', () => {
    const links = JSON.parse(first.files.get('data/permalinks.json')!) as { path: string; target: string | null }[];
    const byPath = new Map(links.map((l) => [l.path, l.target]));
    expect(byPath.get('/r/20231117.0/506.4c/')).toMatch(/#506\.4c$/);
    expect(byPath.get('/r/5.5.2.0/506.5/')).toBe('/rules/5.5.2.0/506/#506.5');
    // /r/<number>/ lands in the newest version that has the rule
    expect(byPath.get('/r/506.5/')).toBe('/rules/2026-06-19/506/#506.5');
    expect(byPath.get('/r/702.19b/')).toBe('/rules/2026-06-19/702.19/#702.19b');
    expect(byPath.get('/r/502.38a/')).toBe('/rules/2008-10-01/502/#502.38a'); // bushido: 502.38a until 2008, 702.45a now
    for (const u of first.report.references.unresolved) expect(byPath.has(`/r/${u.version}/${u.number}/`)).toBe(true);
  });

  it('pairs the Japanese 2004 rules of the FAQ with that version\'s English text', () => {
    const bushido = first.book.get('2004-10-01', '502.38a')!;
    expect(bushido.ja).toMatch(/^武士道は誘発型能力である。/);
    expect(bushido.en).toMatch(/^Bushido is a triggered ability/);
    for (const n of ['502.38', '502.39a', '502.40e', '502.14b', '502.41c', '508.1c', '509.3', '420.5e']) expect(first.book.get('2004-10-01', n)?.ja, n).toBeTruthy();
  });

  it('lists the see-also entries the corpus does not have as wanted articles', () => {
    expect(first.report.wantedArticles.map((w) => w.title)).toContain('Enter the Dungeon');
    expect(first.report.wantedArticles.find((w) => w.title === 'プレインチェイス戦')!.from).toEqual(['現象']);
  });
});
