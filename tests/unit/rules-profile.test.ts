// What the engines play under each version is read from that version's text: the profiles of the
// real texts, every rule they give exists, and a new release made of an old one's text gets a
// whole profile with no code of its own.
import { describe, expect, it } from 'vitest';
import { readVersionRules } from '#scripts/cli/rules-profiles.ts';
import { bookProfiles, rulesProfile, RulesProfileError } from '#scripts/link/rules-profile.ts';
import { combatProfile, playableVersions, subgameProfile } from '#scripts/model/rules-profile.ts';
import { ROOT, syntheticReleaseProfile } from './helpers.ts';

// Only the versions these tests look at (and 2008-10-01, whose numbering 5.5.2.0 follows).
const WANTED = ['2004-10-01', '2008-10-01', '5.5.2.0', '20231117.0', '2025-11-14', '2026-06-19'];
const { book, manifest } = readVersionRules(ROOT, WANTED);
const profiles = bookProfiles(book, manifest, WANTED);
const combat = (v: string) => combatProfile(profiles, v)!;
const subgame = (v: string) => subgameProfile(profiles, v)!;

describe('profiles of the real texts', () => {
  it('which versions each engine plays: combat wherever a text has the combat phase, subgames wherever it has them', () => {
    expect(playableVersions(profiles, 'combat')).toEqual([
      '2026-06-19',
      '2025-11-14',
      '20231117.0',
      '2008-10-01',
      '2004-10-01',
    ]);
    expect(playableVersions(profiles, 'subgame')).toEqual([
      '2026-06-19',
      '2025-11-14',
      '20231117.0',
      '5.5.2.0',
      '2008-10-01',
      '2004-10-01',
    ]);
    expect(profiles.find((p) => p.version === '5.5.2.0')!.unsupported.combat).toMatch(
      /no combat phase/,
    );
  });
  it('the era: combat damage on the stack in 2004 and 2008 (310.1), dealt directly since', () => {
    expect(
      ['2004-10-01', '2008-10-01', '20231117.0', '2026-06-19'].map((v) => combat(v).era),
    ).toEqual(['stack', 'stack', 'direct', 'direct']);
    expect(combat('2004-10-01').rules.assignmentOnStack).toBe('310.1');
    expect(combat('2026-06-19').rules.assignmentOnStack).toBeNull();
  });
  it('a damage assignment order only in 20231117.0 (510.1c); none before (2004, 2008) or from 2024-11-08 on', () => {
    expect(
      ['2004-10-01', '2008-10-01', '20231117.0', '2025-11-14', '2026-06-19'].map(
        (v) => combat(v).damageAssignmentOrder,
      ),
    ).toEqual([false, false, true, false, false]);
  });
  it('keyword rules found by their titles: 2004 trample cites 502.9b, 2026-06-19 702.19b', () => {
    expect(combat('2004-10-01').rules.trample).toBe('502.9b');
    expect(combat('2026-06-19').rules.trample).toBe('702.19b');
    expect(combat('2004-10-01').rules.bushidoInstances).toBe('502.38c');
    expect(combat('2008-10-01').rules.bushidoInstances).toBe('502.38b');
  });
  it('the 2026-12 keywords and state-based actions, each where its version numbers it', () => {
    const r = combat('2026-06-19').rules;
    expect([r.protectionBlock, r.protectionDamage, r.infectPlayer, r.infectCreature]).toEqual([
      '702.16f',
      '702.16e',
      '702.90b',
      '702.90c',
    ]);
    expect([r.wither, r.toxic, r.flanking, r.rampage, r.exalted, r.afflict]).toEqual([
      '702.80a',
      '702.164c',
      '702.25a',
      '702.23a',
      '702.83a',
      '702.130a',
    ]);
    expect([r.shadow, r.horsemanship, r.fear, r.intimidate, r.skulk]).toEqual([
      '702.28b',
      '702.31b',
      '702.36b',
      '702.13b',
      '702.118b',
    ]);
    expect([
      r.sbaPoison,
      r.sbaCounters,
      r.damageToPlayerInfect,
      r.damageToCreatureCounters,
    ]).toEqual(['704.5c', '704.5q', '120.3b', '120.3d']);
    const old = combat('2004-10-01').rules;
    expect([old.protectionBlock, old.flanking, old.fear, old.sbaPoison, old.sbaCounters]).toEqual([
      '502.7f',
      '502.3a',
      '502.25b',
      '420.5h',
      null,
    ]);
    const y2008 = combat('2008-10-01').rules;
    expect([y2008.wither, y2008.exalted, y2008.sbaCounters]).toEqual([
      '502.80a',
      '502.83a',
      '420.5n',
    ]);
  });
});

describe('profiles of the real texts', () => {
  it('which keywords and card types exist: 2004 lacks deathtouch, lifelink, reach, menace, indestructible, wither, exalted and planeswalkers; 2008 lacks menace, indestructible, infect, intimidate, skulk, toxic, afflict and battles', () => {
    const all = combat('2026-06-19').keywords;
    expect(all).toHaveLength(26);
    expect(all.filter((k) => !combat('2004-10-01').keywords.includes(k))).toEqual([
      'reach',
      'deathtouch',
      'lifelink',
      'menace',
      'indestructible',
      'infect',
      'wither',
      'exalted',
      'intimidate',
      'skulk',
      'toxic',
      'afflict',
    ]);
    expect(all.filter((k) => !combat('2008-10-01').keywords.includes(k))).toEqual([
      'menace',
      'indestructible',
      'infect',
      'intimidate',
      'skulk',
      'toxic',
      'afflict',
    ]);
    expect(combat('2004-10-01').cardTypes).toEqual(['creature']);
    expect(combat('2008-10-01').cardTypes).toEqual(['creature', 'planeswalker']);
    expect(combat('20231117.0').cardTypes).toEqual(['creature', 'planeswalker', 'battle']);
  });
  it('deathtouch and lifelink are triggered where their rules say "Whenever" (2008 502.63a, 502.68a), static since', () => {
    expect(combat('2008-10-01').triggered).toEqual(
      expect.arrayContaining(['deathtouch', 'lifelink']),
    );
    expect(combat('20231117.0').triggered).not.toContain('deathtouch');
    expect([combat('2008-10-01').rules.deathtouch, combat('20231117.0').rules.deathtouch]).toEqual([
      '502.63a',
      '702.2b',
    ]);
  });
  it('the subgame rules: 724 in 20231117.0, 728 in 2025-11-14, 729 in 2026-06-19 (608.2n there); 506 in 2004', () => {
    expect(subgame('20231117.0').rules.cast).toEqual(['724.1a']);
    expect(subgame('2025-11-14').rules.end).toEqual(['728.5']);
    expect(subgame('2026-06-19').rules.resolve).toEqual(['729.5', '608.2n']);
    expect(subgame('2004-10-01').rules.start).toEqual(['506.3', '506.4']);
    expect([
      subgame('2004-10-01').librariesRemovedFromGame,
      subgame('2004-10-01').removedCardsStayRemoved,
    ]).toEqual([true, true]);
    expect([
      subgame('2026-06-19').librariesRemovedFromGame,
      subgame('2026-06-19').removedCardsStayRemoved,
    ]).toEqual([false, false]);
  });
  it('5.5.2.0: its own Japanese 506, the rest where its numbering comes from (the manifest\'s "numbering": 2008-10-01)', () => {
    const p = subgame('5.5.2.0');
    expect(p.rules.end).toEqual(['506.5']);
    expect(p.rules.exile).toEqual(['217.7', '506.5']);
    expect(p.borrowed).toEqual([
      '101.3',
      '420.5g',
      '506.4a',
      '217.7',
      '102.3a',
      '102.3',
      '102.2a',
      '401.7',
    ]);
    expect(p.removedCardsStayRemoved).toBe(false);
  });
  it('every rule number a profile gives exists in its version (a borrowed one in the version its numbering follows)', () => {
    for (const p of profiles) {
      const numbering = manifest.versions.find((v) => v.name === p.version)!.numbering;
      for (const n of Object.values(p.combat?.rules ?? {}))
        if (n) expect(book.has(p.version, n), `${p.version} ${n}`).toBe(true);
      for (const n of Object.values(p.subgame?.rules ?? {}).flat()) {
        expect(
          p.subgame!.borrowed.includes(n) ? book.has(numbering!, n) : book.has(p.version, n),
          `${p.version} ${n}`,
        ).toBe(true);
      }
    }
  });
});

describe('a new release is its text and its manifest entry', () => {
  const release = (changed: Record<string, string> = {}) =>
    syntheticReleaseProfile(book, manifest.versions, changed);
  it('a copy of 2026-06-19 gets the whole combat and subgame profile of 2026-06-19, under its own name', () => {
    const p = release();
    const same = profiles.find((x) => x.version === '2026-06-19')!;
    expect(p.combat).toEqual({ ...same.combat, version: '2026-08-01' });
    expect(p.subgame).toEqual({ ...same.subgame, version: '2026-08-01' });
  });
  it('one rule changed changes what is played: a damage assignment order brought back in 510.1c', () => {
    const order =
      'A blocked creature assigns its combat damage to the creatures blocking it. If two or more creatures are blocking it, it assigns its combat damage to those creatures according to the damage assignment order announced for it.';
    expect(release({ '510.1c': order }).combat!.damageAssignmentOrder).toBe(true);
  });
  it('a rule the engine cannot do without, no longer where its row looks, stops with the row named', () => {
    expect(() =>
      release({ '508.1f': 'The active player does something else with the chosen creatures.' }),
    ).toThrow(RulesProfileError);
    expect(() =>
      release({ '508.1f': 'The active player does something else with the chosen creatures.' }),
    ).toThrow(/^2026-08-01: the combat engine cites "tapAttackers"/);
  });
  it('a version of quoted rules only is not played; one whose numbering text is not built says so', () => {
    const quoted = rulesProfile({
      version: 'q',
      rules: book.ordered('2026-06-19'),
      complete: false,
    });
    expect(quoted.combat).toBeNull();
    expect(quoted.unsupported.combat).toMatch(/only rules quoted/);
    const orphan = rulesProfile({
      version: '5.5.2.0',
      rules: book.ordered('5.5.2.0'),
      complete: false,
      numbering: { version: '2008-10-01', rules: null },
    });
    expect(orphan.subgame).toBeNull();
    expect(orphan.unsupported.subgame).toMatch(/2008-10-01/);
  });
});
