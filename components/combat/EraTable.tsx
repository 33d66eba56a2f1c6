// A board under every rules version the engine plays, oldest first: which steps ran, the damage
// dealt, who died, life (and poison) — or what a version does not allow, with its rule. Rendered at
// build time for the presets (EraComparison.astro) and live for the reader's own board.
import { eraOutcome, outcomesDiffer } from './era-outcome.ts';
import type { Scenario } from '../engines/combat/scenario.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import { ruleUrl } from '#scripts/model/urls.ts';
import { eraTableStrings as w } from '../strings/era-table.ts';

/** The board's outcome under each version, oldest first. */
export const eraCells = (scenario: Scenario, profiles: readonly CombatProfile[]) =>
  [...profiles]
    .reverse()
    .map((profile) => ({ v: profile.version, o: eraOutcome(scenario, profile) }));

export { outcomesDiffer };

export default function EraTable({
  cells,
  label,
}: {
  cells: ReturnType<typeof eraCells>;
  /** What the table is of, for screen readers (「武士道：版ごとの結果」). */
  label: string;
}) {
  return (
    <div class="table-scroll" tabindex={0} role="region" aria-label={label}>
      <table class="stack">
        <thead>
          <tr>
            <th scope="col">{w['eraTable.version']}</th>
            <th scope="col">{w['eraTable.steps']}</th>
            <th scope="col">{w['eraTable.damage']}</th>
            <th scope="col">{w['eraTable.died']}</th>
            <th scope="col">{w['eraTable.life']}</th>
          </tr>
        </thead>
        <tbody>
          {cells.map(({ v, o }) => (
            <tr>
              <th scope="row">{v}</th>
              {'error' in o ? (
                <td colSpan={4} data-label={w['eraTable.result']}>
                  {w['eraTable.cannot'](o.error.reason)}
                  <a href={ruleUrl(v, o.error.rule)}>{o.error.rule}</a>）
                </td>
              ) : (
                <>
                  <td data-label={w['eraTable.steps']}>{o.steps}</td>
                  <td data-label={w['eraTable.damage']}>{o.damage}</td>
                  <td data-label={w['eraTable.died']}>{o.died}</td>
                  <td data-label={w['eraTable.life']}>{o.life}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
