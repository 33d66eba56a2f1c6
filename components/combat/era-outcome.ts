// One board's result under one rules version, as the era tables show it: the steps that ran, the
// damage dealt, who died, life and poison — or what the version does not allow, with its rule.
// Shared by the build-time table of the presets and the reader's own board. Pure.
import { runCombat } from './engine.ts';
import { readerReason } from './error-text.ts';
import { STEP_LABELS } from './explain.ts';
import { underVersion, type Scenario } from '../engines/combat/scenario.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';

export type EraOutcome =
  | { error: { rule: string; reason: string } }
  | { steps: string; damage: string; died: string; life: string };

export function eraOutcome(scenario: Scenario, profile: CombatProfile): EraOutcome {
  const t = runCombat(underVersion(scenario, profile), profile);
  if (!t.ok) return { error: { rule: t.error.rule, reason: readerReason(t.error.message) } };
  const events = t.steps.flatMap((s) => s.events);
  const name = (id: string) =>
    scenario.permanents.find((p) => p.id === id)?.name ?? `プレイヤー${id}`;
  const poisoned = Object.values(t.final.poison).some((n) => n > 0);
  return {
    steps: t.steps.map((s) => STEP_LABELS[s.step]).join('→'),
    damage:
      events
        .flatMap((e) =>
          e.type === 'damage'
            ? [`${name(e.source)}→${name(e.target)} ${e.amount}`]
            : e.type === 'prevent'
              ? [`${name(e.source)}→${name(e.target)} ${e.amount}（軽減）`]
              : [],
        )
        .join('、') || '—',
    died: events.flatMap((e) => (e.type === 'dies' ? [name(e.id)] : [])).join('、') || '—',
    life: Object.entries(t.final.life)
      .map(
        ([p, l]) =>
          `${p} ${l}${poisoned ? `（毒${t.final.poison[p]}）` : ''}${t.final.lost.includes(p) ? '・敗北' : ''}`,
      )
      .join('・'),
  };
}

/** Whether the versions' results differ (the table opens those). */
export const outcomesDiffer = (outcomes: readonly EraOutcome[]): boolean =>
  new Set(outcomes.map((o) => JSON.stringify(o))).size > 1;
