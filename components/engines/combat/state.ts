// The one state every step of the combat engine reads and changes (as mdast-util-to-markdown's
// handlers share one `state`), and the small helpers they all use.
import {
  parseKeyword,
  type Color,
  type CounterKind,
  type KeywordName,
  type Permanent,
  type Scenario,
} from './scenario.ts';
import type { CombatCitation, CombatProfile } from '#scripts/model/rules-profile.ts';
import type {
  CombatEvent,
  CombatIllegal,
  CombatStep,
  FinalPermanent,
  IllegalCode,
  IllegalParams,
} from './trace.ts';

/** A permanent as the combat changes it. */
export interface Live {
  p: Permanent;
  keywords: Set<KeywordName>;
  /** Each instance's N of the keywords written with one (bushido 1, bushido 2 …). */
  numbered: Record<'bushido' | 'toxic' | 'rampage' | 'afflict', number[]>;
  /** Instances of the triggered keywords that trigger once each (702.25b; exalted, 702.83a). */
  flanking: number;
  exalted: number;
  protection: Set<Color>;
  colors: Color[];
  /** Power and toughness before counters and until-end-of-turn effects. */
  basePower: number;
  baseToughness: number;
  /** Until end of turn (bushido, flanking, rampage, exalted). */
  pumpPower: number;
  pumpToughness: number;
  counters: Record<CounterKind, number>;
  damage: number;
  tapped: boolean;
  zone: FinalPermanent['zone'];
  deathtouched: boolean;
  defense: number;
  loyalty: number;
}

/** The combat so far: the board, the players, and what each step has declared. */
export interface Combat {
  readonly s: Scenario;
  readonly profile: CombatProfile;
  readonly perms: Map<string, Live>;
  readonly life: Map<string, number>;
  readonly poison: Map<string, number>;
  readonly lost: Set<string>;
  /** Set by the state-based actions that leave one player or none: the trace stops there. */
  over: boolean;
  readonly steps: CombatStep[];
  /** Attacker → what it attacks (508). */
  readonly attacking: Map<string, string>;
  /** Attacker → its blockers, in the order they were declared (509). */
  readonly blockersOf: Map<string, string[]>;
  /** Blocker → the attacker it blocks. */
  readonly blocking: Map<string, string>;
  /** Attacker → its damage assignment order (510.1c). */
  readonly order: Map<string, string[]>;
}

export function newCombat(s: Scenario, profile: CombatProfile): Combat {
  return {
    s,
    profile,
    perms: new Map(s.permanents.map((p) => [p.id, live(p)])),
    life: new Map(s.players.map((p) => [p.id, p.life])),
    poison: new Map(s.players.map((p) => [p.id, p.poison ?? 0])),
    lost: new Set<string>(),
    over: false,
    steps: [],
    attacking: new Map(),
    blockersOf: new Map(),
    blocking: new Map(),
    order: new Map(),
  };
}

function live(p: Permanent): Live {
  const keywords = new Set<KeywordName>();
  const numbered: Live['numbered'] = { bushido: [], toxic: [], rampage: [], afflict: [] };
  const protection = new Set<Color>();
  let flanking = 0;
  let exalted = 0;
  for (const k of p.keywords ?? []) {
    const parsed = parseKeyword(k)!;
    keywords.add(parsed.name);
    if (parsed.n !== undefined && parsed.name in numbered)
      numbered[parsed.name as keyof Live['numbered']].push(parsed.n);
    if (parsed.color) protection.add(parsed.color);
    if (parsed.name === 'flanking') flanking++;
    if (parsed.name === 'exalted') exalted++;
  }
  return {
    p,
    keywords,
    numbered,
    flanking,
    exalted,
    protection,
    colors: p.colors ?? [],
    basePower: p.power ?? 0,
    baseToughness: p.toughness ?? 0,
    pumpPower: 0,
    pumpToughness: 0,
    counters: { '+1/+1': p.counters?.['+1/+1'] ?? 0, '-1/-1': p.counters?.['-1/-1'] ?? 0 },
    damage: p.damage ?? 0,
    tapped: p.tapped ?? false,
    zone: 'battlefield',
    deathtouched: false,
    defense: p.defense ?? 0,
    loyalty: p.loyalty ?? 0,
  };
}

/** A choice the rules do not allow: the trace is this error instead. */
export class Illegal extends Error {
  readonly illegal: CombatIllegal;
  /** `field`: the scenario field at fault when there is one (permanents[0].keywords). */
  constructor(rule: string, code: IllegalCode, params: IllegalParams, field?: string) {
    super(code);
    this.illegal = field === undefined ? { rule, code, params } : { rule, code, params, field };
  }
}

export const power = (l: Live) =>
  l.basePower + l.counters['+1/+1'] - l.counters['-1/-1'] + l.pumpPower;
export const toughness = (l: Live) =>
  l.baseToughness + l.counters['+1/+1'] - l.counters['-1/-1'] + l.pumpToughness;

export const isCreature = (l: Live) => l.p.types.includes('creature');

/** A rule this version has (the profile gives every rule the engine can reach here). */
export function rn(c: Combat, key: CombatCitation): string {
  const n = c.profile.rules[key];
  if (n === null) throw new Error(`${c.profile.version} has no rule for "${key}"`);
  return n;
}

/** Rules lists drop what the version has no rule for (the results of damage before the Damage section, 120.3). */
export const rns = (c: Combat, ...keys: CombatCitation[]): string[] =>
  keys.flatMap((k) => c.profile.rules[k] ?? []);

/** Whether a keyword is a triggered ability in this version (2008's deathtouch and lifelink). */
export const triggered = (c: Combat, k: KeywordName) => c.profile.triggered.includes(k);

export const nameOf = (c: Combat, id: string) => c.perms.get(id)?.p.name ?? id;

/** A permanent on the battlefield, or the choice that names one not there is illegal. */
export function getLive(c: Combat, id: string, rule: string, what: 'attacker' | 'blocker'): Live {
  const l = c.perms.get(id);
  if (!l) throw new Illegal(rule, 'not-on-battlefield', { role: what, id });
  return l;
}

/** An until-end-of-turn change of power and toughness, and its event. */
export function pump(l: Live, p: number, t: number, rule: string, events: CombatEvent[]): void {
  l.pumpPower += p;
  l.pumpToughness += t;
  events.push({
    type: 'pump',
    id: l.p.id,
    power: power(l),
    toughness: toughness(l),
    rules: [rule],
  });
}

export function givePoison(
  c: Combat,
  player: string,
  amount: number,
  rule: string,
  events: CombatEvent[],
): void {
  c.poison.set(player, c.poison.get(player)! + amount);
  events.push({ type: 'poison', player, amount, rules: [rule] });
}
