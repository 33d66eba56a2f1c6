// The layers scenario format (../shared/spec/layers-scenario.md): its types, a zod schema for its
// shape, and a reader that names the field at fault. What the shape cannot say (ids that exist,
// timestamps, what a version defines) is checked against the version's profile in check.ts.
import { z } from 'zod';

export const CARD_TYPES = ['artifact', 'creature', 'enchantment', 'land'] as const;
export const SUPERTYPES = ['basic', 'legendary', 'snow'] as const;
export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export const COUNTER_KINDS = ['+1/+1', '-1/-1'] as const;
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

export type CardType = (typeof CARD_TYPES)[number];
export type Supertype = (typeof SUPERTYPES)[number];
export type Color = (typeof COLORS)[number];
export type CounterKind = (typeof COUNTER_KINDS)[number];

const id = z.string().min(1);
const int = z.number().int();
const cardTypes = z.array(z.enum(CARD_TYPES));
const colors = z.array(z.enum(COLORS));
const strings = z.array(z.string().min(1));
const pt = z.strictObject({ power: int.optional(), toughness: int.optional() });

const ObjectSchema = z.strictObject({
  id,
  name: z.string().min(1),
  types: cardTypes,
  supertypes: z.array(z.enum(SUPERTYPES)).optional(),
  subtypes: strings.optional(),
  colors: colors.optional(),
  manaValue: int.min(0).optional(),
  power: int.optional(),
  toughness: int.optional(),
  abilities: strings.optional(),
  controller: id,
  owner: id.optional(),
  counters: z
    .strictObject({ '+1/+1': int.min(0).optional(), '-1/-1': int.min(0).optional() })
    .optional(),
  countersTimestamp: int.optional(),
  timestamp: int,
});

/** The effect kinds (`do` keys), in the order parts of one effect apply within one step. */
export const DO_KEYS = [
  'copy',
  'control',
  'textChange',
  'setTypes',
  'removeTypes',
  'addTypes',
  'loseCreatureTypes',
  'setLandTypes',
  'addSubtypes',
  'setColors',
  'addColors',
  'loseAll',
  'lose',
  'gain',
  'setPT',
  'modifyPT',
  'switchPT',
] as const;
export type DoKey = (typeof DO_KEYS)[number];

const DoSchema = z.strictObject({
  copy: id.optional(),
  control: id.optional(),
  textChange: z.strictObject({ from: z.string().min(1), to: z.string().min(1) }).optional(),
  setTypes: cardTypes.optional(),
  removeTypes: cardTypes.optional(),
  addTypes: cardTypes.optional(),
  loseCreatureTypes: z.literal(true).optional(),
  setLandTypes: strings.optional(),
  addSubtypes: strings.optional(),
  setColors: colors.optional(),
  addColors: colors.optional(),
  loseAll: z.literal(true).optional(),
  lose: strings.optional(),
  gain: strings.optional(),
  setPT: z.union([pt, z.literal('manaValue')]).optional(),
  modifyPT: pt.optional(),
  switchPT: z.literal(true).optional(),
});

const FilterSchema = z.strictObject({
  types: cardTypes.optional(),
  notTypes: cardTypes.optional(),
  subtypes: strings.optional(),
  notSubtypes: strings.optional(),
  supertypes: z.array(z.enum(SUPERTYPES)).optional(),
  notSupertypes: z.array(z.enum(SUPERTYPES)).optional(),
  colors: colors.optional(),
  controller: id.optional(),
  other: z.literal(true).optional(),
});

const EffectSchema = z.strictObject({
  id,
  source: id,
  ability: id.optional(),
  controller: id.optional(),
  timestamp: int.optional(),
  cda: z.literal(true).optional(),
  // 「"self"」, or a list of ids; a list of just "self" reads as "self" (the contract's "fixed ids
  // … or "self"" is read both ways).
  affected: z
    .union([z.literal('self'), z.array(id)])
    .transform((a) => (Array.isArray(a) && a.length === 1 && a[0] === 'self' ? 'self' : a))
    .optional(),
  filter: FilterSchema.optional(),
  do: DoSchema,
});

export const LayersScenarioSchema = z.strictObject({
  title: z.string().optional(),
  rules: z.string().min(1),
  players: z.array(id).min(1).optional(),
  objects: z.array(ObjectSchema),
  effects: z.array(EffectSchema),
});

export type LayersScenario = z.infer<typeof LayersScenarioSchema>;
export type ScenarioObject = LayersScenario['objects'][number];
export type Effect = LayersScenario['effects'][number];
export type EffectDo = Effect['do'];
export type Filter = NonNullable<Effect['filter']>;

/** Why a scenario is refused: the field's path, a machine code, English for the command line, and the rule when one decides. */
export interface LayersError {
  field: string;
  code: string;
  message: string;
  rule?: string;
}

export type ReadResult = { ok: true; scenario: LayersScenario } | { ok: false; error: LayersError };

/** `effects[0].do.grow` from a zod path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

/** Reads a scenario's shape from parsed JSON: unknown or missing fields, wrong kinds of value, each named by its path. */
export function readLayersScenario(json: unknown): ReadResult {
  const parsed = LayersScenarioSchema.safeParse(json);
  if (parsed.success) return { ok: true, scenario: parsed.data };
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const path = fieldPath(issue.path);
    const key = issue.keys[0]!;
    // An unknown counter is a fault of the counters; any other unknown key is named itself.
    const counters = path.endsWith('.counters');
    const inDo = path.endsWith('.do');
    return {
      ok: false,
      error: {
        field: counters ? path : `${path ? `${path}.` : ''}${key}`,
        code: counters ? 'unknown-counter' : inDo ? 'unknown-effect-kind' : 'unknown-field',
        message: counters
          ? `unknown counter "${key}" (${COUNTER_KINDS.join(', ')})`
          : inDo
            ? `unknown effect kind "${key}" (${DO_KEYS.join(', ')})`
            : `unknown field "${key}"`,
      },
    };
  }
  const field = fieldPath(issue.path) || 'scenario';
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  return {
    ok: false,
    error: {
      field,
      code: missing ? 'missing-field' : 'invalid-value',
      message: missing ? `${field} is required` : `${field}: ${issue.message}`,
    },
  };
}
