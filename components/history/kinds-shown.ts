// The categories a comparison's counts show: all of them, but splits and merges only where there
// are some (they are rare; a column of zeros on every update page says nothing).
import { CHANGE_KINDS, type ChangeKind } from '#scripts/model/data-contract.ts';

export function kindsShown(counts: Record<ChangeKind, number>): ChangeKind[] {
  return CHANGE_KINDS.filter((k) => (k !== 'split' && k !== 'merged') || counts[k] > 0);
}
