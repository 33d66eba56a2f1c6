// The subgame stepper island: draws the stack of games step by step; a version switch replays
// the same scenario under another rules version and highlights what that changes. The initial
// preset comes played under every version; the engine loads when the reader picks another.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useStepButtons } from '../step-buttons.ts';
import type { JSX } from 'preact';
import type { GameView, PlayerState, SubgameScenario } from '../engines/subgame/trace.ts';
import type { SubgameStep, SubgameTrace } from './explain.ts';
import { ZONES } from './zones.ts';
import type { SubgameProfile } from '#scripts/model/rules-profile.ts';
import RuleLinks from '../RuleLinks.tsx';
import type { Preset } from '../scenario-presets.ts';
import { stepFromUrl, useWidgetUrl } from '../widget-url.ts';
import { subgameStepperStrings as w } from '../strings/subgame-stepper.ts';

export type SubgamePreset = Preset<SubgameScenario>;

/** Which rules each version holds (the rest get their permanent page, which says so). */
export type HeldRules = Record<string, string[]>;

interface Props {
  presets: SubgamePreset[];
  initial: string;
  held: HeldRules;
  /** Every version the engine plays, newest first. */
  profiles: SubgameProfile[];
  /**
   * The initial preset's trace under each version, computed at build time: the engine loads only
   * when the reader picks another preset.
   */
  initialTraces: Record<string, SubgameTrace>;
  /**
   * The version played until the reader picks one: the newest (/play/subgame/), or absent for
   * each preset's own (an article embeds the scenario under the rules it quotes).
   */
  opening?: string;
}

const FIELDS = ['life', ...ZONES] as const;
const LABEL: Record<(typeof FIELDS)[number], string> = {
  life: w['subgame.life'],
  library: w['subgame.library'],
  hand: w['subgame.hand'],
  battlefield: w['subgame.battlefield'],
  graveyard: w['subgame.graveyard'],
  exile: w['subgame.exile'],
};
/** The columns of the comparison of versions (a subset of the fields). */
const FINAL_LABEL = { life: LABEL.life, library: LABEL.library, exile: LABEL.exile };
const gameName = w['subgame.gameName'];

/** What a step changed in the games' zones, in one sentence (read out with the step). */
function zoneChanges(games: GameView[], before: GameView[] | undefined): string {
  if (!before) return '';
  const changes = games.flatMap((g) => {
    const prev = before.find((b) => b.depth === g.depth);
    if (!prev) return [w['subgame.started'](gameName(g.depth))];
    return Object.entries(g.players).flatMap(([id, p]) =>
      FIELDS.flatMap((f) => {
        const was = prev.players[id]?.[f];
        const now = (p as PlayerState)[f];
        return was === undefined || was === now
          ? []
          : [w['subgame.changed'](gameName(g.depth), id, LABEL[f], was, now)];
      }),
    );
  });
  const ended = before.filter((b) => !games.some((g) => g.depth === b.depth));
  return [...changes, ...ended.map((b) => w['subgame.ended'](gameName(b.depth)))].join(
    w['subgame.listSeparator'],
  );
}

function Games({ games, before }: { games: GameView[]; before: GameView[] | undefined }) {
  const render = (i: number): JSX.Element | null => {
    const g = games[i];
    if (!g) return null;
    const prev = before?.find((b) => b.depth === g.depth);
    return (
      <div class={`subgame-game depth-${g.depth}`}>
        <p class="subgame-game-name">
          {gameName(g.depth)}
          {i < games.length - 1 && <span class="subgame-paused">{w['subgame.paused']}</span>}
          {g.stack.length > 0 && <span class="subgame-stack">{w['subgame.stack'](g.stack)}</span>}
        </p>
        <table class="stack">
          <caption class="visually-hidden">{w['subgame.tableCaption'](gameName(g.depth))}</caption>
          <thead>
            <tr>
              <th scope="col">{w['subgame.player']}</th>
              {FIELDS.map((f) => (
                <th scope="col">{LABEL[f]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(g.players).map(([id, p]) => (
              <tr>
                <th scope="row">{id}</th>
                {FIELDS.map((f) => {
                  const was = prev?.players[id]?.[f];
                  const delta = was === undefined ? 0 : (p as PlayerState)[f] - was;
                  return (
                    <td class={delta ? 'changed' : undefined} data-label={LABEL[f]}>
                      {(p as PlayerState)[f]}
                      {delta !== 0 && (
                        <span class="delta">{`（${delta > 0 ? `+${delta}` : delta}）`}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {render(i + 1)}
      </div>
    );
  };
  return <div class="subgame-games">{render(0)}</div>;
}

export default function SubgameStepper({
  presets,
  initial,
  held,
  profiles,
  opening,
  initialTraces,
}: Props) {
  const versions = profiles.map((p) => p.version);
  const [name, setName] = useState(initial);
  const [version, setVersion] = useState<string | null>(opening ?? null);
  const [step, setStep] = useState(0);
  const [interactive, setInteractive] = useState(false);
  /** Set by the reader's first action; until then the page's address is left alone. */
  const [touched, setTouched] = useState(false);
  const preset = presets.find((p) => p.name === name) ?? presets[0]!;
  const rules = version ?? preset.scenario.rules;
  const traces = usePresetTraces(preset, initial, profiles, initialTraces);
  const trace = traces?.[rules] ?? null;

  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const s = q.get('scenario');
    if (s && presets.some((p) => p.name === s)) setName(s);
    const v = q.get('rules');
    if (v && versions.includes(v)) setVersion(v);
    const n = stepFromUrl(q);
    if (n !== null) {
      setStep(n);
      setTouched(true);
    }
    setInteractive(true);
  }, []);
  useWidgetUrl(interactive && touched, { scenario: name, rules, step: String(step) });
  const count = trace?.ok ? trace.steps.length : 1;
  const go = (n: number) => setStep(Math.max(0, Math.min(count - 1, n)));
  const buttons = useStepButtons(0, count - 1, go, step);

  const json = (
    <details class="combat-json">
      <summary>{w['subgame.json']}</summary>
      <div dangerouslySetInnerHTML={{ __html: preset.jsonHtml }} />
    </details>
  );
  if (!trace || !traces)
    return (
      <section class="subgame" aria-label={w['subgame.label']} aria-busy="true">
        <p role="status">{w['subgame.loading']}</p>
      </section>
    );
  if (!trace.ok)
    return (
      <section class="subgame" aria-label={w['subgame.label']}>
        <p role="alert">{trace.error.message}</p>
        {json}
      </section>
    );

  const steps: SubgameStep[] = trace.steps;
  if (!interactive) {
    // Called, not rendered as a component: the same <section> is then patched, not replaced, when
    // the island turns interactive.
    return staticSteps({ trace, rules, held, json });
  }

  const at = Math.min(step, steps.length - 1);
  const current = steps[at]!;
  const previous = at > 0 ? steps[at - 1]!.games : undefined;
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).tagName === 'SELECT') return;
    if (e.key === 'ArrowRight' && at < steps.length - 1) {
      e.preventDefault();
      buttons.move(at + 1);
    }
    if (e.key === 'ArrowLeft' && at > 0) {
      e.preventDefault();
      buttons.move(at - 1);
    }
  };

  return (
    <section
      class="subgame"
      aria-label={w['subgame.label']}
      onKeyDown={onKey}
      onClickCapture={() => setTouched(true)}
      onChangeCapture={() => setTouched(true)}
      onKeyDownCapture={() => setTouched(true)}
    >
      <div class="combat-head">
        {presets.length > 1 && (
          <label>
            {w['subgame.scenario']}
            <select
              value={name}
              onChange={(e) => (
                setName((e.target as HTMLSelectElement).value),
                setVersion(null),
                setStep(0)
              )}
            >
              {presets.map((p) => (
                <option value={p.name}>{p.title}</option>
              ))}
            </select>
          </label>
        )}{' '}
        <label>
          {w['subgame.version']}
          <select
            value={rules}
            onChange={(e) => (setVersion((e.target as HTMLSelectElement).value), setStep(0))}
          >
            {versions.map((v) => (
              <option value={v}>{v}</option>
            ))}
          </select>
        </label>
      </div>
      <div class="combat-now" aria-live="polite" ref={buttons.now}>
        <p>
          <span class="visually-hidden">{`${at + 1} / ${steps.length}：`}</span>
          <strong>{gameName(current.depth)}</strong>
          {`：${current.text}（`}
          <RuleLinks rules={current.rules} version={rules} held={held[rules]} />）
        </p>
        <p class="visually-hidden">{zoneChanges(current.games, previous)}</p>
      </div>
      <Games games={current.games} before={previous} />
      <p class="combat-controls">
        <button
          type="button"
          ref={buttons.prev}
          onClick={() => buttons.move(at - 1)}
          disabled={at <= 0}
        >
          {w['subgame.previous']}
        </button>{' '}
        <button
          type="button"
          ref={buttons.next}
          onClick={() => buttons.move(at + 1)}
          disabled={at >= steps.length - 1}
        >
          {w['subgame.next']}
        </button>{' '}
        <span class="combat-position">{`${at + 1} / ${steps.length}`}</span>
      </p>
      <FinalsTable traces={traces} versions={versions} rules={rules} base={trace.final.players} />
      {json}
    </section>
  );
}

type Played = Extract<SubgameTrace, { ok: true }>;

/** Before the island runs: every step as a list, and the result. */
function staticSteps({
  trace,
  rules,
  held,
  json,
}: {
  trace: Played;
  rules: string;
  held: Props['held'];
  json: JSX.Element;
}) {
  const steps: SubgameStep[] = trace.steps;
  return (
    <section class="subgame" aria-label={w['subgame.label']}>
      <p>{w['subgame.steps'](rules)}</p>
      <ol class="combat-static">
        {steps.map((s) => (
          <li>
            {w['subgame.step'](gameName(s.depth), s.text)}
            <RuleLinks rules={s.rules} version={rules} held={held[rules]} />）
          </li>
        ))}
      </ol>
      <p>
        {w['subgame.result'](
          Object.entries(trace.final.players).map(([id, p]) =>
            w['subgame.finalPlayer'](id, p.life, p.library, p.exile),
          ),
        )}
      </p>
      {json}
    </section>
  );
}

/** Each version's final result, the cells that differ from the version played marked. */
function FinalsTable({
  traces,
  versions,
  rules,
  base,
}: {
  traces: Record<string, SubgameTrace>;
  versions: string[];
  rules: string;
  base: Played['final']['players'];
}) {
  const finals = versions.map((v) => ({ v, t: traces[v]! }));
  return (
    <details class="subgame-compare" open>
      <summary>{w['subgame.eras']}</summary>
      <table class="stack">
        <thead>
          <tr>
            <th scope="col">{w['subgame.eraVersion']}</th>
            {Object.keys(base).flatMap((id) => [
              <th scope="col">{w['subgame.column'](id, LABEL.life)}</th>,
              <th scope="col">{w['subgame.column'](id, LABEL.library)}</th>,
              <th scope="col">{w['subgame.column'](id, LABEL.exile)}</th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {finals.map(({ v, t }) => (
            <tr class={v === rules ? 'is-current' : undefined}>
              <th scope="row">{v}</th>
              {t.ok ? (
                Object.keys(base).flatMap((id) =>
                  (['life', 'library', 'exile'] as const).map((f) => (
                    <td
                      class={t.final.players[id]![f] !== base[id]![f] ? 'changed' : undefined}
                      data-label={`${id} ${FINAL_LABEL[f]}`}
                    >
                      {t.final.players[id]![f]}
                    </td>
                  )),
                )
              ) : (
                <td colSpan={Object.keys(base).length * 3} data-label={w['subgame.resultLabel']}>
                  {t.error.message}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * The preset's trace under every version: the build's for the initial preset; for another, the
 * engine's once it has loaded (null until then: a trace always belongs to the preset on screen).
 */
function usePresetTraces(
  preset: SubgamePreset,
  initial: string,
  profiles: SubgameProfile[],
  initialTraces: Record<string, SubgameTrace>,
): Record<string, SubgameTrace> | null {
  const [engine, setEngine] = useState<typeof import('./engine.ts') | null>(null);
  const needEngine = preset.name !== initial;
  useEffect(() => {
    if (needEngine && !engine) void import('./engine.ts').then(setEngine);
  }, [needEngine, engine]);
  const computed = useMemo(
    () =>
      needEngine && engine
        ? Object.fromEntries(
            profiles.map((p) => [
              p.version,
              engine.runSubgame({ ...preset.scenario, rules: p.version }, p),
            ]),
          )
        : null,
    [needEngine, engine, preset, profiles],
  );
  return needEngine ? computed : initialTraces;
}
