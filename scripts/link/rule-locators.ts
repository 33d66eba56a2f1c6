// Where each rule the engines cite is, said by what the rule says rather than by its number: one
// row per citation, read against a version's own text (scripts/link/rules-profile.ts). The same
// row finds 510.1c in 2023, 310.2c in 2004 and whatever a future release numbers it; a new
// release needs no row of its own. Patterns are matched against the English text (quotes and
// apostrophes straightened, markup removed); a version that holds only Japanese (5.5.2.0) is
// matched against its Japanese, which is why a few subgame patterns carry a Japanese alternative.
import type {
  CHECKED_CARD_TYPES,
  CombatCitation,
  LayerEra,
  LayersCitation,
  SubgameCitation,
} from '../model/rules-profile.ts';

/** How to find one rule in a version's text. */
export type Locator =
  /** The section or subsection whose whole text is this title (502 "Keyword Abilities", 217.7 "Removed from the Game"). */
  | { titled: RegExp }
  /** The first rule under the titled section or subsection (507.1 under 507 "Beginning of Combat Step"). */
  | { under: RegExp; first: true }
  /** The first rule under the titled section or subsection that says this. */
  | { under: RegExp; says: RegExp }
  /** The first subrule of a keyword's rule (titled with the keyword, under Keyword Abilities) that says this. */
  | { keyword: string; says: RegExp }
  /** The first rule anywhere that says this. */
  | { says: RegExp };

/** One locator, or alternatives tried in order (the first that finds wins). */
export type Find = Locator | readonly Locator[];

/**
 * When a row must find its rule. 'always': the profile cannot be made without it (the build stops
 * and says which row); 'optional': null where the version has no such rule, and the engine leaves
 * it out; otherwise only when the version defines that keyword (static: as a static ability), has
 * that card type, or plays that era.
 */
export type Need =
  | 'always'
  | 'optional'
  | { keyword: string; static?: true }
  | { cardType: string }
  | { era: 'stack' };

export const COMBAT_PHASE = /^Combat Phase$/;
const ATTACKERS = /^Declare Attackers Step$/;
const BLOCKERS = /^Declare Blockers Step$/;
const DAMAGE_STEP = /^Combat Damage Step$/;
const STATE_BASED = /^State-Based (Actions|Effects)$/;
const BATTLES = /^Battles$/;
const ENDING = /^(Winning and Losing|Ending the Game)$/;

export const COMBAT_ROWS: readonly { key: CombatCitation; find: Find; need: Need }[] = [
  // Each step's turn-based action is its first rule (507.1, 508.1 …; 2004 and 2008: 307.1, 308.1 …).
  {
    key: 'beginningOfCombat',
    find: { under: /^Beginning of Combat Step$/, first: true },
    need: 'always',
  },
  { key: 'declareAttackers', find: { under: ATTACKERS, first: true }, need: 'always' },
  // The choice of attackers and what may not attack (508.1a; 2004 "chooses one or more creatures", 308.2a).
  {
    key: 'chooseAttackers',
    find: { under: ATTACKERS, says: /chooses (which|one or more) creatures/ },
    need: 'always',
  },
  // What each attacker attacks: announced in 508.1b, chosen with the attackers in 2008 (308.2a); the
  // 2004 rules, where only the defending player can be attacked, have only the choice of attackers.
  {
    key: 'attackTarget',
    find: [
      {
        under: ATTACKERS,
        says: /announces which player, planeswalker|chooses an opponent or a planeswalker/,
      },
      { under: ATTACKERS, says: /chooses (which|one or more) creatures/ },
    ],
    need: 'always',
  },
  // Attacking taps the attackers (508.1f; 308.2c).
  {
    key: 'tapAttackers',
    find: { under: ATTACKERS, says: /taps the chosen creatures/ },
    need: 'always',
  },
  // No attackers: the blockers and damage steps are skipped (508.8; 2004 308.4, 2008 308.5).
  {
    key: 'noAttackers',
    find: { under: ATTACKERS, says: /If no creatures are declared as attackers/ },
    need: 'always',
  },
  // "Only a creature can attack" is a rule of the combat phase (506.3, 2008 306.3); 2004 says it in the declaration (308.2a).
  {
    key: 'onlyCreaturesAttack',
    find: [
      { under: COMBAT_PHASE, says: /Only (a creature|creatures) can attack/ },
      { under: ATTACKERS, says: /Only (a creature|creatures) can attack/ },
    ],
    need: 'always',
  },
  // Summoning sickness: the creature rule that says so (302.6). 2004 and 2008 word their creature
  // rule as control "since the start of his or her most recent turn" (212.3d, 212.3f); for them the
  // engine cites the declaration that lists the restriction with haste (308.2a).
  {
    key: 'summoningSickness',
    find: [
      {
        under: /^Creatures$/,
        says: /can't attack unless it has been under its controller's control continuously/,
      },
      { under: ATTACKERS, says: /haste/ },
    ],
    need: 'always',
  },
  // The declare blockers step's turn-based action (509.1; 309.1).
  { key: 'declareBlockers', find: { under: BLOCKERS, first: true }, need: 'always' },
  // The choice of blockers and what may not block (509.1a; 2004 "chooses zero or more creatures", 309.2a).
  {
    key: 'chooseBlockers',
    find: { under: BLOCKERS, says: /chooses (which|zero or more) creatures/ },
    need: 'always',
  },
  // Blocked or unblocked (509.1h; 309.2f).
  {
    key: 'blockedStatus',
    find: { under: BLOCKERS, says: /becomes a blocked creature/ },
    need: 'always',
  },
  // The combat damage step's first rule: damage is assigned (510.1; 310.1).
  { key: 'combatDamage', find: { under: DAMAGE_STEP, first: true }, need: 'always' },
  // How a blocked creature assigns its damage (510.1c; 310.2c): cited for every illegal assignment.
  {
    key: 'blockedAssignment',
    find: { under: DAMAGE_STEP, says: /A blocked creature (assigns|will assign)/ },
    need: 'always',
  },
  // Dealt simultaneously as a turn-based action (510.2), or all at once as the stacked damage resolves (2004 310.4).
  {
    key: 'damageDealt',
    find: { under: DAMAGE_STEP, says: /dealt simultaneously|all dealt at once/ },
    need: 'always',
  },
  // The extra combat damage step for first strike and double strike (510.4; 310.5).
  {
    key: 'firstStrikeStep',
    find: { under: DAMAGE_STEP, says: /second combat damage step/ },
    need: 'always',
  },
  // The end of combat step (511.1; 311.1).
  { key: 'endOfCombat', find: { under: /^End of Combat Step$/, first: true }, need: 'always' },
  // Only where combat damage goes on the stack: the rule that puts it there (2004 310.1) — its
  // presence is what makes the era 'stack' — and the one that says it is not a spell (310.3).
  {
    key: 'assignmentOnStack',
    find: { under: DAMAGE_STEP, says: /assignments of combat damage go on the stack/ },
    need: 'optional',
  },
  {
    key: 'assignmentNotSpell',
    find: { under: DAMAGE_STEP, says: /aren't spells or abilities/ },
    need: { era: 'stack' },
  },
  // The results of damage by recipient, a rule of the Damage section (120.3a–h). Older texts state
  // them elsewhere in passing (2008 215.2, 212.3g) and are not cited for them.
  {
    key: 'damageToPlayer',
    find: { under: /^Damage$/, says: /^Damage dealt to a player by a source without/ },
    need: 'optional',
  },
  {
    key: 'damageToPlaneswalker',
    find: { under: /^Damage$/, says: /^Damage dealt to a planeswalker/ },
    need: 'optional',
  },
  {
    key: 'damageToCreature',
    find: { under: /^Damage$/, says: /^Damage dealt to a creature by a source with neither/ },
    need: 'optional',
  },
  {
    key: 'damageToBattle',
    find: { under: /^Damage$/, says: /^Damage dealt to a battle/ },
    need: 'optional',
  },
  // Battles (310): damage removes defense counters, the protector can't attack it and alone
  // blocks its attackers, a Siege's trigger.
  {
    key: 'battleDefense',
    find: { under: BATTLES, says: /Damage dealt to a battle/ },
    need: { cardType: 'battle' },
  },
  {
    key: 'battleProtectorAttacks',
    find: { under: BATTLES, says: /protector can never attack it/ },
    need: { cardType: 'battle' },
  },
  {
    key: 'battleBlockers',
    find: { under: BATTLES, says: /protector may block/ },
    need: { cardType: 'battle' },
  },
  {
    key: 'siege',
    find: { under: BATTLES, says: /Sieges have the intrinsic ability/ },
    need: { cardType: 'battle' },
  },
  // Cited when a scenario uses a keyword or card type the version does not define: the keyword
  // abilities section (702; 502).
  { key: 'keywordAbilities', find: { titled: /^Keyword Abilities$/ }, need: 'always' },
  // 2004 and 2008 define card types in one section (212); later texts list them in the type line (205.2a).
  {
    key: 'cardTypes',
    find: [
      { titled: /^(Card )?Type, Supertype, and Subtype$/ },
      { under: /^Type Line$/, says: /The card types are/ },
    ],
    need: 'always',
  },
  // Each keyword's rule that does what the engine does with it. Deathtouch destroys (702.2b) or,
  // where it is a triggered ability, triggers to destroy (2008 502.63a); lifelink gains life likewise.
  {
    key: 'deathtouch',
    find: { keyword: 'deathtouch', says: /destroy/ },
    need: { keyword: 'deathtouch' },
  },
  // Defender can't attack; double and first strike make the extra damage step; flying limits
  // blockers; trample assigns past lethal; vigilance doesn't tap; bushido triggers, each instance
  // separately; menace needs two blockers.
  {
    key: 'defender',
    find: { keyword: 'defender', says: /can't attack/ },
    need: { keyword: 'defender' },
  },
  {
    key: 'doubleStrike',
    find: {
      keyword: 'double strike',
      says: /as the combat damage step begins|At the start of the combat damage step/,
    },
    need: { keyword: 'double strike' },
  },
  {
    key: 'firstStrike',
    find: {
      keyword: 'first strike',
      says: /as the combat damage step begins|At the start of the combat damage step/,
    },
    need: { keyword: 'first strike' },
  },
  {
    key: 'flying',
    find: { keyword: 'flying', says: /can't be blocked/ },
    need: { keyword: 'flying' },
  },
  {
    key: 'lifelink',
    find: { keyword: 'lifelink', says: /gains? that much life/ },
    need: { keyword: 'lifelink' },
  },
  {
    key: 'trample',
    find: { keyword: 'trample', says: /first assigns damage to the creature\(s\) blocking it/ },
    need: { keyword: 'trample' },
  },
  {
    key: 'vigilance',
    find: { keyword: 'vigilance', says: /doesn't cause/ },
    need: { keyword: 'vigilance' },
  },
  {
    key: 'bushido',
    find: { keyword: 'bushido', says: /Whenever this creature blocks or becomes blocked/ },
    need: { keyword: 'bushido' },
  },
  {
    key: 'bushidoInstances',
    find: { keyword: 'bushido', says: /multiple instances/ },
    need: { keyword: 'bushido' },
  },
  {
    key: 'menace',
    find: { keyword: 'menace', says: /can't be blocked except by two or more/ },
    need: { keyword: 'menace' },
  },
  // The 2026-12 keywords. Protection: what it can't be blocked by (702.16f) and the damage it
  // prevents (702.16e); infect and wither put -1/-1 counters (702.90c, 702.80a) and infect gives
  // poison counters (702.90b), as toxic does besides its damage (702.164c).
  {
    key: 'protectionBlock',
    find: {
      keyword: 'protection',
      says: /can't be blocked by creatures that have the stated quality/,
    },
    need: { keyword: 'protection' },
  },
  {
    key: 'protectionDamage',
    find: {
      keyword: 'protection',
      says: /damage that would be dealt by sources that have the stated quality/,
    },
    need: { keyword: 'protection' },
  },
  {
    key: 'infectPlayer',
    find: { keyword: 'infect', says: /poison counters/ },
    need: { keyword: 'infect' },
  },
  {
    key: 'infectCreature',
    find: { keyword: 'infect', says: /-1\/-1 counters/ },
    need: { keyword: 'infect' },
  },
  {
    key: 'wither',
    find: { keyword: 'wither', says: /-1\/-1 counters/ },
    need: { keyword: 'wither' },
  },
  { key: 'toxic', find: { keyword: 'toxic', says: /poison counters/ }, need: { keyword: 'toxic' } },
  // The triggers of the declare blockers step (702.25a, 702.23a, 702.130a) and of attacking alone (702.83a).
  {
    key: 'flanking',
    find: { keyword: 'flanking', says: /becomes blocked by a creature without flanking/ },
    need: { keyword: 'flanking' },
  },
  {
    key: 'rampage',
    find: { keyword: 'rampage', says: /for each creature blocking it beyond the first/ },
    need: { keyword: 'rampage' },
  },
  {
    key: 'exalted',
    find: { keyword: 'exalted', says: /attacks alone/ },
    need: { keyword: 'exalted' },
  },
  {
    key: 'afflict',
    find: { keyword: 'afflict', says: /defending player loses/ },
    need: { keyword: 'afflict' },
  },
  // Evasion: who may not block (702.28b, 702.31b, 702.36b, 702.13b, 702.118b).
  {
    key: 'shadow',
    find: { keyword: 'shadow', says: /can't be blocked by creatures without shadow/ },
    need: { keyword: 'shadow' },
  },
  {
    key: 'horsemanship',
    find: { keyword: 'horsemanship', says: /can't be blocked by creatures without horsemanship/ },
    need: { keyword: 'horsemanship' },
  },
  {
    key: 'fear',
    find: { keyword: 'fear', says: /can't be blocked except by artifact creatures and\/or black/ },
    need: { keyword: 'fear' },
  },
  {
    key: 'intimidate',
    find: {
      keyword: 'intimidate',
      says: /can't be blocked except by artifact creatures and\/or creatures that share a color/,
    },
    need: { keyword: 'intimidate' },
  },
  {
    key: 'skulk',
    find: { keyword: 'skulk', says: /can't be blocked by creatures with greater power/ },
    need: { keyword: 'skulk' },
  },
  // Banding is in every version's text but not played: a scenario that gives it is told so, citing it.
  { key: 'banding', find: { keyword: 'banding', says: /Banding/ }, need: 'optional' },
  // The results of infect, wither and toxic damage where the Damage section states them (120.3b, d, g).
  {
    key: 'damageToPlayerInfect',
    find: { under: /^Damage$/, says: /^Damage dealt to a player by a source with infect/ },
    need: 'optional',
  },
  {
    key: 'damageToCreatureCounters',
    find: { under: /^Damage$/, says: /^Damage dealt to a creature by a source with wither/ },
    need: 'optional',
  },
  {
    key: 'damageToPlayerToxic',
    find: { under: /^Damage$/, says: /^Combat damage dealt to a player by a creature with toxic/ },
    need: 'optional',
  },
  // State-based actions (704.5; "state-based effects" 420.5 in 2004 and 2008).
  { key: 'sbaLife', find: { under: STATE_BASED, says: /0 or less life/ }, need: 'always' },
  {
    key: 'sbaToughness',
    find: { under: STATE_BASED, says: /toughness 0 or less/ },
    need: 'always',
  },
  { key: 'sbaLethalDamage', find: { under: STATE_BASED, says: /lethal damage/ }, need: 'always' },
  // Ten poison counters (704.5c; 420.5h); +1/+1 and -1/-1 counters annihilate (704.5q; 2008 420.5n;
  // not in 2004, where both stay on the permanent).
  {
    key: 'sbaPoison',
    find: { under: STATE_BASED, says: /ten or more poison counters/ },
    need: 'always',
  },
  {
    key: 'sbaCounters',
    find: { under: STATE_BASED, says: /both a \+1\/\+1 counter and a -1\/-1 counter/ },
    need: 'optional',
  },
  // Only where deathtouch is static: a state-based action destroys what it damaged (704.5h).
  {
    key: 'sbaDeathtouch',
    find: { under: STATE_BASED, says: /source with deathtouch/ },
    need: { keyword: 'deathtouch', static: true },
  },
  // A planeswalker with no loyalty (704.5i; 2008 420.5p), a battle with no defense (704.5v).
  {
    key: 'sbaPlaneswalker',
    find: { under: STATE_BASED, says: /planeswalker (has|with) loyalty 0/ },
    need: { cardType: 'planeswalker' },
  },
  {
    key: 'sbaBattle',
    find: { under: STATE_BASED, says: /battle has defense 0/ },
    need: { cardType: 'battle' },
  },
  // The game ends at once when a player wins or it is a draw (104.1; 2008 102.1); 2004 says it of
  // a player who loses or wins (102.3). The trace stops there.
  {
    key: 'gameEnds',
    find: { under: ENDING, says: /game (ends immediately|immediately ends) when/ },
    need: 'always',
  },
  // The player left wins when the opponents have all left (104.2a; 2008 102.2a); 2004 has no such
  // rule, its game ending when a player loses (102.3).
  {
    key: 'gameWin',
    find: [
      { under: ENDING, says: /still in the game wins the game if/ },
      { under: ENDING, says: /immediately ends when a player loses/ },
    ],
    need: 'always',
  },
  // All the players left lose at once: a draw (104.4a; 2008 102.4a; 2004 102.4 "both players").
  {
    key: 'gameDraw',
    find: { under: ENDING, says: /lose simultaneously, the game is a draw/ },
    need: 'always',
  },
];

/** Whether a blocked creature's damage follows a damage assignment order: its combat damage step says so (20231117.0 510.1c). */
export const DAMAGE_ASSIGNMENT_ORDER: Locator = {
  under: DAMAGE_STEP,
  says: /damage assignment order/,
};

/** The card types the combat engine checks, each defined by a rule of its own (306 Planeswalkers; 2008 212.9). */
export const CARD_TYPE_TITLES: Record<(typeof CHECKED_CARD_TYPES)[number], RegExp> = {
  creature: /^Creatures$/,
  planeswalker: /^Planeswalkers$/,
  battle: /^Battles$/,
};

export const SUBGAMES = /^(Subgames|サブゲーム)$/;
const STARTING = /^Starting the Game$/;

/** Subgame citations: a key's rules are its rows' finds, in order (a rule found twice is cited once). */
export const SUBGAME_ROWS: readonly {
  key: SubgameCitation;
  find: Find;
  need: 'always' | 'optional';
}[] = [
  // The rule that defines "subgame" and "main game" (724.1a; 2004 506.1).
  { key: 'cast', find: { under: SUBGAMES, says: /"subgame"|subgame」/ }, need: 'always' },
  // How the subgame starts: its libraries (724.2; 2004 506.3) and who goes first (2004 506.4).
  {
    key: 'start',
    find: {
      under: SUBGAMES,
      says: /main-game library|removes his or her library|メインゲームのライブラリー/,
    },
    need: 'always',
  },
  {
    key: 'start',
    find: {
      under: SUBGAMES,
      says: /Randomly determine which player goes first|どちらのプレイヤーが先攻かを無作為に/,
    },
    need: 'always',
  },
  // Drawing the opening hand (103.5; 101.3), with the subgame's own rule where it says deck size is ignored (2008 506.3).
  {
    key: 'draw',
    find: {
      under: SUBGAMES,
      says: /size of a player's deck are ignored|デッキの枚数に関するルールは、サブゲームでは無視/,
    },
    need: 'optional',
  },
  {
    key: 'draw',
    find: {
      under: STARTING,
      says: /draws a hand of seven|draws a number of cards equal to their starting hand size/,
    },
    need: 'always',
  },
  // A library of fewer than seven: the subgame rule (724.3), and losing for drawing from an empty
  // library — a state-based action (704.5b; 2008 420.5g); 2004 words its one as "required to draw
  // more cards" and is cited by the rule of winning and losing that says so (102.2).
  {
    key: 'short',
    find: { under: SUBGAMES, says: /fewer than seven|less than seven|7枚未満/ },
    need: 'always',
  },
  {
    key: 'short',
    find: [
      { under: STATE_BASED, says: /attempted to draw a card from/ },
      { under: ENDING, says: /required to draw more cards than are left/ },
    ],
    need: 'always',
  },
  {
    key: 'outside',
    find: {
      under: SUBGAMES,
      says: /considered outside the subgame|サブゲームの外部にあるものとして扱う/,
    },
    need: 'always',
  },
  // Cards brought into a subgame from outside it (729.4a): what the scenario format cannot play.
  {
    key: 'bringIn',
    find: {
      under: SUBGAMES,
      says: /bring cards into a game from outside|外部からゲームに持ち込む/,
    },
    need: 'optional',
  },
  // The exile zone (406.1), or before exile had its name the removed-from-the-game zone (217.7) with
  // the subgame rule that says what becomes of cards removed in a subgame (2004 506.6, 2008 506.5).
  {
    key: 'exile',
    find: [{ under: /^Exile$/, first: true }, { titled: /^Removed from the Game$/ }],
    need: 'always',
  },
  {
    key: 'exile',
    find: {
      under: SUBGAMES,
      says: /removed-from-the-game zone|Cards removed from the game in the subgame|ゲームから除外されたカード/,
    },
    need: 'optional',
  },
  { key: 'concede', find: { under: ENDING, says: /can concede the game/ }, need: 'always' },
  // Losing and winning (104.3, 104.2a); 2004 has one rule for both, the game ending when a player loses or wins (102.3).
  {
    key: 'lose',
    find: [
      { under: ENDING, says: /several ways to lose the game/ },
      { under: ENDING, says: /game immediately ends when a player loses/ },
    ],
    need: 'always',
  },
  {
    key: 'win',
    find: [
      { under: ENDING, says: /still in the game wins the game/ },
      { under: ENDING, says: /ends when a player loses or wins/ },
    ],
    need: 'always',
  },
  {
    key: 'nested',
    find: {
      under: SUBGAMES,
      says: /subgame can be created within a subgame|another subgame is created during a subgame|サブゲームがサブゲーム中に/,
    },
    need: 'always',
  },
  {
    key: 'end',
    find: { under: SUBGAMES, says: /At the end of a subgame|サブゲームの終了時/ },
    need: 'always',
  },
  // Resolving resumes: the spell that created the subgame finishes resolving (724.5), or in 2004 the
  // main game resumes when the subgame ends (506.1); then the spell goes to the graveyard (608.2m/n; 401.7).
  {
    key: 'resolve',
    find: [
      { under: SUBGAMES, says: /finishes resolving|サブゲームを生成した呪文や能力が解決/ },
      { under: SUBGAMES, says: /resumes when the subgame ends/ },
    ],
    need: 'always',
  },
  {
    key: 'resolve',
    find: { says: /As the final part of an instant or sorcery spell's resolution/ },
    need: 'always',
  },
];

/** 2004 506.3: each library is removed from the game face down. */
export const LIBRARIES_REMOVED: Locator = {
  under: SUBGAMES,
  says: /removes (his or her|their) library from the game/,
};
/** 2004 506.6: cards removed from the game in the subgame remain removed in the main game. */
export const REMOVED_STAY_REMOVED: Locator = {
  under: SUBGAMES,
  says: /remain removed from the game/,
};

// ---- the layer system (components/engines/layers) ----

export const INTERACTION = /^Interaction of Continuous Effects$/;
const STATIC_ABILITIES = /^(Handling )?Static Abilities$/;
const FROM_SPELLS = /^(Continuous Effects from Spells or Abilities|Continuous Effects)$/;

/** When a layer row must find its rule: always, never (null where absent), or in the eras named. */
export type LayerNeed = 'always' | 'optional' | { era: readonly LayerEra[] };

const SEVEN = { era: ['seven'] } as const;
const SIX_SUBLAYERS = { era: ['six-sublayers'] } as const;

/** The rule whose layer list ends with P/T in sublayers 7a–7d ('seven'), or in 6a–6e ('six-sublayers'); else 'six'. */
export const LAYER_ERAS: readonly { era: LayerEra; find: Locator }[] = [
  { era: 'seven', find: { under: INTERACTION, says: /^Layer 7a: / } },
  { era: 'six-sublayers', find: { under: INTERACTION, says: /\(6a\) effects from/ } },
];

/** Where 613.8a (2008 418.5c) says which CDAs may depend on each other. */
export const CDA_DEPENDENCY: readonly { kind: 'both' | 'neither'; find: Locator }[] = [
  {
    kind: 'both',
    find: { under: INTERACTION, says: /both effects are from characteristic-defining abilities/ },
  },
  {
    kind: 'neither',
    find: { under: INTERACTION, says: /neither effect is from a characteristic-defining ability/ },
  },
];

/** 613.8b, 2008 418.5d: a dependent effect waits until just after what it depends on. */
export const WAITS_JUST_AFTER: Locator = {
  under: INTERACTION,
  says: /waits to apply until just after/,
};
/** 613.7a, 2008 418.5f: or the timestamp of the effect that created the ability, whichever is later. */
export const GRANTING_TIMESTAMP: Locator = {
  under: INTERACTION,
  says: /timestamp of the effect that created the ability, whichever is later/,
};

/** Where the old texts list the layers in one rule (418.5a): each layer by its words. */
const listed = (words: RegExp): Locator => ({ under: INTERACTION, says: words });

export const LAYER_ROWS: readonly { key: LayersCitation; find: Find; need: LayerNeed }[] = [
  // The layers: 613.1a–f (2004 and 2008: the list in 418.5a).
  {
    key: 'layer1',
    find: [{ under: INTERACTION, says: /^Layer 1: / }, listed(/\(1\) copy effects/)],
    need: 'always',
  },
  {
    key: 'layer2',
    find: [{ under: INTERACTION, says: /^Layer 2: / }, listed(/\(2\) control-changing effects/)],
    need: 'always',
  },
  {
    key: 'layer3',
    find: [{ under: INTERACTION, says: /^Layer 3: / }, listed(/\(3\) text-changing effects/)],
    need: 'always',
  },
  {
    key: 'layer4',
    find: [{ under: INTERACTION, says: /^Layer 4: / }, listed(/\(4\) type-/)],
    need: 'always',
  },
  {
    key: 'layer5',
    find: [
      { under: INTERACTION, says: /^Layer 5: / },
      listed(/\(5\) all other continuous effects/),
    ],
    need: 'always',
  },
  {
    key: 'layer6',
    find: [
      { under: INTERACTION, says: /^Layer 6: / },
      listed(/\(6\) power- (and\/)?or toughness-changing effects/),
    ],
    need: 'always',
  },
  // Layer 7's sublayers (613.4a–d).
  { key: 'layer7a', find: { under: INTERACTION, says: /^Layer 7a: / }, need: SEVEN },
  { key: 'layer7b', find: { under: INTERACTION, says: /^Layer 7b: / }, need: SEVEN },
  { key: 'layer7c', find: { under: INTERACTION, says: /^Layer 7c: / }, need: SEVEN },
  { key: 'layer7d', find: { under: INTERACTION, says: /^Layer 7d: / }, need: SEVEN },
  // 2008's sublayers of layer 6, listed in 418.5a.
  {
    key: 'layer6a',
    find: listed(/\(6a\) effects from characteristic-defining/),
    need: SIX_SUBLAYERS,
  },
  { key: 'layer6b', find: listed(/\(6b\) all other effects/), need: SIX_SUBLAYERS },
  { key: 'layer6c', find: listed(/\(6c\) changes from counters/), need: SIX_SUBLAYERS },
  { key: 'layer6d', find: listed(/\(6d\) effects from static abilities/), need: SIX_SUBLAYERS },
  { key: 'layer6e', find: listed(/\(6e\) effects that switch/), need: SIX_SUBLAYERS },
  // Copy effects in timestamp order in their sublayer (613.2a); the old texts have none.
  {
    key: 'copyLayer',
    find: { under: INTERACTION, says: /^Layer 1a: Copiable effects/ },
    need: 'optional',
  },
  // CDAs first (613.3; 418.5a "characteristic-setting abilities" in 2004).
  {
    key: 'cdaFirst',
    find: {
      under: INTERACTION,
      says: /apply effects from characteristic-(defining|setting) abilities first/,
    },
    need: 'always',
  },
  // Counters with modifications (613.4c), in their sublayer (2008 6c), after CDAs (2004 418.5a).
  {
    key: 'counters',
    find: [
      { under: INTERACTION, says: /^Layer 7c: Effects and counters/ },
      listed(/\(6c\) changes from counters/),
      listed(/apply changes from counters after/),
    ],
    need: 'always',
  },
  // Timestamp order: 613.7; 2008 418.5a ("then all other effects in timestamp order"); 2004 418.5d.
  {
    key: 'timestamp',
    find: [
      { under: INTERACTION, says: /usually done using a timestamp system/ },
      { under: INTERACTION, says: /then all other effects in timestamp order/ },
      {
        under: INTERACTION,
        says: /if none depends on another, they're applied in "timestamp order/,
      },
    ],
    need: 'always',
  },
  {
    key: 'dependsOn',
    find: { under: INTERACTION, says: /is said to "depend on" another/ },
    need: 'always',
  },
  {
    key: 'dependencyOrder',
    find: [
      { under: INTERACTION, says: /waits to apply until just after/ },
      { under: INTERACTION, says: /the independent one is applied first/ },
    ],
    need: 'always',
  },
  {
    key: 'dependencyLoop',
    find: { under: INTERACTION, says: /form a (dependency )?loop/ },
    need: 'always',
  },
  // 613.8c: the order is re-evaluated after each effect (not in 2004 or 2008).
  {
    key: 'reevaluation',
    find: { under: INTERACTION, says: /order of remaining effects is reevaluated/ },
    need: 'optional',
  },
  // 613.6 (2008 418.5b): a started effect continues even if its ability is removed; 2004's 418.5b
  // instead applies a type-changing effect wholly in layer 4.
  {
    key: 'continues',
    find: { under: INTERACTION, says: /continue to be applied to the same set of objects/ },
    need: 'optional',
  },
  {
    key: 'wholeInTypeLayer',
    find: { under: INTERACTION, says: /all are applied only in layer four/ },
    need: 'optional',
  },
  // A static ability's effect exists while the permanent has the ability (604.2; 405.1).
  {
    key: 'staticWhile',
    find: [
      {
        under: STATIC_ABILITIES,
        says: /as long as the permanent with the ability remains on the battlefield and has the ability/,
      },
      { under: STATIC_ABILITIES, says: /apply only while the ability is on a permanent/ },
    ],
    need: 'always',
  },
  // A resolved effect's set is locked when it begins (611.2c; 418.3b).
  {
    key: 'locked',
    find: [
      { under: FROM_SPELLS, says: /is determined when that continuous effect begins/ },
      {
        under: FROM_SPELLS,
        says: /don't affect objects that weren't affected when the continuous effect began/,
      },
    ],
    need: 'always',
  },
  // Timestamps of static and resolved effects (613.7a–b; 418.5f–g), and 613.7n from 2025-11-14.
  {
    key: 'staticTimestamp',
    find: {
      under: INTERACTION,
      says: /generated by (a )?static abilit(y|ies) (has|have) the same timestamp as the object/,
    },
    need: 'always',
  },
  {
    key: 'resolvedTimestamp',
    find: {
      under: INTERACTION,
      says: /generated by the resolution of a spell or ability receives? a timestamp at the time/,
    },
    need: 'always',
  },
  {
    key: 'ownStaticFirst',
    find: { under: INTERACTION, says: /from the object's own static ability receives an earlier/ },
    need: 'optional',
  },
  // What a CDA is (604.3a; 2008 405.2a; 2004's characteristic-setting abilities, 405.2).
  {
    key: 'cdaDefinition',
    find: [
      { under: STATIC_ABILITIES, says: /A static ability is a characteristic-defining ability if/ },
      { under: STATIC_ABILITIES, says: /These abilities are characteristic-setting abilities/ },
    ],
    need: 'always',
  },
  // A creature with no value for power or toughness has 0 (208.5; 104.2).
  {
    key: 'noValue',
    find: [
      { says: /If a creature somehow has no value for its power, its power is 0/ },
      { says: /If anything needs to use a number that can't be determined/ },
    ],
    need: 'always',
  },
  // Setting card types drops the subtypes of no remaining type (205.1a; 212.1b); a subtype needs its
  // card type (205.3d); setting basic land types (305.7; 2008 212.6h, 2004 212.6e); copiable values
  // (707.2; 503.2); text-changing effects (612.1; 418.6a).
  {
    key: 'typeChange',
    find: [
      { says: /^Some effects set an object's card type/ },
      { says: /^When an object's (card )?type changes, the new (card )?type/ },
    ],
    need: 'always',
  },
  {
    key: 'subtypeNeedsType',
    find: {
      says: /^An object can't gain a subtype that doesn't correspond to one of that object's types/,
    },
    need: 'optional',
  },
  {
    key: 'landTypes',
    find: {
      says: /^If an effect (sets|changes) a land's (subtype|type) to one or more of the basic land types/,
    },
    need: 'always',
  },
  {
    key: 'copy',
    find: { says: /^When copying an object, the copy acquires the copiable values/ },
    need: 'always',
  },
  {
    key: 'textChange',
    find: [
      { says: /^Some continuous effects change an object's text/ },
      { says: /^An effect that changes the text of an object changes only those words/ },
    ],
    need: 'always',
  },
  { key: 'keywordAbilities', find: { titled: /^Keyword Abilities$/ }, need: 'always' },
  // State-based actions (704.5f, 704.5q; 420.5b, 2008 420.5n).
  {
    key: 'sbaToughness',
    find: { under: STATE_BASED, says: /toughness 0 or less/ },
    need: 'always',
  },
  {
    key: 'sbaCounters',
    find: { under: STATE_BASED, says: /both a \+1\/\+1 counter and a -1\/-1 counter/ },
    need: 'optional',
  },
];
