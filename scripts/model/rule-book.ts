import type { GlossaryEntry, Origin, Rule, VersionInfo } from './types.ts';
import { compareRuleNumbers, parentNumber } from './rule-number.ts';

/** Every rule the corpus holds, per version, with the page each rule lives on. */
export class RuleBook {
  /** Glossary entries per version, in the language they were written. */
  readonly glossary = new Map<string, GlossaryEntry[]>();
  /** Source lines a rules import could not place, and misprinted numbers it read. */
  readonly unplaced: {
    version: string;
    file: string;
    line: number;
    text: string;
    reason: string;
  }[] = [];
  readonly corrections = new Map<string, { written: string; origin: Origin }>();
  /** Rules texts that stop early: read as far as they go, the cut reported. */
  readonly cuts: {
    version: string;
    file: string;
    line: number;
    lastComplete: string | null;
    message: string;
  }[] = [];
  /** Irregular forms a source was read through (the Japanese web copy's), each with its line. */
  readonly irregularities: {
    version: string;
    file: string;
    line: number;
    kind: string;
    where: string;
    message: string;
    garbled: boolean;
  }[] = [];

  /** Each rules text's parts around the rules, per version, as printed (paragraphs). */
  readonly texts = new Map<
    string,
    {
      language: 'ja' | 'en';
      file: string;
      preface: string[];
      introduction: string[];
      credits: string[];
    }[]
  >();

  /** Newest first: the order /r/<number>/ searches. */
  readonly versions: VersionInfo[];
  private readonly rules = new Map<string, Map<string, Rule>>();

  constructor(versions: VersionInfo[]) {
    this.versions = [...versions].sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
    for (const v of versions) {
      this.rules.set(v.name, new Map());
    }
  }

  private table(version: string): Map<string, Rule> {
    const t = this.rules.get(version);
    if (!t) throw new Error(`unknown rules version ${version}`);
    return t;
  }

  /** Adds or completes a rule: Japanese and English texts of one rule meet here. */
  add(
    version: string,
    number: string,
    part: {
      ja?: string;
      en?: string;
      examples?: { ja?: string[]; en?: string[] };
      parent?: string | null;
      origin: Origin;
    },
  ): Rule {
    const t = this.table(version);
    let rule = t.get(number);
    if (!rule) {
      rule = {
        number,
        version,
        examples: { ja: [], en: [] },
        parent: part.parent ?? parentNumber(number),
        origins: [],
      };
      t.set(number, rule);
    }
    if (part.ja !== undefined) rule.ja ??= part.ja;
    if (part.en !== undefined) rule.en ??= part.en;
    if (part.examples?.ja) rule.examples.ja.push(...part.examples.ja);
    if (part.examples?.en) rule.examples.en.push(...part.examples.en);
    rule.origins.push(part.origin);
    return rule;
  }

  /** Takes a rule out (a number a translation printed that the version does not have). */
  remove(version: string, number: string): void {
    this.table(version).delete(number);
  }

  /** Rules of a version in document order. */
  ordered(version: string): Rule[] {
    return this.all(version).sort((a, b) => compareRuleNumbers(a.number, b.number));
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

/** A version's date as a day number, for "the nearest version" (an undated one counts as the end of its era). */
export function versionDay(v: VersionInfo): number {
  return Date.parse(v.effective ?? `${v.era ?? '2000'}-12-31`);
}

function sortKey(v: VersionInfo): string {
  // A version without a stated date sorts by its era, after dated versions of that year.
  return v.effective ?? `${v.era ?? '0000'}-99-99`;
}
