// The vocabulary's layers: which step each part of an effect applies in, per era (the contract's
// table), and which card type a subtype belongs to.
import type { LayerEra } from '#scripts/model/rules-profile.ts';
import { BASIC_LAND_TYPES, DO_KEYS, type CardType, type DoKey, type EffectDo } from './scenario.ts';

/** The land, artifact and enchantment types as the contract fixes them (those of the 2026-06-19 type line rules); any other subtype is a creature type. */
const LAND_TYPES = new Set<string>([
  'Cave',
  'Desert',
  'Forest',
  'Gate',
  'Island',
  'Lair',
  'Locus',
  'Mine',
  'Mountain',
  'Plains',
  'Planet',
  'Power-Plant',
  'Sphere',
  'Swamp',
  'Tower',
  'Town',
  "Urza's",
]);
const ARTIFACT_TYPES = new Set<string>([
  'Attraction',
  'Blood',
  'Bobblehead',
  'Book',
  'Clue',
  'Contraption',
  'Equipment',
  'Food',
  'Fortification',
  'Gold',
  'Incubator',
  'Infinity',
  'Junk',
  'Lander',
  'Map',
  'Mutagen',
  'Powerstone',
  'Spacecraft',
  'Stone',
  'Treasure',
  'Vehicle',
  'Vibranium',
]);
const ENCHANTMENT_TYPES = new Set<string>([
  'Aura',
  'Background',
  'Cartouche',
  'Case',
  'Class',
  'Curse',
  'Plan',
  'Role',
  'Room',
  'Rune',
  'Saga',
  'Shard',
  'Shrine',
]);

/** The card type a subtype belongs to. */
export function subtypeCardType(subtype: string): CardType {
  if (LAND_TYPES.has(subtype)) return 'land';
  if (ARTIFACT_TYPES.has(subtype)) return 'artifact';
  if (ENCHANTMENT_TYPES.has(subtype)) return 'enchantment';
  return 'creature';
}

export const isBasicLandType = (s: string): boolean =>
  (BASIC_LAND_TYPES as readonly string[]).includes(s);

/** What an effect is, for placing its parts. */
export interface EffectKind {
  static: boolean;
  cda: boolean;
}

type Placement = (kind: EffectKind) => string;

const TYPE_KEYS: readonly DoKey[] = [
  'setTypes',
  'removeTypes',
  'addTypes',
  'loseCreatureTypes',
  'setLandTypes',
  'addSubtypes',
];
const COLOR_KEYS: readonly DoKey[] = ['setColors', 'addColors'];
const ABILITY_KEYS: readonly DoKey[] = ['loseAll', 'lose', 'gain'];

function table(
  abilities: string,
  setPT: Placement,
  modifyPT: Placement,
  switchPT: string,
): Record<DoKey, Placement> {
  const at = (step: string) => () => step;
  const t = {} as Record<DoKey, Placement>;
  t.copy = at('1');
  t.control = at('2');
  t.textChange = at('3');
  for (const k of TYPE_KEYS) t[k] = at('4');
  for (const k of COLOR_KEYS) t[k] = at('5');
  for (const k of ABILITY_KEYS) t[k] = at(abilities);
  t.setPT = setPT;
  t.modifyPT = modifyPT;
  t.switchPT = at(switchPT);
  return t;
}

/** The contract's vocabulary table: the step of each part, by era. */
export const STEP_OF: Record<LayerEra, Record<DoKey, Placement>> = {
  seven: table(
    '6',
    (k) => (k.cda ? '7a' : '7b'),
    () => '7c',
    '7d',
  ),
  'six-sublayers': table(
    '5',
    (k) => (k.cda ? '6a' : '6b'),
    (k) => (k.static ? '6d' : '6b'),
    '6e',
  ),
  six: table(
    '5',
    () => '6',
    () => '6',
    '6',
  ),
};

/** Where counters apply, by era. */
export const COUNTERS_STEP: Record<LayerEra, string> = {
  seven: '7c',
  'six-sublayers': '6c',
  six: '6',
};

/** The sublayer where CDAs that define power and toughness apply (cited by the sublayer's own rule). */
export const CDA_PT_STEP: Record<LayerEra, string | null> = {
  seven: '7a',
  'six-sublayers': '6a',
  six: null,
};

/**
 * An effect's parts by step, each step's parts in the table's order. With `whole` (2004 418.5b)
 * an effect with a type-changing part applies wholly in layer 4.
 */
export function partsByStep(
  d: EffectDo,
  era: LayerEra,
  kind: EffectKind,
  whole: boolean,
): Map<string, DoKey[]> {
  const keys = DO_KEYS.filter((k) => d[k] !== undefined);
  const wholly = whole && keys.some((k) => TYPE_KEYS.includes(k));
  const out = new Map<string, DoKey[]>();
  for (const k of keys) {
    const step = wholly ? '4' : STEP_OF[era][k](kind);
    out.set(step, [...(out.get(step) ?? []), k]);
  }
  return out;
}
