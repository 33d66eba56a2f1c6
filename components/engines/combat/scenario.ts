// The combat scenario format (../shared/spec/combat-scenario.md): its types and lists, how a
// keyword as written is read, and the scenario as played under a version. No words: the reader
// that names a field at fault in Japanese is components/combat/scenario.ts.
import type { CombatProfile } from '#scripts/model/rules-profile.ts';

/** The version a scenario that names none is played under (the contract's default). */
export const DEFAULT_RULES = '20231117.0';

/** The keywords written alone (the contract's list, then its 2026-12 extension). */
export const KEYWORDS = [
  'flying',
  'reach',
  'first strike',
  'double strike',
  'vigilance',
  'defender',
  'haste',
  'trample',
  'deathtouch',
  'lifelink',
  'menace',
  'indestructible',
  'infect',
  'wither',
  'flanking',
  'exalted',
  'shadow',
  'horsemanship',
  'fear',
  'intimidate',
  'skulk',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** The keywords written with a number ("bushido 2"). */
export const NUMBERED_KEYWORDS = ['bushido', 'toxic', 'rampage', 'afflict'] as const;
export type NumberedKeyword = (typeof NUMBERED_KEYWORDS)[number];

/** Every keyword by the name its rule is titled with: a version defines it or not (protection from <color> → protection). */
export type KeywordName = Keyword | NumberedKeyword | 'protection';
export const KEYWORD_NAMES: readonly KeywordName[] = [
  ...KEYWORDS,
  ...NUMBERED_KEYWORDS,
  'protection',
];

export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];

/** The counters a permanent may start with: they change its power and toughness. */
export const COUNTER_KINDS = ['+1/+1', '-1/-1'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

/** Keywords of the rules the engine knows but does not play (banding's blocks and damage). */
export const NOT_MODELLED = /^(banding|bands with other\b.*)$/;

export interface Permanent {
  id: string;
  name: string;
  controller: string;
  types: string[];
  subtypes?: string[];
  power?: number;
  toughness?: number;
  keywords?: string[];
  tapped?: boolean;
  damage?: number;
  summoningSick?: boolean;
  defense?: number;
  protector?: string;
  loyalty?: number;
  /** Absent or empty: colorless. */
  colors?: Color[];
  /** Counters already on it; power and toughness are before them. */
  counters?: Partial<Record<CounterKind, number>>;
}

export interface Scenario {
  title?: string;
  players: { id: string; life: number; poison?: number }[];
  active: string;
  permanents: Permanent[];
  attackers: { id: string; target: string }[];
  blockers: { id: string; blocks: string }[];
  damageOrder?: Record<string, string[]>;
  assignments?: Record<string, Record<string, number>>;
  /** The rules version it is played under (default 20231117.0). */
  rules?: string;
}

/** A preset scenario as the widgets list it: its file name, its title, the scenario. */
export interface NamedScenario {
  name: string;
  title: string;
  scenario: Scenario;
}

/** A keyword as written, read: "bushido 2" → bushido, n 2; "Protection from red" → protection, color red. */
export interface ParsedKeyword {
  name: KeywordName;
  n?: number;
  color?: Color;
}

/** A keyword as written, or null if the format does not know it. */
export function parseKeyword(raw: string): ParsedKeyword | null {
  const k = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const numbered = /^([a-z]+) (\d+)$/.exec(k);
  if (numbered && (NUMBERED_KEYWORDS as readonly string[]).includes(numbered[1]!))
    return { name: numbered[1] as NumberedKeyword, n: Number(numbered[2]) };
  const protection = /^protection from ([a-z]+)$/.exec(k);
  if (protection && (COLORS as readonly string[]).includes(protection[1]!))
    return { name: 'protection', color: protection[1] as Color };
  return (KEYWORDS as readonly string[]).includes(k) ? { name: k as Keyword } : null;
}

/** What the format accepts as keywords, for messages. */
export const KEYWORD_FORMS = [
  ...KEYWORDS,
  ...NUMBERED_KEYWORDS.map((k) => `${k} N`),
  'protection from <color>',
].join(', ');

/** A scenario played under a version: a damage assignment order only where the version has one. */
export function underVersion(s: Scenario, profile: CombatProfile): Scenario {
  const { damageOrder, ...rest } = s;
  return profile.damageAssignmentOrder && damageOrder
    ? { ...rest, damageOrder, rules: profile.version }
    : { ...rest, rules: profile.version };
}
