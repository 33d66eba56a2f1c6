// One combat phase, exact to the rules version it is played under: 20231117.0 (damage assignment
// order); the releases from 2024-11-08 on (2025-11-14 … 2026-06-19: damage divided freely among
// the blockers; the rules it cites keep their numbers); 2004-10-01 and 2008-10-01 (combat damage
// assigned onto the stack, then dealt; 306–311, keywords under 502, state-based effects 420.5;
// in 2008 deathtouch and lifelink are triggered abilities). Every step and event cites the rules
// in that version's own numbering. Pure, no DOM.
// The command line and the stepper island both run this and only render its trace.
import { parseKeyword, type Keyword, type Permanent, type Scenario } from './scenario.ts';
import { COMBAT_VERSIONS, type CombatVersion } from './versions.ts';

/** The 20231117.0 numbers the engine cites, as the 2004 and 2008 rules number them (null: no such rule then). */
const STACK_ERA: Record<string, string | null> = {
  '507.1': '307.1', '508.1': '308.1', '508.1a': '308.2a', '508.1b': '308.2a', '508.1f': '308.2c', '508.8': '308.4', '506.3': '308.2a', '302.6': '308.2a',
  '509.1': '309.1', '509.1a': '309.2a', '509.1h': '309.2f',
  '510.1': '310.1', '510.1c': '310.2c', '510.2': '310.4', '510.4': '310.5', '511.1': '311.1',
  '120.3a': null, '120.3c': null, '120.3e': null,
  '702.2b': '502.63a', '702.3b': '502.41b', '702.4b': '502.28b', '702.7b': '502.2b', '702.9b': '502.4b', '702.15b': '502.68a', '702.19b': '502.9b', '702.20b': '502.14b', '702.45a': '502.38a', '702.45b': '502.38c',
  '704.5a': '420.5a', '704.5f': '420.5b', '704.5g': '420.5c', '704.5i': '420.5p',
};
/** Where 2008 differs from 2004. */
const STACK_2008: Record<string, string> = { '508.8': '308.5', '506.3': '306.3', '508.1b': '308.2a', '702.45b': '502.38b' };
/** What a version's rules do not have yet: keywords and card types (2004: no deathtouch, lifelink, reach, menace, indestructible, planeswalkers). */
const MISSING: Record<string, { keywords: string[]; types: string[] }> = {
  '2004-10-01': { keywords: ['deathtouch', 'lifelink', 'reach', 'menace', 'indestructible'], types: ['planeswalker', 'battle'] },
  '2008-10-01': { keywords: ['menace', 'indestructible'], types: ['battle'] },
};

import type { StepName } from './steps.ts';
export { STEP_NAMES, type StepName } from './steps.ts';

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
  | { type: 'loses'; player: string; rules: string[] };

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
}

export type CombatTrace =
  | { ok: true; steps: CombatStep[]; final: { life: Record<string, number>; permanents: Record<string, FinalPermanent> } }
  | { ok: false; error: { rule: string; message: string } };

interface Live {
  p: Permanent;
  keywords: Set<Keyword>;
  bushido: number[];
  power: number;
  toughness: number;
  damage: number;
  tapped: boolean;
  zone: FinalPermanent['zone'];
  deathtouched: boolean;
  defense: number;
  loyalty: number;
}

class Illegal extends Error {
  readonly rule: string;
  constructor(rule: string, message: string) {
    super(message);
    this.rule = rule;
  }
}

function live(p: Permanent): Live {
  const keywords = new Set<Keyword>();
  const bushido: number[] = [];
  for (const k of p.keywords ?? []) {
    const parsed = parseKeyword(k)!;
    if (parsed.name === 'bushido') bushido.push(parsed.n!);
    else keywords.add(parsed.name);
  }
  return { p, keywords, bushido, power: p.power ?? 0, toughness: p.toughness ?? 0, damage: p.damage ?? 0, tapped: p.tapped ?? false, zone: 'battlefield', deathtouched: false, defense: p.defense ?? 0, loyalty: p.loyalty ?? 0 };
}

const isCreature = (l: Live) => l.p.types.includes('creature');

export function runCombat(s: Scenario): CombatTrace {
  try {
    return run(s);
  } catch (e) {
    if (e instanceof Illegal) return { ok: false, error: { rule: e.rule, message: e.message } };
    throw e;
  }
}

function run(s: Scenario): CombatTrace {
  const version = (s.rules ?? '20231117.0') as CombatVersion;
  const withOrder = COMBAT_VERSIONS[version].order;
  const stackEra = COMBAT_VERSIONS[version].era === 'stack';
  const in2008 = version === '2008-10-01';
  /** A rule in this version's numbering (given as its 20231117.0 number). */
  const rn = (n: string): string => (stackEra ? ((in2008 ? STACK_2008[n] : undefined) ?? STACK_ERA[n] ?? n) : n);
  /** Rules lists drop what the version has no rule for. */
  const rns = (...ns: string[]): string[] => ns.flatMap((n) => (stackEra && STACK_ERA[n] === null ? [] : [rn(n)]));
  const missing = MISSING[version];
  if (missing) {
    s.permanents.forEach((p, i) => {
      for (const k of p.keywords ?? []) {
        const name = parseKeyword(k)!.name;
        if (missing.keywords.includes(name)) throw new Illegal('502', `permanents[${i}].keywords：「${k}」は ${version} のルールにないキーワード能力です。`);
      }
      for (const t of p.types) if (missing.types.includes(t)) throw new Illegal('212', `permanents[${i}].types：「${t}」は ${version} のルールにないカード・タイプです。`);
    });
  }
  const perms = new Map(s.permanents.map((p) => [p.id, live(p)]));
  const life = new Map(s.players.map((p) => [p.id, p.life]));
  const lost = new Set<string>();
  const steps: CombatStep[] = [];
  const name = (id: string) => perms.get(id)?.p.name ?? id;
  const get = (id: string, rule: string, what: string): Live => {
    const l = perms.get(id);
    if (!l) throw new Illegal(rule, `${what}「${id}」は戦場にない。`);
    return l;
  };

  steps.push({ step: 'beginning-of-combat', events: [], rules: [rn('507.1')] });

  // ---- declare attackers (508) ----
  const attackEvents: CombatEvent[] = [];
  const attacking = new Map<string, string>(); // attacker → what it attacks
  for (const a of s.attackers) {
    const c = get(a.id, rn('508.1a'), '攻撃クリーチャー');
    if (!isCreature(c)) throw new Illegal(rn('506.3'), `${c.p.name}はクリーチャーではないため攻撃できない。`);
    if (c.p.types.includes('battle')) throw new Illegal(rn('508.1a'), `${c.p.name}はバトルでもあるため攻撃できない。`);
    if (c.p.controller !== s.active) throw new Illegal(rn('508.1a'), `${c.p.name}はアクティブ・プレイヤーがコントロールしていないため攻撃できない。`);
    if (attacking.has(a.id)) throw new Illegal(rn('508.1a'), `${c.p.name}は2回攻撃できない。`);
    if (c.keywords.has('defender')) throw new Illegal(rn('702.3b'), `${c.p.name}は防衛を持つため攻撃できない。`);
    if (c.tapped) throw new Illegal(rn('508.1a'), `${c.p.name}はタップ状態のため攻撃できない。`);
    if (c.p.summoningSick && !c.keywords.has('haste')) throw new Illegal(rn('302.6'), `${c.p.name}は召喚酔いの状態で速攻を持たないため攻撃できない。`);
    const target = a.target;
    const player = s.players.find((p) => p.id === target);
    if (player) {
      if (player.id === s.active) throw new Illegal(rn('508.1b'), `${c.p.name}は自分（${player.id}）を攻撃できない。`);
    } else {
      const t = perms.get(target);
      if (!t) throw new Illegal(rn('508.1b'), `攻撃先「${target}」はプレイヤーでも戦場のパーマネントでもない。`);
      if (t.p.types.includes('planeswalker')) {
        if (t.p.controller === s.active) throw new Illegal(rn('508.1b'), `${c.p.name}は自分がコントロールするプレインズウォーカー（${t.p.name}）を攻撃できない。`);
      } else if (t.p.types.includes('battle')) {
        if (t.p.protector === s.active) throw new Illegal(rn('310.8b'), `${c.p.name}のコントローラーは${t.p.name}を守る者なので、それを攻撃できない。`);
      } else throw new Illegal(rn('508.1b'), `${t.p.name}はプレイヤーでもプレインズウォーカーでもバトルでもないため攻撃できない。`);
    }
    attacking.set(a.id, target);
    const taps = !c.keywords.has('vigilance');
    if (taps) c.tapped = true;
    attackEvents.push({ type: 'attack', id: a.id, target, tapped: taps, rules: taps ? [rn('508.1a'), rn('508.1f')] : [rn('508.1a'), rn('702.20b')] });
  }
  if (attacking.size === 0) {
    steps.push({ step: 'declare-attackers', events: [], rules: [rn('508.1'), rn('508.8')] });
    steps.push({ step: 'end-of-combat', events: [], rules: [rn('511.1')] });
    return finish();
  }
  steps.push({ step: 'declare-attackers', events: attackEvents, rules: [rn('508.1')] });

  // ---- declare blockers (509) ----
  /** The player who may block an attacker: the one attacked, a planeswalker's controller, a battle's protector. */
  const defenderOf = (attacker: string): string => {
    const target = attacking.get(attacker)!;
    if (life.has(target)) return target;
    const t = perms.get(target)!;
    return t.p.types.includes('battle') ? t.p.protector ?? t.p.controller : t.p.controller;
  };
  const blockEvents: CombatEvent[] = [];
  const blockersOf = new Map<string, string[]>([...attacking.keys()].map((a) => [a, []]));
  const blocking = new Map<string, string>();
  for (const b of s.blockers) {
    const c = get(b.id, rn('509.1a'), 'ブロック・クリーチャー');
    if (!isCreature(c)) throw new Illegal(rn('506.3'), `${c.p.name}はクリーチャーではないためブロックできない。`);
    const attacker = perms.get(b.blocks);
    if (!attacker || !attacking.has(b.blocks)) throw new Illegal(rn('509.1a'), `${c.p.name}がブロックしようとした「${b.blocks}」は攻撃クリーチャーではない。`);
    if (blocking.has(b.id)) throw new Illegal(rn('509.1a'), `${c.p.name}は2体以上のクリーチャーをブロックできない。`);
    const defender = defenderOf(b.blocks);
    if (c.p.controller !== defender) {
      const target = perms.get(attacking.get(b.blocks)!);
      if (target?.p.types.includes('battle')) throw new Illegal(rn('310.8c'), `${target.p.name}を攻撃しているクリーチャーは、それを守る者（${defender}）のクリーチャーでしかブロックできない。`);
      throw new Illegal(rn('509.1a'), `${c.p.name}は${attacker.p.name}に攻撃されているプレイヤー（${defender}）のクリーチャーではないため、それをブロックできない。`);
    }
    if (c.tapped) throw new Illegal(rn('509.1a'), `${c.p.name}はタップ状態のためブロックできない。`);
    if (attacker.keywords.has('flying') && !c.keywords.has('flying') && !c.keywords.has('reach')) throw new Illegal(rn('702.9b'), `${attacker.p.name}は飛行を持つため、飛行も到達も持たない${c.p.name}ではブロックできない。`);
    blocking.set(b.id, b.blocks);
    blockersOf.get(b.blocks)!.push(b.id);
    blockEvents.push({ type: 'block', id: b.id, blocks: b.blocks, rules: [rn('509.1a')] });
  }
  for (const [a, bs] of blockersOf) {
    const at = perms.get(a)!;
    if (at.keywords.has('menace') && bs.length === 1) throw new Illegal(rn('702.111b'), `${at.p.name}は威迫を持つため、2体以上のクリーチャーでなければブロックできない。`);
  }
  for (const [a, bs] of blockersOf) blockEvents.push({ type: bs.length ? 'blocked' : 'unblocked', id: a, rules: [rn('509.1h')] });
  // Bushido triggers for each creature that blocks or becomes blocked (702.45a), each instance separately (702.45b).
  for (const id of [...blockersOf.keys(), ...blocking.keys()]) {
    const c = perms.get(id)!;
    const involved = blocking.has(id) || blockersOf.get(id)!.length > 0;
    if (!involved) continue;
    for (const n of c.bushido) {
      blockEvents.push({ type: 'trigger', id, ability: `bushido ${n}`, rules: c.bushido.length > 1 ? [rn('702.45a'), rn('702.45b')] : [rn('702.45a')] });
      c.power += n;
      c.toughness += n;
      blockEvents.push({ type: 'pump', id, power: c.power, toughness: c.toughness, rules: [rn('702.45a')] });
    }
  }
  steps.push({ step: 'declare-blockers', events: blockEvents, rules: [rn('509.1')] });

  // Damage assignment order (510.1c): as the scenario gives it, else the order blockers were listed.
  const order = new Map<string, string[]>();
  for (const [a, bs] of blockersOf) {
    const given = withOrder ? s.damageOrder?.[a] : undefined;
    if (given) {
      const same = given.length === bs.length && given.every((g) => bs.includes(g));
      if (!same) throw new Illegal(rn('510.1c'), `${name(a)}のダメージ割り振り順（damageOrder）は、それをブロックしているクリーチャーすべてを1回ずつ並べたものでなければならない。`);
      order.set(a, given);
    } else order.set(a, bs);
  }

  // ---- combat damage (510) ----
  const hasFirst = (l: Live) => l.keywords.has('first strike') || l.keywords.has('double strike');
  const inCombat = [...attacking.keys(), ...blocking.keys()];
  const firstStep = inCombat.some((id) => hasFirst(perms.get(id)!));
  // Deathtouch makes any damage lethal for assignment only in the modern rules (702.2c); in 2008 it is a trigger.
  const lethal = (target: Live, source: Live) => Math.max(0, !stackEra && source.keywords.has('deathtouch') && target.damage < target.toughness ? Math.min(1, target.toughness - target.damage) : target.toughness - target.damage);

  const damageStep = (step: StepName, dealsNow: (l: Live) => boolean, stepRules: string[]) => {
    const events: CombatEvent[] = [];
    const dealt: { source: Live; target: string; amount: number }[] = [];
    for (const [a, target] of attacking) {
      const at = perms.get(a)!;
      if (at.zone !== 'battlefield' || !dealsNow(at) || at.power <= 0) continue;
      const bs = order.get(a)!;
      const present = bs.filter((b) => perms.get(b)!.zone === 'battlefield');
      const trample = at.keywords.has('trample');
      if (bs.length === 0) {
        dealt.push({ source: at, target, amount: at.power });
        continue;
      }
      if (present.length === 0 && !trample) continue; // blocked, blockers gone: no damage (509.1h, 506.4)
      const explicit = s.assignments?.[a];
      const plan = explicit ? checkAssignment(at, present, target, explicit, trample) : defaultAssignment(at, present, target, trample);
      for (const [t, n] of plan) if (n > 0) dealt.push({ source: at, target: t, amount: n });
    }
    for (const [b, a] of blocking) {
      const bl = perms.get(b)!;
      const at = perms.get(a)!;
      if (bl.zone !== 'battlefield' || at.zone !== 'battlefield' || !dealsNow(bl) || bl.power <= 0) continue;
      dealt.push({ source: bl, target: a, amount: bl.power });
    }
    // 2004 and 2008: the assignments go on the stack as one object (310.1, 310.3), then are dealt as it resolves (310.4).
    if (stackEra) for (const d of dealt) events.push({ type: 'assign', source: d.source.p.id, target: d.target, amount: d.amount, rules: ['310.1', '310.3'] });
    // All combat damage is dealt at once (510.2); then its results (120.3).
    for (const d of dealt) {
      const isPlayer = life.has(d.target);
      const t = perms.get(d.target);
      const rules = isPlayer ? rns('510.2', '120.3a') : t!.p.types.includes('planeswalker') ? rns('510.2', '120.3c') : t!.p.types.includes('battle') ? rns('510.2', '120.3h', '310.6') : rns('510.2', '120.3e');
      if (!stackEra && d.source.keywords.has('deathtouch') && t && isCreature(t)) rules.push(rn('702.2b'));
      events.push({ type: 'damage', source: d.source.p.id, target: d.target, amount: d.amount, rules });
      if (isPlayer) life.set(d.target, life.get(d.target)! - d.amount);
      else if (t!.p.types.includes('creature')) {
        t!.damage += d.amount;
        if (!stackEra && d.source.keywords.has('deathtouch')) t!.deathtouched = true;
      } else if (t!.p.types.includes('planeswalker')) t!.loyalty = Math.max(0, t!.loyalty - d.amount);
      else if (t!.p.types.includes('battle')) t!.defense = Math.max(0, t!.defense - d.amount);
    }
    if (stackEra) {
      // 2008: deathtouch and lifelink are triggered abilities (502.63a, 502.68a). State-based effects
      // are checked first; then the triggers go on the stack and resolve, one per damage event.
      events.push(...stateBasedActions());
      for (const d of dealt) {
        if (d.source.keywords.has('lifelink')) {
          events.push({ type: 'trigger', id: d.source.p.id, ability: 'lifelink', rules: ['502.68a'] });
          if (!lost.has(d.source.p.controller)) {
            life.set(d.source.p.controller, life.get(d.source.p.controller)! + d.amount);
            events.push({ type: 'lifegain', player: d.source.p.controller, amount: d.amount, rules: ['502.68a'] });
          }
        }
        const t = perms.get(d.target);
        if (d.source.keywords.has('deathtouch') && t && isCreature(t)) {
          events.push({ type: 'trigger', id: d.source.p.id, ability: 'deathtouch', rules: ['502.63a'] });
          if (t.zone === 'battlefield' && !t.keywords.has('indestructible')) {
            t.zone = 'graveyard';
            events.push({ type: 'dies', id: t.p.id, rules: ['502.63a'] });
          }
        }
      }
    } else {
      const gains = new Map<string, number>();
      for (const d of dealt) if (d.source.keywords.has('lifelink')) gains.set(d.source.p.controller, (gains.get(d.source.p.controller) ?? 0) + d.amount);
      for (const [player, amount] of gains) {
        life.set(player, life.get(player)! + amount);
        events.push({ type: 'lifegain', player, amount, rules: [rn('702.15b')] });
      }
    }
    events.push(...stateBasedActions());
    steps.push({ step, events, rules: stepRules });
  };

  const defaultAssignment = (at: Live, present: string[], target: string, trample: boolean): Map<string, number> => {
    const plan = new Map<string, number>();
    let left = at.power;
    present.forEach((b, i) => {
      const bl = perms.get(b)!;
      const last = i === present.length - 1;
      const n = last && !trample ? left : Math.min(left, lethal(bl, at));
      plan.set(b, n);
      left -= n;
    });
    if (left > 0) plan.set(trample ? target : present[present.length - 1]!, (plan.get(trample ? target : present[present.length - 1]!) ?? 0) + left);
    return plan;
  };

  const checkAssignment = (at: Live, present: string[], target: string, given: Record<string, number>, trample: boolean): Map<string, number> => {
    const total = Object.values(given).reduce((x, y) => x + y, 0);
    if (total !== at.power) throw new Illegal(rn('510.1c'), `${at.p.name}はパワーに等しい${at.power}点のダメージをすべて割り振らなければならない（割り振りは${total}点）。`);
    for (const t of Object.keys(given)) {
      if (!present.includes(t) && t !== target) throw new Illegal(rn('510.1c'), `${at.p.name}は、ブロックしているクリーチャー以外の「${t}」にダメージを割り振れない。`);
      if (t === target && !trample) throw new Illegal(rn('510.1c'), `${at.p.name}はトランプルを持たないため、ブロックされていれば攻撃先にダメージを割り振れない。`);
    }
    // 20231117.0: lethal damage to each blocker before the next in the damage assignment order.
    // From 2024-11-08 on the damage is divided freely among the blockers (510.1c).
    if (withOrder) {
      present.forEach((b, i) => {
        const n = given[b] ?? 0;
        if (n > 0 && present.slice(0, i).some((prev) => (given[prev] ?? 0) < lethal(perms.get(prev)!, at))) {
          throw new Illegal(rn('510.1c'), `${at.p.name}は、割り振り順で前にいるクリーチャーに致死ダメージを割り振るまで、${name(b)}にダメージを割り振れない。`);
        }
      });
    }
    if ((given[target] ?? 0) > 0 && present.some((b) => (given[b] ?? 0) < lethal(perms.get(b)!, at))) {
      throw new Illegal(rn('702.19b'), `${at.p.name}はブロックしているクリーチャーすべてに致死ダメージを割り振るまで、攻撃先にダメージを割り振れない。`);
    }
    return new Map(Object.entries(given));
  };

  const stateBasedActions = (): CombatEvent[] => {
    const events: CombatEvent[] = [];
    for (const [player, l] of life) {
      if (l <= 0 && !lost.has(player)) {
        lost.add(player);
        events.push({ type: 'loses', player, rules: [rn('704.5a')] });
      }
    }
    for (const c of perms.values()) {
      if (c.zone !== 'battlefield') continue;
      let rule: string | null = null;
      if (isCreature(c)) {
        if (c.toughness <= 0) rule = rn('704.5f');
        else if (!c.keywords.has('indestructible') && c.damage >= c.toughness) rule = rn('704.5g');
        else if (!c.keywords.has('indestructible') && c.deathtouched && c.damage > 0) rule = rn('704.5h');
      } else if (c.p.types.includes('planeswalker') && c.loyalty <= 0) rule = rn('704.5i');
      else if (c.p.types.includes('battle') && c.defense <= 0) {
        // A Siege's last defense counter triggers 310.11b; while that trigger waits, 704.5v does not apply.
        if (c.p.subtypes?.some((t) => t.toLowerCase() === 'siege' || t === '包囲戦')) {
          events.push({ type: 'trigger', id: c.p.id, ability: 'siege', rules: [rn('310.11b'), rn('704.5v')] });
          continue;
        }
        rule = rn('704.5v');
      }
      if (rule) {
        c.zone = 'graveyard';
        events.push({ type: 'dies', id: c.p.id, rules: [rule] });
      }
    }
    return events;
  };

  if (firstStep) {
    damageStep('first-strike-damage', hasFirst, [rn('510.4'), rn('702.7b'), ...(inCombat.some((id) => perms.get(id)!.keywords.has('double strike')) ? [rn('702.4b')] : [])]);
    damageStep('combat-damage', (l) => !hasFirst(l) || l.keywords.has('double strike'), [rn('510.1'), rn('510.2'), rn('510.4')]);
  } else {
    damageStep('combat-damage', () => true, [rn('510.1'), rn('510.2')]);
  }
  steps.push({ step: 'end-of-combat', events: [], rules: [rn('511.1')] });
  return finish();

  function finish(): CombatTrace {
    const permanents: Record<string, FinalPermanent> = {};
    for (const [id, c] of perms) {
      if (c.zone !== 'battlefield') permanents[id] = { zone: c.zone };
      else if (isCreature(c)) permanents[id] = { zone: 'battlefield', tapped: c.tapped, damage: c.damage, power: c.power, toughness: c.toughness };
      else if (c.p.types.includes('battle')) permanents[id] = { zone: 'battlefield', defense: c.defense };
      else if (c.p.types.includes('planeswalker')) permanents[id] = { zone: 'battlefield', loyalty: c.loyalty };
      else permanents[id] = { zone: 'battlefield', tapped: c.tapped };
    }
    return { ok: true, steps, final: { life: Object.fromEntries(life), permanents } };
  }
}
