// A layer trace, step by step: each step's effects in the order applied (with why, linked to the
// version's rule), those skipped, the dependencies found, and every object after the step with
// what the step changed marked. Rendered at build time for a reader without JavaScript, and by the
// stepper when the reader changes the board; the stepper shows one step at a time.
import type { LayerEra } from '#scripts/model/rules-profile.ts';
import type { LayersOk, ObjectView } from '#components/engines/layers/index.ts';
import { keywordJa } from '#components/combat/keyword-names.ts';
import RuleLinks from '../RuleLinks.tsx';
import {
  colorsText,
  continuesText,
  readingText,
  reasonText,
  sbaText,
  skippedText,
  stepName,
  typesText,
  effectLabel,
} from './explain.ts';
import type { LayersScenario } from '#components/engines/layers/index.ts';
import { layersStepsStrings as w } from '../strings/layers-steps.ts';

interface Props {
  trace: LayersOk;
  /** The scenario played: its objects' and effects' names. */
  scenario: LayersScenario;
  era: LayerEra;
  /** The version's keywords: an ability that is one is named in Japanese. */
  keywords: readonly string[];
}

const SUBTYPES = w['layersSteps.subtypes'];
const sub = (s: string[]) => s.map((x) => SUBTYPES[x] ?? x);
/** The cells' labels on a phone (the columns after the object's). */
const COLUMNS = [
  w['layersSteps.type'],
  w['layersSteps.color'],
  w['layersSteps.abilities'],
  'P/T',
  w['layersSteps.controller'],
];
const pt = (o: ObjectView) =>
  o.power === null && o.toughness === null ? '—' : `${o.power ?? '—'}/${o.toughness ?? '—'}`;

/** The cells of one object, each with whether the step changed it. */
function cells(o: ObjectView, before: ObjectView | undefined, keywords: readonly string[]) {
  const ability = (a: string) => (keywords.includes(a) ? keywordJa(a) : a);
  const row = [
    ['types', typesText(o.supertypes, o.types, sub(o.subtypes))],
    ['colors', colorsText(o.colors)],
    ['abilities', o.abilities.length ? o.abilities.map(ability).join('・') : w['layersSteps.none']],
    ['pt', pt(o)],
    ['controller', w['layersSteps.player'](o.controller)],
  ] as const;
  const was = before && {
    types: typesText(before.supertypes, before.types, sub(before.subtypes)),
    colors: colorsText(before.colors),
    abilities: before.abilities.map(ability).join('・') || w['layersSteps.none'],
    pt: pt(before),
    controller: w['layersSteps.player'](before.controller),
  };
  return row.map(([k, v]) => ({ key: k, text: v, changed: !!was && was[k] !== v }));
}

export function ObjectsTable({
  objects,
  before,
  keywords,
  caption,
}: {
  objects: Record<string, ObjectView>;
  before?: Record<string, ObjectView>;
  keywords: readonly string[];
  caption: string;
}) {
  return (
    <table class="layers-objects stack">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{w['layersSteps.object']}</th>
          <th scope="col">{w['layersSteps.type']}</th>
          <th scope="col">{w['layersSteps.color']}</th>
          <th scope="col">{w['layersSteps.abilities']}</th>
          <th scope="col">P/T</th>
          <th scope="col">{w['layersSteps.controller']}</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(objects).map(([id, o]) => (
          <tr>
            <th scope="row">
              {o.name} <span class="layers-id">（{id}）</span>
            </th>
            {cells(o, before?.[id], keywords).map((c, i) => (
              <td data-label={COLUMNS[i]} class={c.changed ? 'is-changed' : undefined}>
                {c.text}
                {c.changed && <span class="visually-hidden">{w['layersSteps.changed']}</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function LayersSteps({ trace, scenario, era, keywords }: Props) {
  const label = (id: string) => effectLabel(id, scenario);
  const v = trace.version;
  const steps = trace.steps;
  const locked = Object.entries(trace.locked);
  return (
    <div class="layers-steps">
      <section class="layers-step" data-step="0" aria-label={w['layersSteps.before']}>
        <h3>{w['layersSteps.beforeTitle']}</h3>
        {locked.length > 0 && (
          <ul class="layers-notes">
            {locked.map(([id, l]) => (
              <li>
                {w['layersSteps.locked'](label(id), l.objects.join('、') || w['layersSteps.none'])}
                <RuleLinks rules={[l.rule]} version={v} />）
              </li>
            ))}
          </ul>
        )}
        <ObjectsTable
          objects={trace.printed}
          keywords={keywords}
          caption={w['layersSteps.before']}
        />
      </section>
      {steps.map((s, i) => (
        <section class="layers-step" data-step={String(i + 1)} aria-label={stepName(era, s.layer)}>
          <h3>
            {stepName(era, s.layer)}（<RuleLinks rules={[s.rule]} version={v} />）
          </h3>
          {s.applied.length + s.skipped.length === 0 ? (
            <p class="layers-none">{w['layersSteps.noEffects']}</p>
          ) : (
            <ol class="layers-applied">
              {s.applied.map((a) => (
                <li>
                  <strong>{label(a.effect)}</strong>
                  {` → ${a.to.join('、') || w['layersSteps.noTarget']}：${reasonText(a)}（`}
                  <RuleLinks rules={[a.rule]} version={v} />）
                  {a.continues && (
                    <>
                      {`。${continuesText}（`}
                      <RuleLinks rules={[a.continues]} version={v} />）
                    </>
                  )}
                  {a.reading && <span class="layers-reading">{`。${readingText(a.reading)}`}</span>}
                </li>
              ))}
              {s.skipped.map((x) => (
                <li class="layers-skipped">
                  <strong>{label(x.effect)}</strong>
                  {`：${skippedText(x)}（`}
                  <RuleLinks rules={[x.rule]} version={v} />）
                  {x.reading && <span class="layers-reading">{`。${readingText(x.reading)}`}</span>}
                </li>
              ))}
            </ol>
          )}
          {s.dependencies.length > 0 && (
            <ul class="layers-notes">
              {s.dependencies.map((d) => (
                <li>
                  {w['layersSteps.dependency'](label(d.effect), label(d.on))}
                  <RuleLinks rules={[d.rule]} version={v} />）
                </li>
              ))}
            </ul>
          )}
          <ObjectsTable
            objects={s.objects}
            before={i === 0 ? trace.printed : steps[i - 1]!.objects}
            keywords={keywords}
            caption={w['layersSteps.after'](stepName(era, s.layer))}
          />
        </section>
      ))}
      <section
        class="layers-step"
        data-step={String(steps.length + 1)}
        aria-label={w['layersSteps.result']}
      >
        <h3>{w['layersSteps.resultTitle']}</h3>
        {trace.final.sba.length === 0 ? (
          <p class="layers-none">{w['layersSteps.noSba']}</p>
        ) : (
          <ul class="layers-notes">
            {trace.final.sba.map((s) => (
              <li>
                {`${sbaText(s, trace.final.objects[s.id]?.name ?? s.id)}（`}
                <RuleLinks rules={[s.rule]} version={v} />）
              </li>
            ))}
          </ul>
        )}
        <ObjectsTable
          objects={trace.final.objects}
          keywords={keywords}
          caption={w['layersSteps.afterAll']}
        />
      </section>
    </div>
  );
}
