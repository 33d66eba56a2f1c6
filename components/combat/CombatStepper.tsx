// The combat stepper embedded on rule pages. The page renders the initial preset's whole combat
// as a list (its children, server-rendered: what a reader without JavaScript reads); hydrated, the
// island adds the step buttons, and loads the stepping view (and the engine, when the reader
// changes the preset, the attackers or the blockers) only when the reader starts — so a reader who
// only scrolls past downloads little.
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CombatTrace } from './explain.ts';
import type { NamedScenario, Scenario } from '../engines/combat/scenario.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import { stepFromUrl, useWidgetUrl } from '../widget-url.ts';
import { useHydrated } from '../use-hydrated.ts';
import { combatStepperStrings as t } from '../strings/combat-stepper.ts';

interface Props {
  presets: NamedScenario[];
  initial: string;
  /** The initial preset's trace, computed at build time: the engine loads only when the reader changes something. */
  initialTrace: CombatTrace;
  /** The rules version played: what the engine plays and the rules it cites. */
  profile: CombatProfile;
  /** The initial preset's whole combat as a list, and its JSON (server-rendered). */
  children?: ComponentChildren;
}

type Stepping = typeof import('./StepperView.tsx');

export default function CombatStepper({
  presets,
  initial,
  initialTrace,
  profile,
  children,
}: Props) {
  const [presetName, setPresetName] = useState(initial);
  /** Set by the reader's first action; until then the page's address is left alone. */
  const [touched, setTouched] = useState(false);
  /** The reader has started stepping (or changing): the stepping view is needed. */
  const [started, setStarted] = useState(false);
  const [step, setStep] = useState(-1);
  const [choice, setChoice] = useState<Pick<Scenario, 'attackers' | 'blockers'> | null>(null);
  const preset = presets.find((p) => p.name === presetName) ?? presets[0]!;
  // The presets come already set for the page's rules version (CombatWidget.astro).
  const scenario: Scenario = choice ? { ...preset.scenario, ...choice } : preset.scenario;
  const [view, setView] = useState<Stepping | null>(null);
  const [engine, setEngine] = useState<typeof import('./engine.ts') | null>(null);
  const needEngine = presetName !== initial || choice !== null;
  useEffect(() => {
    if (started && !view) void import('./StepperView.tsx').then(setView);
    if (needEngine && !engine) void import('./engine.ts').then(setEngine);
  }, [started, view, needEngine, engine]);
  const computed = useMemo(
    () => (needEngine && engine ? engine.runCombat(scenario, profile) : null),
    [needEngine, engine, scenario, profile],
  );
  // A trace always belongs to the scenario on screen: while the engine loads, nothing is drawn.
  const trace = needEngine ? computed : initialTrace;

  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const wanted = q.get('scenario');
    if (wanted && wanted !== initial && presets.some((p) => p.name === wanted)) {
      setPresetName(wanted);
      setStarted(true);
    }
    const s = stepFromUrl(q);
    if (s !== null) {
      setStep(s);
      setTouched(true);
      setStarted(true);
    }
  }, []);
  useWidgetUrl(touched, {
    scenario: presetName,
    step: step >= 0 ? String(step) : null,
  });

  const last = trace?.ok ? trace.steps.length - 1 : Infinity;
  const go = (n: number) => {
    setStarted(true);
    setStep(Math.max(-1, Math.min(last, n)));
  };
  const ready = started && view && trace;
  const hydrated = useHydrated();
  // The stepping view replaces the list and its buttons: the control the reader pressed keeps the
  // focus (its twin in the view; else the view's first control), never the page.
  const root = useRef<HTMLElement>(null);
  /** 「次へ」 was pressed before the stepping view loaded: the view brings its step into view. */
  const stepped = useRef(false);
  const refocus = useRef<string | null>(null);
  /** A control as the reader knows it: its label's text (a checkbox, a select) or its own. */
  const keyOf = (el: Element) => (el.closest('label') ?? el).textContent?.trim() ?? '';
  const remember = () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && root.current?.contains(active))
      refocus.current = keyOf(active);
  };
  useEffect(() => {
    if (!ready || refocus.current === null) return;
    const label = refocus.current;
    refocus.current = null;
    // After the view's own first effects (its buttons are enabled once it has mounted).
    requestAnimationFrame(() => {
      const controls = [
        ...(root.current?.querySelectorAll<HTMLElement>(
          'button:not([disabled]), input, select, summary',
        ) ?? []),
      ];
      // 「攻撃とブロックを選ぶ」 opens the choice: its first control.
      const choice = controls.find((c) => c.closest('.combat-choose'));
      (controls.find((c) => keyOf(c) === label) ?? choice ?? controls[0])?.focus();
    });
  }, [ready]);
  return (
    <section
      ref={root}
      class="combat"
      aria-label={t['stepper.label']}
      aria-busy={started && !ready ? 'true' : undefined}
      onClickCapture={() => setTouched(true)}
      onChangeCapture={() => setTouched(true)}
      onKeyDownCapture={() => setTouched(true)}
    >
      {presets.length > 1 && (
        <div class="combat-head">
          <label>
            {t['stepper.scenario']}
            <select
              value={presetName}
              onChange={(e) => {
                setPresetName(e.currentTarget.value);
                setChoice(null);
                setStep(-1);
                setStarted(true);
              }}
            >
              {presets.map((p) => (
                <option value={p.name}>{p.title}</option>
              ))}
            </select>
          </label>
        </div>
      )}
      {ready ? (
        <view.default
          preset={preset}
          scenario={scenario}
          trace={trace}
          profile={profile}
          step={step}
          go={go}
          reveal={stepped.current}
          choose={(c) => {
            // The first change loads the engine: the view waits for it, then the control keeps the focus.
            remember();
            setChoice(c);
            setStep(-1);
          }}
          reset={choice ? () => setChoice(null) : undefined}
        />
      ) : presetName === initial && !choice ? (
        <>
          {children}
          <p class="combat-controls">
            <button type="button" disabled>
              {t['stepper.previous']}
            </button>{' '}
            <button
              type="button"
              aria-disabled={hydrated ? undefined : 'true'}
              onClick={() => (remember(), (stepped.current = true), go(step + 1))}
            >
              {t['stepper.next']}
            </button>{' '}
            <button
              type="button"
              aria-disabled={hydrated ? undefined : 'true'}
              onClick={() => (remember(), setStarted(true))}
            >
              {t['stepper.choose']}
            </button>
          </p>
        </>
      ) : (
        <p role="status">{t['stepper.loading']}</p>
      )}
    </section>
  );
}
