// An address that names a rule but leads nowhere: a permanent rule link (/r/<number>/ or
// /r/<version>/<number>/) or a rules page (/rules/<version>/<number>/), with or without the
// trailing slash, full-width digits too; and what to say about it: a rule held on another page
// names that page, a rule not held says what the version numbered that rule (from the rules'
// histories: 702.19b was 502.9b in 2008-10-01), names the nearest rule the version does hold (the
// parent, else the section) and the versions that hold the number. Pure: no DOM.
import { parentNumber, ruleKind } from '#scripts/model/rule-number.ts';
import { ruleUrl } from '#scripts/model/urls.ts';

export interface RuleIndex {
  versions: string[];
  numbers: Record<string, number>;
}

export interface RuleAddress {
  version: string | null;
  number: string;
  /** A rules page address (/rules/<version>/<number>/), not a permanent link. */
  page?: boolean;
}

/** The rule address in a path, or null: /r/２０２３１１１７.０/９９９.９ → { version, number }. */
export function parseRuleAddress(pathname: string): RuleAddress | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  path = path.normalize('NFKC');
  const m = /^\/r\/(?:([^/]+)\/)?([^/]+)\/?$/.exec(path);
  if (m && ruleKind(m[2]!)) return { version: m[1] ?? null, number: m[2]! };
  const p = /^\/rules\/([^/]+)\/([^/]+)\/?$/.exec(path);
  return p && ruleKind(p[2]!) ? { version: p[1]!, number: p[2]!, page: true } : null;
}

/** Per version, what it numbered rules other versions number otherwise (/r/then.json). */
export type RuleThen = Record<string, Record<string, string>>;

export function explain(address: RuleAddress, index: RuleIndex, then: RuleThen = {}) {
  const newest = index.versions[0]!;
  const version = address.version ?? newest;
  const known = index.versions.includes(version);
  const bit = 1 << index.versions.indexOf(version);
  const holds = (n: string) => known && ((index.numbers[n] ?? 0) & bit) !== 0;
  // A rule the version holds, at a page address that is not its page: its page is the answer.
  if (address.page && holds(address.number))
    return {
      message: `${version} の ${address.number} は別のページにあります`,
      lead: 'この規則のページ：',
      nearest: { number: address.number, href: ruleUrl(version, address.number) },
      then: null,
      elsewhere: [],
    };
  // The same rule under the number this version gave it.
  const thenNumber = known && !holds(address.number) ? then[version]?.[address.number] : undefined;
  // The nearest rule the version holds: the parent, its parent …, down to the section and chapter.
  let nearest: string | null = null;
  for (let n = parentNumber(address.number); n; n = parentNumber(n)) {
    if (holds(n)) {
      nearest = n;
      break;
    }
  }
  const elsewhere = index.versions.filter(
    (v, i) => v !== version && ((index.numbers[address.number] ?? 0) & (1 << i)) !== 0,
  );
  return {
    message: known
      ? `規則 ${address.number} は ${version} にありません`
      : `版 ${version} はこのサイトにありません`,
    lead: 'いちばん近い規則：',
    nearest: nearest && { number: nearest, href: ruleUrl(version, nearest) },
    then: thenNumber ? { number: thenNumber, href: ruleUrl(version, thenNumber) } : null,
    elsewhere: elsewhere.map((v) => ({ version: v, href: ruleUrl(v, address.number) })),
  };
}
