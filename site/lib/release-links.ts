// Where a rule number of a release since 2003 links: to that release's own rule where the site
// shows that release as a version, else to the rule it became in the newest version (the citation
// tables follow it through the history); null for a rule that no shown version holds.
import { ruleUrl } from '#scripts/model/urls.ts';
import type { ReleaseRuleLink } from '#scripts/model/types.ts';
import { citationTable, siteData, versionData } from './data.ts';

const numbers = new Map<string, Set<string>>();
const holds = (version: string, number: string) => {
  if (!numbers.has(version))
    numbers.set(version, new Set(versionData(version).rules.map((r) => r.number)));
  return numbers.get(version)!.has(number);
};

export function releaseRuleLink(date: string, number: string): ReleaseRuleLink | null {
  const versions = siteData().versions;
  const shown = versions.find((v) => v.effective === date);
  if (shown && holds(shown.name, number)) return { href: ruleUrl(shown.name, number), now: null };
  const newest = versions[0]!.name;
  const now = citationTable(date)[number]?.[0];
  if (!now || !holds(newest, now)) return null;
  return { href: ruleUrl(newest, now), now: now === number ? null : now };
}
