// The exact jump of a query: a rule number however typed, else a name (a card, an article, a
// term) as typed, or the official term an alias read as when the alias is the whole query. Reads
// only the part of the jump table the key's first character needs.
import { jumpKey, jumpOf, type Jump, type JumpTable } from '#scripts/model/jumps.ts';
import type { NormalQuery } from '#scripts/model/search-query.ts';
import { jumpShardOf } from '#scripts/model/search-tokens.ts';
import { SEARCH_FILES } from '#scripts/model/search-files.ts';

/** Reads a file of the jump table by its path under /search/ (jumps/<k>.json). */
export type JumpReader = (path: string) => Promise<unknown>;

export async function findJumpFor(
  read: JumpReader,
  q: NormalQuery,
  raw: string,
): Promise<Jump | null> {
  // An alias or a reading stands for its term when it is the whole query.
  const whole =
    q.readAs.length === 1 && q.readAs[0]![0].trim() === q.folded ? [jumpKey(q.readAs[0]![1])] : [];
  // A rule number first; then the official term of an alias that is the whole query (a reviewed
  // reading: 「APNAP」 is the newest rules' APNAP順, not the 2004 glossary's last entry so named);
  // then the query as typed.
  const keys = q.number ? [q.number] : [...whole, jumpKey(raw)];
  for (const key of keys.filter(Boolean)) {
    const table = (await read(SEARCH_FILES.jumps(jumpShardOf(key))).catch(
      () => null,
    )) as JumpTable | null;
    if (!table) continue;
    const jump = jumpOf(table, key);
    if (jump) return jump;
  }
  return null;
}
