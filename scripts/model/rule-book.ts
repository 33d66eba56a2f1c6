import type { Origin, Rule, VersionInfo } from './types.ts';

/** Every rule the corpus holds, per version, with the page each rule lives on. */
export class RuleBook {
  /** Newest first: the order /r/<number>/ searches. */
  readonly versions: VersionInfo[];
  private readonly rules = new Map<string, Map<string, Rule>>();
  private readonly homes = new Map<string, Map<string, string>>();

  constructor(versions: VersionInfo[]) {
    this.versions = [...versions].sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
    for (const v of versions) {
      this.rules.set(v.name, new Map());
      this.homes.set(v.name, new Map());
    }
  }

  private table(version: string): Map<string, Rule> {
    const t = this.rules.get(version);
    if (!t) throw new Error(`unknown rules version ${version}`);
    return t;
  }

  /** Adds or completes a rule: Japanese and English texts of one rule meet here. */
  add(version: string, number: string, part: { ja?: string; en?: string; examples?: { ja?: string[]; en?: string[] }; parent?: string | null; origin: Origin }): Rule {
    const t = this.table(version);
    let rule = t.get(number);
    if (!rule) {
      rule = { number, version, examples: { ja: [], en: [] }, parent: part.parent ?? parentNumber(number), origins: [] };
      t.set(number, rule);
    }
    if (part.ja !== undefined) rule.ja ??= part.ja;
    if (part.en !== undefined) rule.en ??= part.en;
    if (part.examples?.ja) rule.examples.ja.push(...part.examples.ja);
    if (part.examples?.en) rule.examples.en.push(...part.examples.en);
    rule.origins.push(part.origin);
    return rule;
  }

  get(version: string, number: string): Rule | undefined {
    return this.rules.get(version)?.get(number);
  }

  has(version: string, number: string): boolean {
    return this.rules.get(version)?.has(number) ?? false;
  }

  all(version: string): Rule[] {
    return [...this.table(version).values()];
  }

  setHome(version: string, number: string, page: string): void {
    const h = this.homes.get(version)!;
    if (!h.has(number)) h.set(number, page);
  }

  home(version: string, number: string): string | undefined {
    return this.homes.get(version)?.get(number);
  }

  /** The newest version that holds the rule (what /r/<number>/ lands on). */
  newest(number: string): string | undefined {
    return this.versions.find((v) => this.has(v.name, number))?.name;
  }

  count(version?: string): number {
    if (version) return this.table(version).size;
    let n = 0;
    for (const t of this.rules.values()) n += t.size;
    return n;
  }
}

function sortKey(v: VersionInfo): string {
  // A version without a stated date sorts by its era, after dated versions of that year.
  return v.effective ?? `${v.era ?? '0000'}-99-99`;
}

/** 506.4c → 506.4 → 506 → 5; a chapter has no parent. */
export function parentNumber(number: string): string | null {
  if (/^\d{3}\.\d+[a-z]$/.test(number)) return number.slice(0, -1);
  if (/^\d{3}\.\d+$/.test(number)) return number.split('.')[0]!;
  if (/^\d{3}$/.test(number)) return number[0]!;
  return null;
}
