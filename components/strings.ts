// User-facing strings in one place (Japanese), not scattered through markup.
export const ui = {
  siteName: 'MTGルールWiki',
  siteTagline: 'マジック：ザ・ギャザリングの総合ルールと記事',
  skipLink: '本文へ移動',
  navRules: '総合ルール',
  navWanted: '未作成のページ',
  navAbout: 'このサイトについて',
  source: '出典',
  rulesVersion: '引用ルールの版',
  ruleNotHeld: (n: string, v: string) =>
    `総合ルール ${v} の ${n} は、まだこのサイトに収録されていません。`,
  /** What a version numbered a rule it holds under another number: the text around the number. */
  ruleThen: {
    before: (v: string) => `この規則は、${v} では `,
    after: ' です（規則の番号は版によって変わります）。',
  },
} as const;

/** The categories of a change between two releases, in the order release notes give them. */
export const changeKindLabels = {
  added: '追加',
  removed: '削除',
  modified: '変更',
  referencesOnly: '参照番号のみ',
  renumbered: '番号の変更',
  renumberedModified: '番号と文章の変更',
  split: '分割',
  merged: '統合',
  translationOnly: '訳のみの変更',
} as const;

/**
 * What happened to a rule between two releases, as its history lists it. `added` and `removed`
 * stand where the release holds no counterpart (the row names no number).
 */
export const historyStatusLabels = {
  same: '変更なし',
  changed: '文章が変わった',
  moved: '番号が変わった',
  added: 'この版にはまだない（後の版で追加）',
  removed: 'この版にはない（削除された）',
  incomparable: '比べられない',
} as const;
/** A renumbered rule whose text changed too (its similarity below 1). */
export const historyMovedAndChanged = '番号が変わり、文章の一部も変わった';

/** What an update page says about the Japanese of each change, and of the glossary's changes. */
export const diffStrings = {
  carried: (version: string, number: string) => `訳：${version} の ${number}`,
  outdated: (version: string, number: string) =>
    `旧訳（${version} の ${number}。英語が変わる前の訳です）`,
  garbled: '原文の乱れ',
  garbledNote: '公開されている日本語訳のこの部分は乱れています。英語原文で確かめてください。',
  englishDiff: '英語原文の違い',
  englishOnly: '英語原文（日本語訳はまだありません）',
  noHeadword: '日本語の見出し語はまだありません',
  glossaryKind: { added: '追加', removed: '削除', modified: '変更' },
  listedOnChapters: '変更が多いため、章ごとのページに分けて載せています。',
  numbersOnChapters:
    '変更は章ごとのページに、種類と規則の番号（両方の版の規則へのリンク）で載せています。文は各規則のページで読めます。',
} as const;

/** Whether a comparison is one update (a release and the next, nothing between), as its pages say. */
export const isOneUpdate = (p: { adjacent: boolean; via: string[] }) =>
  p.adjacent && p.via.length === 0;

/** A comparison's name: 「2026-06-19 の更新」 for one update, else 「20231117.0 → 2025-11-14」. */
export const pairName = (p: { old: string; new: string; adjacent: boolean; via: string[] }) =>
  isOneUpdate(p) ? `${p.new} の更新` : `${p.old} → ${p.new}`;

type ChangeNumbers = {
  kind: string;
  key: string;
  oldN: string | null;
  newN: string | null;
  parts?: string[] | undefined;
};

/** A change's numbers on each side: several new ones for a split, several old ones for a merge. */
export function sidesOf(c: ChangeNumbers): { olds: string[]; news: string[] } {
  return {
    olds: c.kind === 'merged' && c.parts ? c.parts : c.oldN ? [c.oldN] : [],
    news: c.kind === 'split' && c.parts ? c.parts : c.newN ? [c.newN] : [],
  };
}

/** A change's numbers as a line names them: 「500.5 → 500.4・500.5・500.5a」, 「603.2e → 603.2d」, 「702.19b」. */
export function numbersOf(c: ChangeNumbers): string {
  const { olds, news } = sidesOf(c);
  if (olds.length && news.length && olds.join() !== news.join())
    return `${olds.join('・')} → ${news.join('・')}`;
  return c.key;
}
