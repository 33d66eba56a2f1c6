// The stepping view of the rule pages' combat stepper, loaded when the reader starts: the trace
// stepped (TraceView) with the choice of attackers and blockers before combat, or why the choice
// is illegal, with its rule; and the scenario's JSON.
import type { CombatTrace } from './explain.ts';
import type { NamedScenario, Scenario } from '../engines/combat/scenario.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import TraceView, { nameIn } from './TraceView.tsx';
import IllegalChoice from './IllegalChoice.tsx';
import { combatStepperStrings as t } from '../strings/combat-stepper.ts';

interface Props {
  preset: NamedScenario;
  scenario: Scenario;
  trace: CombatTrace;
  profile: CombatProfile;
  step: number;
  go: (step: number) => void;
  choose: (c: Pick<Scenario, 'attackers' | 'blockers'>) => void;
  /** Back to the preset's own attackers and blockers (when the reader changed them). */
  reset?: () => void;
  /** The reader pressed 「次へ」 before this view loaded. */
  reveal?: boolean;
}

export default function StepperView({
  preset,
  scenario,
  trace,
  profile,
  step,
  go,
  choose,
  reset,
  reveal,
}: Props) {
  const names = nameIn(scenario);
  const json = (
    <details class="combat-json">
      <summary>{t['stepper.json']}</summary>
      <pre>
        <code>{JSON.stringify(preset.scenario, null, 2)}</code>
      </pre>
    </details>
  );
  if (!trace.ok)
    return (
      <>
        <IllegalChoice error={trace.error} version={profile.version} />
        {reset && (
          <button type="button" onClick={reset}>
            {t['stepper.undo']}
          </button>
        )}
        {json}
      </>
    );
  const active = scenario.active;
  const attackersChosen = new Set(scenario.attackers.map((a) => a.id));
  const defaultTarget = scenario.players.find((p) => p.id !== active)!.id;
  const setAttack = (id: string, on: boolean) =>
    choose({
      attackers: on
        ? [
            ...scenario.attackers,
            {
              id,
              target: preset.scenario.attackers.find((a) => a.id === id)?.target ?? defaultTarget,
            },
          ]
        : scenario.attackers.filter((a) => a.id !== id),
      blockers: scenario.blockers.filter((b) => on || b.blocks !== id),
    });
  const setBlock = (id: string, blocks: string) =>
    choose({
      attackers: scenario.attackers,
      blockers: [
        ...scenario.blockers.filter((b) => b.id !== id),
        ...(blocks ? [{ id, blocks }] : []),
      ],
    });
  return (
    <>
      <TraceView
        scenario={scenario}
        trace={trace}
        profile={profile}
        step={step}
        go={go}
        reveal={reveal}
        before={
          <fieldset class="combat-choose">
            <legend>{t['stepper.chooseLegend']}</legend>
            {scenario.permanents
              .filter((p) => p.controller === active && p.types.includes('creature'))
              .map((p) => (
                <label>
                  <input
                    type="checkbox"
                    checked={attackersChosen.has(p.id)}
                    onChange={(e) => setAttack(p.id, e.currentTarget.checked)}
                  />
                  {t['stepper.attacks'](p.name)}
                </label>
              ))}
            {scenario.permanents
              .filter((p) => p.controller !== active && p.types.includes('creature'))
              .map((p) => (
                <label>
                  {t['stepper.blocker'](p.name)}
                  <select
                    value={scenario.blockers.find((b) => b.id === p.id)?.blocks ?? ''}
                    onChange={(e) => setBlock(p.id, e.currentTarget.value)}
                  >
                    <option value="">{t['stepper.noBlock']}</option>
                    {scenario.attackers.map((a) => (
                      <option value={a.id}>{t['stepper.blocks'](names(a.id))}</option>
                    ))}
                  </select>
                </label>
              ))}
          </fieldset>
        }
      />
      {json}
    </>
  );
}
