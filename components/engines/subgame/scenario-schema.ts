// The subgame scenario's shape (../shared/spec/subgame-scenario.md) as a schema, and what the
// shape cannot say: ids once each, players that exist. Each fault is a code with its parameters
// at the field's path; components/subgame/scenario.ts words them.
import * as z from 'zod/mini';
import { ZONES, type ScriptEvent, type SubgameScenario, type Zone } from './trace.ts';

export type SubgameIssueCode =
  | 'string'
  | 'integer'
  | 'negative'
  | 'array'
  | 'object'
  | 'players'
  | 'duplicate-id'
  | 'card'
  | 'from'
  | 'shahrazad'
  | 'event'
  | 'no-player';

export interface SubgameIssue {
  /** The field's path as the contract writes it: `script[2].exile.count`. */
  field: string;
  code: SubgameIssueCode;
  params: Record<string, string>;
}

type Issues = z.core.$RefinementCtx['issues'];
const fault = (
  issues: Issues,
  input: unknown,
  path: PropertyKey[],
  code: SubgameIssueCode,
  params: Record<string, string> = {},
) => issues.push({ code: 'custom', input, path, message: code, params });

const text = z.string({ error: 'string' }).check(z.minLength(1, 'string'));
const count = z.number({ error: 'integer' }).check(
  z.refine(Number.isInteger, 'integer'),
  z.superRefine((n, ctx) => {
    if (Number.isInteger(n) && n < 0) fault(ctx.issues, n, [], 'negative', { n: String(n) });
  }),
);
/** A value left out (or null) reads as `fallback`. */
const orElse = <T extends z.ZodMiniType>(fallback: unknown, schema: T) =>
  z.pipe(
    z.transform((v: unknown) => v ?? fallback),
    schema,
  );

const PlayerSchema = z.object(
  {
    id: text,
    life: count,
    ...(Object.fromEntries(ZONES.map((zone) => [zone, orElse(0, count)])) as Record<
      Zone,
      ReturnType<typeof orElse<typeof count>>
    >),
  },
  { error: 'object' },
);

/** Each kind of script event, tried in this order by the key it has. */
const EVENTS = [
  [
    'exile',
    z.object({
      exile: z.object(
        {
          from: z.enum(['library', 'hand', 'battlefield'], { error: 'from' }),
          player: text,
          count,
        },
        { error: 'object' },
      ),
    }),
  ],
  ['cast', z.object({ cast: z.literal('Shahrazad', { error: 'shahrazad' }), by: text })],
  ['concede', z.object({ concede: text })],
  ['lose', z.object({ lose: text })],
] as const;

const EventSchema = z.pipe(
  z.record(z.string(), z.unknown(), { error: 'object' }),
  z.transform((e, ctx): ScriptEvent => {
    const kind = EVENTS.find(([key]) => key in e);
    if (!kind) {
      fault(ctx.issues, e, [], 'event');
      return z.NEVER;
    }
    const read = kind[1].safeParse(e);
    if (read.success) {
      const v = read.data as Record<string, unknown>;
      // The contract's order: an exile names its player first.
      if (kind[0] === 'exile') {
        const { from, player, count: n } = (v as { exile: ScriptExile }).exile;
        return { exile: { player, from, count: n } };
      }
      return v as ScriptEvent;
    }
    for (const issue of read.error.issues)
      fault(
        ctx.issues,
        e,
        [...issue.path],
        issue.message as SubgameIssueCode,
        (issue.code === 'custom' ? issue.params : undefined) ?? {},
      );
    return z.NEVER;
  }),
);
type ScriptExile = Extract<ScriptEvent, { exile: unknown }>['exile'];

const WrittenScenario = z
  .object(
    {
      // Two players at least, before any is read.
      players: z.pipe(
        z.array(z.unknown(), { error: 'players' }).check(z.minLength(2, 'players')),
        z.array(PlayerSchema),
      ),
      card: orElse('Shahrazad', z.enum(['Shahrazad', 'Enter the Dungeon'], { error: 'card' })),
      script: orElse([], z.array(EventSchema, { error: 'array' })),
      caster: text,
      rules: text,
      seed: orElse(0, count),
      title: z.optional(z.unknown()),
    },
    { error: 'object' },
  )
  .check(z.superRefine((s, ctx) => scenarioFaults(s as Written, ctx.issues)));
type Written = Omit<SubgameScenario, 'title'> & { title?: unknown };

/** Ids once each; every player a script event or the caster names is one of them. */
function scenarioFaults(s: Written, issues: Issues): void {
  const ids = new Set<string>();
  s.players.forEach((p, i) => {
    if (ids.has(p.id)) fault(issues, p.id, ['players', i, 'id'], 'duplicate-id', { id: p.id });
    ids.add(p.id);
  });
  const who = (id: string, path: PropertyKey[]) => {
    if (!ids.has(id)) fault(issues, id, path, 'no-player', { id });
  };
  s.script.forEach((e, i) => {
    if ('exile' in e) who(e.exile.player, ['script', i, 'exile', 'player']);
    else if ('cast' in e) who(e.by, ['script', i, 'by']);
    else if ('concede' in e) who(e.concede, ['script', i, 'concede']);
    else who(e.lose, ['script', i, 'lose']);
  });
  who(s.caster, ['caster']);
}

/** The scenario in the contract's order; a title only if it is text. */
const SubgameScenarioSchema = z.pipe(
  WrittenScenario,
  z.transform((w): SubgameScenario => {
    const { rules, seed, card, caster, players, script } = w as Written;
    const s: SubgameScenario = { rules, seed, card, caster, players, script };
    if (typeof w.title === 'string') s.title = w.title;
    return s;
  }),
);

function fieldPath(path: readonly PropertyKey[]): string {
  const field = path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
  return field || 'scenario';
}

/** The scenario, or its first fault (in the order the contract lists its fields). */
export function parseSubgameScenario(
  json: unknown,
): { ok: true; scenario: SubgameScenario } | { ok: false; issue: SubgameIssue } {
  const parsed = SubgameScenarioSchema.safeParse(json);
  if (parsed.success) return { ok: true, scenario: parsed.data };
  const issue = parsed.error.issues[0]!;
  return {
    ok: false,
    issue: {
      field: fieldPath(issue.path),
      code: issue.message as SubgameIssueCode,
      params: (issue.code === 'custom' ? issue.params : undefined) ?? {},
    },
  };
}
