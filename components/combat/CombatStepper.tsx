// The combat stepper island: it runs the engine and draws its trace. Before hydration (and
// without JavaScript) it shows every step as a list; hydrated, it steps through them.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { CombatTrace } from './engine.ts';
import { readerReason } from './error-text.ts';
import { STEP_NAMES } from './steps.ts';
import type { Scenario } from './scenario.ts';
import type { Preset } from '../scenario-presets.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import { stepFromUrl, useWidgetUrl } from '../widget-url.ts';
import { boardAt, type BoardCard } from './replay.ts';
import { explainEvent, explainStep, keywordJa, STEP_LABELS } from './explain.ts';
import RuleLinks from '../RuleLinks.tsx';

export type CombatPreset = Preset<Scenario>;

interface Props {
  presets: CombatPreset[];
  initial: string;
  /** The initial preset's trace, computed at build time: the engine loads only when the reader changes something. */
  initialTrace: CombatTrace;
  /** The rules version played: what the engine plays and the rules it cites. */
  profile: CombatProfile;
}

function Card({ c, name }: { c: BoardCard; name: (id: string) => string }) {
  const pt = c.types.includes('creature')
    ? `${c.power}/${c.toughness}`
    : c.types.includes('battle')
      ? `守備 ${c.defense}`
      : c.types.includes('planeswalker')
        ? `忠誠 ${c.loyalty}`
        : '';
  return (
    <li
      class={`combat-card${c.tapped ? ' is-tapped' : ''}${c.zone !== 'battlefield' ? ' is-gone' : ''}`}
    >
      <span class="combat-card-name">{c.name}</span> <span class="combat-card-pt">{pt}</span>
      {c.keywords.length > 0 && (
        <span class="combat-card-keywords">{c.keywords.map(keywordJa).join('・')}</span>
      )}
      <span class="combat-card-state">
        {c.zone !== 'battlefield'
          ? '墓地'
          : [
              c.tapped ? 'タップ' : 'アンタップ',
              c.damage ? `ダメージ ${c.damage}` : '',
              c.attacking ? `${name(c.attacking)}を攻撃中` : '',
              c.blocking ? `${name(c.blocking)}をブロック中` : '',
            ]
              .filter(Boolean)
              .join('・')}
      </span>
    </li>
  );
}

export default function CombatStepper({ presets, initial, initialTrace, profile }: Props) {
  const version = profile.version;
  const [presetName, setPresetName] = useState(initial);
  const [interactive, setInteractive] = useState(false);
  /** Set by the reader's first action; until then the page's address is left alone. */
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState(-1);
  const [choice, setChoice] = useState<Pick<Scenario, 'attackers' | 'blockers'> | null>(null);
  const preset = presets.find((p) => p.name === presetName) ?? presets[0]!;
  // The presets come already set for the page's rules version (CombatWidget.astro).
  const scenario: Scenario = choice ? { ...preset.scenario, ...choice } : preset.scenario;
  const [engine, setEngine] = useState<typeof import('./engine.ts') | null>(null);
  const needEngine = presetName !== initial || choice !== null;
  useEffect(() => {
    if (needEngine && !engine) void import('./engine.ts').then(setEngine);
  }, [needEngine, engine]);
  const computed = useMemo(
    () => (needEngine && engine ? engine.runCombat(scenario, profile) : null),
    [needEngine, engine, scenario, profile],
  );
  // A trace always belongs to the scenario on screen: while the engine loads, nothing is drawn.
  const trace = needEngine ? computed : initialTrace;
  const names = (id: string) =>
    scenario.permanents.find((p) => p.id === id)?.name ?? `プレイヤー${id}`;

  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const wanted = q.get('scenario');
    if (wanted && presets.some((p) => p.name === wanted)) setPresetName(wanted);
    const s = stepFromUrl(q);
    if (s !== null) {
      setStep(s);
      setTouched(true);
    }
    setInteractive(true);
  }, []);
  useWidgetUrl(interactive && touched, {
    scenario: presetName,
    step: step >= 0 ? String(step) : null,
  });

  if (!trace) {
    return (
      <section class="combat" aria-label="戦闘ステッパー" aria-busy="true">
        <p role="status">読み込み中…</p>
      </section>
    );
  }
  const last = trace.ok ? trace.steps.length - 1 : -1;
  const go = (n: number) => setStep(Math.max(-1, Math.min(last, n)));
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).tagName === 'SELECT') return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(step + 1);
    }
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(step - 1);
    }
  };

  const header = (
    <div class="combat-head">
      {presets.length > 1 && (
        <label>
          シナリオ{' '}
          <select
            value={presetName}
            onChange={(e) => (
              setPresetName((e.target as HTMLSelectElement).value),
              setChoice(null),
              setStep(-1)
            )}
          >
            {presets.map((p) => (
              <option value={p.name}>{p.title}</option>
            ))}
          </select>
        </label>
      )}
    </div>
  );

  if (!trace.ok) {
    return (
      <section
        class="combat"
        aria-label="戦闘ステッパー"
        onKeyDown={onKey}
        onClickCapture={() => setTouched(true)}
        onChangeCapture={() => setTouched(true)}
        onKeyDownCapture={() => setTouched(true)}
      >
        {header}
        <p class="combat-error" role="alert">
          この指定はルール上できません：{readerReason(trace.error.message)}（
          <RuleLinks rules={[trace.error.rule]} version={version} />）
        </p>
        {choice && (
          <button type="button" onClick={() => setChoice(null)}>
            指定を元に戻す
          </button>
        )}
        <details class="combat-json">
          <summary>シナリオのJSON</summary>
          <div dangerouslySetInnerHTML={{ __html: preset.jsonHtml }} />
        </details>
      </section>
    );
  }

  // Without JavaScript (and before hydration): every step, in order.
  if (!interactive) {
    return (
      <section class="combat" aria-label="戦闘ステッパー">
        {header}
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
          結果：
          {Object.entries(trace.final.life)
            .map(([p, l]) => `プレイヤー${p} ライフ ${l}`)
            .join('、')}
        </p>
        <details class="combat-json">
          <summary>シナリオのJSON</summary>
          <div dangerouslySetInnerHTML={{ __html: preset.jsonHtml }} />
        </details>
      </section>
    );
  }

  const board = boardAt(scenario, trace, step);
  const current = step >= 0 ? trace.steps[step]! : null;
  const active = scenario.active;
  const attackersChosen = new Set(scenario.attackers.map((a) => a.id));
  const defaultTarget = scenario.players.find((p) => p.id !== active)!.id;
  const setAttack = (id: string, on: boolean) =>
    setChoice({
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
    setChoice({
      attackers: scenario.attackers,
      blockers: [
        ...scenario.blockers.filter((b) => b.id !== id),
        ...(blocks ? [{ id, blocks }] : []),
      ],
    });

  return (
    <section
      class="combat"
      aria-label="戦闘ステッパー"
      onKeyDown={onKey}
      onClickCapture={() => setTouched(true)}
      onChangeCapture={() => setTouched(true)}
      onKeyDownCapture={() => setTouched(true)}
    >
      {header}
      <ol class="combat-steps" aria-label="ステップ">
        {STEP_NAMES.map((name) => {
          const i = trace.steps.findIndex((s) => s.step === name);
          const state = i < 0 ? 'skipped' : i < step ? 'done' : i === step ? 'current' : 'todo';
          return (
            <li class={`is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {STEP_LABELS[name]}
              {i < 0 && (
                <span class="visually-hidden">
                  {name === 'first-strike-damage' ? '（この戦闘にはない）' : '（飛ばされる）'}
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
              プレイヤー{p.id}
              {p.id === active ? '（攻撃側）' : ''}：ライフ{' '}
              <strong aria-live="polite">{board.life[p.id]}</strong>
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
      <div class="combat-now" aria-live="polite">
        {current ? (
          <>
            <p>
              <strong>{STEP_LABELS[current.step]}</strong>（
              <RuleLinks rules={current.rules} version={version} />
              ）：{explainStep(current.step, current.events.length)}
            </p>
            <ul>
              {current.events.map((e) => (
                <li>
                  {explainEvent(e, names, profile)}（<RuleLinks rules={e.rules} version={version} />
                  ）
                </li>
              ))}
            </ul>
          </>
        ) : (
          <fieldset class="combat-choose">
            <legend>戦闘の前に：攻撃とブロックを選べます</legend>
            {scenario.permanents
              .filter((p) => p.controller === active && p.types.includes('creature'))
              .map((p) => (
                <label>
                  <input
                    type="checkbox"
                    checked={attackersChosen.has(p.id)}
                    onChange={(e) => setAttack(p.id, (e.target as HTMLInputElement).checked)}
                  />{' '}
                  {p.name}で攻撃する
                </label>
              ))}
            {scenario.permanents
              .filter((p) => p.controller !== active && p.types.includes('creature'))
              .map((p) => (
                <label>
                  {p.name}：
                  <select
                    value={scenario.blockers.find((b) => b.id === p.id)?.blocks ?? ''}
                    onChange={(e) => setBlock(p.id, (e.target as HTMLSelectElement).value)}
                  >
                    <option value="">ブロックしない</option>
                    {scenario.attackers.map((a) => (
                      <option value={a.id}>{names(a.id)}をブロックする</option>
                    ))}
                  </select>
                </label>
              ))}
          </fieldset>
        )}
      </div>
      <p class="combat-controls">
        <button type="button" onClick={() => go(step - 1)} disabled={step < 0}>
          ← 前へ
        </button>{' '}
        <button type="button" onClick={() => go(step + 1)} disabled={step >= last}>
          次へ →
        </button>{' '}
        <span class="combat-position">{step < 0 ? '戦闘前' : `${step + 1} / ${last + 1}`}</span>
      </p>
      <details class="combat-json">
        <summary>シナリオのJSON</summary>
        <div dangerouslySetInnerHTML={{ __html: preset.jsonHtml }} />
      </details>
    </section>
  );
}
