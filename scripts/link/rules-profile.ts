// A version's rules profile (components/rules-profile.ts), read from its own text through the
// locator rows (rule-locators.ts): whether the engines play it, its era, keywords and card types,
// and where each rule they cite is. Pure: the pipeline, the command line and the tests give it the
// rules they parsed.
import { KEYWORD_NAMES } from '#components/engines/combat/scenario.ts';
import {
  CHECKED_CARD_TYPES,
  type CombatProfile,
  type LayerEra,
  type LayersCitation,
  type LayersProfile,
  type RulesProfile,
  type SubgameCitation,
  type SubgameProfile,
} from '../model/rules-profile.ts';
import type { RuleBook } from '../model/rule-book.ts';
import type { Manifest } from '../model/types.ts';
import { isRule, isSection, isSubrule, parentNumber } from '../model/rule-number.ts';
import {
  CARD_TYPE_TITLES,
  COMBAT_PHASE,
  COMBAT_ROWS,
  CDA_DEPENDENCY,
  DAMAGE_ASSIGNMENT_ORDER,
  GRANTING_TIMESTAMP,
  INTERACTION,
  LAYER_ERAS,
  LAYER_ROWS,
  WAITS_JUST_AFTER,
  LIBRARIES_REMOVED,
  REMOVED_STAY_REMOVED,
  SUBGAME_ROWS,
  SUBGAMES,
  type Find,
  type LayerNeed,
  type Locator,
  type Need,
} from './rule-locators.ts';

/** One rule as a profile reads it. */
export interface RuleText {
  number: string;
  en?: string;
  ja?: string;
}

export interface ProfileInput {
  version: string;
  /** The version's rules in document order. */
  rules: readonly RuleText[];
  /** Whether a whole rules text holds the version (not only rules quoted in an article or FAQ). */
  complete: boolean;
  /**
   * The version whose numbering this one follows (the manifest's "numbering"), with its rules —
   * null when that version is not among the sources built: where the version's own text does not
   * hold a rule, it is located there.
   */
  numbering?: { version: string; rules: readonly RuleText[] | null };
  /**
   * Rules the layer engine reads a version by where its own text is silent (613.8c's
   * re-evaluation): their numbers in the newest version built that holds them.
   */
  readings?: LayersProfile['readings'];
}

/** A rule the engines cannot do without is not where its row looks: the text has changed in a way the rows do not know. */
export class RulesProfileError extends Error {
  readonly version: string;
  constructor(version: string, message: string) {
    super(`${version}: ${message}`);
    this.name = 'RulesProfileError';
    this.version = version;
  }
}

const normalise = (s: string) =>
  s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/_/g, '').replace(/\s+/g, ' ').trim();

/** A version's text as the rows read it: English where the version has English, else its Japanese. */
class Text {
  private readonly rules: { number: string; text: string }[];
  constructor(rules: readonly RuleText[]) {
    const english = rules.some((r) => r.en !== undefined);
    this.rules = rules.flatMap((r) => {
      const t = english ? r.en : r.ja;
      return t === undefined ? [] : [{ number: r.number, text: normalise(t) }];
    });
  }

  /** The first section or subsection titled so. */
  titled(title: RegExp): string | undefined {
    return this.rules.find((r) => (isSection(r.number) || isRule(r.number)) && title.test(r.text))
      ?.number;
  }

  /** The section (three digits) whose whole text is this title. */
  section(title: string): string | undefined {
    return this.rules.find((r) => isSection(r.number) && r.text === title)?.number;
  }

  /** The rules under a section (506 → 506.1 …) or a subsection (702.19 → 702.19a …), in order. */
  under(head: string): { number: string; text: string }[] {
    return isSection(head)
      ? this.rules.filter((r) => r.number.startsWith(`${head}.`))
      : this.rules.filter((r) => isSubrule(r.number) && parentNumber(r.number) === head);
  }

  /** A keyword's own rule: titled with its name, directly under Keyword Abilities. */
  keyword(name: string): string | undefined {
    const section = this.titled(/^Keyword Abilities$/);
    if (!section) return undefined;
    return this.under(section).find((r) => isRule(r.number) && r.text.toLowerCase() === name)
      ?.number;
  }

  locate(l: Locator): string | undefined {
    if ('titled' in l) return this.titled(l.titled);
    if ('keyword' in l) {
      const head = this.keyword(l.keyword);
      return head ? this.under(head).find((r) => l.says.test(r.text))?.number : undefined;
    }
    if ('under' in l) {
      const head = this.titled(l.under);
      if (!head) return undefined;
      const rules = this.under(head);
      return 'first' in l ? rules[0]?.number : rules.find((r) => l.says.test(r.text))?.number;
    }
    return this.rules.find((r) => l.says.test(r.text))?.number;
  }

  find(f: Find): string | undefined {
    for (const l of Array.isArray(f) ? f : [f as Locator]) {
      const n = this.locate(l);
      if (n) return n;
    }
    return undefined;
  }
}

/** The section (506) whose title is this (as the version's text gives it: English where it has English). */
export function sectionTitled(rules: readonly RuleText[], title: string): string | undefined {
  return new Text(rules).section(normalise(title));
}

const describe = (f: Find): string =>
  (Array.isArray(f) ? f : [f as Locator])
    .map((l) =>
      'titled' in l
        ? `the rule titled ${l.titled}`
        : 'keyword' in l
          ? `the ${l.keyword} rule that says ${l.says}`
          : 'under' in l
            ? 'first' in l
              ? `the first rule under ${l.under}`
              : `the rule under ${l.under} that says ${l.says}`
            : `the rule that says ${l.says}`,
    )
    .join(', or ');

/** Whether a whole rules text (not only quotes) among the manifest's sources holds the version. */
function hasWholeText(manifest: Manifest, version: string): boolean {
  return manifest.sources.some(
    (s) =>
      (s.format === 'cr-text' || s.format === 'cr-ja-web') && s.rulesVersions.includes(version),
  );
}

/** The profiles of a rule book's versions (all, or those named), newest first, from the manifest that built it. */
export function bookProfiles(
  book: RuleBook,
  manifest: Manifest,
  only?: readonly string[],
): RulesProfile[] {
  const readings: LayersProfile['readings'] = { reevaluation: null };
  return book.versions
    .filter((v) => !only || only.includes(v.name))
    .map((v) => {
      const profile = rulesProfile({
        version: v.name,
        rules: book.ordered(v.name),
        complete: hasWholeText(manifest, v.name),
        numbering: v.numbering
          ? {
              version: v.numbering,
              rules: hasWholeText(manifest, v.numbering) ? book.ordered(v.numbering) : null,
            }
          : undefined,
        readings: { ...readings },
      });
      // Newest first: the newest text that holds a rule the older ones are read by gives its number.
      readings.reevaluation ??= profile.layers?.rules.reevaluation ?? null;
      return profile;
    });
}

export function rulesProfile(input: ProfileInput): RulesProfile {
  const own = new Text(input.rules);
  const borrowedText = input.numbering?.rules ? new Text(input.numbering.rules) : null;
  // Only a whole rules text, or one completed by the version whose numbering it follows, can be played.
  const playable = input.complete || borrowedText !== null;
  const why =
    input.numbering && !borrowedText
      ? `its numbering follows ${input.numbering.version}, whose text is not among the sources built`
      : 'only rules quoted in other texts are held';
  const unsupported: RulesProfile['unsupported'] = {};

  let combat: CombatProfile | null = null;
  if (!playable) unsupported.combat = why;
  else if (!own.titled(COMBAT_PHASE)) unsupported.combat = 'its text has no combat phase rules';
  else combat = combatProfile(input.version, own);

  let subgame: SubgameProfile | null = null;
  if (!playable) unsupported.subgame = why;
  else if (!own.titled(SUBGAMES)) unsupported.subgame = 'its text has no subgame rules';
  else subgame = subgameProfile(input.version, own, borrowedText);

  let layers: LayersProfile | null = null;
  if (!playable) unsupported.layers = why;
  else if (!own.titled(INTERACTION)) unsupported.layers = 'its text has no layer rules';
  else layers = layersProfile(input.version, own, input.readings);

  return { version: input.version, playable, combat, subgame, layers, unsupported };
}

/** The steps of each era, each with the row that locates its rule. */
const ERA_STEPS: Record<LayerEra, readonly [string, LayersCitation][]> = {
  seven: [
    ['1', 'layer1'],
    ['2', 'layer2'],
    ['3', 'layer3'],
    ['4', 'layer4'],
    ['5', 'layer5'],
    ['6', 'layer6'],
    ['7a', 'layer7a'],
    ['7b', 'layer7b'],
    ['7c', 'layer7c'],
    ['7d', 'layer7d'],
  ],
  'six-sublayers': [
    ['1', 'layer1'],
    ['2', 'layer2'],
    ['3', 'layer3'],
    ['4', 'layer4'],
    ['5', 'layer5'],
    ['6a', 'layer6a'],
    ['6b', 'layer6b'],
    ['6c', 'layer6c'],
    ['6d', 'layer6d'],
    ['6e', 'layer6e'],
  ],
  six: [
    ['1', 'layer1'],
    ['2', 'layer2'],
    ['3', 'layer3'],
    ['4', 'layer4'],
    ['5', 'layer5'],
    ['6', 'layer6'],
  ],
};

function layersProfile(
  version: string,
  text: Text,
  readings: LayersProfile['readings'] = { reevaluation: null },
): LayersProfile {
  const era: LayerEra = LAYER_ERAS.find((e) => text.locate(e.find))?.era ?? 'six';
  const needed = (need: LayerNeed): boolean =>
    need === 'always' ? true : need === 'optional' ? false : need.era.includes(era);
  const rules = locateRows(version, text, 'layer', LAYER_ROWS, needed);
  return {
    version,
    era,
    steps: ERA_STEPS[era].map(([layer, key]) => ({ layer, rule: rules[key]! })),
    cdaDependency: CDA_DEPENDENCY.find((c) => text.locate(c.find))?.kind ?? 'unstated',
    waitsJustAfter: !!text.locate(WAITS_JUST_AFTER),
    carriesOver: rules.continues !== null,
    wholeInTypeLayer: rules.wholeInTypeLayer !== null,
    grantingTimestamp: !!text.locate(GRANTING_TIMESTAMP),
    keywords: KEYWORD_NAMES.filter((k) => text.keyword(k)),
    rules,
    readings: { reevaluation: rules.reevaluation ? null : readings.reevaluation },
  };
}

/** Each row's rule in a version's text; a row the version needs and cannot find stops the build, named. */
function locateRows<K extends string, N>(
  version: string,
  text: Text,
  engine: string,
  rows: readonly { key: K; find: Find; need: N }[],
  needed: (need: N) => boolean,
): Record<K, string | null> {
  const rules = {} as Record<K, string | null>;
  for (const row of rows) {
    const n = text.find(row.find);
    if (!n && needed(row.need))
      throw new RulesProfileError(
        version,
        `the ${engine} engine cites "${row.key}", but no rule is ${describe(row.find)}`,
      );
    rules[row.key] = n ?? null;
  }
  return rules;
}

function combatProfile(version: string, text: Text): CombatProfile {
  const keywords: string[] = KEYWORD_NAMES.filter((k) => text.keyword(k));
  const triggered = keywords.filter((k) =>
    text.under(text.keyword(k)!).some((r) => /\bWhenever\b/.test(r.text)),
  );
  const cardTypes: string[] = CHECKED_CARD_TYPES.filter((t) => text.titled(CARD_TYPE_TITLES[t]));
  const era = text.find(COMBAT_ROWS.find((r) => r.key === 'assignmentOnStack')!.find)
    ? 'stack'
    : 'direct';
  const needed = (need: Need): boolean => {
    if (need === 'always') return true;
    if (need === 'optional') return false;
    if ('keyword' in need)
      return keywords.includes(need.keyword) && !(need.static && triggered.includes(need.keyword));
    if ('cardType' in need) return cardTypes.includes(need.cardType);
    return era === need.era;
  };
  const rules = locateRows(version, text, 'combat', COMBAT_ROWS, needed);
  return {
    version,
    era,
    damageAssignmentOrder: !!text.locate(DAMAGE_ASSIGNMENT_ORDER),
    keywords,
    triggered,
    cardTypes,
    rules,
  };
}

function subgameProfile(version: string, own: Text, numbering: Text | null): SubgameProfile {
  const rules = {} as Record<SubgameCitation, string[]>;
  const borrowed = new Set<string>();
  for (const row of SUBGAME_ROWS) {
    let n = own.find(row.find);
    if (!n && numbering) {
      n = numbering.find(row.find);
      if (n) borrowed.add(n);
    }
    if (!n && row.need === 'always')
      throw new RulesProfileError(
        version,
        `the subgame engine cites "${row.key}", but no rule is ${describe(row.find)}`,
      );
    const list = (rules[row.key] ??= []);
    if (n && !list.includes(n)) list.push(n);
  }
  return {
    version,
    librariesRemovedFromGame: !!own.locate(LIBRARIES_REMOVED),
    removedCardsStayRemoved: !!own.locate(REMOVED_STAY_REMOVED),
    rules,
    borrowed: [...borrowed],
  };
}
