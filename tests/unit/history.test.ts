import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { runPipeline } from '../../scripts/pipeline.ts';
import { pairRules, normalise } from '../../scripts/history/matcher.ts';
import { ROOT } from './helpers.ts';

type Diff = { added: string[]; removed: string[]; changed: { number: string; before: string; after: string }[]; moved: { from: string; to: string; similarity: number }[] };
const pipeline = runPipeline(ROOT);
const diff = (a: string, b: string): Diff => JSON.parse(execFileSync('node', ['scripts/cli/rules.ts', 'diff', a, b], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 }));

describe('npm run -s rules -- diff OLD NEW', () => {
  const d0408 = diff('2004-10-01', '2008-10-01');
  it('2004-10-01 → 2008-10-01 shows the subgame rule changed: cards exiled in a subgame now return', () => {
    const m = d0408.moved.find((x) => x.from === '506.6');
    expect(m).toMatchObject({ to: '506.5' });
    const { pairing } = JSON.parse(pipeline.files.get('data/history/2004-10-01--2008-10-01.json')!);
    const full = pairing.moved.find((x: { from: string }) => x.from === '506.6');
    expect(full.before).toContain('Cards removed from the game in the subgame are not put into');
    expect(full.after).toContain("This includes cards in the subgame's removed-from-the-game zone.");
  });
  it('2008-10-01 → 20231117.0 pairs the subgame rules (506.x then, 724.x now) as moved', () => {
    const d = diff('2008-10-01', '20231117.0');
    for (const [from, to] of [['506', '724'], ['506.1', '724.1'], ['506.1a', '724.1a'], ['506.2', '724.2'], ['506.3', '724.3'], ['506.4', '724.4'], ['506.5', '724.5'], ['506.6', '724.6']]) {
      expect(d.moved.find((m) => m.from === from), from).toMatchObject({ to });
    }
    expect(d.removed.filter((n) => n.startsWith('506'))).toEqual([]);
  });
  it('2004-10-01 → 20231117.0 pairs bushido 502.38a with 702.45a', () => {
    expect(diff('2004-10-01', '20231117.0').moved.find((m) => m.from === '502.38a')).toMatchObject({ to: '702.45a' });
  });
  it('a rule whose text is unchanged under the same number is not reported', () => {
    const all = [...d0408.added, ...d0408.removed, ...d0408.changed.map((c) => c.number), ...d0408.moved.flatMap((m) => [m.from, m.to])];
    const book = pipeline.book;
    const same = book.ordered('2004-10-01').filter((r) => r.en && book.get('2008-10-01', r.number)?.en === r.en).map((r) => r.number);
    expect(same.length).toBeGreaterThan(100);
    for (const n of same) expect(all, n).not.toContain(n);
  });
  it('an override pairs what the matcher alone would not, with its reason on file', () => {
    expect(d0408.moved.find((m) => m.from === '506.7')).toMatchObject({ to: '506.6' });
  });
  it('diff works in either direction', () => {
    const back = diff('2008-10-01', '2004-10-01');
    expect(back.moved.find((m) => m.from === '506.5')).toMatchObject({ to: '506.6' });
    expect(back.added.length).toBe(d0408.removed.length);
  });
});

describe('the matcher', () => {
  it('treats renumbered references and curly quotes as the same text', () => {
    expect(normalise('(See rule 309, "Declare Blockers Step.")')).toBe(normalise('(See rule 509, “Declare Blockers Step.”)'));
  });
  it('pairs Japanese by characters', () => {
    const p = pairRules([{ number: '506.5', text: 'サブゲームの終了時に、自身がオーナーであるカードをライブラリーに戻す。' }], [{ number: '724.5', text: 'サブゲームの終了時に、自身がオーナーであるカードをライブラリーに戻して切り直す。' }], 'ja');
    expect(p.moved).toHaveLength(1);
  });
  it('gives each rule its history in every other version', () => {
    const view = JSON.parse(pipeline.files.get('data/rules/20231117.0.json')!);
    const r = view.rules.find((x: { number: string }) => x.number === '724.5');
    expect(r.history).toEqual(expect.arrayContaining([expect.objectContaining({ version: '2008-10-01', number: '506.5', status: 'moved' })]));
  });
});
