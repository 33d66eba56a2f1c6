// The keywords and colors of the combat scenario format as the Japanese rules name them
// (702.19 トランプル／Trample …), for the widget and for the engine's messages.
import type { Color, KeywordName } from '../engines/combat/scenario.ts';

/** Every keyword by its rule's name (a keyword without a Japanese name is a type error). */
const KEYWORD_JA: Record<KeywordName, string> = {
  flying: '飛行',
  reach: '到達',
  'first strike': '先制攻撃',
  'double strike': '二段攻撃',
  vigilance: '警戒',
  defender: '防衛',
  haste: '速攻',
  trample: 'トランプル',
  deathtouch: '接死',
  lifelink: '絆魂',
  menace: '威迫',
  indestructible: '破壊不能',
  infect: '感染',
  wither: '萎縮',
  flanking: '側面攻撃',
  exalted: '賛美',
  shadow: 'シャドー',
  horsemanship: '馬術',
  fear: '畏怖',
  intimidate: '威嚇',
  skulk: '潜伏',
  bushido: '武士道',
  toxic: '毒性',
  rampage: 'ランページ',
  afflict: '加虐',
  protection: 'プロテクション',
};

export const COLOR_JA: Record<Color, string> = {
  white: '白',
  blue: '青',
  black: '黒',
  red: '赤',
  green: '緑',
};

/** A keyword as written in a scenario, in Japanese: "bushido 2" → 武士道 2, "protection from red" → プロテクション（赤）. */
export function keywordJa(k: string): string {
  const key = k.trim().toLowerCase().replace(/\s+/g, ' ');
  const numbered = /^([a-z]+) (\d+)$/.exec(key);
  if (numbered && isKeywordName(numbered[1]!)) return `${KEYWORD_JA[numbered[1]]} ${numbered[2]}`;
  const protection = /^protection from ([a-z]+)$/.exec(key);
  if (protection && protection[1]! in COLOR_JA)
    return `${COLOR_JA[protection[1] as Color]}からのプロテクション`;
  return isKeywordName(key) ? KEYWORD_JA[key] : k;
}

const isKeywordName = (k: string): k is KeywordName => Object.hasOwn(KEYWORD_JA, k);
