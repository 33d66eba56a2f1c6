// The layer stepper. The page renders the first board's every step (and the same board under every
// version) at build time: what a reader without JavaScript reads. Hydrated, the island shows one
// step at a time with 「前へ」「次へ」 (or ←/→), and loads the engine, the profiles and the renderer
// (layers-lab.ts, LayersSteps.tsx) only when the reader changes the board — another preset, another
// version, their own JSON, or an address that holds one — so a reader who only reads downloads little.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { stepFromUrl, useWidgetUrl } from '../widget-url.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { Played, LabData } from './layers-lab.ts';
import type { LayersScenario } from '#components/engines/layers/index.ts';
import { layersStepperStrings as w } from '../strings/layers-stepper.ts';

interface Props {
  presets: { name: string; title: string }[];
  initial: string;
  /** The version the page shows (the board is played under it). */
  version: string;
  /** Every version the engine plays, newest first. */
  versions: string[];
  /** The initial board's JSON, as its file has it. */
  json: string;
  /** The initial board's steps (server-rendered). */
  children?: ComponentChildren;
  /** The initial board under every version, side by side (server-rendered, the slot "eras"). */
  eras?: ComponentChildren;
}

/** The JSON box held no JSON. */
const NOT_JSON = Symbol('not JSON');

type Lab = {
  lab: typeof import('./layers-lab.ts');
  view: typeof import('./LabView.tsx');
  builder: typeof import('./LayersBuilder.tsx');
  data: LabData;
};

const loadLab = (): Promise<Lab> =>
  Promise.all([
    import('./layers-lab.ts'),
    import('./LabView.tsx'),
    import('./LayersBuilder.tsx'),
  ]).then(async ([lab, view, builder]) => ({ lab, view, builder, data: await lab.loadData() }));

export default function LayersStepper({
  presets,
  initial,
  version,
  versions,
  json,
  children,
  eras,
}: Props) {
  const root = useRef<HTMLElement>(null);
  const [presetName, setPresetName] = useState(initial);
  const [rules, setRules] = useState(version);
  /** A board of the reader's own (parsed JSON), from the JSON box or the address. */
  const [board, setBoard] = useState<unknown>(null);
  const [step, setStep] = useState(0);
  const [count, setCount] = useState(0);
  const [touched, setTouched] = useState(false);
  const [lab, setLab] = useState<Lab | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState(json);
  const [notice, setNotice] = useState('');
  const moved = useRef(false);
  const hydrated = useHydrated();
  /** The reader opened the form that builds a board. */
  const [building, setBuilding] = useState(false);
  /** The last board the engine could play: what the form edits while the board on screen is not. */
  const lastOk = useRef<LayersScenario | null>(null);
  const need = presetName !== initial || rules !== version || board !== null || building;

  useEffect(() => {
    if (need && !lab) loadLab().then(setLab, () => setFailed(true));
  }, [need, lab]);

  // The JSON box follows the preset chosen (its export); a board of the reader's own stays as typed.
  useEffect(() => {
    if (!lab || board !== null || presetName === initial) return;
    const p = lab.data.presets.find((x) => x.name === presetName);
    if (p) setText(`${JSON.stringify(p.scenario, null, 2)}\n`);
  }, [lab, presetName, board]);

  useArrival(presets, versions, { setPresetName, setRules, setBoard, setNotice, setStep });

  // What is shown: the preset as built, or what the engine made of the reader's choice.
  let played: Played | null = null;
  if (need && lab) {
    const preset = lab.data.presets.find((p) => p.name === presetName);
    played =
      board === NOT_JSON
        ? { ok: false, error: { field: 'scenario', code: 'not-json', message: 'not JSON' } }
        : lab.lab.play(board ?? preset?.scenario, rules, lab.data);
  }
  if (played?.ok) lastOk.current = played.scenario;
  const encoded = played?.ok && board !== null && lab ? lab.lab.encodeBoard(played.scenario) : null;
  useWidgetUrl(touched, {
    scenario: board === null ? presetName : null,
    rules,
    step: String(step),
    board: encoded,
  });

  // One step at a time (the stylesheet hides the others, so steps drawn anew never show all at
  // once); all of them show before hydration.
  useEffect(() => {
    const sections = [...(root.current?.querySelectorAll<HTMLElement>('.layers-step') ?? [])];
    setCount(sections.length);
    const at = Math.min(step, sections.length - 1);
    sections.forEach((s, i) => s.toggleAttribute('data-current', i === at));
    if (moved.current) {
      moved.current = false;
      sections[at]?.scrollIntoView({ block: 'nearest' });
    }
  });
  // Until the steps are on screen (the engine loading) a step is kept as asked, shown when they are.
  const last = count > 0 ? count - 1 : Infinity;
  const go = (n: number) => {
    moved.current = true;
    setTouched(true);
    setStep(Math.max(0, Math.min(last, n)));
  };
  const onKey = arrowKeys(go, step);
  const importJson = () => {
    setTouched(true);
    setNotice('');
    setStep(0);
    // Not JSON: the engine's reader says so (a value no scenario has), in the words of the rest.
    try {
      setBoard(JSON.parse(text) as unknown);
    } catch {
      setBoard(NOT_JSON);
    }
  };

  const [body, compared] = need ? shown(failed, lab, played) : [children, eras];

  return (
    <section
      ref={root}
      class={hydrated ? 'layers is-stepping' : 'layers'}
      aria-label={w['layers.label']}
      onKeyDown={onKey}
      onChangeCapture={() => setTouched(true)}
    >
      <div class="combat-head">
        <label>
          {w['layers.board']}
          <select
            value={board === null ? presetName : ''}
            onChange={(e) => {
              setBoard(null);
              setPresetName(e.currentTarget.value);
              setStep(0);
            }}
          >
            {board !== null && <option value="">{w['layers.imported']}</option>}
            {presets.map((p) => (
              <option value={p.name}>{p.title}</option>
            ))}
          </select>
        </label>{' '}
        <label>
          {w['layers.version']}
          <select value={rules} onChange={(e) => setRules(e.currentTarget.value)}>
            {versions.map((v) => (
              <option value={v}>{v}</option>
            ))}
          </select>
        </label>
      </div>
      {notice && (
        <p role="status" class="combat-error">
          {notice}
        </p>
      )}
      {body}
      <StepControls step={step} count={count} last={last} go={go} hydrated={hydrated} />
      {compared}
      {building && lab ? (
        <section class="layers-build" aria-label={w['layers.build']}>
          {lastOk.current && (
            <lab.builder.default
              scenario={lastOk.current}
              change={(next) => {
                setTouched(true);
                setBoard(next);
                setText(`${JSON.stringify(next, null, 2)}\n`);
              }}
            />
          )}
          <lab.builder.JsonBox text={text} setText={setText} run={importJson} />
        </section>
      ) : (
        <p>
          <button
            type="button"
            onClick={() => setBuilding(true)}
            aria-disabled={hydrated ? undefined : 'true'}
          >
            {w['layers.build']}
          </button>
        </p>
      )}
    </section>
  );
}

/** What stands in place of the build-time steps once the reader changed the board: the steps and the eras, or why not. */
function shown(
  failed: boolean,
  lab: Lab | null,
  played: Played | null,
): [ComponentChildren, ComponentChildren] {
  if (failed) return [<p role="alert">{w['layers.failed']}</p>, null];
  if (!lab || !played) return [<p role="status">{w['layers.loading']}</p>, null];
  return lab.view.labView(played, lab.data);
}

/** The address the reader arrived by: a preset, a version, a board of their own, a step. */
function useArrival(
  presets: { name: string }[],
  versions: string[],
  set: {
    setPresetName: (n: string) => void;
    setRules: (r: string) => void;
    setBoard: (b: unknown) => void;
    setNotice: (n: string) => void;
    setStep: (n: number) => void;
  },
) {
  const { setPresetName, setRules, setBoard, setNotice, setStep } = set;
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const s = q.get('scenario');
    if (s && presets.some((p) => p.name === s)) setPresetName(s);
    const r = q.get('rules');
    if (r && versions.includes(r)) setRules(r);
    const b = q.get('board');
    if (b)
      void Promise.all([import('./layers-lab.ts'), import('./explain.ts')]).then(([m, words]) => {
        const parsed = m.decodeBoard(b);
        if (parsed === null) setNotice(words.badBoardAddress);
        else setBoard(parsed);
      });
    const n = stepFromUrl(q);
    if (n !== null) setStep(n);
  }, []);
}

/** 「前へ」「次へ」 and where the reader is: dim until the island is alive, as the combat stepper's. */
function StepControls({
  step,
  count,
  last,
  go,
  hydrated,
}: {
  step: number;
  count: number;
  last: number;
  go: (n: number) => void;
  hydrated: boolean;
}) {
  return (
    <p class="combat-controls">
      <button
        type="button"
        onClick={() => go(step - 1)}
        disabled={step <= 0}
        aria-disabled={hydrated ? undefined : 'true'}
      >
        {w['layers.previous']}
      </button>{' '}
      <button
        type="button"
        onClick={() => go(step + 1)}
        disabled={step >= last}
        aria-disabled={hydrated ? undefined : 'true'}
      >
        {w['layers.next']}
      </button>{' '}
      <span class="combat-position">
        {count > 0 ? `${Math.min(step, count - 1) + 1} / ${count}` : ''}
      </span>
    </p>
  );
}

/** ←/→ step, except in a field that takes the keys itself. */
const arrowKeys =
  (go: (n: number) => void, step: number) => (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    const tag = (e.target as HTMLElement).tagName;
    if (tag === 'SELECT' || tag === 'INPUT' || tag === 'TEXTAREA') return;
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    go(e.key === 'ArrowRight' ? step + 1 : step - 1);
  };
