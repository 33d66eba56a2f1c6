// One handler per effect kind: what a part does to one object.
import type { DoKey, EffectDo } from './scenario.ts';
import { isCreature, type Board, type ObjectState } from './state.ts';
import { isBasicLandType, subtypeCardType } from './vocabulary.ts';
import type { Context, Instance } from './effects.ts';
import { readDo } from './effects.ts';
import { COLORS } from './scenario.ts';

type Handler = (o: ObjectState, d: EffectDo, board: Board, inst: Instance, ctx: Context) => void;

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
/** Subtypes of no card type the object still has go (205.1a). */
const keepSubtypesOfTypes = (o: ObjectState) => {
  o.subtypes = o.subtypes.filter((s) => o.types.includes(subtypeCardType(s)));
};
const creatureLike = (o: ObjectState) => isCreature(o);
const num = (v: number | null) => v ?? 0;

const isColor = (w: string) => (COLORS as readonly string[]).includes(w);

export const HANDLERS: Record<DoKey, Handler> = {
  // The copiable values of the copied object as layer 1 has them so far (707.2): not counters or other effects.
  copy: (o, d, board, inst) => {
    const src = board.get(d.copy!)!;
    o.name = src.name;
    o.manaValue = src.manaValue;
    o.colors = [...src.colors];
    o.types = [...src.types];
    o.subtypes = [...src.subtypes];
    o.supertypes = [...src.supertypes];
    o.abilities = [...src.abilities];
    o.textAbilities = [...src.abilities];
    o.power = src.power;
    o.toughness = src.toughness;
    o.copiedAt = inst.timestamp;
  },
  control: (o, d) => {
    o.controller = d.control!;
  },
  // A color word or a basic land type in its own text: its type line, protection, its static effects (612.1, 612.2).
  textChange: (o, d, _board, _inst, ctx) => {
    const { from, to } = d.textChange!;
    if (isColor(from)) {
      const swap = (a: string) => (a === `protection from ${from}` ? `protection from ${to}` : a);
      o.abilities = o.abilities.map(swap);
      o.textAbilities = o.textAbilities.map(swap);
    } else {
      o.subtypes = [...new Set(o.subtypes.map((s) => (s === from ? to : s)))];
    }
    ctx.texts.set(o.id, [...(ctx.texts.get(o.id) ?? []), { from, to }]);
  },
  setTypes: (o, d) => {
    o.types = [...new Set<string>(d.setTypes!)];
    keepSubtypesOfTypes(o);
  },
  removeTypes: (o, d) => {
    o.types = o.types.filter((t) => !(d.removeTypes as readonly string[]).includes(t));
    keepSubtypesOfTypes(o);
  },
  addTypes: (o, d) => {
    o.types = union(o.types, d.addTypes!);
  },
  loseCreatureTypes: (o) => {
    o.subtypes = o.subtypes.filter((s) => subtypeCardType(s) !== 'creature');
  },
  // A land's land types replaced by basic ones: it loses the abilities of its rules text and copy effects, not those granted (305.7).
  setLandTypes: (o, d) => {
    if (!o.types.includes('land')) return;
    o.subtypes = [
      ...o.subtypes.filter((s) => subtypeCardType(s) !== 'land'),
      ...d.setLandTypes!.filter(isBasicLandType),
    ];
    o.abilities = o.abilities.filter((a) => !o.textAbilities.includes(a));
  },
  // Only subtypes of a card type it has (205.3d).
  addSubtypes: (o, d) => {
    o.subtypes = union(
      o.subtypes,
      d.addSubtypes!.filter((s) => o.types.includes(subtypeCardType(s))),
    );
  },
  setColors: (o, d) => {
    o.colors = [...new Set<string>(d.setColors!)];
  },
  addColors: (o, d) => {
    o.colors = union(o.colors, d.addColors!);
  },
  loseAll: (o) => {
    o.abilities = [];
  },
  lose: (o, d) => {
    o.abilities = o.abilities.filter((a) => !d.lose!.includes(a));
  },
  gain: (o, d) => {
    o.abilities = union(o.abilities, d.gain!);
  },
  setPT: (o, d) => {
    const v = d.setPT!;
    if (v === 'manaValue') {
      o.power = o.manaValue;
      o.toughness = o.manaValue;
      return;
    }
    if (v.power !== undefined) o.power = v.power;
    if (v.toughness !== undefined) o.toughness = v.toughness;
  },
  // Modifying and switching do nothing to a noncreature (208.3a); a creature with no value has 0 (208.5).
  modifyPT: (o, d) => {
    if (!creatureLike(o)) return;
    const v = d.modifyPT!;
    if (v.power !== undefined) o.power = num(o.power) + v.power;
    if (v.toughness !== undefined) o.toughness = num(o.toughness) + v.toughness;
  },
  switchPT: (o) => {
    if (!creatureLike(o)) return;
    [o.power, o.toughness] = [num(o.toughness), num(o.power)];
  },
};

/** Applies an instance's parts of one step to the objects of its set, in place. */
export function applyParts(
  inst: Instance,
  step: string,
  set: readonly string[],
  board: Board,
  ctx: Context,
): void {
  if (inst.counters) {
    const o = board.get(inst.counters.object)!;
    if (!creatureLike(o)) return;
    o.power = num(o.power) + inst.counters.net;
    o.toughness = num(o.toughness) + inst.counters.net;
    return;
  }
  const keys = inst.parts.get(step) ?? [];
  const d = readDo(inst, ctx);
  for (const id of set) {
    const o = board.get(id)!;
    for (const k of keys) HANDLERS[k](o, d, board, inst, ctx);
  }
}
