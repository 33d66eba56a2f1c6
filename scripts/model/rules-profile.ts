// What the combat and subgame engines play under one rules version: its era, its keywords and
// card types, and the number of every rule they cite. Derived from the version's own text by
// scripts/link/rules-profile.ts and written by the pipeline for every version to
// data/engines.json. Types and lookups only, no file reading: the engines, the islands and the
// command line import this without loading the pipeline.

/** The card types the combat engine models: a permanent of one its version does not define is an error. */
export const CHECKED_CARD_TYPES = ['creature', 'planeswalker', 'battle'] as const;

/**
 * The rules the combat engine cites, by what they say (each located in the version's text), in the
 * order the profile lists them (data/engines.json): the contract's schema checks every key, and a
 * record checked by zod comes back in this order.
 */
export const COMBAT_CITATIONS = [
  'beginningOfCombat',
  'declareAttackers',
  'chooseAttackers',
  'attackTarget',
  'tapAttackers',
  'noAttackers',
  'onlyCreaturesAttack',
  'summoningSickness',
  'declareBlockers',
  'chooseBlockers',
  'blockedStatus',
  'combatDamage',
  'blockedAssignment',
  'damageDealt',
  'firstStrikeStep',
  'endOfCombat',
  'assignmentOnStack',
  'assignmentNotSpell',
  'damageToPlayer',
  'damageToPlaneswalker',
  'damageToCreature',
  'damageToBattle',
  'battleDefense',
  'battleProtectorAttacks',
  'battleBlockers',
  'siege',
  'keywordAbilities',
  'cardTypes',
  'deathtouch',
  'defender',
  'doubleStrike',
  'firstStrike',
  'flying',
  'lifelink',
  'trample',
  'vigilance',
  'bushido',
  'bushidoInstances',
  'menace',
  'protectionBlock',
  'protectionDamage',
  'infectPlayer',
  'infectCreature',
  'wither',
  'toxic',
  'flanking',
  'rampage',
  'exalted',
  'afflict',
  'shadow',
  'horsemanship',
  'fear',
  'intimidate',
  'skulk',
  'banding',
  'damageToPlayerInfect',
  'damageToCreatureCounters',
  'damageToPlayerToxic',
  'sbaLife',
  'sbaToughness',
  'sbaLethalDamage',
  'sbaPoison',
  'sbaCounters',
  'sbaDeathtouch',
  'sbaPlaneswalker',
  'sbaBattle',
  'gameEnds',
  'gameWin',
  'gameDraw',
] as const;
export type CombatCitation = (typeof COMBAT_CITATIONS)[number];

/** The rules the subgame engine cites, by the step of the trace that cites them. */
export const SUBGAME_CITATIONS = [
  'cast',
  'start',
  'draw',
  'short',
  'outside',
  'bringIn',
  'exile',
  'concede',
  'lose',
  'win',
  'nested',
  'end',
  'resolve',
] as const;
export type SubgameCitation = (typeof SUBGAME_CITATIONS)[number];

export interface CombatProfile {
  version: string;
  /**
   * 'stack': combat damage assignments go on the stack as one object and are dealt when it
   * resolves (the 2004 and 2008 rules, 310.1 and 310.4); 'direct': damage is assigned and dealt
   * as turn-based actions.
   */
  era: 'stack' | 'direct';
  /** Whether a blocked creature's damage follows a damage assignment order (20231117.0 510.1c). */
  damageAssignmentOrder: boolean;
  /** The keywords the version defines, among those the scenario format knows (`bushido` for bushido N). */
  keywords: string[];
  /** Those of them whose rule makes them triggered abilities ("Whenever …": 2008's deathtouch and lifelink). */
  triggered: string[];
  /** The card types the version defines, among CHECKED_CARD_TYPES. */
  cardTypes: string[];
  /** Each cited rule's number in this version; null where the version has no such rule (left out of the trace). */
  rules: Record<CombatCitation, string | null>;
}

export interface SubgameProfile {
  version: string;
  /** The subgame starts with each library removed from the game face down (2004 506.3), not moved to a new zone. */
  librariesRemovedFromGame: boolean;
  /** Cards removed from the game in the subgame stay removed in the main game (2004 506.6). */
  removedCardsStayRemoved: boolean;
  rules: Record<SubgameCitation, string[]>;
  /** Cited numbers this version's own text does not hold: located in the version its numbering follows. */
  borrowed: string[];
}

/** The rules the layer engine cites, by what they say (each located in the version's text by LAYER_ROWS). */
export const LAYERS_CITATIONS = [
  'layer1',
  'layer2',
  'layer3',
  'layer4',
  'layer5',
  'layer6',
  'layer7a',
  'layer7b',
  'layer7c',
  'layer7d',
  'layer6a',
  'layer6b',
  'layer6c',
  'layer6d',
  'layer6e',
  'copyLayer',
  'cdaFirst',
  'counters',
  'timestamp',
  'dependsOn',
  'dependencyOrder',
  'dependencyLoop',
  'reevaluation',
  'continues',
  'wholeInTypeLayer',
  'staticWhile',
  'locked',
  'staticTimestamp',
  'resolvedTimestamp',
  'ownStaticFirst',
  'cdaDefinition',
  'noValue',
  'typeChange',
  'subtypeNeedsType',
  'landTypes',
  'copy',
  'textChange',
  'keywordAbilities',
  'sbaToughness',
  'sbaCounters',
] as const;
export type LayersCitation = (typeof LAYERS_CITATIONS)[number];

/**
 * How a version layers continuous effects, read from its text: 'seven' (613.1, 613.4: layers 1–6
 * and 7a–7d), 'six-sublayers' (2008 418.5a: colors and abilities share 5, P/T in 6a–6e), 'six'
 * (2004 418.5a: no sublayers).
 */
export type LayerEra = 'seven' | 'six-sublayers' | 'six';

export interface LayersProfile {
  version: string;
  era: LayerEra;
  /** The steps in order, each with the rule that defines it. */
  steps: { layer: string; rule: string }[];
  /** Dependency between CDAs: 'both' (613.8a: both or neither), 'neither' (2008 418.5c), 'unstated' (2004). */
  cdaDependency: 'both' | 'neither' | 'unstated';
  /** Whether a dependent effect waits until just after what it depends on (613.8b; 2008 418.5d), not only "the independent one first" (2004). */
  waitsJustAfter: boolean;
  /** Whether an effect that started continues on the same set when its ability is removed (613.6; 2008 418.5b). */
  carriesOver: boolean;
  /** Whether an effect with a type-changing part applies wholly in layer 4 (2004 418.5b). */
  wholeInTypeLayer: boolean;
  /** Whether a static effect takes the later of its object's timestamp and that of the effect that gave the ability (613.7a; 2008 418.5f). */
  grantingTimestamp: boolean;
  /** The keywords the version defines, among those the scenario format knows. */
  keywords: string[];
  /** Each cited rule's number in this version; null where the version has no such rule. */
  rules: Record<LayersCitation, string | null>;
  /**
   * Rules a version's text does not hold that the site reads it by: the number in the newest
   * version that holds them (613.8c's re-evaluation for 2004 and 2008); null when none is built.
   */
  readings: { reevaluation: string | null };
}

export interface RulesProfile {
  version: string;
  /**
   * Whether the sources built hold the version's rules in full: a whole rules text of its own, or
   * the text of the version whose numbering it follows. Only then can an engine play it (a build of
   * fewer sources, or a version known only from quotes, is not played).
   */
  playable: boolean;
  /** null: the engine does not play this version (`unsupported` says why). */
  combat: CombatProfile | null;
  subgame: SubgameProfile | null;
  layers: LayersProfile | null;
  unsupported: { combat?: string; subgame?: string; layers?: string };
}

/** Every version's profile, newest first (the order of RuleBook.versions). */
export type RulesProfiles = readonly RulesProfile[];

/** The versions an engine plays, newest first. */
export function playableVersions(
  profiles: RulesProfiles,
  engine: 'combat' | 'subgame' | 'layers',
): string[] {
  return profiles.filter((p) => p[engine]).map((p) => p.version);
}

export function combatProfile(profiles: RulesProfiles, version: string): CombatProfile | undefined {
  return profiles.find((p) => p.version === version)?.combat ?? undefined;
}

export function subgameProfile(
  profiles: RulesProfiles,
  version: string,
): SubgameProfile | undefined {
  return profiles.find((p) => p.version === version)?.subgame ?? undefined;
}

export function layersProfile(profiles: RulesProfiles, version: string): LayersProfile | undefined {
  return profiles.find((p) => p.version === version)?.layers ?? undefined;
}
