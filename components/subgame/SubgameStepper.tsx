// The subgame stepper island: draws the stack of games step by step; a version switch replays
// the same scenario under another rules version and highlights what that changes.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useStepButtons } from '../step-buttons.ts';
import type { JSX } from 'preact';
import {
  runSubgame,
  ZONES,
  type GameView,
  type PlayerState,
  type SubgameScenario,
  type SubgameStep,
} from './engine.ts';
import type { SubgameProfile } from '#scripts/model/rules-profile.ts';
import RuleLinks from '../RuleLinks.tsx';
import type { Preset } from '../scenario-presets.ts';
import { stepFromUrl, useWidgetUrl } from '../widget-url.ts';

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
   * The version played until the reader picks one: the newest (/play/subgame/), or absent for
   * each preset's own (an article embeds the scenario under the rules it quotes).
   */
  opening?: string;
}

const FIELDS = ['life', ...ZONES] as const;
const LABEL: Record<(typeof FIELDS)[number], string> = {
  life: 'ライフ',
  library: 'ライブラリー',
  hand: '手札',
  battlefield: '戦場',
  graveyard: '墓地',
  exile: '追放',
};
/** The columns of the comparison of versions (a subset of the fields). */
const FINAL_LABEL = { life: LABEL.life, library: LABEL.library, exile: LABEL.exile };
const gameName = (depth: number) =>
  depth === 0 ? 'メインゲーム' : depth === 1 ? 'サブゲーム' : `サブゲーム（${depth}段目）`;

/** What a step changed in the games' zones, in one sentence (read out with the step). */
function zoneChanges(games: GameView[], before: GameView[] | undefined): string {
  if (!before) return '';
  const changes = games.flatMap((g) => {
    const prev = before.find((b) => b.depth === g.depth);
    if (!prev) return [`${gameName(g.depth)}が始まった`];
    return Object.entries(g.players).flatMap(([id, p]) =>
      FIELDS.flatMap((f) => {
        const was = prev.players[id]?.[f];
        const now = (p as PlayerState)[f];
        return was === undefined || was === now
          ? []
          : [`${gameName(g.depth)}のプレイヤー${id}の${LABEL[f]} ${was}→${now}`];
      }),
    );
  });
  const ended = before.filter((b) => !games.some((g) => g.depth === b.depth));
  return [...changes, ...ended.map((b) => `${gameName(b.depth)}が終わった`)].join('、');
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
          {i < games.length - 1 && <span class="subgame-paused">（中断中）</span>}
          {g.stack.length > 0 && (
            <span class="subgame-stack">{`スタック：${g.stack.join('、')}`}</span>
          )}
        </p>
        <table class="stack">
          <caption class="visually-hidden">{`${gameName(g.depth)}の各プレイヤーのライフと領域`}</caption>
          <thead>
            <tr>
              <th scope="col">プレイヤー</th>
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

export default function SubgameStepper({ presets, initial, held, profiles, opening }: Props) {
  const versions = profiles.map((p) => p.version);
  const [name, setName] = useState(initial);
  const [version, setVersion] = useState<string | null>(opening ?? null);
  const [step, setStep] = useState(0);
  const [interactive, setInteractive] = useState(false);
  /** Set by the reader's first action; until then the page's address is left alone. */
  const [touched, setTouched] = useState(false);
  const preset = presets.find((p) => p.name === name) ?? presets[0]!;
  const rules = version ?? preset.scenario.rules;
  const traces = useMemo(
    () =>
      Object.fromEntries(
        profiles.map((p) => [p.version, runSubgame({ ...preset.scenario, rules: p.version }, p)]),
      ),
    [preset, profiles],
  );
  const trace = traces[rules]!;

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
  const count = trace.ok ? trace.steps.length : 1;
  const go = (n: number) => setStep(Math.max(0, Math.min(count - 1, n)));
  const buttons = useStepButtons(0, count - 1, go);

  const json = (
    <details class="combat-json">
      <summary>シナリオのJSON</summary>
      <div dangerouslySetInnerHTML={{ __html: preset.jsonHtml }} />
    </details>
  );
  if (!trace.ok)
    return (
      <section class="subgame" aria-label="サブゲーム・ステッパー">
        <p role="alert">{trace.error.message}</p>
        {json}
      </section>
    );

  const steps: SubgameStep[] = trace.steps;
  if (!interactive) {
    return (
      <section class="subgame" aria-label="サブゲーム・ステッパー">
        <p>{`総合ルール ${rules} による手順：`}</p>
        <ol class="combat-static">
          {steps.map((s) => (
            <li>
              {`${gameName(s.depth)}：${s.text}（`}
              <RuleLinks rules={s.rules} version={rules} held={held[rules]} />）
            </li>
          ))}
        </ol>
        <p>
          {`結果：${Object.entries(trace.final.players)
            .map(
              ([id, p]) =>
                `プレイヤー${id} ライフ ${p.life}・ライブラリー ${p.library}・追放 ${p.exile}`,
            )
            .join('、')}`}
        </p>
        {json}
      </section>
    );
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
  const finals = versions.map((v) => ({ v, t: traces[v]! }));
  const base = trace.final.players;

  return (
    <section
      class="subgame"
      aria-label="サブゲーム・ステッパー"
      onKeyDown={onKey}
      onClickCapture={() => setTouched(true)}
      onChangeCapture={() => setTouched(true)}
      onKeyDownCapture={() => setTouched(true)}
    >
      <div class="combat-head">
        {presets.length > 1 && (
          <label>
            {'シナリオ '}
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
          {'ルールの版 '}
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
      <div class="combat-now" aria-live="polite">
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
          ← 前へ
        </button>{' '}
        <button
          type="button"
          ref={buttons.next}
          onClick={() => buttons.move(at + 1)}
          disabled={at >= steps.length - 1}
        >
          次へ →
        </button>{' '}
        <span class="combat-position">{`${at + 1} / ${steps.length}`}</span>
      </p>
      <details class="subgame-compare" open>
        <summary>版による違い（最終結果）</summary>
        <table class="stack">
          <thead>
            <tr>
              <th scope="col">版</th>
              {Object.keys(base).flatMap((id) => [
                <th scope="col">{`${id} ライフ`}</th>,
                <th scope="col">{`${id} ライブラリー`}</th>,
                <th scope="col">{`${id} 追放`}</th>,
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
                  <td colSpan={Object.keys(base).length * 3} data-label="結果">
                    {t.error.message}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {json}
    </section>
  );
}
