// One combat phase, exact to the rules version it is played under, as that version's profile
// (components/rules-profile.ts, read from its text) says: combat damage dealt directly, or assigned
// onto the stack then dealt (2004, 2008); a damage assignment order or not; deathtouch and lifelink
// static or triggered; which keywords and card types exist. Every step and event cites the rules in
// that version's own numbering. Pure, no DOM.
// The command line and the stepper island both run this and only render its trace.
import { fieldMessage } from './error-text.ts';
import {
  parseKeyword,
  type Color,
  type CounterKind,
  type KeywordName,
  type Permanent,
  type Scenario,
} from './scenario.ts';
import {
  CHECKED_CARD_TYPES,
  type CombatCitation,
  type CombatProfile,
} from '#scripts/model/rules-profile.ts';
import type { StepName } from './steps.ts';
export { STEP_NAMES, type StepName } from './steps.ts';
import { COLOR_JA, keywordJa } from './keyword-names.ts';

export type CombatEvent =
  | { type: 'attack'; id: string; target: string; tapped: boolean; rules: string[] }
  | { type: 'block'; id: string; blocks: string; rules: string[] }
  | { type: 'blocked' | 'unblocked'; id: string; rules: string[] }
  | { type: 'trigger'; id: string; ability: string; rules: string[] }
  | { type: 'pump'; id: string; power: number; toughness: number; rules: string[] }
  | { type: 'damage'; source: string; target: string; amount: number; rules: string[] }
  /** 2004 and 2008: combat damage assigned onto the stack, before it is dealt. */
  | { type: 'assign'; source: string; target: string; amount: number; rules: string[] }
  | { type: 'lifegain'; player: string; amount: number; rules: string[] }
  | { type: 'dies'; id: string; rules: string[] }
  | { type: 'loses'; player: string; rules: string[] }
  /** Damage that would have been dealt, prevented (protection). */
  | { type: 'prevent'; source: string; target: string; amount: number; rules: string[] }
  /** Counters put on a permanent (negative: removed). */
  | { type: 'counters'; id: string; counter: CounterKind; amount: number; rules: string[] }
  | { type: 'poison'; player: string; amount: number; rules: string[] }
  /** A change of life other than by damage (afflict); negative for a loss. */
  | { type: 'life'; player: string; amount: number; rules: string[] };

export interface CombatStep {
  step: StepName;
  events: CombatEvent[];
  rules: string[];
}

export interface FinalPermanent {
  zone: 'battlefield' | 'graveyard' | 'exile';
  tapped?: boolean;
  damage?: number;
  power?: number;
  toughness?: number;
  defense?: number;
  loyalty?: number;
  counters?: Partial<Record<CounterKind, number>>;
}

export type CombatTrace =
  | {
      ok: true;
      steps: CombatStep[];
      final: {
        life: Record<string, number>;
        permanents: Record<string, FinalPermanent>;
        poison: Record<string, number>;
        lost: string[];
      };
    }
  | { ok: false; error: { rule: string; message: string } };

interface Live {
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

class Illegal extends Error {
  readonly rule: string;
  /** The reason, after the scenario field at fault when there is one (permanents[0].keywords). */
  constructor(rule: string, reason: string, field?: string) {
    super(fieldMessage(field, reason));
    this.rule = rule;
  }
}

const power = (l: Live) => l.basePower + l.counters['+1/+1'] - l.counters['-1/-1'] + l.pumpPower;
const toughness = (l: Live) =>
  l.baseToughness + l.counters['+1/+1'] - l.counters['-1/-1'] + l.pumpToughness;

const isCreature = (l: Live) => l.p.types.includes('creature');

/** The trace of a scenario under the version its profile describes (the scenario's `rules`, if it names one, must be that version). */
export function runCombat(s: Scenario, profile: CombatProfile): CombatTrace {
  if (s.rules !== undefined && s.rules !== profile.version)
    throw new Error(`the scenario names the rules ${s.rules}, but is run under ${profile.version}`);
  try {
    return run(s, profile);
  } catch (e) {
    if (e instanceof Illegal) return { ok: false, error: { rule: e.rule, message: e.message } };
    throw e;
  }
}

function run(s: Scenario, profile: CombatProfile): CombatTrace {
  const version = profile.version;
  const withOrder = profile.damageAssignmentOrder;
  const stackEra = profile.era === 'stack';
  const triggered = (k: KeywordName) => profile.triggered.includes(k);
  /** A rule this version has (the profile gives every rule the engine can reach here). */
  const rn = (key: CombatCitation): string => {
    const n = profile.rules[key];
    if (n === null) throw new Error(`${version} has no rule for "${key}"`);
    return n;
  };
  /** Rules lists drop what the version has no rule for (the results of damage before the Damage section, 120.3). */
  const rns = (...keys: CombatCitation[]): string[] => keys.flatMap((k) => profile.rules[k] ?? []);
  s.permanents.forEach((p, i) => {
    for (const k of p.keywords ?? []) {
      const name = parseKeyword(k)!.name;
      if (!profile.keywords.includes(name))
        throw new Illegal(
          rn('keywordAbilities'),
          `${p.name}の「${k}」（${keywordJa(k)}）は ${version} のルールにないキーワード能力です。`,
          `permanents[${i}].keywords`,
        );
    }
    for (const t of p.types)
      if ((CHECKED_CARD_TYPES as readonly string[]).includes(t) && !profile.cardTypes.includes(t))
        throw new Illegal(
          rn('cardTypes'),
          `${p.name}のカード・タイプ「${t}」は ${version} のルールにありません。`,
          `permanents[${i}].types`,
        );
  });
  const perms = new Map(s.permanents.map((p) => [p.id, live(p)]));
  const life = new Map(s.players.map((p) => [p.id, p.life]));
  const poison = new Map(s.players.map((p) => [p.id, p.poison ?? 0]));
  const lost = new Set<string>();
  const steps: CombatStep[] = [];
  const name = (id: string) => perms.get(id)?.p.name ?? id;
  const get = (id: string, rule: string, what: string): Live => {
    const l = perms.get(id);
    if (!l) throw new Illegal(rule, `${what}「${id}」は戦場にない。`);
    return l;
  };

  // State-based actions are checked whenever a player would receive priority: first in the
  // beginning of combat step (counters already on a permanent annihilate there).
  steps.push({
    step: 'beginning-of-combat',
    events: stateBasedActions(),
    rules: [rn('beginningOfCombat')],
  });

  // ---- declare attackers (508) ----
  const attackEvents: CombatEvent[] = [];
  const attacking = new Map<string, string>(); // attacker → what it attacks
  for (const a of s.attackers) {
    const c = get(a.id, rn('chooseAttackers'), '攻撃クリーチャー');
    if (!isCreature(c))
      throw new Illegal(
        rn('onlyCreaturesAttack'),
        `${c.p.name}はクリーチャーではないため攻撃できない。`,
      );
    if (c.p.types.includes('battle'))
      throw new Illegal(rn('chooseAttackers'), `${c.p.name}はバトルでもあるため攻撃できない。`);
    if (c.p.controller !== s.active)
      throw new Illegal(
        rn('chooseAttackers'),
        `${c.p.name}はアクティブ・プレイヤーがコントロールしていないため攻撃できない。`,
      );
    if (attacking.has(a.id))
      throw new Illegal(rn('chooseAttackers'), `${c.p.name}は2回攻撃できない。`);
    if (c.keywords.has('defender'))
      throw new Illegal(rn('defender'), `${c.p.name}は防衛を持つため攻撃できない。`);
    if (c.tapped)
      throw new Illegal(rn('chooseAttackers'), `${c.p.name}はタップ状態のため攻撃できない。`);
    if (c.p.summoningSick && !c.keywords.has('haste'))
      throw new Illegal(
        rn('summoningSickness'),
        `${c.p.name}は召喚酔いの状態で速攻を持たないため攻撃できない。`,
      );
    const target = a.target;
    const player = s.players.find((p) => p.id === target);
    if (player) {
      if (player.id === s.active)
        throw new Illegal(rn('attackTarget'), `${c.p.name}は自分（${player.id}）を攻撃できない。`);
    } else {
      const t = perms.get(target);
      if (!t)
        throw new Illegal(
          rn('attackTarget'),
          `攻撃先「${target}」はプレイヤーでも戦場のパーマネントでもない。`,
        );
      if (t.p.types.includes('planeswalker')) {
        if (t.p.controller === s.active)
          throw new Illegal(
            rn('attackTarget'),
            `${c.p.name}は自分がコントロールするプレインズウォーカー（${t.p.name}）を攻撃できない。`,
          );
      } else if (t.p.types.includes('battle')) {
        if (t.p.protector === s.active)
          throw new Illegal(
            rn('battleProtectorAttacks'),
            `${c.p.name}のコントローラーは${t.p.name}を守る者なので、それを攻撃できない。`,
          );
      } else
        throw new Illegal(
          rn('attackTarget'),
          `${t.p.name}はプレイヤーでもプレインズウォーカーでもバトルでもないため攻撃できない。`,
        );
    }
    attacking.set(a.id, target);
    const taps = !c.keywords.has('vigilance');
    if (taps) c.tapped = true;
    attackEvents.push({
      type: 'attack',
      id: a.id,
      target,
      tapped: taps,
      rules: taps
        ? [rn('chooseAttackers'), rn('tapAttackers')]
        : [rn('chooseAttackers'), rn('vigilance')],
    });
  }
  if (attacking.size === 0) {
    steps.push({
      step: 'declare-attackers',
      events: [],
      rules: [rn('declareAttackers'), rn('noAttackers')],
    });
    steps.push({ step: 'end-of-combat', events: [], rules: [rn('endOfCombat')] });
    return finish();
  }
  // Exalted: a creature attacking alone gets +1/+1 for each instance its controller has (702.83a–b).
  if (attacking.size === 1) {
    const alone = perms.get([...attacking.keys()][0]!)!;
    for (const source of perms.values()) {
      if (source.zone !== 'battlefield' || source.p.controller !== alone.p.controller) continue;
      for (let i = 0; i < source.exalted; i++) {
        attackEvents.push({
          type: 'trigger',
          id: source.p.id,
          ability: 'exalted',
          rules: [rn('exalted')],
        });
        pump(alone, 1, 1, rn('exalted'), attackEvents);
      }
    }
  }
  attackEvents.push(...stateBasedActions());
  steps.push({ step: 'declare-attackers', events: attackEvents, rules: [rn('declareAttackers')] });

  // ---- declare blockers (509) ----
  /** The player who may block an attacker: the one attacked, a planeswalker's controller, a battle's protector. */
  const defenderOf = (attacker: string): string => {
    const target = attacking.get(attacker)!;
    if (life.has(target)) return target;
    const t = perms.get(target)!;
    return t.p.types.includes('battle') ? (t.p.protector ?? t.p.controller) : t.p.controller;
  };
  const blockEvents: CombatEvent[] = [];
  const blockersOf = new Map<string, string[]>([...attacking.keys()].map((a) => [a, []]));
  const blocking = new Map<string, string>();
  for (const b of s.blockers) {
    const c = get(b.id, rn('chooseBlockers'), 'ブロック・クリーチャー');
    if (!isCreature(c))
      throw new Illegal(
        rn('onlyCreaturesAttack'),
        `${c.p.name}はクリーチャーではないためブロックできない。`,
      );
    const attacker = perms.get(b.blocks);
    if (!attacker || !attacking.has(b.blocks))
      throw new Illegal(
        rn('chooseBlockers'),
        `${c.p.name}がブロックしようとした「${b.blocks}」は攻撃クリーチャーではない。`,
      );
    if (blocking.has(b.id))
      throw new Illegal(
        rn('chooseBlockers'),
        `${c.p.name}は2体以上のクリーチャーをブロックできない。`,
      );
    const defender = defenderOf(b.blocks);
    if (c.p.controller !== defender) {
      const target = perms.get(attacking.get(b.blocks)!);
      if (target?.p.types.includes('battle'))
        throw new Illegal(
          rn('battleBlockers'),
          `${target.p.name}を攻撃しているクリーチャーは、それを守る者（${defender}）のクリーチャーでしかブロックできない。`,
        );
      throw new Illegal(
        rn('chooseBlockers'),
        `${c.p.name}は${attacker.p.name}に攻撃されているプレイヤー（${defender}）のクリーチャーではないため、それをブロックできない。`,
      );
    }
    if (c.tapped)
      throw new Illegal(rn('chooseBlockers'), `${c.p.name}はタップ状態のためブロックできない。`);
    if (attacker.keywords.has('flying') && !c.keywords.has('flying') && !c.keywords.has('reach'))
      throw new Illegal(
        rn('flying'),
        `${attacker.p.name}は飛行を持つため、飛行も到達も持たない${c.p.name}ではブロックできない。`,
      );
    checkEvasion(attacker, c);
    blocking.set(b.id, b.blocks);
    blockersOf.get(b.blocks)!.push(b.id);
    blockEvents.push({ type: 'block', id: b.id, blocks: b.blocks, rules: [rn('chooseBlockers')] });
  }
  for (const [a, bs] of blockersOf) {
    const at = perms.get(a)!;
    if (at.keywords.has('menace') && bs.length === 1)
      throw new Illegal(
        rn('menace'),
        `${at.p.name}は威迫を持つため、2体以上のクリーチャーでなければブロックできない。`,
      );
  }
  for (const [a, bs] of blockersOf)
    blockEvents.push({
      type: bs.length ? 'blocked' : 'unblocked',
      id: a,
      rules: [rn('blockedStatus')],
    });
  // Bushido triggers for each creature that blocks or becomes blocked (702.45a), each instance
  // separately (702.45b); an attacker's rampage, flanking and afflict when it becomes blocked.
  for (const id of [...blockersOf.keys(), ...blocking.keys()]) {
    const c = perms.get(id)!;
    const blockers = blockersOf.get(id) ?? [];
    const involved = blocking.has(id) || blockers.length > 0;
    if (!involved) continue;
    for (const n of c.numbered.bushido) {
      blockEvents.push({
        type: 'trigger',
        id,
        ability: `bushido ${n}`,
        rules:
          c.numbered.bushido.length > 1 ? [rn('bushido'), rn('bushidoInstances')] : [rn('bushido')],
      });
      pump(c, n, n, rn('bushido'), blockEvents);
    }
    if (blocking.has(id)) continue;
    // Rampage N: +N/+N for each blocker beyond the first, counted as it resolves (702.23a–b).
    for (const n of c.numbered.rampage) {
      blockEvents.push({ type: 'trigger', id, ability: `rampage ${n}`, rules: [rn('rampage')] });
      const bonus = n * (blockers.length - 1);
      if (bonus > 0) pump(c, bonus, bonus, rn('rampage'), blockEvents);
    }
    // Flanking: each blocker without flanking gets -1/-1, once per instance (702.25a–b).
    for (let i = 0; i < c.flanking; i++)
      for (const b of blockers) {
        const bl = perms.get(b)!;
        if (bl.flanking > 0) continue;
        blockEvents.push({ type: 'trigger', id, ability: 'flanking', rules: [rn('flanking')] });
        pump(bl, -1, -1, rn('flanking'), blockEvents);
      }
    // Afflict N: the defending player loses N life (702.130a).
    for (const n of c.numbered.afflict) {
      const player = defenderOf(id);
      blockEvents.push({ type: 'trigger', id, ability: `afflict ${n}`, rules: [rn('afflict')] });
      life.set(player, life.get(player)! - n);
      blockEvents.push({ type: 'life', player, amount: -n, rules: [rn('afflict')] });
    }
  }
  blockEvents.push(...stateBasedActions());
  steps.push({ step: 'declare-blockers', events: blockEvents, rules: [rn('declareBlockers')] });

  // Damage assignment order (510.1c): as the scenario gives it, else the order blockers were listed.
  const order = new Map<string, string[]>();
  for (const [a, bs] of blockersOf) {
    const given = withOrder ? s.damageOrder?.[a] : undefined;
    if (given) {
      const same = given.length === bs.length && given.every((g) => bs.includes(g));
      if (!same)
        throw new Illegal(
          rn('blockedAssignment'),
          `${name(a)}のダメージ割り振り順（damageOrder）は、それをブロックしているクリーチャーすべてを1回ずつ並べたものでなければならない。`,
        );
      order.set(a, given);
    } else order.set(a, bs);
  }

  // ---- combat damage (510) ----
  const hasFirst = (l: Live) => l.keywords.has('first strike') || l.keywords.has('double strike');
  const inCombat = [...attacking.keys(), ...blocking.keys()];
  const firstStep = inCombat.some((id) => hasFirst(perms.get(id)!));
  // Static deathtouch makes any damage lethal for assignment (702.2c); where it is a trigger (2008), it does not.
  const lethal = (target: Live, source: Live) =>
    Math.max(
      0,
      !triggered('deathtouch') &&
        source.keywords.has('deathtouch') &&
        target.damage < toughness(target)
        ? Math.min(1, toughness(target) - target.damage)
        : toughness(target) - target.damage,
    );

  const damageStep = (step: StepName, dealsNow: (l: Live) => boolean, stepRules: string[]) => {
    const events: CombatEvent[] = [];
    /** `trample`: a blocked trampler's damage past its blockers, to what it attacks (702.19b). */
    const dealt: { source: Live; target: string; amount: number; trample?: boolean }[] = [];
    for (const [a, target] of attacking) {
      const at = perms.get(a)!;
      if (at.zone !== 'battlefield' || !dealsNow(at) || power(at) <= 0) continue;
      const bs = order.get(a)!;
      const present = bs.filter((b) => perms.get(b)!.zone === 'battlefield');
      const trample = at.keywords.has('trample');
      if (bs.length === 0) {
        dealt.push({ source: at, target, amount: power(at) });
        continue;
      }
      if (present.length === 0 && !trample) continue; // blocked, blockers gone: no damage (509.1h, 506.4)
      const explicit = s.assignments?.[a];
      const plan = explicit
        ? checkAssignment(at, present, target, explicit, trample)
        : defaultAssignment(at, present, target, trample);
      for (const [t, n] of plan)
        if (n > 0) dealt.push({ source: at, target: t, amount: n, trample: t === target });
    }
    for (const [b, a] of blocking) {
      const bl = perms.get(b)!;
      const at = perms.get(a)!;
      if (bl.zone !== 'battlefield' || at.zone !== 'battlefield' || !dealsNow(bl) || power(bl) <= 0)
        continue;
      dealt.push({ source: bl, target: a, amount: power(bl) });
    }
    // Stack era (2004, 2008): the assignments go on the stack as one object (310.1, 310.3), then are dealt as it resolves (310.4).
    if (stackEra)
      for (const d of dealt)
        events.push({
          type: 'assign',
          source: d.source.p.id,
          target: d.target,
          amount: d.amount,
          rules: [
            rn('assignmentOnStack'),
            rn('assignmentNotSpell'),
            ...(d.trample ? [rn('trample')] : []),
          ],
        });
    // All combat damage is dealt at once (510.2); then its results (120.3). Damage from a source of
    // a color its recipient has protection from is prevented (702.16e): none of its results follow.
    const landed: typeof dealt = [];
    for (const d of dealt) {
      const isPlayer = life.has(d.target);
      const t = perms.get(d.target);
      if (t && d.source.colors.some((c) => t.protection.has(c))) {
        events.push({
          type: 'prevent',
          source: d.source.p.id,
          target: d.target,
          amount: d.amount,
          rules: [rn('protectionDamage')],
        });
        continue;
      }
      landed.push(d);
      const infect = d.source.keywords.has('infect');
      const counters = infect || d.source.keywords.has('wither');
      const rules = isPlayer
        ? infect
          ? rns('damageDealt', 'damageToPlayerInfect')
          : rns('damageDealt', 'damageToPlayer')
        : t!.p.types.includes('planeswalker')
          ? rns('damageDealt', 'damageToPlaneswalker')
          : t!.p.types.includes('battle')
            ? rns('damageDealt', 'damageToBattle', 'battleDefense')
            : counters
              ? rns('damageDealt', 'damageToCreatureCounters')
              : rns('damageDealt', 'damageToCreature');
      if (!triggered('deathtouch') && d.source.keywords.has('deathtouch') && t && isCreature(t))
        rules.push(rn('deathtouch'));
      if (d.trample) rules.push(rn('trample'));
      events.push({
        type: 'damage',
        source: d.source.p.id,
        target: d.target,
        amount: d.amount,
        rules,
      });
      if (isPlayer) {
        // Infect gives poison counters instead of the loss of life (702.90b); toxic gives them besides (702.164c).
        if (infect) givePoison(d.target, d.amount, rn('infectPlayer'), events);
        else life.set(d.target, life.get(d.target)! - d.amount);
        const toxic = d.source.numbered.toxic.reduce((x, y) => x + y, 0);
        if (toxic > 0) givePoison(d.target, toxic, rn('toxic'), events);
      } else if (t!.p.types.includes('creature')) {
        // Wither and infect put -1/-1 counters instead of marking damage (702.80a, 702.90c).
        if (counters) {
          t!.counters['-1/-1'] += d.amount;
          events.push({
            type: 'counters',
            id: t!.p.id,
            counter: '-1/-1',
            amount: d.amount,
            rules: [infect ? rn('infectCreature') : rn('wither')],
          });
        } else t!.damage += d.amount;
        if (!triggered('deathtouch') && d.source.keywords.has('deathtouch')) t!.deathtouched = true;
      } else if (t!.p.types.includes('planeswalker'))
        t!.loyalty = Math.max(0, t!.loyalty - d.amount);
      else if (t!.p.types.includes('battle')) t!.defense = Math.max(0, t!.defense - d.amount);
    }
    // Static lifelink: life is gained as the damage is dealt (702.15b).
    const gains = new Map<string, number>();
    for (const d of landed)
      if (d.source.keywords.has('lifelink') && !triggered('lifelink'))
        gains.set(d.source.p.controller, (gains.get(d.source.p.controller) ?? 0) + d.amount);
    for (const [player, amount] of gains) {
      life.set(player, life.get(player)! + amount);
      events.push({ type: 'lifegain', player, amount, rules: [rn('lifelink')] });
    }
    events.push(...stateBasedActions());
    if (triggered('lifelink') || triggered('deathtouch')) {
      // Where deathtouch and lifelink are triggered abilities (2008 502.63a, 502.68a), they go on the
      // stack after state-based actions and resolve one per damage event; then state-based actions again.
      for (const d of landed) {
        if (d.source.keywords.has('lifelink') && triggered('lifelink')) {
          events.push({
            type: 'trigger',
            id: d.source.p.id,
            ability: 'lifelink',
            rules: [rn('lifelink')],
          });
          if (!lost.has(d.source.p.controller)) {
            life.set(d.source.p.controller, life.get(d.source.p.controller)! + d.amount);
            events.push({
              type: 'lifegain',
              player: d.source.p.controller,
              amount: d.amount,
              rules: [rn('lifelink')],
            });
          }
        }
        const t = perms.get(d.target);
        if (d.source.keywords.has('deathtouch') && triggered('deathtouch') && t && isCreature(t)) {
          events.push({
            type: 'trigger',
            id: d.source.p.id,
            ability: 'deathtouch',
            rules: [rn('deathtouch')],
          });
          if (t.zone === 'battlefield' && !t.keywords.has('indestructible')) {
            t.zone = 'graveyard';
            events.push({ type: 'dies', id: t.p.id, rules: [rn('deathtouch')] });
          }
        }
      }
      events.push(...stateBasedActions());
    }
    steps.push({ step, events, rules: stepRules });
  };

  const defaultAssignment = (
    at: Live,
    present: string[],
    target: string,
    trample: boolean,
  ): Map<string, number> => {
    const plan = new Map<string, number>();
    let left = power(at);
    present.forEach((b, i) => {
      const bl = perms.get(b)!;
      const last = i === present.length - 1;
      const n = last && !trample ? left : Math.min(left, lethal(bl, at));
      plan.set(b, n);
      left -= n;
    });
    if (left > 0)
      plan.set(
        trample ? target : present[present.length - 1]!,
        (plan.get(trample ? target : present[present.length - 1]!) ?? 0) + left,
      );
    return plan;
  };

  const checkAssignment = (
    at: Live,
    present: string[],
    target: string,
    given: Record<string, number>,
    trample: boolean,
  ): Map<string, number> => {
    const total = Object.values(given).reduce((x, y) => x + y, 0);
    if (total !== power(at))
      throw new Illegal(
        rn('blockedAssignment'),
        `${at.p.name}はパワーに等しい${power(at)}点のダメージをすべて割り振らなければならない（割り振りは${total}点）。`,
      );
    for (const t of Object.keys(given)) {
      if (!present.includes(t) && t !== target)
        throw new Illegal(
          rn('blockedAssignment'),
          `${at.p.name}は、ブロックしているクリーチャー以外の「${t}」にダメージを割り振れない。`,
        );
      if (t === target && !trample)
        throw new Illegal(
          rn('blockedAssignment'),
          `${at.p.name}はトランプルを持たないため、ブロックされていれば攻撃先にダメージを割り振れない。`,
        );
    }
    // 20231117.0: lethal damage to each blocker before the next in the damage assignment order.
    // From 2024-11-08 on the damage is divided freely among the blockers (510.1c).
    if (withOrder) {
      present.forEach((b, i) => {
        const n = given[b] ?? 0;
        if (
          n > 0 &&
          present.slice(0, i).some((prev) => (given[prev] ?? 0) < lethal(perms.get(prev)!, at))
        ) {
          throw new Illegal(
            rn('blockedAssignment'),
            `${at.p.name}は、割り振り順で前にいるクリーチャーに致死ダメージを割り振るまで、${name(b)}にダメージを割り振れない。`,
          );
        }
      });
    }
    if (
      (given[target] ?? 0) > 0 &&
      present.some((b) => (given[b] ?? 0) < lethal(perms.get(b)!, at))
    ) {
      throw new Illegal(
        rn('trample'),
        `${at.p.name}はブロックしているクリーチャーすべてに致死ダメージを割り振るまで、攻撃先にダメージを割り振れない。`,
      );
    }
    return new Map(Object.entries(given));
  };

  /** State-based actions (704.5; 2004 and 2008 420.5): players who lose, permanents that die, counters that annihilate. */
  function stateBasedActions(): CombatEvent[] {
    const events: CombatEvent[] = [];
    for (const [player, l] of life) {
      if (lost.has(player)) continue;
      const rule = l <= 0 ? rn('sbaLife') : poison.get(player)! >= 10 ? rn('sbaPoison') : null;
      if (rule) {
        lost.add(player);
        events.push({ type: 'loses', player, rules: [rule] });
      }
    }
    for (const c of perms.values()) {
      if (c.zone !== 'battlefield') continue;
      // +1/+1 and -1/-1 counters annihilate where the version says so (704.5q; 2008 420.5n).
      const both = Math.min(c.counters['+1/+1'], c.counters['-1/-1']);
      if (both > 0 && profile.rules.sbaCounters !== null) {
        for (const counter of ['+1/+1', '-1/-1'] as const) {
          c.counters[counter] -= both;
          events.push({
            type: 'counters',
            id: c.p.id,
            counter,
            amount: -both,
            rules: [rn('sbaCounters')],
          });
        }
      }
      let rule: string | null = null;
      if (isCreature(c)) {
        if (toughness(c) <= 0) rule = rn('sbaToughness');
        else if (!c.keywords.has('indestructible') && c.damage >= toughness(c))
          rule = rn('sbaLethalDamage');
        else if (!c.keywords.has('indestructible') && c.deathtouched) rule = rn('sbaDeathtouch');
        // Damage by a deathtouch source counts "since the last time state-based actions were checked" (704.5h).
        c.deathtouched = false;
      } else if (c.p.types.includes('planeswalker') && c.loyalty <= 0) rule = rn('sbaPlaneswalker');
      else if (c.p.types.includes('battle') && c.defense <= 0) {
        // A Siege's last defense counter triggers 310.11b; while that trigger waits, 704.5v does not apply.
        if (c.p.subtypes?.some((t) => t.toLowerCase() === 'siege' || t === '包囲戦')) {
          events.push({
            type: 'trigger',
            id: c.p.id,
            ability: 'siege',
            rules: [rn('siege'), rn('sbaBattle')],
          });
          continue;
        }
        rule = rn('sbaBattle');
      }
      if (rule) {
        c.zone = 'graveyard';
        events.push({ type: 'dies', id: c.p.id, rules: [rule] });
      }
    }
    return events;
  }

  /** An until-end-of-turn change of power and toughness, and its event. */
  function pump(c: Live, p: number, t: number, rule: string, events: CombatEvent[]): void {
    c.pumpPower += p;
    c.pumpToughness += t;
    events.push({
      type: 'pump',
      id: c.p.id,
      power: power(c),
      toughness: toughness(c),
      rules: [rule],
    });
  }

  function givePoison(player: string, amount: number, rule: string, events: CombatEvent[]): void {
    poison.set(player, poison.get(player)! + amount);
    events.push({ type: 'poison', player, amount, rules: [rule] });
  }

  /** The evasion abilities and protection: which creatures may not block this attacker (and shadow's other half). */
  function checkEvasion(attacker: Live, blocker: Live): void {
    const a = attacker.p.name;
    const b = blocker.p.name;
    const has = (l: Live, k: KeywordName) => l.keywords.has(k);
    if (has(attacker, 'shadow') && !has(blocker, 'shadow'))
      throw new Illegal(
        rn('shadow'),
        `${a}はシャドーを持つため、シャドーを持たない${b}ではブロックできない。`,
      );
    if (!has(attacker, 'shadow') && has(blocker, 'shadow'))
      throw new Illegal(
        rn('shadow'),
        `${b}はシャドーを持つため、シャドーを持たない${a}をブロックできない。`,
      );
    if (has(attacker, 'horsemanship') && !has(blocker, 'horsemanship'))
      throw new Illegal(
        rn('horsemanship'),
        `${a}は馬術を持つため、馬術を持たない${b}ではブロックできない。`,
      );
    const artifact = blocker.p.types.includes('artifact');
    if (has(attacker, 'fear') && !artifact && !blocker.colors.includes('black'))
      throw new Illegal(
        rn('fear'),
        `${a}は畏怖を持つため、アーティファクト・クリーチャーでも黒のクリーチャーでもない${b}ではブロックできない。`,
      );
    if (
      has(attacker, 'intimidate') &&
      !artifact &&
      !blocker.colors.some((c) => attacker.colors.includes(c))
    )
      throw new Illegal(
        rn('intimidate'),
        `${a}は威嚇を持つため、アーティファクト・クリーチャーでも${a}と共通の色を持つクリーチャーでもない${b}ではブロックできない。`,
      );
    if (has(attacker, 'skulk') && power(blocker) > power(attacker))
      throw new Illegal(
        rn('skulk'),
        `${a}は潜伏を持つため、パワーが${a}（${power(attacker)}）より大きい${b}（${power(blocker)}）ではブロックできない。`,
      );
    const color = blocker.colors.find((c) => attacker.protection.has(c));
    if (color)
      throw new Illegal(
        rn('protectionBlock'),
        `${a}は${COLOR_JA[color]}からのプロテクションを持つため、${COLOR_JA[color]}の${b}ではブロックできない。`,
      );
  }

  if (firstStep) {
    damageStep('first-strike-damage', hasFirst, [
      rn('firstStrikeStep'),
      rn('firstStrike'),
      ...(inCombat.some((id) => perms.get(id)!.keywords.has('double strike'))
        ? [rn('doubleStrike')]
        : []),
    ]);
    damageStep('combat-damage', (l) => !hasFirst(l) || l.keywords.has('double strike'), [
      rn('combatDamage'),
      rn('damageDealt'),
      rn('firstStrikeStep'),
    ]);
  } else {
    damageStep('combat-damage', () => true, [rn('combatDamage'), rn('damageDealt')]);
  }
  steps.push({ step: 'end-of-combat', events: [], rules: [rn('endOfCombat')] });
  return finish();

  function finish(): CombatTrace {
    const permanents: Record<string, FinalPermanent> = {};
    for (const [id, c] of perms) {
      if (c.zone !== 'battlefield') permanents[id] = { zone: c.zone };
      else if (isCreature(c))
        permanents[id] = {
          zone: 'battlefield',
          tapped: c.tapped,
          damage: c.damage,
          power: power(c),
          toughness: toughness(c),
        };
      else if (c.p.types.includes('battle'))
        permanents[id] = { zone: 'battlefield', defense: c.defense };
      else if (c.p.types.includes('planeswalker'))
        permanents[id] = { zone: 'battlefield', loyalty: c.loyalty };
      else permanents[id] = { zone: 'battlefield', tapped: c.tapped };
      const counters = Object.fromEntries(Object.entries(c.counters).filter(([, n]) => n > 0));
      if (c.zone === 'battlefield' && Object.keys(counters).length > 0)
        permanents[id]!.counters = counters;
    }
    return {
      ok: true,
      steps,
      final: {
        life: Object.fromEntries(life),
        permanents,
        poison: Object.fromEntries(poison),
        lost: [...lost],
      },
    };
  }
}
