// The exact jump of a query: a rule number however typed, else a name (a card, an article, a
// term) as typed, or the official term an alias read as when the alias is the whole query. Reads
// only the part of the jump table the key's first character needs.
import { jumpKey, jumpOf, type Jump, type JumpTable } from '#scripts/model/jumps.ts';
import type { NormalQuery } from '#scripts/model/search-query.ts';
import { jumpShardOf } from '#scripts/model/search-tokens.ts';
import type { IndexReader } from './engine.ts';

export async function findJumpFor(
  read: IndexReader,
  q: NormalQuery,
  raw: string,
): Promise<Jump | null> {
  // An alias or a reading stands for its term when it is the whole query.
  const whole =
    q.readAs.length === 1 && q.readAs[0]![0].trim() === q.folded ? [jumpKey(q.readAs[0]![1])] : [];
  for (const key of [q.number ?? jumpKey(raw), ...whole].filter(Boolean)) {
    const table = (await read(`jumps/${jumpShardOf(key)}.json`).catch(
      () => null,
    )) as JumpTable | null;
    if (!table) continue;
    const jump = jumpOf(table, key);
    if (jump) return jump;
  }
  return null;
}
