// The bilingual glossary (scripts/link/glossary.ts) on a small rule book: every Japanese headword an
// entry of its own, each with the English sense it translates, and Japanese carried into a later
// version whose English entry changed only in the numbers of the rules it cites.
import { describe, expect, it } from 'vitest';
import { RuleBook } from '#scripts/model/rule-book.ts';
import type { GlossaryEntry } from '#scripts/model/types.ts';
import {
  bilingualGlossaries,
  definingRule,
  englishSenses,
  sameDefinition,
  senseOf,
} from '#scripts/link/glossary.ts';

const origin = { file: 'input.txt', line: 1 };
const en = (term: string, text: string): GlossaryEntry => ({ term, text, language: 'en', origin });
const ja = (headword: string, reading: string, english: string, text: string): GlossaryEntry => ({
  term: `${headword}（${reading}）／${english}`,
  text,
  language: 'ja',
  origin,
  headword,
  reading,
  english,
});

const DRAW = en(
  'Draw',
  '1. To put the top card of a player’s library into their hand. See rule 121, “Drawing a Card.”\n2. The result of a game in which neither player wins or loses. See rule 104.4.',
);
const HIKU = ja(
  '引く',
  'ひく',
  'Draw(1)',
  '自分の手札に入れること。rule 121〔カードを引くこと〕参照。',
);
const HIKIWAKE = ja('引き分け', 'ひきわけ', 'Draw(2)', 'ゲームの結果。rule 104.4 参照。');
const ARCHENEMY = en(
  'Archenemy',
  '1. A casual variant. See rule 904, “Archenemy.”\n2. A player in an Archenemy game who is playing with a scheme deck.',
);
const ARCHENEMY_JA = ja(
  'アーチエネミー戦',
  'あーちえねみーせん',
  'Archenemy',
  'カジュアル変種ルール。rule 904〔アーチエネミー戦〕参照。',
);
const MAOU = ja(
  '魔王',
  'まおう',
  'Archenemy(2)',
  'アーチエネミー戦において、計略デッキを用いるプレイヤー。',
);

function book() {
  const b = new RuleBook([
    { name: 'new', effective: '2026-06-19', label: 'new', note: '' },
    { name: 'old', effective: '2026-01-16', label: 'old', note: '' },
  ]);
  // Day and Night is 730 in the old version, 731 in the new; 104 means another thing in each.
  b.add('old', '730', { en: 'Day and Night', origin });
  b.add('new', '731', { en: 'Day and Night', origin });
  b.add('old', '104', { en: 'Ending the Game', origin });
  b.add('new', '727', { en: 'Restarting the Game', origin });
  return b;
}

describe('senses of an English entry', () => {
  it('reads numbered senses, one a line; a single definition has none', () => {
    expect(englishSenses(DRAW.text)).toHaveLength(2);
    expect(englishSenses('A card type. See rule 301.')).toBeNull();
  });

  it('gives each headword the sense citing its rules, the last one by elimination', () => {
    expect(senseOf([HIKIWAKE, HIKU], DRAW)).toEqual([2, 1]);
    expect(senseOf([ARCHENEMY_JA, MAOU], ARCHENEMY)).toEqual([1, 2]);
  });

  it('tells none apart when the senses and the headwords do not match one to one', () => {
    expect(senseOf([HIKU], DRAW)).toEqual([null]);
    const unsure = ja('引', 'ひ', 'Draw(3)', '定義。');
    expect(senseOf([unsure, ja('分', 'ぶ', 'Draw(4)', '定義。')], DRAW)).toEqual([null, null]);
  });
});

describe('the same definition but for renumbered references', () => {
  it('is the same when each changed number names the same rule', () => {
    const b = book();
    expect(
      sameDefinition(
        b,
        { version: 'old', text: 'Along with night, a designation. See rule 730, “Day and Night.”' },
        { version: 'new', text: 'Along with night, a designation. See rule 731, “Day and Night.”' },
      ),
    ).toBe(true);
  });

  it('is not when a number names another rule, or the words changed', () => {
    const b = book();
    expect(
      sameDefinition(
        b,
        { version: 'old', text: 'To restart it. See rule 104.' },
        { version: 'new', text: 'To restart it. See rule 727.' },
      ),
    ).toBe(false);
    expect(
      sameDefinition(
        b,
        { version: 'old', text: 'A special kind of ability. See rule 730.' },
        { version: 'new', text: 'An ability. See rule 731.' },
      ),
    ).toBe(false);
  });
});

describe('bilingual glossaries', () => {
  function glossaries() {
    const b = book();
    const day = 'Along with night, a designation the game can have. See rule 730, “Day and Night.”';
    b.glossary.set('old', [
      DRAW,
      en('Day', day),
      HIKU,
      HIKIWAKE,
      ja('昼', 'ひる', 'Day', '夜とともに、ゲームが持ちうる指定。rule 730〔昼と夜〕参照。'),
    ]);
    b.glossary.set('new', [DRAW, en('Day', day.replace('730', '731'))]);
    return bilingualGlossaries(b).entries;
  }

  it('makes every Japanese headword an entry of its own, with the English sense it translates', () => {
    const old = glossaries().get('old')!;
    expect(old.map((g) => [g.ja.map((j) => j.headword), g.id, g.sense])).toEqual([
      [['引き分け'], 'g-draw-2', 2],
      [['引く'], 'g-draw', 1],
      [['昼'], 'g-day', null],
    ]);
    expect(old[0]!.en!.text).toMatch(/^2\. The result of a game/);
    expect(old[1]!.en!.text).toMatch(/^1\. To put the top card/);
  });

  it('carries the Japanese into a version whose English changed only in a renumbered reference', () => {
    const later = glossaries().get('new')!;
    // Its rule numbers are the old version's where the English renumbered them (linked there).
    expect(later.map((g) => [g.ja[0]?.headword, g.status, g.from, g.citesIn])).toEqual([
      ['引き分け', 'carried', 'old', 'new'],
      ['引く', 'carried', 'old', 'new'],
      ['昼', 'carried', 'old', 'old'],
    ]);
  });
});

describe('the rule that defines a glossary term', () => {
  function rules() {
    const b = new RuleBook([{ name: 'v', effective: '2026-01-16', label: 'v', note: '' }]);
    for (const [n, title] of [
      ['113', 'Abilities'],
      ['400', 'General'],
      ['603', 'Handling Triggered Abilities'],
      ['301', 'Artifacts'],
    ] as const)
      b.add('v', n, { en: title, origin });
    return b;
  }
  const entry = (g: GlossaryEntry) => bilingualGlossaries(withGlossary(g)).entries.get('v')![0]!;
  const withGlossary = (g: GlossaryEntry) => {
    const b = rules();
    b.glossary.set('v', [g]);
    return b;
  };

  it('is the cited rule whose title names the term, else the first cited', () => {
    const triggered = en(
      'Triggered Ability',
      'A kind of ability. See rule 113, “Abilities,” and rule 603, “Handling Triggered Abilities.”',
    );
    expect(definingRule(withGlossary(triggered), 'v', entry(triggered))).toBe('603');
    const fortification = en(
      'Fortification',
      'An artifact subtype. See rule 301, “Artifacts,” and rule 702.67, “Fortify.”',
    );
    expect(definingRule(withGlossary(fortification), 'v', entry(fortification))).toBe('301');
  });

  it('reads “section 4” as the chapter, defined by its general rule 400', () => {
    const zone = en('Zone', 'A place where objects can be during a game. See section 4, “Zones.”');
    expect(definingRule(withGlossary(zone), 'v', entry(zone))).toBe('400');
    const nothing = en('Tap', 'To turn a permanent sideways. See rule 701.26, “Tap and Untap.”');
    expect(definingRule(withGlossary(nothing), 'v', entry(nothing))).toBeNull();
  });
});
