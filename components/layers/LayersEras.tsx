// The same board under every version the layer engine plays, side by side: each object's
// power/toughness and types at the end, what state-based actions do, or why the version cannot
// play the board. The row of the version shown is marked.
import type { LayersTrace } from '#components/engines/layers/index.ts';
import { errorText, typesText } from './explain.ts';
import { layersStepsStrings as w } from '../strings/layers-steps.ts';

interface Props {
  results: { version: string; trace: LayersTrace }[];
  current: string;
  objects: { id: string; name: string }[];
}

export default function LayersEras({ results, current, objects }: Props) {
  return (
    <table class="layers-eras stack">
      <caption>{w['layersSteps.erasCaption']}</caption>
      <thead>
        <tr>
          <th scope="col">{w['layersSteps.version']}</th>
          {objects.map((o) => (
            <th scope="col">{o.name}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {results.map(({ version, trace }) => (
          <tr class={version === current ? 'is-current' : undefined}>
            <th scope="row">
              {version}
              {version === current && <span class="visually-hidden">{w['layersSteps.shown']}</span>}
            </th>
            {trace.ok ? (
              objects.map((o) => {
                const f = trace.final.objects[o.id]!;
                const gone = trace.final.sba.find((s) => s.id === o.id && s.action === 'graveyard');
                return (
                  <td data-label={o.name}>
                    {f.power !== null || f.toughness !== null ? `${f.power}/${f.toughness}` : '—'}{' '}
                    <span class="layers-id">{typesText([], f.types, [])}</span>
                    {gone && w['layersSteps.graveyard']}
                  </td>
                );
              })
            ) : (
              <td colSpan={objects.length}>{errorText(trace.error)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
