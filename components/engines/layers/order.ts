// The order within one step: CDAs first, then the rest (2004 layer 6: counters between); within a
// group, effects whose ability is gone are skipped, dependencies are found (613.8a), loops ignore
// their own (613.8b), a free effect that waited goes just after what it waited for, else the
// earliest timestamp; after each effect the order is found again (613.8c).
import { applyParts } from './apply.ts';
import { exists, setNow, type Context, type Instance } from './effects.ts';
import { cloneBoard, type Board } from './state.ts';
import type { AppliedEntry, DependencyEntry, SkippedEntry } from './trace.ts';
import { CDA_PT_STEP, subtypeCardType } from './vocabulary.ts';

/** What the steps keep about each effect: the step it started in and the set fixed then (613.6). */
export interface Progress {
  started: Map<string, number>;
  sets: Map<string, string[]>;
}

export interface StepRecord {
  applied: AppliedEntry[];
  skipped: SkippedEntry[];
  dependencies: DependencyEntry[];
}

interface StepPlace {
  step: string;
  index: number;
  rule: string;
}

/** The set an effect has, or would have if it began now. */
const setOf = (inst: Instance, board: Board, ctx: Context, p: Progress) =>
  p.sets.get(inst.id) ?? setNow(inst, board, ctx);

/** What a layer-4 effect can give each object: the subtypes of a card type it has (205.3d), land types only to a land. */
function gives(inst: Instance, board: Board, ids: readonly string[]): string {
  const d = inst.effect!.do;
  return ids
    .map((id) => {
      const o = board.get(id)!;
      const sub = (d.addSubtypes ?? []).filter((s) => o.types.includes(subtypeCardType(s)));
      const land = d.setLandTypes && o.types.includes('land') ? ['(land)'] : [];
      return `${id}:${[...sub, ...land].join(',')}`;
    })
    .join(' ');
}

/** Whether A depends on B in this step (613.8a; 418.5c): applying B now would change A's existence, set or (layer 4) what it gives. */
function dependsOn(
  a: Instance,
  b: Instance,
  place: StepPlace,
  board: Board,
  ctx: Context,
  p: Progress,
): boolean {
  if (a.counters || b.counters) return false;
  const started = p.started.get(a.id);
  if (started !== undefined && started < place.index) return false;
  const cda = ctx.profile.cdaDependency;
  if (cda === 'both' && a.cda !== b.cda) return false;
  if (cda === 'neither' && (a.cda || b.cda)) return false;
  const after = cloneBoard(board);
  const simCtx = { ...ctx, texts: new Map(ctx.texts) };
  applyParts(b, place.step, setOf(b, board, ctx, p), after, simCtx);
  if (exists(a, board) !== exists(a, after)) return true;
  const before = setNow(a, board, ctx);
  const now = setNow(a, after, simCtx);
  if (before.join() !== now.join()) return true;
  const keys = a.parts.get(place.step) ?? [];
  if (place.step === '4' && (keys.includes('addSubtypes') || keys.includes('setLandTypes'))) {
    return gives(a, board, before) !== gives(a, after, before);
  }
  return false;
}

/** Which effects each reaches through dependencies (small groups: a search from each). */
function reach(ids: readonly string[], edges: Map<string, string[]>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const id of ids) {
    const seen = new Set<string>();
    const todo = [...(edges.get(id) ?? [])];
    while (todo.length) {
      const n = todo.pop()!;
      if (seen.has(n)) continue;
      seen.add(n);
      todo.push(...(edges.get(n) ?? []));
    }
    out.set(id, seen);
  }
  return out;
}

/** Earlier first: timestamp, then (613.7n) an object's own static effect before a resolved one applying to it, then scenario order. */
function compare(
  a: Instance,
  b: Instance,
  board: Board,
  ctx: Context,
  p: Progress,
): { cmp: number; ownStatic: boolean } {
  if (a.timestamp !== b.timestamp) return { cmp: a.timestamp - b.timestamp, ownStatic: false };
  if (ctx.profile.rules.ownStaticFirst && a.isStatic !== b.isStatic) {
    const [own, resolved] = a.isStatic ? [a, b] : [b, a];
    if (!resolved.counters && setOf(resolved, board, ctx, p).includes(own.generator!))
      return { cmp: own === a ? -1 : 1, ownStatic: true };
  }
  return { cmp: a.order - b.order, ownStatic: false };
}

function earliest(pool: Instance[], board: Board, ctx: Context, p: Progress) {
  let best = pool[0]!;
  let ownStatic = false;
  for (const c of pool.slice(1)) {
    const r = compare(c, best, board, ctx, p);
    if (r.cmp < 0) best = c;
  }
  for (const c of pool)
    if (c !== best && compare(best, c, board, ctx, p).ownStatic) ownStatic = true;
  return { best, ownStatic };
}

function edgesAmong(
  remaining: Instance[],
  place: StepPlace,
  board: Board,
  ctx: Context,
  p: Progress,
): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const a of remaining)
    edges.set(
      a.id,
      remaining.filter((b) => b !== a && dependsOn(a, b, place, board, ctx, p)).map((b) => b.id),
    );
  return edges;
}

/** Skips the effects not yet started whose ability is gone (604.2; 405.1); 2004 skips started ones too (405.1, a reading). */
function skipGone(
  remaining: Instance[],
  board: Board,
  ctx: Context,
  p: Progress,
  out: StepRecord,
): Instance[] {
  const rule = ctx.profile.rules.staticWhile!;
  return remaining.filter((inst) => {
    if (exists(inst, board)) return true;
    const started = p.started.has(inst.id);
    if (started && ctx.profile.carriesOver) return true;
    out.skipped.push({
      effect: inst.id,
      reason: 'source-lost-ability',
      rule,
      ...(started && { reading: rule }),
    });
    return false;
  });
}

interface Choice {
  pick: Instance;
  /** Whether 613.7n decided the pick among effects of one timestamp. */
  ownStatic: boolean;
  /** The effects it waited for, in the order they applied (empty: it did not wait). */
  waitedFor: string[];
}

/**
 * The next effect under a dependency graph: those depending on no remaining effect outside their
 * loop are free; a free one that waited goes first (613.8b), else the earliest. `waited` and
 * `cycles` gather what the group has seen.
 */
function choose(
  remaining: Instance[],
  edges: Map<string, string[]>,
  waited: Map<string, Set<string>>,
  cycles: Map<string, string[]>,
  appliedIds: readonly string[],
  env: { board: Board; ctx: Context; p: Progress },
): Choice {
  const reached = reach(
    remaining.map((r) => r.id),
    edges,
  );
  const outside = (id: string) => (edges.get(id) ?? []).filter((b) => !reached.get(b)?.has(id));
  for (const r of remaining) {
    const loop = [...reached.get(r.id)!].filter((b) => reached.get(b)?.has(r.id));
    if (loop.length && !cycles.has(r.id)) cycles.set(r.id, [r.id, ...loop]);
    const wait = outside(r.id);
    if (wait.length) waited.set(r.id, new Set([...(waited.get(r.id) ?? []), ...wait]));
  }
  const free = remaining.filter((r) => outside(r.id).length === 0);
  const waitedFor = (r: Instance) => appliedIds.filter((b) => waited.get(r.id)?.has(b));
  const waitedFree = free.filter((r) => waitedFor(r).length > 0);
  const { best, ownStatic } = earliest(
    waitedFree.length ? waitedFree : free,
    env.board,
    env.ctx,
    env.p,
  );
  return { pick: best, ownStatic, waitedFor: waitedFree.includes(best) ? waitedFor(best) : [] };
}

/** The reason an effect applied when it did, and the rule that says so. */
function reasonOf(
  c: Choice,
  group: Instance[],
  cycles: Map<string, string[]>,
  place: StepPlace,
  cdaGroup: boolean,
  env: { board: Board; ctx: Context; p: Progress },
): { reason: string; rule: string; reading?: string } {
  const { rules, waitsJustAfter, era } = env.ctx.profile;
  const { pick } = c;
  if (pick.counters) return { reason: 'counters', rule: rules.counters! };
  if (c.waitedFor.length)
    return {
      reason: `dependency: ${pick.id} depends on ${c.waitedFor.join(', ')}`,
      rule: rules.dependencyOrder!,
      ...(!waitsJustAfter && { reading: rules.dependencyOrder! }),
    };
  const loop = cycles.get(pick.id);
  if (loop) {
    const members = group.filter((g) => loop.includes(g.id));
    members.sort((x, y) => compare(x, y, env.board, env.ctx, env.p).cmp);
    return { reason: `loop: ${members.map((m) => m.id).join(', ')}`, rule: rules.dependencyLoop! };
  }
  if (cdaGroup)
    return {
      reason: 'cda',
      rule: place.step === CDA_PT_STEP[era] ? place.rule : rules.cdaFirst!,
    };
  const rule =
    place.step === '1'
      ? (rules.copyLayer ?? rules.timestamp!)
      : c.ownStatic
        ? rules.ownStaticFirst!
        : rules.timestamp!;
  return { reason: 'timestamp', rule };
}

/** Applies one group of a step in its order, recording what applied, what was skipped and the dependencies found. */
export function runGroup(
  group: Instance[],
  place: StepPlace,
  cdaGroup: boolean,
  board: Board,
  ctx: Context,
  p: Progress,
  out: StepRecord,
): void {
  const { rules, readings } = ctx.profile;
  const env = { board, ctx, p };
  // Where the text has no 613.8c, the order the first dependencies alone would give, to mark where re-evaluating changed it.
  const reads = !rules.reevaluation && readings.reevaluation;
  let remaining = [...group];
  const appliedIds: string[] = [];
  const [waited, cycles] = [new Map<string, Set<string>>(), new Map<string, string[]>()];
  const [waitedThen, cyclesThen] = [new Map<string, Set<string>>(), new Map<string, string[]>()];
  let initial: Map<string, string[]> | null = null;
  // Dependencies found, reported once the dependent one applies or is skipped: those it waited
  // out, or of its loop; one that re-evaluation dissolved before it was waited out is not reported.
  const found = new Map<string, string[]>();
  const settle = (a: string, before: Instance[]) => {
    for (const b of found.get(a) ?? []) {
      const waitedOut = !before.some((r) => r.id === b && r.id !== a);
      if (waitedOut || cycles.get(a)?.includes(b))
        out.dependencies.push({ effect: a, on: b, rule: rules.dependsOn! });
    }
  };
  while (remaining.length) {
    const kept = skipGone(remaining, board, ctx, p, out);
    for (const gone of remaining.filter((r) => !kept.includes(r))) settle(gone.id, remaining);
    remaining = kept;
    if (!remaining.length) break;
    const edges = edgesAmong(remaining, place, board, ctx, p);
    initial ??= edges;
    for (const [a, bs] of edges) found.set(a, [...new Set([...(found.get(a) ?? []), ...bs])]);
    const choice = choose(remaining, edges, waited, cycles, appliedIds, env);
    const { pick } = choice;
    let reevaluated = false;
    if (reads) {
      const then = new Map(
        remaining.map((r) => [r.id, (initial!.get(r.id) ?? []).filter((b) => edges.has(b))]),
      );
      reevaluated = choose(remaining, then, waitedThen, cyclesThen, appliedIds, env).pick !== pick;
    }
    const startedAt = p.started.get(pick.id);
    const continues = startedAt !== undefined && startedAt < place.index && !exists(pick, board);
    const set = setOf(pick, board, ctx, p);
    if (startedAt === undefined) {
      p.started.set(pick.id, place.index);
      p.sets.set(pick.id, set);
    }
    const why = reasonOf(choice, group, cycles, place, cdaGroup, env);
    const reading = why.reading ?? (reevaluated ? readings.reevaluation! : undefined);
    applyParts(pick, place.step, set, board, ctx);
    out.applied.push({
      effect: pick.id,
      to: set,
      reason: why.reason,
      rule: why.rule,
      ...(continues && { continues: rules.continues! }),
      ...(reading && { reading }),
    });
    appliedIds.push(pick.id);
    settle(pick.id, remaining);
    remaining = remaining.filter((r) => r !== pick);
  }
}
