// The board builder of /play/combat/: start empty or from a preset, edit the players and the
// permanents, declare attacks, blocks and how damage is divided, then step through the combat
// under any version the engine plays, compare the board under every era, and share it — the page's
// address holds the whole board (?board=…), so a copied link reproduces it, also offline.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { runCombat } from '../engine.ts';
import { underVersion, type NamedScenario, type Scenario } from '../../engines/combat/scenario.ts';
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
import {
  BOARD_PARAM,
  BoardAddressError,
  boardAddressNotice,
  decodeBoard,
  encodeBoard,
} from './board-address.ts';
import PermanentEditor from './PermanentEditor.tsx';
import Declarations from './Declarations.tsx';
import ShareTools from './ShareTools.tsx';
import { labData } from './lab-data.ts';
import { useDetailsOpen } from './details-open.ts';
import { wholeNumber } from './whole-number.ts';
import { combatLabStrings as t } from '../../strings/combat-lab.ts';

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
  useEffect(
    () =>
      arrive({
        versions,
        newest,
        presets,
        presetBoard,
        setScenario,
        setPresetName,
        setStep,
        setTouched,
        setNotice,
      }),
    [],
  );
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
      aria-label={t['lab.label']}
      onClickCapture={() => setTouched(true)}
      onChangeCapture={() => setTouched(true)}
      onKeyDownCapture={() => setTouched(true)}
    >
      <div class="combat-head lab-head">
        <label>
          {t['lab.version']}
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
          {t['lab.scenario']}
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
            {presetName === null && <option value="">{t['lab.edited']}</option>}
            {presets.map((p) => (
              <option value={p.name}>{p.title}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => edit(emptyBoard(version))}>
          {t['lab.empty']}
        </button>
      </div>
      {notice && (
        <p class="lab-notice" role="status">
          {notice}
        </p>
      )}
      <details class="lab-build" open>
        <summary>{t['lab.build']}</summary>
        <PlayersFields scenario={scenario} edit={edit} />
        {scenario.players.map((pl) => (
          <PlayerSide pl={pl} scenario={scenario} profile={profile} kinds={kinds} edit={edit} />
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
          before={<p class="lab-note">{t['lab.stepNote'](version)}</p>}
        />
      ) : (
        <IllegalChoice error={trace.error} version={version} />
      )}
      <details class="lab-eras" ref={eras.ref} onToggle={eras.onToggle}>
        <summary>{t['lab.eras']}</summary>
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
      <p>{outcomesDiffer(cells.map((c) => c.o)) ? t['lab.erasDiffer'] : t['lab.erasSame']}</p>
      <EraTable cells={cells} label={t['lab.erasLabel']} />
    </>
  );
}

/** The players: who attacks, and each one's life and poison counters. */
function PlayersFields({ scenario, edit }: { scenario: Scenario; edit: (next: Scenario) => void }) {
  return (
    <fieldset class="lab-players">
      <legend>{t['lab.players']}</legend>
      <label>
        {t['lab.activePlayer']}
        <select
          value={scenario.active}
          onChange={(e) => edit(setActive(scenario, e.currentTarget.value))}
        >
          {scenario.players.map((p) => (
            <option value={p.id}>{t['lab.player'](p.id)}</option>
          ))}
        </select>
      </label>
      {scenario.players.map((p) => (
        <span class="lab-player" role="group" aria-label={t['lab.player'](p.id)}>
          <label class="lab-number">
            {t['lab.life'](p.id)}
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
            {t['lab.poison']}
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
  );
}

/** One player's permanents, each editable, and buttons to add one of each kind the version has. */
function PlayerSide({
  pl,
  scenario,
  profile,
  kinds,
  edit,
}: {
  pl: Scenario['players'][number];
  scenario: Scenario;
  profile: CombatProfile;
  kinds: PermanentKind[];
  edit: (next: Scenario) => void;
}) {
  return (
    <section class="lab-side" aria-label={t['lab.permanents'](pl.id)}>
      <h2>{t['lab.permanentsHead'](pl.id, pl.id === scenario.active)}</h2>
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
            aria-label={t['lab.add'](KIND_JA[k], pl.id)}
            onClick={() => edit(addPermanent(scenario, k, pl.id))}
          >
            {`＋${KIND_JA[k]}`}
          </button>
        ))}
      </p>
    </section>
  );
}

/** What the page's address asks for, set on the stepper once it runs in the browser. */
function arrive({
  versions,
  newest,
  presets,
  presetBoard,
  setScenario,
  setPresetName,
  setStep,
  setTouched,
  setNotice,
}: {
  versions: string[];
  newest: string;
  presets: Props['presets'];
  presetBoard: (name: string, rules: string) => Scenario;
  setScenario: (s: Scenario | ((s: Scenario) => Scenario)) => void;
  setPresetName: (name: string | null) => void;
  setStep: (n: number) => void;
  setTouched: (t: boolean) => void;
  setNotice: (n: string) => void;
}): void {
  const q = new URLSearchParams(location.search);
  const rules = q.get('rules');
  const known = rules && versions.includes(rules) ? rules : null;
  if (rules && !known) setNotice(t['lab.unknownVersion'](rules, newest));
  const encoded = q.get(BOARD_PARAM);
  const wanted = q.get('scenario');
  if (encoded) {
    try {
      const board = decodeBoard(encoded);
      const v = board.rules && versions.includes(board.rules) ? board.rules : newest;
      setScenario({ ...board, rules: v });
      setPresetName(null);
    } catch (e) {
      if (!(e instanceof BoardAddressError)) throw e;
      setNotice(boardAddressNotice(e));
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
}
