// One combat phase, exact to the rules version it is played under, as that version's profile
// (components/rules-profile.ts, read from its text) says: combat damage dealt directly, or assigned
// onto the stack then dealt (2004, 2008); a damage assignment order or not; deathtouch and lifelink
// static or triggered; which keywords and card types exist. Every step and event cites the rules in
// that version's own numbering. Pure, no DOM.
// The command line and the stepper island both run this and only render its trace. One module
// per step, around one state (state.ts), as mdast-util-to-markdown keeps one handler per node.
import { parseKeyword, type Scenario } from './scenario.ts';
import { CHECKED_CARD_TYPES, type CombatProfile } from '#scripts/model/rules-profile.ts';
import { combatDamage } from './damage.ts';
import { declareAttackers } from './declare-attackers.ts';
import { damageAssignmentOrder, declareBlockers } from './declare-blockers.ts';
import { Illegal, isCreature, newCombat, power, rn, toughness, type Combat } from './state.ts';
import { stateBasedActions } from './state-based-actions.ts';
import type { CombatTrace, FinalPermanent } from './trace.ts';

export type * from './trace.ts';
export { STEP_NAMES, type StepName } from './steps.ts';

/** The trace of a scenario under the version its profile describes (the scenario's `rules`, if it names one, must be that version). */
export function runCombat(s: Scenario, profile: CombatProfile): CombatTrace {
  if (s.rules !== undefined && s.rules !== profile.version)
    throw new Error(`the scenario names the rules ${s.rules}, but is run under ${profile.version}`);
  try {
    return run(s, profile);
  } catch (e) {
    if (e instanceof Illegal) return { ok: false, error: e.illegal };
    throw e;
  }
}

function run(s: Scenario, profile: CombatProfile): CombatTrace {
  const c = newCombat(s, profile);
  checkVersion(c);
  // State-based actions are checked whenever a player would receive priority: first in the
  // beginning of combat step (counters already on a permanent annihilate there).
  c.steps.push({
    step: 'beginning-of-combat',
    events: stateBasedActions(c),
    rules: [rn(c, 'beginningOfCombat')],
  });
  if (c.over) return finish(c);
  declareAttackers(c);
  if (c.over || c.attacking.size === 0) return finish(c);
  declareBlockers(c);
  if (c.over) return finish(c);
  damageAssignmentOrder(c);
  combatDamage(c);
  if (c.over) return finish(c);
  c.steps.push({ step: 'end-of-combat', events: [], rules: [rn(c, 'endOfCombat')] });
  return finish(c);
}

/** The scenario's keywords and card types must be ones the version has. */
function checkVersion(c: Combat): void {
  const { s, profile } = c;
  const version = profile.version;
  s.permanents.forEach((p, i) => {
    for (const k of p.keywords ?? []) {
      const name = parseKeyword(k)!.name;
      if (!profile.keywords.includes(name))
        throw new Illegal(
          rn(c, 'keywordAbilities'),
          'keyword-not-in-version',
          { name: p.name, keyword: k, version },
          `permanents[${i}].keywords`,
        );
    }
    for (const t of p.types)
      if ((CHECKED_CARD_TYPES as readonly string[]).includes(t) && !profile.cardTypes.includes(t))
        throw new Illegal(
          rn(c, 'cardTypes'),
          'card-type-not-in-version',
          { name: p.name, type: t, version },
          `permanents[${i}].types`,
        );
  });
}

/** The board after the combat (or where it stopped). */
function finish(c: Combat): CombatTrace {
  const permanents: Record<string, FinalPermanent> = {};
  for (const [id, l] of c.perms) {
    if (l.zone !== 'battlefield') permanents[id] = { zone: l.zone };
    else if (isCreature(l))
      permanents[id] = {
        zone: 'battlefield',
        tapped: l.tapped,
        damage: l.damage,
        power: power(l),
        toughness: toughness(l),
      };
    else if (l.p.types.includes('battle'))
      permanents[id] = { zone: 'battlefield', defense: l.defense };
    else if (l.p.types.includes('planeswalker'))
      permanents[id] = { zone: 'battlefield', loyalty: l.loyalty };
    else permanents[id] = { zone: 'battlefield', tapped: l.tapped };
    const counters = Object.fromEntries(Object.entries(l.counters).filter(([, n]) => n > 0));
    if (l.zone === 'battlefield' && Object.keys(counters).length > 0)
      permanents[id]!.counters = counters;
  }
  return {
    ok: true,
    steps: c.steps,
    final: {
      life: Object.fromEntries(c.life),
      permanents,
      poison: Object.fromEntries(c.poison),
      lost: [...c.lost],
    },
  };
}
