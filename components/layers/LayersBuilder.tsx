// 「盤面を組み立てる」: the board as a form — objects (name, card types, power/toughness, counters,
// timestamp) and effects (where each comes from: an object's static ability or a resolved spell
// with its timestamp; what it affects; what it does, among the common kinds). Every change is a
// new scenario handed up; the engine's reader judges it, so an impossible board is named in
// Japanese as one typed in JSON is. Other kinds stay a JSON edit away.
import type { LayersScenario } from '#components/engines/layers/index.ts';
import { layersBuilderStrings as w } from '../strings/layers-builder.ts';

type Obj = LayersScenario['objects'][number];
type Effect = LayersScenario['effects'][number];

interface Props {
  scenario: LayersScenario;
  change: (s: LayersScenario) => void;
}

const TYPES = [
  ['artifact', w['layersBuild.artifact']],
  ['creature', w['layersBuild.creature']],
  ['enchantment', w['layersBuild.enchantment']],
  ['land', w['layersBuild.land']],
] as const;

/** The effect kinds the form offers, each with the `do` it writes. */
const KINDS = [
  ['setPT', w['layersBuild.setPT']],
  ['modifyPT', w['layersBuild.modifyPT']],
  ['switchPT', w['layersBuild.switchPT']],
  ['addCreature', w['layersBuild.addCreature']],
  ['removeCreature', w['layersBuild.removeCreature']],
  ['loseAll', w['layersBuild.loseAll']],
] as const;
type Kind = (typeof KINDS)[number][0];

const kindOf = (e: Effect): Kind | 'other' => {
  const d = e.do as Record<string, unknown>;
  const keys = Object.keys(d);
  if (keys.length !== 1) return 'other';
  if (d.addTypes && JSON.stringify(d.addTypes) === '["creature"]') return 'addCreature';
  if (d.removeTypes && JSON.stringify(d.removeTypes) === '["creature"]') return 'removeCreature';
  return (KINDS.find(([k]) => k === keys[0])?.[0] ?? 'other') as Kind | 'other';
};

function doOf(kind: Kind, n: { power: number; toughness: number }): Effect['do'] {
  if (kind === 'setPT' || kind === 'modifyPT') return { [kind]: { ...n } } as Effect['do'];
  if (kind === 'switchPT') return { switchPT: true } as Effect['do'];
  if (kind === 'addCreature') return { addTypes: ['creature'] } as Effect['do'];
  if (kind === 'removeCreature') return { removeTypes: ['creature'] } as Effect['do'];
  return { loseAll: true } as Effect['do'];
}

const nextId = (prefix: string, taken: string[]) => {
  for (let i = 1; ; i++) if (!taken.includes(`${prefix}${i}`)) return `${prefix}${i}`;
};
const lastTimestamp = (s: LayersScenario) =>
  Math.max(0, ...s.objects.map((o) => o.timestamp), ...s.effects.map((e) => e.timestamp ?? 0));

interface RowProps {
  s: LayersScenario;
  i: number;
  change: (s: LayersScenario) => void;
}

const num = (v: string) => (v === '' || Number.isNaN(Number(v)) ? 0 : Math.trunc(Number(v)));

/** One object of the board: its name, card types, power/toughness and counters, timestamp. */
function ObjectRow({ s, i, change }: RowProps) {
  const o = s.objects[i]!;
  const setObj = (_: number, x: Partial<Obj>) =>
    change({ ...s, objects: s.objects.map((y, j) => (j === i ? { ...y, ...x } : y)) });
  const creature = o.types.includes('creature');
  return (
    <div class="layers-builder-row">
      <label>
        {w['layersBuild.name']}
        <input
          value={o.name}
          onChange={(e) => setObj(i, { name: e.currentTarget.value || o.id })}
        />
      </label>
      <span role="group" aria-label={w['layersBuild.types'](o.name)}>
        {TYPES.map(([t, ja]) => (
          <label>
            <input
              type="checkbox"
              checked={o.types.includes(t)}
              onChange={(e) =>
                setObj(i, {
                  types: e.currentTarget.checked ? [...o.types, t] : o.types.filter((x) => x !== t),
                })
              }
            />
            {ja}
          </label>
        ))}
      </span>
      {creature && (
        <>
          <label>
            {w['layersBuild.power']}
            <input
              type="number"
              value={o.power ?? 0}
              onChange={(e) => setObj(i, { power: num(e.currentTarget.value) })}
            />
          </label>
          <label>
            {w['layersBuild.toughness']}
            <input
              type="number"
              value={o.toughness ?? 0}
              onChange={(e) => setObj(i, { toughness: num(e.currentTarget.value) })}
            />
          </label>
          <label>
            {w['layersBuild.counters']}
            <input
              type="number"
              min={0}
              value={o.counters?.['+1/+1'] ?? 0}
              onChange={(e) => {
                const n = Math.max(0, num(e.currentTarget.value));
                const { '+1/+1': _, ...rest } = o.counters ?? {};
                setObj(i, { counters: n ? { ...rest, '+1/+1': n } : rest });
              }}
            />
          </label>
        </>
      )}
      <label>
        {w['layersBuild.timestamp']}
        <input
          type="number"
          value={o.timestamp}
          onChange={(e) => setObj(i, { timestamp: num(e.currentTarget.value) })}
        />
      </label>
      <button
        type="button"
        onClick={() =>
          change({
            ...s,
            objects: s.objects.filter((_, j) => j !== i),
            effects: s.effects.filter((e) => e.source !== o.id),
          })
        }
      >
        {w['layersBuild.remove'](o.name)}
      </button>
    </div>
  );
}

/** One effect of the board: where it comes from, what it affects, what it does. */
function EffectRow({ s, i, change }: RowProps) {
  const e = s.effects[i]!;
  const setEffect = (_: number, x: Partial<Effect>) =>
    change({ ...s, effects: s.effects.map((y, j) => (j === i ? ({ ...y, ...x } as Effect) : y)) });
  const kind = kindOf(e);
  const d = e.do as Record<string, { power?: number; toughness?: number } | undefined>;
  const n = { power: d[kind]?.power ?? 0, toughness: d[kind]?.toughness ?? 0 };
  const target =
    e.affected === 'self' ? 'self' : Array.isArray(e.affected) ? (e.affected[0] ?? '') : 'all';
  return (
    <div class="layers-builder-row">
      <strong>{e.id}</strong>
      {e.ability ? (
        <span>
          {w['layersBuild.staticOf'](s.objects.find((o) => o.id === e.source)?.name ?? e.source)}
        </span>
      ) : (
        <label>
          {w['layersBuild.spellTimestamp']}
          <input
            type="number"
            value={e.timestamp ?? 0}
            onChange={(x) => setEffect(i, { timestamp: num(x.currentTarget.value) })}
          />
        </label>
      )}
      <label>
        {w['layersBuild.affected']}
        <select
          value={target}
          onChange={(x) => {
            const v = x.currentTarget.value;
            const { affected: _a, filter: _f, ...rest } = e;
            change({
              ...s,
              effects: s.effects.map((y, j) =>
                j !== i
                  ? y
                  : ((v === 'all'
                      ? { ...rest, filter: { types: ['creature'] } }
                      : { ...rest, affected: v === 'self' ? 'self' : [v] }) as Effect),
              ),
            });
          }}
        >
          <option value="all">{w['layersBuild.allCreatures']}</option>
          {e.ability && <option value="self">{w['layersBuild.self']}</option>}
          {s.objects.map((o) => (
            <option value={o.id}>{o.name}</option>
          ))}
        </select>
      </label>
      {kind === 'other' ? (
        <span>{w['layersBuild.otherKind']}</span>
      ) : (
        <label>
          {w['layersBuild.effect']}
          <select
            value={kind}
            onChange={(x) => setEffect(i, { do: doOf(x.currentTarget.value as Kind, n) })}
          >
            {KINDS.map(([k, ja]) => (
              <option value={k}>{ja}</option>
            ))}
          </select>
        </label>
      )}
      {(kind === 'setPT' || kind === 'modifyPT') && (
        <>
          <label>
            {w['layersBuild.power']}
            <input
              type="number"
              value={n.power}
              onChange={(x) =>
                setEffect(i, {
                  do: doOf(kind, { ...n, power: num(x.currentTarget.value) }),
                })
              }
            />
          </label>
          <label>
            {w['layersBuild.toughness']}
            <input
              type="number"
              value={n.toughness}
              onChange={(x) =>
                setEffect(i, {
                  do: doOf(kind, { ...n, toughness: num(x.currentTarget.value) }),
                })
              }
            />
          </label>
        </>
      )}
      <button
        type="button"
        onClick={() =>
          change({
            ...s,
            effects: s.effects.filter((_, j) => j !== i),
            objects: s.objects.map((o) =>
              o.id === e.source && e.ability
                ? { ...o, abilities: (o.abilities ?? []).filter((a) => a !== e.ability) }
                : o,
            ),
          })
        }
      >
        {w['layersBuild.remove'](e.id)}
      </button>
    </div>
  );
}

/** The buttons that add an effect: a resolved spell's, or a static ability of the last object. */
function AddEffects({ s, change }: Omit<RowProps, 'i'>) {
  const ids = [...s.objects.map((o) => o.id), ...s.effects.map((e) => e.id)];
  return (
    <p class="layers-builder-add">
      <button
        type="button"
        onClick={() => {
          const id = nextId('spell', ids);
          const first = s.objects.find((o) => o.types.includes('creature'));
          change({
            ...s,
            effects: [
              ...s.effects,
              {
                id,
                source: 'spell',
                controller: 'A',
                timestamp: lastTimestamp(s) + 1,
                affected: first ? [first.id] : [],
                do: { modifyPT: { power: 1, toughness: 1 } },
              } as Effect,
            ],
          });
        }}
      >
        {w['layersBuild.addSpell']}
      </button>{' '}
      {s.objects.length > 0 && (
        <button
          type="button"
          onClick={() => {
            const id = nextId('static', ids);
            const src = s.objects[s.objects.length - 1]!;
            const ability = `${id}-ability`;
            change({
              ...s,
              objects: s.objects.map((o) =>
                o === src ? { ...o, abilities: [...(o.abilities ?? []), ability] } : o,
              ),
              effects: [
                ...s.effects,
                {
                  id,
                  source: src.id,
                  ability,
                  filter: { types: ['creature'] },
                  do: { modifyPT: { power: 1, toughness: 1 } },
                } as Effect,
              ],
            });
          }}
        >
          {w['layersBuild.addStatic'](s.objects[s.objects.length - 1]!.name)}
        </button>
      )}
    </p>
  );
}

export default function LayersBuilder({ scenario: s, change }: Props) {
  const ids = [...s.objects.map((o) => o.id), ...s.effects.map((e) => e.id)];
  return (
    <div class="layers-builder">
      <fieldset>
        <legend>{w['layersBuild.objects']}</legend>
        {s.objects.map((_, i) => (
          <ObjectRow s={s} i={i} change={change} />
        ))}
        <button
          type="button"
          onClick={() => {
            const id = nextId('obj', ids);
            change({
              ...s,
              objects: [
                ...s.objects,
                {
                  id,
                  name: w['layersBuild.newCreature'](s.objects.length + 1),
                  types: ['creature'],
                  power: 2,
                  toughness: 2,
                  controller: 'A',
                  timestamp: lastTimestamp(s) + 1,
                },
              ],
            });
          }}
        >
          {w['layersBuild.addObject']}
        </button>
      </fieldset>
      <fieldset>
        <legend>{w['layersBuild.effects']}</legend>
        {s.effects.map((_, i) => (
          <EffectRow s={s} i={i} change={change} />
        ))}
        <AddEffects s={s} change={change} />
      </fieldset>
    </div>
  );
}

/** The board as JSON: what the form wrote (to copy), or one's own (to read in). */
export function JsonBox({
  text,
  setText,
  run,
}: {
  text: string;
  setText: (t: string) => void;
  run: () => void;
}) {
  return (
    <details class="layers-json">
      <summary>{w['layersBuild.json']}</summary>
      <label>
        {w['layersBuild.jsonLabel']}
        <textarea
          rows={10}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
          spellcheck={false}
        />
      </label>
      <button type="button" onClick={run}>
        {w['layersBuild.run']}
      </button>
    </details>
  );
}
