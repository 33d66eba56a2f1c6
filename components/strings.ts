// User-facing words in one table of flat keys (as Starlight's translations/ja.json), read by the
// pages, layouts and components: `strings['nav.rules']`; a key the table lacks is a type error.
// Words with a value in them are functions of it. The sections a browser script shows are modules
// of their own (components/strings/), which the script imports alone: a module two scripts share
// becomes one chunk holding every export either uses, so an island importing this file would
// fetch other pages' words too. The reference pages' words (strings/pages.ts) stand apart only for
// the table's length; no browser script imports them.

import { ruleAddressStrings } from './strings/rule-address.ts';
import { combatLabStrings } from './strings/combat-lab.ts';
import { combatStepperStrings } from './strings/combat-stepper.ts';
import { subgameStepperStrings } from './strings/subgame-stepper.ts';
import { layersStepperStrings } from './strings/layers-stepper.ts';
import { layersBuilderStrings } from './strings/layers-builder.ts';
import { layersStepsStrings } from './strings/layers-steps.ts';
import { eraTableStrings } from './strings/era-table.ts';
import { pagesStrings } from './strings/pages.ts';

export const strings = {
  ...ruleAddressStrings,
  ...combatLabStrings,
  ...combatStepperStrings,
  ...subgameStepperStrings,
  ...layersStepperStrings,
  ...layersBuilderStrings,
  ...layersStepsStrings,
  ...eraTableStrings,
  ...pagesStrings,
  'site.name': 'MTGルールWiki',
  'site.tagline': 'マジック：ザ・ギャザリングの総合ルールと記事',
  'site.skipLink': '本文へ移動',
  'site.feedTitle': '総合ルールの更新',
  'site.searchLabel': 'サイト内検索',
  'site.searchPlaceholder': '検索',
  'site.searchKeyHint': '（/ キー）',
  'site.navLabel': 'サイト',
  'site.saveOffline': 'オフライン用に保存',
  'site.credits':
    '記事本文は MTG Wiki、FAQ は Wizards of the Coast のFAQ執筆者による。総合ルールは © Wizards of the Coast（ファンコンテンツ・ポリシーに基づき使用）。',
  'nav.rules': '総合ルール',
  'nav.terms': '用語索引',
  'nav.cards': 'カード',
  'nav.diff': 'ルールの更新',
  'nav.combat': '戦闘ステッパー',
  'nav.subgame': 'サブゲーム・ステッパー',
  'nav.layers': 'レイヤー・ステッパー',
  'nav.wanted': '未作成のページ',
  'nav.about': 'このサイトについて',
  'document.source': '出典',
  'document.rulesVersion': '引用ルールの版',
  'document.rules': (v: string) => `総合ルール ${v}`,
  'document.subgameTitle': 'サブゲームを1手順ずつ見る',
  'rules.skipToText': '規則の本文へ移動',
  'rules.chapterToc': (chapter: string | number) => `第${chapter}章の目次`,
  'rules.breadcrumb': 'パンくずリスト',
  'rules.thisVersion': (version: string) => `これは ${version} の規則です。`,
  'rules.newestRule': (number: string) => `最新版の ${number}`,
  'rules.notInNewest': (newest: string) => `最新版（${newest}）にはこの番号の規則はありません。`,
  'rules.otherVersions': 'ほかの版',
  'rules.toc': (n: number) => `目次（${n}）`,
  'rules.openEnglish': '英語原文をすべて開く',
  'rules.copySettings': 'コピーの設定',
  'rules.copyNewest': ' リンクを最新版への固定リンク（/r/番号/）にする',
  'rules.copyEnglish': ' 引用を英語にする',
  'rules.otherMeanings': (n: number) => `版で意味の違う番号（${n}）`,
  'rules.toCombat': '戦闘ステッパーへ ↓',
  'rules.toLayers': 'レイヤー・ステッパーへ ↓',
  'rules.sectionToc': (number: string) => `${number} の目次`,
  'rules.layersTitle': '継続的効果を種類別ごとに見る',
  'rules.otherBoards': 'ほかの盤面',
  'rules.combatTitle': '戦闘を1ステップずつ見る',
  'rules.otherScenarios': 'ほかのシナリオ',
  'rules.pager': '前後のページ',
  'rules.intro': 'はじめに',
  'rules.introTitle': (label: string) => `はじめに（${label}）`,
  'rules.preface': '日本語訳について',
  'rules.credits': 'クレジット',
  'rules.creditsTitle': (label: string) => `クレジット（${label}）`,
  'rules.contents': '目次',
  'rules.versionTitle': (label: string) => `${label} 目次`,
  'rules.versionCounts': (rules: number, ja: number, en: number) =>
    `・${rules} 項目（日本語 ${ja}・英語 ${en}）`,
  'rules.jumpChapters': '章へ移動',
  'rules.unplaced': '配置できなかった行',
  'rules.meaningsDiffer': 'この番号の意味は版によって異なります：',
  'rules.otherMeaning': (version: string, section: string, title: string) =>
    `${version} の ${section}「${title}」`,
  'rules.versionOf': (version: string) => `${version} の `,
  'rule.permalink': (number: string, version: string) => `${number}（${version}）の固定リンク`,
  'rule.printedAs': (printed: string) => `原文では「${printed}」`,
  'rule.printedAsNote':
    '公開されている原文ではこの番号が誤って印刷されています。このサイトでは正しい番号で載せています。',
  'rule.latestTitle': (version: string) => `最新版（${version}）の同じ規則`,
  'rule.latest': (number: string) => `最新版：${number}`,
  'rule.jaPrintedAs': (printed: string) => `日本語訳では「${printed}」`,
  'rule.jaPrintedAsNote': '公開されている日本語訳では、この規則が別の番号で載っています。',
  'rule.noTranslation': '日本語訳なし',
  'rule.english': '英語原文',
  'rule.notHeld': (n: string, v: string) =>
    `総合ルール ${v} の ${n} は、まだこのサイトに収録されていません。`,
  'rule.garbledBadge': (notes: string) =>
    `公開されている日本語訳のこの部分は乱れています。${notes}`,
  'rule.garbledNote': (notes: string) =>
    `公開されている日本語訳のこの部分は乱れています。${notes}原文のまま載せています。英語原文で確かめてください。`,
  /** The Japanese of another version (its number named where it differs from the rule's). */
  'rule.carried': (version: string, number: string | null) =>
    `訳：${version}${number ? ` の ${number}` : ''}`,
  'rule.oldExamples': (version: string, number: string | null) =>
    `例の旧訳（${version}${number ? ` の ${number}` : ''}。英語原文の例はその後変更）`,
  'rule.outdated': (version: string, number: string | null) =>
    `旧訳（${version}${number ? ` の ${number}` : ''}。英語原文はその後変更）`,
  'rule.lagging': (number: string) =>
    `日本語訳の ${number}（英語原文の変更に追いついていない旧規則の訳）`,
  'rule.laggingAfter': ' の訳です。',
  'citedBy.rule': '規則',
  'citedBy.short': '参照元',
  'citedBy.long': 'この規則を参照しているもの',
  'history.short': '歴史',
  'history.long': 'この規則の歴史',
  'history.diff': '違いを見る',
  'life.changed': '文の変更',
  'life.renumberedChanged': '番号と文の変更',
  'life.summary': '2003年からの歴史：最終変更 ',
  'life.noChange': (first: string) => `なし（${first} から同じ文）`,
  'life.first': '初出：',
  'life.orEarlier': '、またはそれ以前',
  'life.from': (from: string) => `（${from} から）`,
  'release.title': (date: string) => `総合ルール ${date} の更新`,
  'release.titlePart': (date: string, part: number) => `総合ルール ${date} の更新（${part}）`,
  'release.continued': '（続き）',
  'release.breadcrumbDiff': '総合ルールの更新',
  'release.breadcrumbHistory': '2003年以降のすべての改訂',
  'release.headBefore': '総合ルール ',
  'release.headAfter': ' の更新',
  'release.headPart': (part: number, parts: number) => `（${part}/${parts}）`,
  'release.navLabel': '前後の改訂',
  'release.older': (date: string) => `← ${date} の更新`,
  'release.newer': (date: string) => `${date} の更新 →`,
  'release.partsLabel': 'この更新のページ',
  'release.countsCaption': '変更の種類ごとの件数',
  'release.before': '変更前',
  'release.lead': (previous: string, date: string, total: number, rules: number) =>
    `${previous} の総合ルールから ${date} の総合ルールへの、この更新で変わったこと（英語原文による。変わった規則 ${total} 件、この版の規則 ${rules} 件）。規則の番号は、サイトがその版を収録していればその版の規則へ、そうでなければ最新版で対応する規則へリンクしています。`,
  'release.oldest': (rules: number) =>
    `このサイトが収録する最も古い総合ルール（規則 ${rules} 件）です。これより前の版は収録していないため、変わったことは示せません。`,
  'release.notHeld': 'この規則はサイトの版にありません',
  'release.parts': (n: number) => `変更が多いため、文は ${n} ページに分けて載せています：`,
  /** A part of a long update page in its list: its number and the first rule it holds. */
  'release.part': (n: number, from: string) => `${n}（${from}〜）`,
  /** What a rule an update page names is numbered in the newest version. */
  'release.now': (now: string) => `（現 ${now}）`,
  'release.next': (part: number, parts: number) => `続き（${part}/${parts}）→`,
  'pair.updateTitle': (next: string) => `${next}：この更新で変わったこと`,
  'pair.title': (name: string) => `${name} の違い`,
  'pair.breadcrumb': '更新と版の違い',
  'pair.oneUpdate': (old: string, next: string) => `${old} から ${next} への更新です。`,
  'pair.via': (old: string, next: string) => `${old} から ${next} までの違いです。`,
  'pair.direct': (old: string, next: string) =>
    `${old} と ${next} を直接比べています（長い期間の比較）。`,
  'pair.viaSteps': (n: number) =>
    `この間には ${n} 回の改訂があり、規則の対応はそれぞれの改訂を順にたどって求めています（一度に比べるより番号の入れ替わりを取り違えにくいため）。各改訂で変わったこと：`,
  'pair.english': '英語原文で比べ、単語ごとの違いを示します。',
  'pair.japanese': '日本語訳で比べ、文字ごとの違いを示します。',
  'pair.chapters': '章ごとの変更',
  'pair.chapter': '章',
  'pair.chapterName': (c: string | number) => `第${c}章`,
  'pair.chapterText': (c: string | number) => `第${c}章の変更を文章の違いとともに見る`,
  'pair.glossary': '用語集の変更',
  'pair.outdated': '旧訳',
  'pair.feed': '更新のフィード（Atom）',
  'pair.breakdown': (where: string) => `${where} の内訳`,
  'pair.splitPages': '変更が多いため、次のページに分けています。',
  'pair.numbersOnly':
    'この2つの版の比較は、変更の種類と規則の番号だけを載せています（文は各規則のページで読めます）。',
  'diff.title': '総合ルールの更新',
  /** The kinds of change an update page shows (changeKindLabels), in a sentence. */
  'diff.lead': (kinds: readonly string[]) =>
    `総合ルールはおよそ2か月ごとに更新されます。更新ごとに、${kinds.join('・')}を、英語原文は単語ごと、日本語訳は文字ごとに示します。`,
  'diff.feed': 'フィード（Atom）',
  'diff.feedAfter': 'で更新を購読できます。',
  /** The update list's count columns: short headings of changeKindLabels' kinds (some merged), and the glossary. */
  'diff.columns': ['追加', '削除', '変更', '参照のみ', '番号', '分割・統合', '訳のみ', '用語集'],
  'diff.historyLead': (kinds: readonly string[]) =>
    `英語原文の総合ルールの改訂すべてを、1つ前の改訂と比べています（${kinds.join('・')}）。`,
  'diff.anyTwoOld': (old: string) => `${old} と`,
  'diff.releases': '更新の一覧（新しい順）',
  'diff.releasesLabel': '更新の一覧',
  'diff.update': '更新',
  'diff.effective': '発効日',
  'diff.revisions': (n: number) => `（${n} 回の改訂）`,
  'diff.history': (n: number) => `2003年以降のすべての改訂（${n}）`,
  'diff.year': (y: string) => `${y}年`,
  'diff.longRange': '長い期間の比較',
  'diff.anyTwo': '2つの版を選んで比べる',
  /** An English release against the one before it, its counts listed (changeKindLabels). */
  'diff.historyRow': (previous: string, counts: string) => `（${previous} から：${counts}）`,
  'diff.oldest': '（収録する最も古い版）',
  'diff.noDirect':
    '5.5.2.0 は日本語訳の引用のみ、2008-10-01 は英語原文のみのため、この2つは直接比べられません。規則ごとの「この規則の歴史」は、更新を順にたどって番号の変更を追います。',
  'diff.anyTwoLead':
    '英語原文のある版は、どの2つも比べられます（間の改訂を順にたどって対応づけます）。上の更新と長い期間の比較は文章の違いまで、ほかの組み合わせは変更の種類と規則の番号で示します。',
  'home.lead': '。すべての規則に固定アンカーがあり、規則への言及はすべてリンクです。',
  'home.latest': (v: string) => `最新の更新：${v}`,
  'home.latestChanged': (old: string, next: string) =>
    `${old} から ${next} への更新で変わったこと：`,
  'home.seeUpdate': 'この更新で変わったことを見る',
  'home.allUpdates': 'これまでの更新',
  'home.feed': 'フィード',
  'home.rules': '総合ルール',
  'home.newest': (label: string) => `最新版：${label}`,
  'home.newestCounts': (effective: string | null, ja: number, en: number) =>
    `（${effective ?? ''} 発効。日本語 ${ja}・英語 ${en} 項目）`,
  'home.wholeJapanese': (label: string) => `日本語全訳：${label}`,
  'home.glossary': '用語集',
  'home.terms': '五十音順の用語索引',
  'home.allVersions': (n: number) => `すべての版（${n}）`,
  'home.cite': '古い規則番号を今の番号に',
  'home.citeNote': '（2003年以降のすべての改訂をたどって読み替える）',
  'home.articles': '記事',
  'home.articleCites': (v: string) => `・総合ルール ${v} を引用`,
  'home.mechanics': 'メカニズム：',
  'home.cards': 'カード一覧',
  'home.cardCount': (n: number) => `（${n} 枚）`,
  'home.versions': '総合ルールの版',
  'home.versionRules': (n: number) => `：${n} 項目`,
  'home.wanted': '未作成の記事・未収録の規則',
  'home.wantedCounts': (articles: number, rules: number) =>
    `：記事 ${articles} 件、規則参照 ${rules} 件`,
} as const;

export type StringKey = keyof typeof strings;

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
