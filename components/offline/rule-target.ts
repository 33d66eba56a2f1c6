// Where a permanent rule link lands, worked out without the network (the service worker's
// answer for /r/… when offline and not cached): /r/<version>/<number>/ from the address alone,
// /r/<number>/ through the jump table's newest version for each number.
import { ruleUrl } from '#scripts/model/urls.ts';
import type { JumpTable } from '#scripts/model/jumps.ts';
import { parseRuleAddress } from '../rules/rule-address.ts';

export function offlineRuleTarget(
  pathname: string,
  table: Pick<JumpTable, 'versions' | 'rules'>,
): string | null {
  const address = parseRuleAddress(pathname);
  if (!address) return null;
  const { version, number } = address;
  if (version) return table.versions.includes(version) ? ruleUrl(version, number) : null;
  const newest = table.rules[number];
  return newest === undefined ? null : ruleUrl(table.versions[newest]!, number);
}
