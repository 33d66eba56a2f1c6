// What the combat and subgame engines play under one rules version: its era, its keywords and
// card types, and the number of every rule they cite. Derived from the version's own text by
// scripts/link/rules-profile.ts and written by the pipeline for every version to
// data/engines.json. Types and lookups only, no file reading: the engines, the islands and the
// command line import this without loading the pipeline.

/** The card types the combat engine models: a permanent of one its version does not define is an error. */
export const CHECKED_CARD_TYPES = ['creature', 'planeswalker', 'battle'] as const;

/** The rules the combat engine cites, by what they say (each located in the version's text). */
export type CombatCitation =
  | 'beginningOfCombat'
  | 'declareAttackers'
  | 'chooseAttackers'
  | 'attackTarget'
  | 'tapAttackers'
  | 'noAttackers'
  | 'onlyCreaturesAttack'
  | 'summoningSickness'
  | 'declareBlockers'
  | 'chooseBlockers'
  | 'blockedStatus'
  | 'combatDamage'
  | 'blockedAssignment'
  | 'damageDealt'
  | 'firstStrikeStep'
  | 'endOfCombat'
  | 'assignmentOnStack'
  | 'assignmentNotSpell'
  | 'damageToPlayer'
  | 'damageToPlaneswalker'
  | 'damageToCreature'
  | 'damageToBattle'
  | 'battleDefense'
  | 'battleProtectorAttacks'
  | 'battleBlockers'
  | 'siege'
  | 'keywordAbilities'
  | 'cardTypes'
  | 'deathtouch'
  | 'defender'
  | 'doubleStrike'
  | 'firstStrike'
  | 'flying'
  | 'lifelink'
  | 'trample'
  | 'vigilance'
  | 'bushido'
  | 'bushidoInstances'
  | 'menace'
  | 'sbaLife'
  | 'sbaToughness'
  | 'sbaLethalDamage'
  | 'sbaDeathtouch'
  | 'sbaPlaneswalker'
  | 'sbaBattle'
  | 'damageToPlayerInfect'
  | 'damageToCreatureCounters'
  | 'damageToPlayerToxic'
  | 'protectionBlock'
  | 'protectionDamage'
  | 'infectPlayer'
  | 'infectCreature'
  | 'wither'
  | 'toxic'
  | 'flanking'
  | 'rampage'
  | 'exalted'
  | 'afflict'
  | 'shadow'
  | 'horsemanship'
  | 'fear'
  | 'intimidate'
  | 'skulk'
  | 'banding'
  | 'sbaPoison'
  | 'sbaCounters';

/** The rules the subgame engine cites, by the step of the trace that cites them. */
export type SubgameCitation =
  | 'cast'
  | 'start'
  | 'draw'
  | 'short'
  | 'outside'
  | 'exile'
  | 'concede'
  | 'lose'
  | 'win'
  | 'nested'
  | 'end'
  | 'resolve';

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
  unsupported: { combat?: string; subgame?: string };
}

/** Every version's profile, newest first (the order of RuleBook.versions). */
export type RulesProfiles = readonly RulesProfile[];

/** The versions an engine plays, newest first. */
export function playableVersions(profiles: RulesProfiles, engine: 'combat' | 'subgame'): string[] {
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
