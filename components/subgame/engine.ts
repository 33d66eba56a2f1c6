// Shahrazad (or Enter the Dungeon) resolving: a subgame, nested subgames, zone by zone, under
// the rules of a version as its profile (components/rules-profile.ts, read from its text) says —
// where each rule is, and whether libraries are removed from the game and removed cards stay
// removed (2004) — as ../shared/spec/subgame-scenario.md says.
// Pure: no DOM. The model counts cards per zone; it needs no card identities.
import type { SubgameProfile } from '#scripts/model/rules-profile.ts';

export const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'exile'] as const;
export type Zone = (typeof ZONES)[number];
export type Zones = Record<Zone, number>;
export interface PlayerState extends Zones {
  life: number;
}

export type ScriptEvent =
  | { exile: { player: string; from: 'library' | 'hand' | 'battlefield'; count: number } }
  | { cast: 'Shahrazad'; by: string }
  | { concede: string }
  | { lose: string };

export interface SubgameScenario {
  title?: string;
  rules: string;
  seed: number;
  card: 'Shahrazad' | 'Enter the Dungeon';
  caster: string;
  players: ({ id: string; life: number } & Zones)[];
  script: ScriptEvent[];
}

export interface GameView {
  depth: number;
  stack: string[];
  /** Who owns each card on the stack (same order as stack). */
  stackOwners: string[];
  players: Record<string, PlayerState>;
}

export interface SubgameStep {
  depth: number;
  text: string;
  rules: string[];
  games: GameView[];
}

export type SubgameTrace =
  | {
      ok: true;
      steps: SubgameStep[];
      final: { winners: string[]; players: Record<string, PlayerState> };
    }
  | { ok: false; error: { message: string; rule?: string } };

interface Game {
  depth: number;
  stack: { card: string; owner: string }[];
  players: Map<string, PlayerState>;
  /** Players still in this game. */
  alive: string[];
  /** The card whose resolution created this game (for a subgame). */
  creator: { card: string; owner: string } | null;
}

class Illegal extends Error {
  readonly rule: string | undefined;
  constructor(message: string, rule?: string) {
    super(message);
    this.rule = rule;
  }
}

/** A small seeded generator (mulberry32): the same seed gives the same starting players. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONE_JA: Record<Zone, string> = {
  library: 'ライブラリー',
  hand: '手札',
  battlefield: '戦場',
  graveyard: '墓地',
  exile: '追放領域',
};

/** The trace of a scenario under its version's profile (the scenario's `rules` must be that version). */
export function runSubgame(s: SubgameScenario, profile: SubgameProfile): SubgameTrace {
  if (s.rules !== profile.version)
    throw new Error(`the scenario names the rules ${s.rules}, but is run under ${profile.version}`);
  try {
    return run(s, profile);
  } catch (e) {
    if (e instanceof Illegal)
      return {
        ok: false,
        error: e.rule ? { message: e.message, rule: e.rule } : { message: e.message },
      };
    throw e;
  }
}

/** The trace for a version the engine does not play: an error listing those it does (newest first). */
export function unsupportedVersion(rules: string, playable: readonly string[]): SubgameTrace {
  return {
    ok: false,
    error: { message: `rules「${rules}」は扱えない版です（${playable.join('、')} のいずれか）。` },
  };
}

function run(s: SubgameScenario, profile: SubgameProfile): SubgameTrace {
  const R = profile.rules;
  const dungeon = s.card === 'Enter the Dungeon';
  const rand = random(s.seed);
  const ids = s.players.map((p) => p.id);
  if (!ids.includes(s.caster)) throw new Illegal(`caster「${s.caster}」というプレイヤーはいない。`);
  const main: Game = {
    depth: 0,
    stack: [{ card: s.card, owner: s.caster }],
    players: new Map(
      s.players.map((p) => [
        p.id,
        {
          life: p.life,
          library: p.library,
          hand: p.hand,
          battlefield: p.battlefield,
          graveyard: p.graveyard,
          exile: p.exile,
        },
      ]),
    ),
    alive: [...ids],
    creator: null,
  };
  const games: Game[] = [main];
  const steps: SubgameStep[] = [];
  const snapshot = (): GameView[] =>
    games.map((g) => ({
      depth: g.depth,
      stack: g.stack.map((x) => x.card),
      stackOwners: g.stack.map((x) => x.owner),
      players: Object.fromEntries([...g.players].map(([id, p]) => [id, { ...p }])),
    }));
  const say = (depth: number, text: string, rules: string[]) =>
    steps.push({ depth, text, rules, games: snapshot() });
  const inner = () => games[games.length - 1]!;
  const player = (id: string, g: Game) => {
    const p = g.players.get(id);
    if (!p) throw new Illegal(`「${id}」というプレイヤーはいない。`);
    return p;
  };
  let outermostWinners: string[] | null = null;

  const startSubgame = (outer: Game, card: string, owner: string) => {
    const depth = outer.depth + 1;
    const g: Game = {
      depth,
      stack: [],
      players: new Map(),
      alive: [...outer.alive],
      creator: { card, owner },
    };
    for (const id of outer.alive) {
      const o = outer.players.get(id)!;
      g.players.set(id, {
        life: dungeon ? 5 : 20,
        library: o.library,
        hand: 0,
        battlefield: 0,
        graveyard: 0,
        exile: 0,
      });
      o.library = 0;
    }
    games.push(g);
    const first = g.alive[Math.floor(rand() * g.alive.length)]!;
    const how = profile.librariesRemovedFromGame
      ? '各プレイヤーはライブラリーを裏向きにゲームから取り除き、それがサブゲームでのデッキになる'
      : '新しい領域が作られ、各プレイヤーはメインゲームのライブラリーをサブゲームのライブラリーに移して切り直す';
    say(
      depth,
      `${depth === 1 ? 'サブゲーム' : `${depth}段目のサブゲーム`}が始まる。${how}。先攻は無作為にプレイヤー${first}に決まる。${dungeon ? '各プレイヤーのライフは5点で始まる。' : ''}`,
      R.start,
    );
    for (const id of g.alive) {
      const p = g.players.get(id)!;
      const n = Math.min(7, p.library);
      p.library -= n;
      p.hand += n;
    }
    say(
      depth,
      '各プレイヤーはカードを7枚引く。それ以外の領域のカードや、メインゲームのオブジェクトはサブゲームの外部にある。',
      [...R.draw, ...R.outside],
    );
    const short = g.alive.filter((id) => g.players.get(id)!.hand < 7);
    if (short.length) {
      g.alive = g.alive.filter((id) => !short.includes(id));
      say(
        depth,
        `${short.map((id) => `プレイヤー${id}`).join('と')}はデッキが7枚未満だったので、最初のターンのアップキープに状況起因処理で敗北する。`,
        R.short,
      );
      checkEnd();
    }
  };

  /** A game with at most one player left is over: end it and resume the game that created it. */
  function checkEnd(): void {
    for (;;) {
      const g = inner();
      if (g.depth === 0 || g.alive.length > 1) return;
      const winners = [...g.alive];
      // Said while the subgame is still drawn: its cards are still in it.
      say(
        g.depth,
        winners.length
          ? `プレイヤー${winners[0]}だけが残ったので、サブゲームに勝利する。`
          : '全員がいなくなったので、サブゲームは勝者なしで終わる。',
        R.win,
      );
      games.pop();
      const outer = inner();
      // The subgame's cards return to the game that created it.
      for (const [id, p] of g.players) {
        const o = outer.players.get(id)!;
        if (profile.removedCardsStayRemoved) {
          o.library += p.library + p.hand + p.battlefield + p.graveyard;
          o.exile += p.exile;
        } else {
          o.library += p.library + p.hand + p.battlefield + p.graveyard + p.exile;
        }
      }
      say(
        outer.depth,
        profile.removedCardsStayRemoved
          ? '各プレイヤーはサブゲームに持ち込まれたカードを元のゲームのライブラリーに加えて切り直す。サブゲームでゲームから取り除かれたカードは、元のゲームでもゲームから取り除かれたままになる。'
          : '各プレイヤーはサブゲームにある自分がオーナーのカードを、追放されたものも含めてすべて元のゲームのライブラリーに加えて切り直す。サブゲームの他の領域は消滅する。',
        R.end,
      );
      // The spell that created it finishes resolving, then goes to its owner's graveyard.
      const spell = outer.stack.pop()!;
      if (dungeon && outer.depth === 0) {
        for (const w of winners) {
          const o = outer.players.get(w)!;
          const n = Math.min(2, o.library);
          o.library -= n;
          o.hand += n;
        }
        outer.players.get(spell.owner)!.graveyard += 1;
        say(
          outer.depth,
          `${spell.card}の解決が終わる。${winners.length ? `勝者のプレイヤー${winners[0]}はメインゲームのライブラリーからカードを2枚探して手札に加える。` : '勝者はいない。'}誰もライフを失わない。${spell.card}はオーナーの墓地に置かれる。`,
          R.resolve,
        );
      } else {
        const losers = outer.alive.filter((id) => !winners.includes(id));
        for (const id of losers) {
          const o = outer.players.get(id)!;
          o.life -= Math.ceil(o.life / 2);
        }
        outer.players.get(spell.owner)!.graveyard += 1;
        say(
          outer.depth,
          `${spell.card}の解決が終わる。サブゲームに勝たなかった各プレイヤー（${losers.map((id) => `プレイヤー${id}`).join('、') || 'なし'}）はライフの半分（端数切り上げ）を失う。${spell.card}はオーナーの墓地に置かれる。`,
          R.resolve,
        );
      }
      if (g.depth === 1) outermostWinners = winners;
      // Losing half one's life can leave a player at 0 in the outer game; that game's own
      // state-based actions are outside this model unless it is itself a subgame.
      if (outer.depth > 0)
        outer.alive = outer.alive.filter((id) => outer.players.get(id)!.life > 0);
    }
  }

  say(
    0,
    `プレイヤー${s.caster}が${s.card}を唱え、それが解決される。${s.card === 'Shahrazad' ? 'メインゲームは中断される。' : 'メインゲームは中断される。'}`,
    R.cast,
  );
  startSubgame(main, s.card, s.caster);

  for (const [i, ev] of s.script.entries()) {
    const g = inner();
    if (g.depth === 0) throw new Illegal(`script[${i}]：サブゲームはすでに終わっている。`);
    if ('exile' in ev) {
      const { player: id, from, count } = ev.exile;
      const p = player(id, g);
      if (!g.alive.includes(id))
        throw new Illegal(`script[${i}]：プレイヤー${id}はこのゲームにもういない。`);
      if (!Number.isInteger(count) || count < 0)
        throw new Illegal(`script[${i}].exile.count：0以上の整数が必要です。`);
      if (p[from] < count)
        throw new Illegal(
          `script[${i}]：プレイヤー${id}の${ZONE_JA[from]}には${p[from]}枚しかないので${count}枚は追放できない。`,
        );
      p[from] -= count;
      p.exile += count;
      say(
        g.depth,
        `プレイヤー${id}の${ZONE_JA[from]}からカードが${count}枚追放される${profile.removedCardsStayRemoved ? '（ゲームから取り除かれる）' : ''}。`,
        R.exile,
      );
    } else if ('cast' in ev) {
      const p = player(ev.by, g);
      if (!g.alive.includes(ev.by))
        throw new Illegal(`script[${i}]：プレイヤー${ev.by}はこのゲームにもういない。`);
      if (p.hand < 1)
        throw new Illegal(
          `script[${i}]：プレイヤー${ev.by}の手札にカードがないので${ev.cast}を唱えられない。`,
        );
      p.hand -= 1;
      g.stack.push({ card: ev.cast, owner: ev.by });
      say(
        g.depth,
        `プレイヤー${ev.by}がサブゲームの中で${ev.cast}を唱え、それが解決される。このサブゲームは、新しいサブゲームに対してはメインゲームになる。`,
        R.nested,
      );
      startSubgame(g, ev.cast, ev.by);
    } else if ('concede' in ev || 'lose' in ev) {
      const id = 'concede' in ev ? ev.concede : ev.lose;
      player(id, g);
      if (!g.alive.includes(id))
        throw new Illegal(`script[${i}]：プレイヤー${id}はこのゲームにもういない。`);
      g.alive = g.alive.filter((x) => x !== id);
      say(
        g.depth,
        'concede' in ev
          ? `プレイヤー${id}が投了し、このゲームから除外される。`
          : `プレイヤー${id}がこのゲームに敗北する。`,
        'concede' in ev ? R.concede : R.lose,
      );
      checkEnd();
    } else {
      throw new Illegal(`script[${i}]：exile、cast、concede、lose のいずれかが必要です。`);
    }
  }
  if (games.length > 1)
    throw new Illegal(
      `スクリプトが終わっても${games.length - 1}つのサブゲームが終わっていない（勝者が決まるまでの concede か lose が必要）。`,
    );
  return {
    ok: true,
    steps,
    final: { winners: outermostWinners ?? [], players: Object.fromEntries(main.players) },
  };
}
