// The evasion abilities and protection: which creatures may not block an attacker (and shadow's
// other half, which creatures a shadow creature may not block).
import type { KeywordName } from './scenario.ts';
import { Illegal, power, rn, type Combat, type Live } from './state.ts';

const has = (l: Live, k: KeywordName) => l.keywords.has(k);

export function checkEvasion(c: Combat, attacker: Live, blocker: Live): void {
  const a = attacker.p.name;
  const b = blocker.p.name;
  if (has(attacker, 'shadow') && !has(blocker, 'shadow'))
    throw new Illegal(rn(c, 'shadow'), 'shadow', { attacker: a, blocker: b });
  if (!has(attacker, 'shadow') && has(blocker, 'shadow'))
    throw new Illegal(rn(c, 'shadow'), 'shadow-blocker', { blocker: b, attacker: a });
  if (has(attacker, 'horsemanship') && !has(blocker, 'horsemanship'))
    throw new Illegal(rn(c, 'horsemanship'), 'horsemanship', { attacker: a, blocker: b });
  const artifact = blocker.p.types.includes('artifact');
  if (has(attacker, 'fear') && !artifact && !blocker.colors.includes('black'))
    throw new Illegal(rn(c, 'fear'), 'fear', { attacker: a, blocker: b });
  if (
    has(attacker, 'intimidate') &&
    !artifact &&
    !blocker.colors.some((col) => attacker.colors.includes(col))
  )
    throw new Illegal(rn(c, 'intimidate'), 'intimidate', { attacker: a, blocker: b });
  if (has(attacker, 'skulk') && power(blocker) > power(attacker))
    throw new Illegal(rn(c, 'skulk'), 'skulk', {
      attacker: a,
      attackerPower: power(attacker),
      blocker: b,
      blockerPower: power(blocker),
    });
  const color = blocker.colors.find((col) => attacker.protection.has(col));
  if (color)
    throw new Illegal(rn(c, 'protectionBlock'), 'protection', { attacker: a, color, blocker: b });
}
