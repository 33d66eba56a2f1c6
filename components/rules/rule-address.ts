// An address that looks like a permanent rule link (/r/<number>/ or /r/<version>/<number>/, with
// or without the trailing slash, full-width digits too), and what to say about it when it is not
// held: the nearest rule the version does hold (the parent, else the section) and the versions
// that hold the number. Pure: no DOM.
import { parentNumber, ruleKind } from '#scripts/model/rule-number.ts';
import { ruleUrl } from '#scripts/model/urls.ts';

export interface RuleIndex {
  versions: string[];
  numbers: Record<string, number>;
}

/** The rule address in a path, or null: /r/２０２３１１１７.０/９９９.９ → { version, number }. */
export function parseRuleAddress(
  pathname: string,
): { version: string | null; number: string } | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  path = path.normalize('NFKC');
  const m = /^\/r\/(?:([^/]+)\/)?([^/]+)\/?$/.exec(path);
  return m && ruleKind(m[2]!) ? { version: m[1] ?? null, number: m[2]! } : null;
}

export function explain(address: { version: string | null; number: string }, index: RuleIndex) {
  const newest = index.versions[0]!;
  const version = address.version ?? newest;
  const known = index.versions.includes(version);
  const bit = 1 << index.versions.indexOf(version);
  const holds = (n: string) => known && ((index.numbers[n] ?? 0) & bit) !== 0;
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
    nearest: nearest && { number: nearest, href: ruleUrl(version, nearest) },
    elsewhere: elsewhere.map((v) => ({ version: v, href: ruleUrl(v, address.number) })),
  };
}
