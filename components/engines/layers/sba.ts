// State-based actions from the final characteristics, in object order: toughness 0 or less
// (704.5f; 420.5b), and +1/+1 and -1/-1 counters annihilating where the version has that rule
// (704.5q; 2008 420.5n; none in 2004). Nothing else is checked.
import type { LayersProfile } from '#scripts/model/rules-profile.ts';
import type { LayersScenario } from './scenario.ts';
import type { ObjectView } from './state.ts';
import type { SbaEntry } from './trace.ts';

export function stateBasedActions(
  scenario: LayersScenario,
  final: Record<string, ObjectView>,
  profile: LayersProfile,
): SbaEntry[] {
  const out: SbaEntry[] = [];
  for (const o of scenario.objects) {
    const v = final[o.id]!;
    if (v.types.includes('creature') && (v.toughness ?? 0) <= 0)
      out.push({ id: o.id, action: 'graveyard', rule: profile.rules.sbaToughness! });
    const plus = o.counters?.['+1/+1'] ?? 0;
    const minus = o.counters?.['-1/-1'] ?? 0;
    if (profile.rules.sbaCounters && plus > 0 && minus > 0)
      out.push({
        id: o.id,
        action: 'annihilate',
        removed: Math.min(plus, minus),
        rule: profile.rules.sbaCounters,
      });
  }
  return out;
}
