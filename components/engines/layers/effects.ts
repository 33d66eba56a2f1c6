// The effects in force as the engine handles them: one instance per effect, per other object that
// generates a static effect (`id@object`), and per object's counters (`counters:id`); what each
// applies to, and whether it exists.
import type { LayersProfile } from '#scripts/model/rules-profile.ts';
import type { DoKey, Effect, EffectDo, Filter, LayersScenario } from './scenario.ts';
import type { Board, ObjectState } from './state.ts';
import { partsByStep } from './vocabulary.ts';

export interface Instance {
  /** Its id in the trace. */
  id: string;
  /** The scenario's effect (null for counters). */
  effect: Effect | null;
  /** Counters: the object they are on, and their net change to power and toughness. */
  counters: { object: string; net: number } | null;
  /** The object whose static ability generates it, or the resolved effect's source object (null: a spell). */
  generator: string | null;
  isStatic: boolean;
  cda: boolean;
  timestamp: number;
  /** Ties in timestamp: scenario order, generated effects after theirs, counters last. */
  order: number;
  /** The player a resolved effect's "you" is. */
  controller: string | null;
  parts: Map<string, DoKey[]>;
  /** A resolved effect's set, locked when it began (611.2c): filled in before the steps. */
  locked: string[] | null;
}

/** A text-changing effect's change to one object's own text (612.1). */
export interface TextChange {
  from: string;
  to: string;
}

/** What the steps share: the scenario, its version's profile, the text changes made in layer 3. */
export interface Context {
  scenario: LayersScenario;
  profile: LayersProfile;
  texts: Map<string, TextChange[]>;
}

const kindOf = (e: Effect) => ({ static: e.ability !== undefined, cda: e.cda === true });

function instance(e: Effect, i: number, ctx: Context): Instance {
  const source = ctx.scenario.objects.find((o) => o.id === e.source);
  const isStatic = e.ability !== undefined;
  return {
    id: e.id,
    effect: e,
    counters: null,
    generator: source?.id ?? null,
    isStatic,
    cda: e.cda === true,
    timestamp: isStatic ? source!.timestamp : e.timestamp!,
    order: i,
    controller: e.controller ?? source?.controller ?? null,
    parts: partsByStep(e.do, ctx.profile.era, kindOf(e), ctx.profile.wholeInTypeLayer),
    locked: null,
  };
}

/** The scenario's own effects and the counters on its objects. */
export function baseInstances(ctx: Context, countersStep: string): Instance[] {
  const out = ctx.scenario.effects.map((e, i) => instance(e, i, ctx));
  ctx.scenario.objects.forEach((o, i) => {
    const plus = o.counters?.['+1/+1'] ?? 0;
    const minus = o.counters?.['-1/-1'] ?? 0;
    if (plus === 0 && minus === 0) return;
    out.push({
      id: `counters:${o.id}`,
      effect: null,
      counters: { object: o.id, net: plus - minus },
      generator: o.id,
      isStatic: false,
      cda: false,
      timestamp: o.countersTimestamp ?? o.timestamp,
      order: 1e6 + i,
      controller: null,
      parts: new Map([[countersStep, []]]),
      locked: null,
    });
  });
  return out;
}

/**
 * After layer 1, every other object with a static effect's ability generates that effect too, with
 * the later of its timestamp and that of the copy effect that gave it the ability (613.7a; 2004:
 * the object's own).
 */
export function generatedInstances(base: Instance[], board: Board, ctx: Context): Instance[] {
  const out: Instance[] = [];
  for (const inst of base) {
    out.push(inst);
    const e = inst.effect;
    if (!e?.ability) continue;
    let k = 0;
    for (const o of board.values()) {
      if (o.id === e.source || !o.abilities.includes(e.ability)) continue;
      const printed = ctx.scenario.objects.find((p) => p.id === o.id)!;
      const granted = !(printed.abilities ?? []).includes(e.ability) && o.copiedAt !== null;
      const timestamp =
        granted && ctx.profile.grantingTimestamp ? Math.max(o.timestamp, o.copiedAt!) : o.timestamp;
      k += 1;
      out.push({
        ...inst,
        id: `${e.id}@${o.id}`,
        generator: o.id,
        timestamp,
        order: inst.order + k / 1000,
        controller: o.controller,
      });
    }
  }
  return out;
}

const swap = (v: string, changes: readonly TextChange[]) =>
  changes.reduce((s, c) => (s === c.from ? c.to : s), v);
const swapAll = (vs: readonly string[] | undefined, changes: readonly TextChange[]) =>
  vs?.map((v) => swap(v, changes));
const swapAbility = (a: string, changes: readonly TextChange[]) => {
  const m = /^protection from (\w+)$/.exec(a);
  return m ? `protection from ${swap(m[1]!, changes)}` : a;
};

/** An effect's parts as its generating object's text now reads (a text change swaps its words, 612.2). */
export function readDo(inst: Instance, ctx: Context): EffectDo {
  const d = inst.effect!.do;
  const changes = (inst.isStatic && inst.generator && ctx.texts.get(inst.generator)) || [];
  if (changes.length === 0) return d;
  return {
    ...d,
    ...(d.setColors && { setColors: swapAll(d.setColors, changes) as typeof d.setColors }),
    ...(d.addColors && { addColors: swapAll(d.addColors, changes) as typeof d.addColors }),
    ...(d.addSubtypes && { addSubtypes: swapAll(d.addSubtypes, changes) }),
    ...(d.setLandTypes && { setLandTypes: swapAll(d.setLandTypes, changes) }),
    ...(d.gain && { gain: d.gain.map((a) => swapAbility(a, changes)) }),
    ...(d.lose && { lose: d.lose.map((a) => swapAbility(a, changes)) }),
  };
}

function readFilter(inst: Instance, ctx: Context): Filter {
  const f = inst.effect!.filter!;
  const changes = (inst.isStatic && inst.generator && ctx.texts.get(inst.generator)) || [];
  if (changes.length === 0) return f;
  return {
    ...f,
    ...(f.colors && { colors: swapAll(f.colors, changes) as typeof f.colors }),
    ...(f.subtypes && { subtypes: swapAll(f.subtypes, changes) }),
    ...(f.notSubtypes && { notSubtypes: swapAll(f.notSubtypes, changes) }),
  };
}

const hasAll = (have: readonly string[], want: readonly string[] | undefined) =>
  !want || want.every((w) => have.includes(w));
const hasNone = (have: readonly string[], not: readonly string[] | undefined) =>
  !not || !not.some((w) => have.includes(w));

/** Whether an object matches a filter, "you" being `you` and "other" meaning not `self`. */
export function matches(
  o: ObjectState,
  f: Filter,
  you: string | null,
  self: string | null,
): boolean {
  if (f.other && o.id === self) return false;
  if (f.controller && o.controller !== (f.controller === 'you' ? you : f.controller)) return false;
  return (
    hasAll(o.types, f.types) &&
    hasNone(o.types, f.notTypes) &&
    hasAll(o.subtypes, f.subtypes) &&
    hasNone(o.subtypes, f.notSubtypes) &&
    hasAll(o.supertypes, f.supertypes) &&
    hasNone(o.supertypes, f.notSupertypes) &&
    hasAll(o.colors, f.colors)
  );
}

/** The objects an effect would apply to if it began now, in scenario order. */
export function setNow(inst: Instance, board: Board, ctx: Context): string[] {
  if (inst.counters) return [inst.counters.object];
  const e = inst.effect!;
  if (e.affected === 'self') return [inst.generator!];
  if (e.affected) return [...board.keys()].filter((id) => e.affected!.includes(id));
  if (!inst.isStatic) return inst.locked ?? [];
  const you = board.get(inst.generator!)?.controller ?? null;
  const f = readFilter(inst, ctx);
  return [...board.values()].filter((o) => matches(o, f, you, inst.generator)).map((o) => o.id);
}

/** Whether an effect exists: a static ability's while its object has the ability (604.2; 405.1). */
export function exists(inst: Instance, board: Board): boolean {
  if (!inst.isStatic) return true;
  return board.get(inst.generator!)?.abilities.includes(inst.effect!.ability!) ?? false;
}
