// The board builder of /play/combat/: start empty or from a preset, edit the players and the
// permanents, declare attacks, blocks and how damage is divided, then step through the combat
// under any version the engine plays, compare the board under every era, and share it — the page's
// address holds the whole board (?board=…), so a copied link reproduces it, also offline.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { runCombat } from '../engine.ts';
import { readerReason } from '../error-text.ts';
import { underVersion, type NamedScenario, type Scenario } from '../scenario.ts';
import TraceView from '../TraceView.tsx';
import EraTable, { eraCells, outcomesDiffer } from '../EraTable.tsx';
import IllegalChoice from '../IllegalChoice.tsx';
import { stepFromUrl, useWidgetUrl } from '../../widget-url.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import {
  addPermanent,
  emptyBoard,
  KIND_JA,
  removePermanent,
  setActive,
  setPlayer,
  updatePermanent,
  type PermanentKind,
} from './board.ts';
import { BOARD_PARAM, decodeBoard, encodeBoard } from './board-address.ts';
import PermanentEditor from './PermanentEditor.tsx';
import Declarations from './Declarations.tsx';
import ShareTools from './ShareTools.tsx';
import { labData } from './lab-data.ts';
import { useDetailsOpen } from './details-open.ts';
import { wholeNumber } from './whole-number.ts';

interface Props {
  /** The presets' names and titles, for the menu (their scenarios are in the page's data). */
  presets: { name: string; title: string }[];
  /** Every version the engine plays, newest first: the first is played unless the reader picks another. */
  versions: string[];
  /** The newest version's profile, and the preset shown first: all the first drawing needs. */
  profile: CombatProfile;
  initial: NamedScenario;
}

export default function CombatLab({ presets, versions, profile: newestProfile, initial }: Props) {
  const newest = versions[0]!;
  const presetBoard = (name: string, rules: string): Scenario => ({
    ...(name === initial.name
      ? initial
      : (labData().presets.find((p) => p.name === name) ?? initial)
    ).scenario,
    rules,
  });
  const [scenario, setScenario] = useState<Scenario>(() => presetBoard(initial.name, newest));
  /** The preset on the board while the reader has not edited it (its name goes in the address). */
  const [presetName, setPresetName] = useState<string | null>(initial.name);
  const [step, setStep] = useState(-1);
  /** Set by the reader's first action; until then the page's address is left alone. */
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState('');
  const eras = useDetailsOpen();

  const version = scenario.rules ?? newest;
  const profile =
    version === newest
      ? newestProfile
      : (labData().profiles.find((p) => p.version === version) ?? newestProfile);
  const played = useMemo(() => underVersion(scenario, profile), [scenario, profile]);
  const trace = useMemo(() => runCombat(played, profile), [played, profile]);
  const last = trace.ok ? trace.steps.length - 1 : -1;
  const go = (n: number) => setStep(Math.max(-1, Math.min(last, n)));

  // The address the reader arrived by: a board, or a preset (and a version), and a step.
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const rules = q.get('rules');
    const known = rules && versions.includes(rules) ? rules : null;
    if (rules && !known)
      setNotice(`版「${rules}」はこのステッパーでは進められないため、${newest} で表示しています。`);
    const encoded = q.get(BOARD_PARAM);
    const wanted = q.get('scenario');
    if (encoded) {
      try {
        const board = decodeBoard(encoded);
        const v = board.rules && versions.includes(board.rules) ? board.rules : newest;
        setScenario({ ...board, rules: v });
        setPresetName(null);
      } catch (e) {
        setNotice(
          `アドレスの盤面を読めませんでした（${readerReason((e as Error).message)}）。最初の盤面を表示しています。`,
        );
      }
    } else if (wanted && presets.some((p) => p.name === wanted)) {
      setScenario(presetBoard(wanted, known ?? newest));
      setPresetName(wanted);
    } else if (known) setScenario((s) => ({ ...s, rules: known }));
    const s = stepFromUrl(q);
    if (s !== null) {
      setStep(s);
      setTouched(true);
    }
  }, []);
  useWidgetUrl(touched, {
    scenario: presetName,
    rules: presetName && version !== newest ? version : null,
    [BOARD_PARAM]: presetName ? null : encodeBoard(scenario),
    step: step >= 0 ? String(step) : null,
  });

  /** The reader changed the board: it is theirs now, and combat starts again from the beginning. */
  const edit = (next: Scenario) => {
    setScenario(next);
    setPresetName(null);
    setStep(-1);
  };
  const kinds: PermanentKind[] = [
    'creature',
    ...(['planeswalker', 'battle'] as const).filter((k) => profile.cardTypes.includes(k)),
  ];

  return (
    <section
      class="combat combat-lab"
      aria-label="戦闘ステッパーと盤面の組み立て"
      onClickCapture={() => setTouched(true)}
      onChangeCapture={() => setTouched(true)}
      onKeyDownCapture={() => setTouched(true)}
    >
      <div class="combat-head lab-head">
        <label>
          {'ルールの版 '}
          <select
            value={version}
            onChange={(e) => {
              setScenario({ ...scenario, rules: e.currentTarget.value });
              setStep(-1);
            }}
          >
            {versions.map((v) => (
              <option value={v}>{v}</option>
            ))}
          </select>
        </label>
        <label>
          {'シナリオ '}
          <select
            value={presetName ?? ''}
            onChange={(e) => {
              const name = e.currentTarget.value;
              if (!name) return;
              setScenario(presetBoard(name, version));
              setPresetName(name);
              setStep(-1);
            }}
          >
            {presetName === null && <option value="">（編集した盤面）</option>}
            {presets.map((p) => (
              <option value={p.name}>{p.title}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => edit(emptyBoard(version))}>
          空の盤面から始める
        </button>
      </div>
      {notice && (
        <p class="lab-notice" role="status">
          {notice}
        </p>
      )}
      <details class="lab-build" open>
        <summary>盤面を組み立てる</summary>
        <fieldset class="lab-players">
          <legend>プレイヤー</legend>
          <label>
            攻撃するプレイヤー
            <select
              value={scenario.active}
              onChange={(e) => edit(setActive(scenario, e.currentTarget.value))}
            >
              {scenario.players.map((p) => (
                <option value={p.id}>{`プレイヤー${p.id}`}</option>
              ))}
            </select>
          </label>
          {scenario.players.map((p) => (
            <span class="lab-player" role="group" aria-label={`プレイヤー${p.id}`}>
              <label class="lab-number">
                {`プレイヤー${p.id}のライフ`}
                <input
                  type="number"
                  inputMode="numeric"
                  min={-99}
                  max={999}
                  value={p.life}
                  onInput={(e) => {
                    const n = wholeNumber(e);
                    if (n !== undefined) edit(setPlayer(scenario, p.id, { life: n }));
                  }}
                />
              </label>
              <label class="lab-number">
                毒カウンター
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={99}
                  value={p.poison ?? 0}
                  onInput={(e) => {
                    const n = wholeNumber(e);
                    if (n !== undefined && n >= 0) edit(setPlayer(scenario, p.id, { poison: n }));
                  }}
                />
              </label>
            </span>
          ))}
        </fieldset>
        {scenario.players.map((pl) => (
          <section class="lab-side" aria-label={`プレイヤー${pl.id}のパーマネント`}>
            <h2>
              {`プレイヤー${pl.id}のパーマネント${pl.id === scenario.active ? '（攻撃側）' : ''}`}
            </h2>
            {scenario.permanents
              .filter((p) => p.controller === pl.id)
              .map((p) => (
                <PermanentEditor
                  key={p.id}
                  p={p}
                  scenario={scenario}
                  profile={profile}
                  onChange={(patch) => edit(updatePermanent(scenario, p.id, patch))}
                  onRemove={() => edit(removePermanent(scenario, p.id))}
                />
              ))}
            <p class="lab-buttons">
              {kinds.map((k) => (
                <button
                  type="button"
                  aria-label={`＋${KIND_JA[k]}をプレイヤー${pl.id}の戦場に加える`}
                  onClick={() => edit(addPermanent(scenario, k, pl.id))}
                >
                  {`＋${KIND_JA[k]}`}
                </button>
              ))}
            </p>
          </section>
        ))}
        <Declarations scenario={scenario} profile={profile} trace={trace} onChange={edit} />
      </details>
      {trace.ok ? (
        <TraceView
          scenario={played}
          trace={trace}
          profile={profile}
          step={step}
          go={go}
          before={
            <p class="lab-note">
              {`「次へ」で戦闘を1ステップずつ進めます（${version} のルール）。盤面と攻撃・ブロックは上で変えられます。`}
            </p>
          }
        />
      ) : (
        <IllegalChoice error={trace.error} version={version} />
      )}
      <details class="lab-eras" ref={eras.ref} onToggle={eras.onToggle}>
        <summary>この盤面を各版で比べる</summary>
        {eras.open && <EraResults scenario={scenario} profiles={labData().profiles} />}
      </details>
      <ShareTools
        scenario={scenario}
        onImport={(s) => {
          const v = s.rules && versions.includes(s.rules) ? s.rules : version;
          edit({ ...s, rules: v });
        }}
      />
    </section>
  );
}

function EraResults({ scenario, profiles }: { scenario: Scenario; profiles: CombatProfile[] }) {
  const cells = eraCells(scenario, profiles);
  return (
    <>
      <p>
        {outcomesDiffer(cells.map((c) => c.o))
          ? '版によって結果が違います。'
          : 'どの版でも結果は同じです。'}
      </p>
      <EraTable cells={cells} label="この盤面の版ごとの結果" />
    </>
  );
}
