// What the layer engine cites under each version is read from that version's text (LAYER_ROWS):
// the numbers of the real texts, the era and the points each text settles, a new release made of
// an old one's text with no code of its own, and a reworded rule stopping the profile with its row.
import { describe, expect, it } from 'vitest';
import { readVersionRules } from '#scripts/cli/rules-profiles.ts';
import { bookProfiles, RulesProfileError } from '#scripts/link/rules-profile.ts';
import { layersProfile, type LayersCitation } from '#scripts/model/rules-profile.ts';
import { ROOT, syntheticReleaseProfile } from './helpers.ts';

const WANTED = ['2004-10-01', '2008-10-01', '20231117.0', '2025-11-14', '2026-06-19'];
const { book, manifest } = readVersionRules(ROOT, WANTED);
const profiles = bookProfiles(book, manifest, WANTED);
const layers = (v: string) => layersProfile(profiles, v)!;

/** The numbers each version gives, as the contract's table lists them. */
const CITED: Record<string, Partial<Record<LayersCitation, string | null>>> = {
  '2026-06-19': {
    layer1: '613.1a',
    layer6: '613.1f',
    layer7a: '613.4a',
    layer7d: '613.4d',
    copyLayer: '613.2a',
    cdaFirst: '613.3',
    counters: '613.4c',
    timestamp: '613.7',
    dependsOn: '613.8a',
    dependencyOrder: '613.8b',
    reevaluation: '613.8c',
    continues: '613.6',
    staticWhile: '604.2',
    locked: '611.2c',
    staticTimestamp: '613.7a',
    ownStaticFirst: '613.7n',
    cdaDefinition: '604.3a',
    noValue: '208.5',
    typeChange: '205.1a',
    landTypes: '305.7',
    copy: '707.2',
    sbaToughness: '704.5f',
    sbaCounters: '704.5q',
  },
  '20231117.0': { layer7b: '613.4b', ownStaticFirst: null, reevaluation: '613.8c' },
  '2008-10-01': {
    layer1: '418.5a',
    layer6a: '418.5a',
    layer6e: '418.5a',
    layer7a: null,
    cdaFirst: '418.5a',
    counters: '418.5a',
    timestamp: '418.5a',
    dependsOn: '418.5c',
    dependencyOrder: '418.5d',
    reevaluation: null,
    continues: '418.5b',
    staticWhile: '405.1',
    locked: '418.3b',
    staticTimestamp: '418.5f',
    cdaDefinition: '405.2a',
    noValue: '104.2',
    typeChange: '212.1b',
    landTypes: '212.6h',
    copy: '503.2',
    sbaToughness: '420.5b',
    sbaCounters: '420.5n',
  },
  '2004-10-01': {
    layer6: '418.5a',
    layer6a: null,
    timestamp: '418.5d',
    dependencyOrder: '418.5d',
    continues: null,
    wholeInTypeLayer: '418.5b',
    staticWhile: '405.1',
    locked: '418.3b',
    cdaDefinition: '405.2',
    landTypes: '212.6e',
    sbaToughness: '420.5b',
    sbaCounters: null,
  },
};

describe('the layer profiles of the real texts', () => {
  for (const [version, cited] of Object.entries(CITED))
    it(`${version}: each rule where its text numbers it`, () => {
      expect(layers(version).rules).toMatchObject(cited);
    });
  it('the steps: 1–6 and 7a–7d (613.1, 613.4); 2008 6a–6e; 2004 1–6, each citing 418.5a', () => {
    expect(layers('2026-06-19').steps.map((s) => s.layer)).toEqual(
      '1 2 3 4 5 6 7a 7b 7c 7d'.split(' '),
    );
    expect(layers('2008-10-01').steps.map((s) => s.layer)).toEqual(
      '1 2 3 4 5 6a 6b 6c 6d 6e'.split(' '),
    );
    expect(layers('2004-10-01').steps.map((s) => `${s.layer}=${s.rule}`)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `${n}=418.5a`),
    );
  });
  it('what each text settles: CDA dependency, waiting, carry-over, whole in layer 4, granting timestamps', () => {
    const flags = (v: string) => {
      const p = layers(v);
      return [
        p.era,
        p.cdaDependency,
        p.waitsJustAfter,
        p.carriesOver,
        p.wholeInTypeLayer,
        p.grantingTimestamp,
      ];
    };
    expect(flags('2026-06-19')).toEqual(['seven', 'both', true, true, false, true]);
    expect(flags('20231117.0')).toEqual(['seven', 'both', true, true, false, true]);
    expect(flags('2008-10-01')).toEqual(['six-sublayers', 'neither', true, true, false, true]);
    expect(flags('2004-10-01')).toEqual(['six', 'unstated', false, false, true, false]);
  });
  it('2004 and 2008 are read by 613.8c, numbered by the newest text built; none when it is not built', () => {
    expect(layers('2008-10-01').readings.reevaluation).toBe('613.8c');
    expect(layers('2004-10-01').readings.reevaluation).toBe('613.8c');
    expect(layers('2026-06-19').readings.reevaluation).toBeNull();
    const alone = bookProfiles(book, manifest, ['2008-10-01']);
    expect(layersProfile(alone, '2008-10-01')!.readings.reevaluation).toBeNull();
  });
});

describe('a new release, from its text alone', () => {
  const release = (changed: Record<string, string> = {}) =>
    syntheticReleaseProfile(book, manifest.versions, changed);
  it('a copy of 2026-06-19 gets its whole layer profile under its own name', () => {
    expect(release().layers).toEqual({ ...layers('2026-06-19'), version: '2026-08-01' });
  });
  it('a reworded rule the engine cannot do without stops the profile, naming the row', () => {
    const reworded = {
      '613.4b': 'Layer seven b: effects that set power and toughness are applied.',
    };
    expect(() => release(reworded)).toThrow(RulesProfileError);
    expect(() => release(reworded)).toThrow(/^2026-08-01: the layer engine cites "layer7b"/);
  });
  it('a rule left out that only some versions have is null there (613.7n)', () => {
    const p = release({ '613.7n': 'Reserved.' });
    expect(p.layers!.rules.ownStaticFirst).toBeNull();
  });
});
