// The objects' characteristics while the layers apply, and their view in the trace.
import { COLORS, type LayersScenario, type ScenarioObject } from './scenario.ts';

export interface ObjectState {
  id: string;
  name: string;
  manaValue: number;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: string[];
  abilities: string[];
  /** The abilities from its rules text and copy effects (those after layer 1, as text changes read them): what a basic land type setting removes (305.7). */
  textAbilities: string[];
  power: number | null;
  toughness: number | null;
  controller: string;
  timestamp: number;
  /** The timestamp of the latest copy effect that gave it its copiable values (613.7a). */
  copiedAt: number | null;
}

/** Every object by id, in scenario order. */
export type Board = Map<string, ObjectState>;

/** An object as the trace shows it: its characteristics and controller, without the engine's bookkeeping. */
export type ObjectView = Omit<ObjectState, 'id' | 'textAbilities' | 'timestamp' | 'copiedAt'>;

export function printedState(o: ScenarioObject): ObjectState {
  const abilities = [...new Set(o.abilities ?? [])];
  return {
    id: o.id,
    name: o.name,
    manaValue: o.manaValue ?? 0,
    types: [...new Set<string>(o.types)],
    subtypes: [...new Set(o.subtypes ?? [])],
    supertypes: [...new Set<string>(o.supertypes ?? [])],
    colors: [...new Set<string>(o.colors ?? [])],
    abilities,
    textAbilities: [...abilities],
    power: o.power ?? null,
    toughness: o.toughness ?? null,
    controller: o.controller,
    timestamp: o.timestamp,
    copiedAt: null,
  };
}

export function printedBoard(s: LayersScenario): Board {
  return new Map(s.objects.map((o) => [o.id, printedState(o)]));
}

export function cloneState(o: ObjectState): ObjectState {
  return {
    ...o,
    types: [...o.types],
    subtypes: [...o.subtypes],
    supertypes: [...o.supertypes],
    colors: [...o.colors],
    abilities: [...o.abilities],
    textAbilities: [...o.textAbilities],
  };
}

export function cloneBoard(b: Board): Board {
  return new Map([...b].map(([k, o]) => [k, cloneState(o)]));
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const colorOrder = (c: string) => (COLORS as readonly string[]).indexOf(c);

export const isCreature = (o: ObjectState): boolean => o.types.includes('creature');

/** The trace's view: sorted lists, colors in WUBRG order, no P/T on a noncreature (208.3). */
export function view(o: ObjectState, final = false): ObjectView {
  const creature = isCreature(o);
  // After the last step a creature with no value has 0 (208.5; 104.2).
  const pt = (v: number | null) => (creature ? (v ?? (final ? 0 : null)) : null);
  return {
    name: o.name,
    manaValue: o.manaValue,
    types: [...o.types].sort(byCodePoint),
    subtypes: [...o.subtypes].sort(byCodePoint),
    supertypes: [...o.supertypes].sort(byCodePoint),
    colors: [...o.colors].sort((a, b) => colorOrder(a) - colorOrder(b)),
    abilities: [...o.abilities].sort(byCodePoint),
    power: pt(o.power),
    toughness: pt(o.toughness),
    controller: o.controller,
  };
}

export function viewBoard(b: Board, final = false): Record<string, ObjectView> {
  return Object.fromEntries([...b].map(([k, o]) => [k, view(o, final)]));
}
