// A combat trace, stepped: the steps of the phase, each player's board after the current step,
// and what happened in it with the rules it follows, with the step buttons in a bar that stays on
// screen. Shared by the stepper on rule pages and the board builder of /play/combat/.
import type { ComponentChildren, JSX } from 'preact';
import type { CombatTrace } from './explain.ts';
import { STEP_NAMES } from '../engines/combat/steps.ts';
import type { Scenario } from '../engines/combat/scenario.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import { boardAt, type BoardCard } from './replay.ts';
import {
  AFTER_GAME_OVER,
  explainEvent,
  explainStep,
  gameOverStep,
  keywordJa,
  STEP_LABELS,
} from './explain.ts';
import { COLOR_JA } from './keyword-names.ts';
import RuleLinks from '../RuleLinks.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useStepButtons } from '../step-buttons.ts';
import { combatStepperStrings as t } from '../strings/combat-stepper.ts';

function Card({ c, name }: { c: BoardCard; name: (id: string) => string }) {
  const pt = c.types.includes('creature')
    ? `${c.power}/${c.toughness}`
    : c.types.includes('battle')
      ? t['stepper.defense'](c.defense)
      : c.types.includes('planeswalker')
        ? t['stepper.loyalty'](c.loyalty)
        : '';
  const traits = [
    ...c.colors.map((k) => COLOR_JA[k]),
    ...(c.types.includes('artifact') ? [t['stepper.artifact']] : []),
    ...c.keywords.map(keywordJa),
  ];
  const counters = Object.entries(c.counters).filter(([, n]) => (n ?? 0) > 0);
  return (
    <li
      class={`combat-card${c.tapped ? ' is-tapped' : ''}${c.zone !== 'battlefield' ? ' is-gone' : ''}`}
    >
      <span class="combat-card-name">{c.name}</span> <span class="combat-card-pt">{pt}</span>
      {traits.length > 0 && (
        <span class="combat-card-keywords">{traits.join(t['stepper.separator'])}</span>
      )}
      <span class="combat-card-state">
        {c.zone !== 'battlefield'
          ? t['stepper.graveyard']
          : [
              c.tapped ? t['stepper.tapped'] : t['stepper.untapped'],
              c.damage ? t['stepper.damage'](c.damage) : '',
              ...counters.map(([k, n]) => t['stepper.counters'](k, n)),
              c.attacking ? t['stepper.attacking'](name(c.attacking)) : '',
              c.blocking ? t['stepper.blocking'](name(c.blocking)) : '',
            ]
              .filter(Boolean)
              .join(t['stepper.separator'])}
      </span>
    </li>
  );
}

interface Props {
  scenario: Scenario;
  trace: Extract<CombatTrace, { ok: true }>;
  profile: CombatProfile;
  /** -1: before combat. */
  step: number;
  go: (step: number) => void;
  /** Shown before combat in place of a step's events (the stepper's choice of attackers and blockers). */
  before?: ComponentChildren;
  /** The reader stepped before this view mounted: its step is brought into view at once. */
  reveal?: boolean;
}

export const nameIn = (scenario: Scenario) => (id: string) =>
  scenario.permanents.find((p) => p.id === id)?.name ?? t['stepper.player'](id);

export default function TraceView({ scenario, trace, profile, step, go, before, reveal }: Props) {
  const version = profile.version;
  const names = nameIn(scenario);
  const last = trace.steps.length - 1;
  const hydrated = useHydrated();
  const buttons = useStepButtons(-1, last, go, step, reveal);
  const board = boardAt(scenario, trace, step);
  const current = step >= 0 ? trace.steps[step]! : null;
  const poisoned = Object.values(board.poison).some((n) => n > 0);
  // Where the game ended, the steps after it never happen (rather than being skipped).
  const ended = gameOverStep(trace.steps);
  const endedIn = ended === null ? STEP_NAMES.length : STEP_NAMES.indexOf(trace.steps[ended]!.step);
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    const tag = (e.target as HTMLElement).tagName;
    if (tag === 'SELECT' || tag === 'INPUT' || tag === 'TEXTAREA') return;
    if (e.key === 'ArrowRight' && step < last) {
      e.preventDefault();
      buttons.move(step + 1);
    }
    if (e.key === 'ArrowLeft' && step > -1) {
      e.preventDefault();
      buttons.move(step - 1);
    }
  };
  return (
    <div class="combat-trace" onKeyDown={onKey}>
      <ol class="combat-steps" aria-label={t['stepper.steps']}>
        {STEP_NAMES.map((name, n) => {
          const i = trace.steps.findIndex((s) => s.step === name);
          const state = i < 0 ? 'skipped' : i < step ? 'done' : i === step ? 'current' : 'todo';
          return (
            <li class={`is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {STEP_LABELS[name]}
              {i < 0 && (
                <span class="visually-hidden">
                  {n > endedIn
                    ? AFTER_GAME_OVER
                    : name === 'first-strike-damage'
                      ? t['stepper.noFirstStrike']
                      : t['stepper.skipped']}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div class="combat-boards">
        {scenario.players.map((p) => (
          <div class="combat-board">
            <p class="combat-player">
              {t['stepper.life'](p.id, p.id === scenario.active)}
              <strong aria-live="polite">{board.life[p.id]}</strong>
              {poisoned && t['stepper.poison'](board.poison[p.id])}
            </p>
            <ul>
              {board.cards
                .filter((c) => c.controller === p.id)
                .map((c) => (
                  <Card c={c} name={names} />
                ))}
            </ul>
          </div>
        ))}
      </div>
      <div class="combat-now" aria-live="polite" ref={buttons.now}>
        {current ? (
          <>
            <p>
              <span class="visually-hidden">{`${step + 1} / ${last + 1}：`}</span>
              <strong>{STEP_LABELS[current.step]}</strong>（
              <RuleLinks rules={current.rules} version={version} />
              {`）：${explainStep(current.step, current.events.length)}`}
            </p>
            <ul>
              {current.events.map((e) => (
                <li>
                  {`${explainEvent(e, names, profile)}（`}
                  <RuleLinks rules={e.rules} version={version} />）
                </li>
              ))}
            </ul>
          </>
        ) : (
          before
        )}
      </div>
      <p class="combat-controls">
        <button
          type="button"
          ref={buttons.prev}
          onClick={() => buttons.move(step - 1)}
          disabled={step < 0}
          aria-disabled={hydrated ? undefined : 'true'}
        >
          {t['stepper.previous']}
        </button>{' '}
        <button
          type="button"
          ref={buttons.next}
          onClick={() => buttons.move(step + 1)}
          disabled={step >= last}
          aria-disabled={hydrated ? undefined : 'true'}
        >
          {t['stepper.next']}
        </button>{' '}
        <span class="combat-position">
          {step < 0 ? t['stepper.beforeCombat'] : t['stepper.position'](step + 1, last + 1)}
        </span>
      </p>
    </div>
  );
}

/** The whole trace as a list: what a reader without JavaScript reads, and the page before hydration. */
export function StaticTrace({
  scenario,
  trace,
  profile,
}: Pick<Props, 'scenario' | 'trace' | 'profile'>) {
  const names = nameIn(scenario);
  const version = profile.version;
  return (
    <>
      <ol class="combat-static">
        {trace.steps.map((s) => (
          <li>
            <strong>{STEP_LABELS[s.step]}</strong>（
            <RuleLinks rules={s.rules} version={version} />
            ）：{explainStep(s.step, s.events.length)}
            <ul>
              {s.events.map((e) => (
                <li>
                  {explainEvent(e, names, profile)}（
                  <RuleLinks rules={e.rules} version={version} />）
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p>
        {t['stepper.result']}
        {Object.entries(trace.final.life)
          .map(([p, l]) => t['stepper.finalLife'](p, l))
          .join(t['stepper.listSeparator'])}
      </p>
    </>
  );
}
