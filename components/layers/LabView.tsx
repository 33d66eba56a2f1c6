// What the layer stepper shows once the engine has played the reader's board: its steps and the
// same board under every version, or why the board cannot be played. Loaded with the engine.
import type { ComponentChildren } from 'preact';
import LayersSteps from './LayersSteps.tsx';
import LayersEras from './LayersEras.tsx';
import { errorText } from './explain.ts';
import { everyVersion, type LabData, type Played } from './layers-lab.ts';

export function labView(played: Played, data: LabData): [ComponentChildren, ComponentChildren] {
  if (!played.ok || !played.trace.ok) {
    const error = played.ok ? (played.trace.ok ? null : played.trace.error) : played.error;
    return [
      <p role="alert" class="combat-error">
        {error && errorText(error)}
      </p>,
      null,
    ];
  }
  const { scenario, trace, profile } = played;
  return [
    <LayersSteps trace={trace} scenario={scenario} era={profile.era} keywords={profile.keywords} />,
    <LayersEras
      results={everyVersion(scenario, data)}
      current={scenario.rules}
      objects={scenario.objects.map((o) => ({ id: o.id, name: o.name }))}
    />,
  ];
}
