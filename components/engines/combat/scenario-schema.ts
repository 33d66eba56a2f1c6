// The combat scenario's shape as a schema (zod/mini: the board builder reads pasted scenarios in
// the browser), and what the shape cannot say: a creature's power and toughness, keywords and
// colors the format knows, ids once each, an active player who plays. Each fault is a code with
// its parameters at the field's path; components/combat/scenario.ts words them.
import * as z from 'zod/mini';
import {
  COLORS,
  COUNTER_KINDS,
  NOT_MODELLED,
  parseKeyword,
  type Color,
  type Permanent,
  type Scenario,
} from './scenario.ts';

/** What a field at fault needs, or why its value is refused (the parameters name what is at fault). */
export type ScenarioIssueCode =
  | 'string'
  | 'integer'
  | 'whole-number'
  | 'boolean'
  | 'array'
  | 'object'
  | 'two-players'
  | 'duplicate-id'
  | 'not-modelled'
  | 'unknown-keyword'
  | 'unknown-color'
  | 'unknown-counter'
  | 'creature-power-toughness'
  | 'battle-defense'
  | 'planeswalker-loyalty'
  | 'unknown-active';

export interface ScenarioIssue {
  /** The field's path as the contract writes it: `permanents[0].keywords[1]`. */
  field: string;
  code: ScenarioIssueCode;
  params: Record<string, string>;
}

const text = z.string({ error: 'string' }).check(z.minLength(1, 'string'));
const integer = z.number({ error: 'integer' }).check(z.refine(Number.isInteger, 'integer'));
const whole = z
  .number({ error: 'whole-number' })
  .check(z.refine((n) => Number.isInteger(n) && n >= 0, 'whole-number'));
const flag = z.boolean({ error: 'boolean' });
const list = <T extends z.core.SomeType>(item: T) => z.array(item, { error: 'array' });
const record = <T extends z.core.SomeType>(value: T) =>
  z.record(z.string(), value, { error: 'object' });
/** Attackers and blockers may be left out (or null): none. */
const orNone = <T extends z.core.SomeType>(item: T) =>
  z.pipe(
    z.transform((v: unknown) => v ?? []),
    list(item),
  );

type Issues = z.core.$RefinementCtx['issues'];
const fault = (
  issues: Issues,
  input: unknown,
  path: PropertyKey[],
  code: ScenarioIssueCode,
  params: Record<string, string> = {},
) => issues.push({ code: 'custom', input, path, message: code, params });

const PlayerSchema = z.object(
  { id: text, life: integer, poison: z.optional(whole) },
  { error: 'object' },
);

/** A permanent as written: its faults are found before its types and colors are lowered. */
const WrittenPermanent = z
  .object(
    {
      id: text,
      name: text,
      controller: text,
      types: list(text),
      subtypes: z.optional(list(text)),
      power: z.optional(integer),
      toughness: z.optional(integer),
      damage: z.optional(whole),
      defense: z.optional(whole),
      loyalty: z.optional(whole),
      tapped: z.optional(flag),
      summoningSick: z.optional(flag),
      protector: z.optional(text),
      keywords: z.optional(list(text)),
      colors: z.optional(list(text)),
      counters: z.optional(record(whole)),
    },
    { error: 'object' },
  )
  .check(z.superRefine((p, ctx) => permanentFaults(p as Permanent, ctx.issues)));

/** Card types and colors in lower case, each color once. */
const PermanentSchema = z.pipe(
  WrittenPermanent,
  z.transform((p): Permanent => {
    const perm = { ...p, types: p.types.map((t) => t.toLowerCase()) } as Permanent;
    if (p.colors) perm.colors = [...new Set(p.colors.map((c) => c.toLowerCase()))] as Color[];
    return perm;
  }),
);

/** A permanent's faults the shape cannot say, in the order the contract lists its fields. */
function permanentFaults(p: Permanent, issues: Issues): void {
  p.keywords?.forEach((k, j) => {
    const params = { name: p.name, keyword: k };
    if (NOT_MODELLED.test(k.trim().toLowerCase()))
      fault(issues, k, ['keywords', j], 'not-modelled', params);
    else if (!parseKeyword(k)) fault(issues, k, ['keywords', j], 'unknown-keyword', params);
  });
  p.colors?.forEach((c, j) => {
    if (!(COLORS as readonly string[]).includes(c.toLowerCase()))
      fault(issues, c, ['colors', j], 'unknown-color', { name: p.name, color: c });
  });
  for (const kind of Object.keys(p.counters ?? {}))
    if (!(COUNTER_KINDS as readonly string[]).includes(kind))
      fault(issues, kind, ['counters'], 'unknown-counter', { name: p.name, kind });
  const types = p.types.map((t) => t.toLowerCase());
  if (types.includes('creature') && (p.power === undefined || p.toughness === undefined))
    fault(issues, p, [], 'creature-power-toughness');
  if (types.includes('battle') && p.defense === undefined)
    fault(issues, p, ['defense'], 'battle-defense');
  if (types.includes('planeswalker') && p.loyalty === undefined)
    fault(issues, p, ['loyalty'], 'planeswalker-loyalty');
}

export const ScenarioSchema = z
  .object(
    {
      players: list(PlayerSchema).check(z.minLength(2, 'two-players')),
      active: text,
      permanents: list(PermanentSchema),
      attackers: orNone(z.object({ id: text, target: text }, { error: 'object' })),
      blockers: orNone(z.object({ id: text, blocks: text }, { error: 'object' })),
      title: z.optional(text),
      rules: z.optional(text),
      damageOrder: z.optional(record(list(text))),
      assignments: z.optional(record(record(whole))),
    },
    { error: 'object' },
  )
  .check(z.superRefine((s, ctx) => scenarioFaults(s as Scenario, ctx.issues)));

/** Ids once each over players and permanents; the active player one of the players. */
function scenarioFaults(s: Scenario, issues: Issues): void {
  const ids = new Set<string>();
  for (const [i, p] of [...s.players, ...s.permanents].entries()) {
    const path = i < s.players.length ? ['players', i] : ['permanents', i - s.players.length];
    if (ids.has(p.id)) fault(issues, p.id, [...path, 'id'], 'duplicate-id', { id: p.id });
    ids.add(p.id);
  }
  if (!s.players.some((p) => p.id === s.active))
    fault(issues, s.active, ['active'], 'unknown-active', { active: s.active });
}

/** `permanents[0].keywords[1]` from a schema path; the whole scenario when the path is empty. */
function fieldPath(path: readonly PropertyKey[]): string {
  const field = path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
  return field || 'scenario';
}

/** The scenario, or its first fault (in the order the contract lists its fields). */
export function parseScenario(
  json: unknown,
): { ok: true; scenario: Scenario } | { ok: false; issue: ScenarioIssue } {
  const parsed = ScenarioSchema.safeParse(json);
  if (parsed.success) return { ok: true, scenario: parsed.data as Scenario };
  const issue = parsed.error.issues[0]!;
  return {
    ok: false,
    issue: {
      field: fieldPath(issue.path),
      code: issue.message as ScenarioIssueCode,
      params: (issue.code === 'custom' ? issue.params : undefined) ?? {},
    },
  };
}
