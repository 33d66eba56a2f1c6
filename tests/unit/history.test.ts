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
  it('2004-10-01 → 20231117.0 pairs bushido 502.38a with 702.45a (any two versions can be compared on demand)', () => {
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
  it('gives each rule its history through the releases', () => {
    const view = JSON.parse(pipeline.files.get('data/rules/20231117.0.json')!);
    const r = view.rules.find((x: { number: string }) => x.number === '724.5');
    expect(r.history).toEqual(expect.arrayContaining([expect.objectContaining({ version: '2008-10-01', number: '506.5', status: 'moved' })]));
  });
});

describe('release to release (issue: every rules update, explained)', () => {
  const full = (a: string, b: string) => diff(a, b) as Diff & {
    unchanged: string[];
    modified: string[];
    referencesOnly: string[];
    renumbered: { from: string; to: string }[];
    renumberedModified: { from: string; to: string }[];
    glossary: { added: string[]; removed: string[]; changed: { term: string }[] };
  };

  it('classifies each change as release notes do: one hand-made pair per category', () => {
    const before = [
      { number: '100.1', text: 'Same text.' },
      { number: '100.2', text: 'A player may concede the game at any time.' },
      { number: '100.3', text: 'Cards go to the graveyard. See rule 400.1.' },
      { number: '100.4', text: 'Trample lets damage go past blockers to the player.' },
      { number: '100.5', text: 'An obsolete rule about mana burn and its effects on life totals.' },
      { number: '100.6', text: 'Banding lets creatures attack together as one group in combat.' },
    ];
    const after = [
      { number: '100.1', text: 'Same text.' },
      { number: '100.2', text: 'A player may concede the game at any time, even while a spell is on the stack.' },
      { number: '100.3', text: 'Cards go to the graveyard. See rule 401.1.' },
      { number: '100.7', text: 'Trample lets damage go past blockers to the player.' },
      { number: '100.8', text: 'Banding lets several creatures attack together as one group in combat.' },
      { number: '100.9', text: 'A brand new rule about stickers.' },
    ];
    const p = pairRules(before, after, 'en');
    expect(p.unchanged).toEqual(['100.1']);
    expect(p.modified).toEqual(['100.2']);
    expect(p.referencesOnly).toEqual(['100.3']);
    expect(p.renumbered).toEqual([{ from: '100.4', to: '100.7' }]);
    expect(p.renumberedModified).toEqual([{ from: '100.6', to: '100.8' }]);
    expect(p.added).toEqual(['100.9']);
    expect(p.removed).toEqual(['100.5']);
    // The kept shape: changed = modified + references only; moved = both kinds of renumbering.
    expect(p.changed.map((c) => c.number).sort()).toEqual(['100.2', '100.3']);
    expect(p.moved.map((m) => m.from).sort()).toEqual(['100.4', '100.6']);
  });

  it('an inserted rule shifts the ones after it: renumbered, not removed and added (506.3d of 2026-02-27)', () => {
    const d = full('20260116.0', '2026-02-27');
    expect(d.added).toContain('506.3d');
    expect(d.renumbered).toEqual(expect.arrayContaining([{ from: '506.3d', to: '506.3e' }, { from: '506.3e', to: '506.3f' }, { from: '506.3f', to: '506.3g' }]));
    expect(d.removed).not.toContain('506.3d');
    expect(d.glossary.added).toEqual(['Sneak']);
  });

  it('20260116.0 renumbers the partner subrules: 702.124m → 702.124k', () => {
    const d = full('2025-11-14', '20260116.0');
    expect(d.renumbered).toEqual(expect.arrayContaining([{ from: '702.124m', to: '702.124k' }, { from: '702.124n', to: '702.124m' }, { from: '702.124p', to: '702.124n' }]));
    expect(d.removed).toEqual(['702.124k']);
    expect(d.added).toEqual(expect.arrayContaining(['610.5', '701.68']));
  });

  it('2026-04-17 moves subgames from 728 to 729 (Preparation Cards inserted as 722); rules citing them change in their references only', () => {
    const d = full('2026-02-27', '2026-04-17');
    for (const [from, to] of [['728', '729'], ['728.5', '729.5'], ['722', '723'], ['724', '725']]) expect(d.renumbered, from).toContainEqual({ from, to });
    expect(d.added).toEqual(expect.arrayContaining(['722', '722.1']));
    expect(d.removed).toEqual([]);
    expect(d.referencesOnly.length).toBeGreaterThan(5);
    for (const n of d.referencesOnly) {
      const c = d.changed.find((x) => x.number === n)!;
      expect(normalise(c.before), n).toBe(normalise(c.after));
    }
  });

  it('2026-06-19 inserts 601.5: 601.5 … 601.7 move up by one', () => {
    const d = full('2026-04-17', '2026-06-19');
    expect(d.added).toContain('601.5');
    expect(d.renumbered).toEqual(expect.arrayContaining([{ from: '601.5', to: '601.6' }, { from: '601.6', to: '601.7' }, { from: '601.7', to: '601.8' }]));
    expect(d.glossary.added).toEqual(expect.arrayContaining(['Heal', 'Worthy']));
  });

  it('a version against itself is the empty diff', () => {
    const d = full('2008-10-01', '2008-10-01');
    expect([d.added, d.removed, d.changed, d.moved, d.modified, d.referencesOnly, d.renumbered, d.renumberedModified]).toEqual([[], [], [], [], [], [], [], []]);
    expect(d.glossary).toEqual({ added: [], removed: [], changed: [] });
  });

  it('compares each release with the next, plus the long-range pairs on file: linear in the versions', () => {
    const pairs = JSON.parse(pipeline.files.get('data/history/pairs.json')!) as { old: string; new: string; adjacent: boolean }[];
    expect(pairs.filter((p) => p.adjacent).map((p) => `${p.old}→${p.new}`)).toEqual([
      '2004-10-01→2008-10-01',
      '2008-10-01→20231117.0',
      '5.5.2.0→20231117.0',
      '20231117.0→2025-11-14',
      '2025-11-14→20260116.0',
      '20260116.0→2026-02-27',
      '2026-02-27→2026-04-17',
      '2026-04-17→2026-06-19',
    ]);
    expect(pairs.filter((p) => !p.adjacent).map((p) => `${p.old}→${p.new}`)).toEqual(['20231117.0→2026-06-19']);
  });

  it('builds each rule history as a chain: 724.5 (20231117.0) → 728.5 (2025-11-14 … 2026-02-27) → 729.5 (2026-04-17, 2026-06-19)', () => {
    const view = JSON.parse(pipeline.files.get('data/rules/20231117.0.json')!);
    const r = view.rules.find((x: { number: string }) => x.number === '724.5');
    const at = (v: string) => r.history.find((e: { version: string }) => e.version === v)?.number;
    expect([at('2025-11-14'), at('20260116.0'), at('2026-02-27'), at('2026-04-17'), at('2026-06-19')]).toEqual(['728.5', '728.5', '728.5', '729.5', '729.5']);
    expect(at('2008-10-01')).toBe('506.5');
    expect(r.latest).toMatchObject({ version: '2026-06-19', number: '729.5' });
    expect(r.next).toMatchObject({ version: '2025-11-14', number: '728.5', status: 'moved' });
    expect(r.previous).toMatchObject({ version: '2008-10-01', number: '506.5' });
  });
});
