// The layer system over a checked scenario: every step in order, each step's groups in their
// order, the sets of resolved effects locked first (611.2c; 418.3b), then the state-based actions.
import type { LayersProfile } from '#scripts/model/rules-profile.ts';
import {
  baseInstances,
  generatedInstances,
  matches,
  type Context,
  type Instance,
} from './effects.ts';
import { runGroup, type Progress, type StepRecord } from './order.ts';
import type { LayersScenario } from './scenario.ts';
import { stateBasedActions } from './sba.ts';
import { printedBoard, viewBoard, type Board } from './state.ts';
import type { LayersOk, StepTrace } from './trace.ts';
import { COUNTERS_STEP } from './vocabulary.ts';

type Locks = Map<string, string[]>;

/** The groups of one step: CDAs, then (2004's layer 6) counters, then the rest. */
function groupsOf(step: string, live: Instance[], ctx: Context): [Instance[], boolean][] {
  const here = live.filter((i) => i.parts.has(step));
  const cda = here.filter((i) => i.cda);
  const rest = here.filter((i) => !i.cda);
  if (ctx.profile.era === 'six' && step === COUNTERS_STEP.six)
    return [
      [cda, true],
      [rest.filter((i) => i.counters), false],
      [rest.filter((i) => !i.counters), false],
    ];
  return [
    [cda, true],
    [rest, false],
  ];
}

/** Runs the steps; with `trace`, records each step. Returns the final board. */
function runSteps(
  scenario: LayersScenario,
  profile: LayersProfile,
  locks: Locks,
  trace: StepTrace[] | null,
): Board {
  const ctx: Context = { scenario, profile, texts: new Map() };
  const board = printedBoard(scenario);
  let live = baseInstances(ctx, COUNTERS_STEP[profile.era]);
  for (const inst of live)
    if (inst.effect && !inst.isStatic && inst.effect.filter)
      inst.locked = lockedSet(scenario, profile, inst.effect.id, locks);
  const progress: Progress = { started: new Map(), sets: new Map() };
  profile.steps.forEach((s, index) => {
    const record: StepRecord = { applied: [], skipped: [], dependencies: [] };
    for (const [group, cda] of groupsOf(s.layer, live, ctx))
      if (group.length)
        runGroup(group, { step: s.layer, index, rule: s.rule }, cda, board, ctx, progress, record);
    // After layer 1 the static abilities generate their effects (613.2c; 613.7a).
    if (s.layer === '1') live = generatedInstances(live, board, ctx);
    const order = new Map(live.map((i) => [i.id, i.order]));
    record.dependencies.sort(
      (a, b) => order.get(a.effect)! - order.get(b.effect)! || order.get(a.on)! - order.get(b.on)!,
    );
    trace?.push({ layer: s.layer, rule: s.rule, ...record, objects: viewBoard(board) });
  });
  return board;
}

/**
 * A resolved effect's set, locked when it began: its filter read on the characteristics computed
 * from only the objects and effects older than it (611.2c; 418.3b). Memoised by effect id.
 */
function lockedSet(
  scenario: LayersScenario,
  profile: LayersProfile,
  effectId: string,
  locks: Locks,
): string[] {
  const known = locks.get(effectId);
  if (known) return known;
  const e = scenario.effects.find((x) => x.id === effectId)!;
  const t = e.timestamp!;
  const objects = scenario.objects.filter((o) => o.timestamp < t);
  const present = new Set(objects.map((o) => o.id));
  const effects = scenario.effects.filter((x) => {
    if (x === e) return false;
    if (x.do.copy !== undefined && !present.has(x.do.copy)) return false;
    if (x.ability !== undefined) return present.has(x.source);
    return x.timestamp! < t && (x.source === 'spell' || present.has(x.source));
  });
  const board = runSteps({ ...scenario, objects, effects }, profile, locks, null);
  const source = scenario.objects.find((o) => o.id === e.source);
  const you = e.controller ?? source?.controller ?? null;
  const set = [...board.values()]
    .filter((o) => matches(o, e.filter!, you, source?.id ?? null))
    .map((o) => o.id);
  locks.set(effectId, set);
  return set;
}

/** The trace of a scenario already checked against its version (check.ts). */
export function traceLayers(scenario: LayersScenario, profile: LayersProfile): LayersOk {
  const locks: Locks = new Map();
  const steps: StepTrace[] = [];
  const board = runSteps(scenario, profile, locks, steps);
  const locked: LayersOk['locked'] = {};
  for (const e of scenario.effects)
    if (e.ability === undefined && e.filter)
      locked[e.id] = { objects: locks.get(e.id)!, rule: profile.rules.locked! };
  const objects = viewBoard(board, true);
  return {
    ok: true,
    version: profile.version,
    printed: viewBoard(printedBoard(scenario)),
    locked,
    steps,
    final: { objects, sba: stateBasedActions(scenario, objects, profile) },
  };
}
