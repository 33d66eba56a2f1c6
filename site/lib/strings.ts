// User-facing strings in one place (Japanese), not scattered through markup.
export const ui = {
  siteName: 'MTGルールWiki',
  siteTagline: 'マジック：ザ・ギャザリングの総合ルールと記事',
  skipLink: '本文へ移動',
  navRules: '総合ルール',
  navWanted: '未作成のページ',
  navAbout: 'このサイトについて',
  source: '出典',
  sourceFile: '原文ファイル',
  rulesVersion: '引用ルールの版',
  ruleNotHeld: (n: string, v: string) => `総合ルール ${v} の ${n} は、まだこのサイトに収録されていません。`,
} as const;
