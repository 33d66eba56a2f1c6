// The reader's declarations: what each of the attacking player's creatures attacks, which
// attacker each of the defending player's creatures blocks, and — if the reader wants — how a
// blocked creature's damage is divided, with the lethal damage each blocker needs as a guide. The
// engine judges them: an illegal choice is explained with its rule under the board.
import type { CombatTrace } from '../explain.ts';
import { parseKeyword, type Permanent, type Scenario } from '../../engines/combat/scenario.ts';
import { defendingPlayer, setAssignment, setAttack, setBlock } from './board.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import { wholeNumber } from './whole-number.ts';
import { combatLabStrings as w } from '../../strings/combat-lab.ts';

interface Props {
  scenario: Scenario;
  profile: CombatProfile;
  trace: CombatTrace | null;
  onChange: (s: Scenario) => void;
}

const hasKeyword = (p: Permanent, name: string) =>
  (p.keywords ?? []).some((k) => parseKeyword(k)?.name === name);

/** Damage that is lethal to a creature before combat (deathtouch: 1, where it is static). */
function lethalBefore(blocker: Permanent, attacker: Permanent, profile: CombatProfile): number {
  const net = (blocker.counters?.['+1/+1'] ?? 0) - (blocker.counters?.['-1/-1'] ?? 0);
  const left = Math.max(0, (blocker.toughness ?? 0) + net - (blocker.damage ?? 0));
  const staticDeathtouch =
    hasKeyword(attacker, 'deathtouch') && !profile.triggered.includes('deathtouch');
  return staticDeathtouch ? Math.min(1, left) : left;
}

/** What the attacker dealt in the trace (its latest damage step), as a plan to start editing from. */
function planFromTrace(trace: CombatTrace | null, attacker: string): Record<string, number> {
  if (!trace?.ok) return {};
  const plan: Record<string, number> = {};
  for (const step of [...trace.steps].reverse()) {
    for (const e of step.events)
      if ((e.type === 'damage' || e.type === 'prevent') && e.source === attacker)
        plan[e.target] = (plan[e.target] ?? 0) + e.amount;
    if (Object.keys(plan).length > 0) break;
  }
  return plan;
}

export default function Declarations({ scenario, profile, trace, onChange }: Props) {
  const byId = new Map(scenario.permanents.map((p) => [p.id, p]));
  const name = (id: string) => byId.get(id)?.name ?? w['lab.player'](id);
  const creatures = scenario.permanents.filter((p) => p.types.includes('creature'));
  const defending = defendingPlayer(scenario);
  // What can be attacked: the other players, their planeswalkers, and battles (the engine says who may).
  const targets = [
    ...scenario.players.filter((p) => p.id !== scenario.active).map((p) => p.id),
    ...scenario.permanents
      .filter(
        (p) =>
          (p.types.includes('planeswalker') && p.controller !== scenario.active) ||
          p.types.includes('battle'),
      )
      .map((p) => p.id),
  ];
  const attackers = creatures.filter((c) => c.controller === scenario.active);
  const blockers = creatures.filter((c) => c.controller !== scenario.active);
  const blocked = scenario.attackers.filter((a) =>
    scenario.blockers.some((b) => b.blocks === a.id),
  );
  return (
    <fieldset class="lab-declare">
      <legend>{w['lab.declare']}</legend>
      {attackers.length === 0 && <p class="lab-note">{w['lab.noAttackers'](scenario.active)}</p>}
      {attackers.map((c) => (
        <label>
          {w['lab.attackTarget'](c.name)}
          <select
            value={scenario.attackers.find((a) => a.id === c.id)?.target ?? ''}
            onChange={(e) => onChange(setAttack(scenario, c.id, e.currentTarget.value || null))}
          >
            <option value="">{w['lab.noAttack']}</option>
            {targets.map((t) => (
              <option value={t}>{name(t)}</option>
            ))}
          </select>
        </label>
      ))}
      {blockers.map((c) => (
        <label>
          {`${c.name}：`}
          <select
            value={scenario.blockers.find((b) => b.id === c.id)?.blocks ?? ''}
            onChange={(e) => onChange(setBlock(scenario, c.id, e.currentTarget.value || null))}
          >
            <option value="">{w['lab.noBlock']}</option>
            {scenario.attackers.map((a) => (
              <option value={a.id}>{w['lab.blocks'](name(a.id))}</option>
            ))}
          </select>
        </label>
      ))}
      {blocked.map((a) => {
        const at = byId.get(a.id)!;
        const bs = scenario.blockers.filter((b) => b.blocks === a.id).map((b) => b.id);
        const trample = hasKeyword(at, 'trample');
        const recipients = trample ? [...bs, a.target] : bs;
        const plan = scenario.assignments?.[a.id];
        const total = plan ? Object.values(plan).reduce((x, y) => x + y, 0) : 0;
        return (
          <fieldset class="lab-division">
            <legend>{w['lab.division'](at.name)}</legend>
            <label class="lab-check">
              <input
                type="checkbox"
                checked={!!plan}
                onChange={(e) =>
                  onChange(
                    setAssignment(
                      scenario,
                      a.id,
                      e.currentTarget.checked ? planFromTrace(trace, a.id) : null,
                    ),
                  )
                }
              />
              {w['lab.divideYourself'](trample)}
            </label>
            {plan &&
              recipients.map((r) => (
                <label class="lab-number">
                  {w['lab.to'](name(r))}
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={99}
                    value={plan[r] ?? 0}
                    onInput={(e) => {
                      const n = wholeNumber(e);
                      if (n === undefined || n < 0) return;
                      onChange(setAssignment(scenario, a.id, { ...plan, [r]: n }));
                    }}
                  />
                  {w['lab.points']}
                  {bs.includes(r) && (
                    <span class="lab-note">
                      {w['lab.lethal'](lethalBefore(byId.get(r)!, at, profile))}
                    </span>
                  )}
                </label>
              ))}
            {plan && <p class="lab-note">{w['lab.total'](total, at.name)}</p>}
          </fieldset>
        );
      })}
      {blockers.length > 0 && scenario.attackers.length === 0 && (
        <p class="lab-note">{w['lab.canBlock'](defending)}</p>
      )}
    </fieldset>
  );
}
