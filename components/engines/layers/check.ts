// What makes a well-shaped scenario illegal under its version: ids that don't exist or repeat,
// players, keywords the version lacks, timestamps a static or resolved effect can't have, CDAs
// and "self" where they can't be, kinds not modelled. Each error names its field and, when one
// decides, the rule (from the version's profile).
import { parseKeyword } from '../combat/scenario.ts';
import type { LayersProfile } from '#scripts/model/rules-profile.ts';
import { COLORS, type Effect, type LayersError, type LayersScenario } from './scenario.ts';
import { isBasicLandType } from './vocabulary.ts';

export const DEFAULT_PLAYERS = ['A', 'B'];

const fail = (field: string, code: string, message: string, rule?: string | null): LayersError => ({
  field,
  code,
  message,
  ...(rule && { rule }),
});

function checkIds(s: LayersScenario): LayersError | null {
  const seen = new Set<string>();
  const all = [
    ...s.objects.map((o, i) => [o.id, `objects[${i}].id`] as const),
    ...s.effects.map((e, i) => [e.id, `effects[${i}].id`] as const),
  ];
  for (const [id, field] of all) {
    if (/[@:]/.test(id)) return fail(field, 'reserved-character', `id "${id}" has "@" or ":"`);
    if (seen.has(id)) return fail(field, 'duplicate-id', `id "${id}" is used twice`);
    seen.add(id);
  }
  return null;
}

/** Whether an ability is a keyword the version defines, an ability id of a static effect, or neither. */
function abilityError(
  a: string,
  field: string,
  abilityIds: ReadonlySet<string>,
  profile: LayersProfile,
): LayersError | null {
  if (abilityIds.has(a)) return null;
  const k = parseKeyword(a);
  if (!k) return fail(field, 'unknown-ability', `"${a}" is neither a keyword nor an ability id`);
  if (!profile.keywords.includes(k.name))
    return fail(
      field,
      'keyword-not-in-version',
      `${profile.version} has no keyword "${a}"`,
      profile.rules.keywordAbilities,
    );
  return null;
}

function checkObjects(
  s: LayersScenario,
  players: readonly string[],
  abilityIds: ReadonlySet<string>,
  profile: LayersProfile,
): LayersError | null {
  for (const [i, o] of s.objects.entries()) {
    const f = `objects[${i}]`;
    if (!players.includes(o.controller))
      return fail(`${f}.controller`, 'unknown-player', `no player "${o.controller}"`);
    if (o.owner !== undefined && !players.includes(o.owner))
      return fail(`${f}.owner`, 'unknown-player', `no player "${o.owner}"`);
    if (o.types.includes('creature'))
      for (const k of ['power', 'toughness'] as const)
        if (o[k] === undefined) return fail(`${f}.${k}`, 'missing-field', `a creature needs ${k}`);
    for (const [j, a] of (o.abilities ?? []).entries()) {
      const err = abilityError(a, `${f}.abilities[${j}]`, abilityIds, profile);
      if (err) return err;
    }
  }
  return null;
}

function checkParts(
  e: Effect,
  f: string,
  s: LayersScenario,
  ctx: CheckContext,
): LayersError | null {
  const { profile, players, abilityIds } = ctx;
  const d = e.do;
  if (Object.keys(d).length === 0)
    return fail(`${f}.do`, 'missing-field', 'an effect needs at least one kind');
  if (d.copy !== undefined && !s.objects.some((o) => o.id === d.copy))
    return fail(`${f}.do.copy`, 'unknown-object', `no object "${d.copy}"`);
  if (d.control !== undefined && !players.includes(d.control))
    return fail(`${f}.do.control`, 'unknown-player', `no player "${d.control}"`);
  if (e.ability !== undefined && (d.copy !== undefined || d.textChange !== undefined))
    return fail(
      `${f}.do.${d.copy !== undefined ? 'copy' : 'textChange'}`,
      'not-modelled',
      'a static copy or text-changing effect is not modelled',
    );
  if (d.textChange) {
    const isColor = (w: string) => (COLORS as readonly string[]).includes(w);
    const { from, to } = d.textChange;
    const colors = isColor(from) && isColor(to);
    const lands = isBasicLandType(from) && isBasicLandType(to);
    if (!colors && !lands)
      return fail(
        `${f}.do.textChange`,
        'text-change-mixed',
        'a text change swaps two colors or two basic land types',
        profile.rules.textChange,
      );
  }
  for (const [j, t] of (d.setLandTypes ?? []).entries())
    if (!isBasicLandType(t))
      return fail(
        `${f}.do.setLandTypes[${j}]`,
        'not-basic-land-type',
        `"${t}" is not a basic land type`,
        profile.rules.landTypes,
      );
  for (const key of ['gain', 'lose'] as const)
    for (const [j, a] of (d[key] ?? []).entries()) {
      const err = abilityError(a, `${f}.do.${key}[${j}]`, abilityIds, profile);
      if (err) return err;
    }
  return null;
}

interface CheckContext {
  profile: LayersProfile;
  players: readonly string[];
  abilityIds: ReadonlySet<string>;
}

function checkStatic(
  e: Effect,
  f: string,
  s: LayersScenario,
  ctx: CheckContext,
): LayersError | null {
  const { rules } = ctx.profile;
  const source = s.objects.find((o) => o.id === e.source);
  if (!source || !(source.abilities ?? []).includes(e.ability!))
    return fail(
      `${f}.ability`,
      'source-lacks-ability',
      `${e.source} has no ability "${e.ability}"`,
    );
  if (e.timestamp !== undefined && e.timestamp !== source.timestamp)
    return fail(
      `${f}.timestamp`,
      'static-timestamp',
      "a static ability's effect has its object's timestamp",
      rules.staticTimestamp,
    );
  if (e.cda) {
    const kinds = Object.keys(e.do);
    const fixed = e.do.setPT === undefined || typeof e.do.setPT === 'object';
    if (
      e.affected !== 'self' ||
      !fixed ||
      kinds.some((k) => !['setColors', 'addSubtypes', 'setPT'].includes(k))
    )
      return fail(
        `${f}.cda`,
        'not-a-cda',
        'a CDA defines its own colors, subtypes or P/T with a fixed value',
        rules.cdaDefinition,
      );
  }
  return null;
}

function checkResolved(
  e: Effect,
  f: string,
  s: LayersScenario,
  ctx: CheckContext,
): LayersError | null {
  const { rules } = ctx.profile;
  if (e.cda) return fail(`${f}.cda`, 'not-a-cda', 'a CDA is a static ability', rules.cdaDefinition);
  if (e.timestamp === undefined)
    return fail(
      `${f}.timestamp`,
      'missing-field',
      'a resolved effect needs a timestamp',
      rules.resolvedTimestamp,
    );
  if (e.source === 'spell' && e.affected === 'self')
    return fail(
      `${f}.affected`,
      'self-without-object',
      'a spell is not an object on the battlefield',
      rules.cdaDefinition,
    );
  if (e.source === 'spell' && e.filter?.controller === 'you' && e.controller === undefined)
    return fail(`${f}.controller`, 'missing-field', 'a spell\'s "you" needs its controller');
  const source = s.objects.find((o) => o.id === e.source);
  if (e.affected === 'self' && source && source.timestamp > e.timestamp)
    return fail(
      `${f}.affected`,
      'entered-after-effect',
      `${source.id} entered after the effect began`,
      rules.locked,
    );
  if (Array.isArray(e.affected))
    for (const [j, id] of e.affected.entries()) {
      const o = s.objects.find((x) => x.id === id);
      if (o && o.timestamp > e.timestamp)
        return fail(
          `${f}.affected[${j}]`,
          'entered-after-effect',
          `${id} entered after the effect began`,
          rules.locked,
        );
    }
  return null;
}

function checkEffects(s: LayersScenario, ctx: CheckContext): LayersError | null {
  const ids = new Set(s.objects.map((o) => o.id));
  for (const [i, e] of s.effects.entries()) {
    const f = `effects[${i}]`;
    if (e.source !== 'spell' && !ids.has(e.source))
      return fail(`${f}.source`, 'unknown-object', `no object "${e.source}"`);
    if ((e.affected === undefined) === (e.filter === undefined))
      return fail(
        e.affected === undefined ? `${f}.affected` : `${f}.filter`,
        'affected-or-filter',
        'exactly one of affected and filter',
      );
    if (Array.isArray(e.affected))
      for (const [j, id] of e.affected.entries())
        if (!ids.has(id)) return fail(`${f}.affected[${j}]`, 'unknown-object', `no object "${id}"`);
    const c = e.filter?.controller;
    if (c !== undefined && c !== 'you' && !ctx.players.includes(c))
      return fail(`${f}.filter.controller`, 'unknown-player', `no player "${c}"`);
    if (e.controller !== undefined && !ctx.players.includes(e.controller))
      return fail(`${f}.controller`, 'unknown-player', `no player "${e.controller}"`);
    const err =
      (e.ability !== undefined ? checkStatic(e, f, s, ctx) : checkResolved(e, f, s, ctx)) ??
      checkParts(e, f, s, ctx);
    if (err) return err;
  }
  return null;
}

/** The first reason a well-shaped scenario is illegal under this version, or null. */
export function checkScenario(s: LayersScenario, profile: LayersProfile): LayersError | null {
  const players = s.players ?? DEFAULT_PLAYERS;
  const abilityIds = new Set(s.effects.flatMap((e) => (e.ability ? [e.ability] : [])));
  const ctx = { profile, players, abilityIds };
  return checkIds(s) ?? checkObjects(s, players, abilityIds, profile) ?? checkEffects(s, ctx);
}
