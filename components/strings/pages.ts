// A section of the string table (components/strings.ts), in a module of its own for its length:
// only server-rendered pages and components read it (through the table), no browser script.

/** The words of the site's reference pages (about, cite, search, the term index, the glossary, the
 * versions, the play pages, FAQ, saving and offline, 404) and of the components they render. */
export const pagesStrings = {
  'about.lead':
    'マジック：ザ・ギャザリングの総合ルールと、それを引用する記事・FAQを、版ごとに相互リンクしたサイトです。規則の本文は版ごとに保存され、すべての規則に番号そのものを ',
  'about.leadAnchor': ' とするアンカーがあります。',
  /** What stands in the addresses' places (/r/<番号>/). */
  'about.placeholders': {
    number: '番号',
    version: '版',
    section: '節',
    row: '行',
    term: '用語',
    article: '記事名',
    name: '名前',
    date: '改訂日',
    older: '旧',
    newer: '新',
  },
  'about.or': '、',
  'about.close': '）',
  'about.latestRule': 'その番号の規則を持つ最新の版の、その規則のアンカー（例：',
  'about.versionRule': '指定した版のその規則（例：',
  'about.versionRuleAfter': '）。収録していない規則はその旨を表示します（404にはなりません）。',
  'about.sectionPage':
    '規則が実際に載っているページ（節ごと。長い 701 キーワード処理と 702 キーワード能力はキーワードごと：',
  'about.sectionPageAfter': '、節のページはその目次）',
  'about.glossaryPages': '用語集の索引と、五十音の行ごとのページ（',
  'about.glossaryEnglish': '、日本語訳のない用語は ',
  'about.glossaryAnchor': '）。索引のアンカー（',
  'about.glossaryAnchorAfter': '）は行のページのその用語を開きます',
  'about.termsRows': '（五十音の行ごと）、',
  'about.permanent':
    ' で始まるアドレスは恒久的で、変わりません。ほかのサイトやボットからはこの形でリンクしてください。',
  'about.versionNames': '日本語訳のある版はそのラベル（',
  'about.versionDates': '）、ない版は発効日（',
  'about.versionMeanings':
    '）で呼びます。同じ番号でも版によって意味が違うことがあり（506 は 20231117.0 では戦闘フェイズ、5.5.2.0 ではサブゲーム）、その場合は規則のページに注記があります。',
  'about.translation': '日本語の総合ルール全文（2026年1月16日発効、版 ',
  'about.translationBy': '）は、International Judge Program の',
  'about.translators': '日本マジックジャッジルール文書翻訳チーム',
  'about.translationCredit':
    'による翻訳です。作成にあたり、*ぱお*／米村 薫氏らによる翻訳を基にしています。ルールは英語を正文とし、著作権はウィザーズ・オブ・ザ・コースト社にあります（ファンコンテンツ・ポリシーに基づいて使用）。英語原文は公式の総合ルール（2004-10-01、2008-10-01、2023-11-17、2025-11-14、2026-01-16、2026-02-27、2026-04-17、2026-06-19）です。',
  'about.translationUse':
    '日本語訳は、それが訳した英語と同じ英語の規則にだけ使います。ほかの版でも英語原文が同じ（空白と引用符の違いを除く）規則には、その訳を「訳：20260116.0」と出典を添えて表示します。英語原文がその後変わった規則は英語を本文とし、古い訳を「旧訳（20260116.0。英語原文はその後変更）」として下に添えます。ウェブからの写しで乱れた箇所は書き換えず「原文の乱れ」と示し、英語原文を開いて表示します。訳が英語の変更に追いついていない箇所（805.10f）は、対応を確認したうえで示しています。',
  'about.apiVersion': '版全体：',
  'about.apiRule': '規則',
  'about.apiVersions': '版の一覧（新しい順）と最新版の名前：',
  'about.apiOne': '規則1つ：番号、本文（ja/en）、他の版から使った日本語訳（',
  'about.apiOneAfter':
    '：carried／outdated）、原文の乱れ、例、親、子、参照している規則、参照されている箇所',
  'about.highlightingLead':
    '規則の番号、規則への参照、《カード名》、{マナ・シンボル}、「用語」を色分けする独自の文法で表示した例です（収録している規則から取っています）。',
  'about.fetchRule': '規則 506.4c（総合ルール 20231117.0）を取得する',
  'about.fetchVersion': '版全体（番号をキーとする）',
  'about.urls': 'URLの決まり',
  'about.urlsLabel': 'URLの一覧',
  'about.address': 'アドレス',
  'about.content': '内容',
  'about.versionToc': '版の目次',
  'about.article': '記事',
  'about.setFaq': 'セットのFAQ',
  'about.releaseUrl': '2003年以降の英語原文の各改訂で、1つ前の改訂から変わったこと',
  'about.citeUrl':
    '古い規則番号を今の番号に（2003年以降の各改訂の番号を、最新版での番号とその後の変更の有無に）',
  'about.termsUrl':
    '用語索引（五十音順）、その行の用語と英語・定義、英語から引く、規則文中の日英対訳',
  'about.wantedUrl': '未作成の記事と未収録の規則',
  'about.diffUrl': '総合ルールの更新（新しい順）と、更新ごとに変わったこと（章・節ごとのページ）',
  'about.indexUrl': '収録している規則番号と、それを持つ版（見つからないアドレスの案内に使用）',
  'about.versions': '版の名前',
  'about.ruleCount': (n: number) => `（${n} 項目）`,
  'about.japanese': '日本語訳と出典',
  'about.api':
    'すべての規則を静的なJSONとして配信しています（サーバー不要、オフラインでもキャッシュ済みなら取得可）。',
  'about.apiLabel': 'APIの一覧',
  'about.response': ' の応答：',
  'about.highlighting': '規則テキストの色分け',
  /** A rules text the highlighting sample shows after two real rules (a card name, a type). */
  'about.sampleExample':
    '＊ 《武野の大小、正守》の二つ目の能力は、そのカードのクリーチャー・タイプが侍であるかどうかをチェックする。',
  'cite.description': '昔の総合ルールの規則番号を、最新の総合ルールの番号に読み替えます。',
  'cite.lead': (newest: string, oldest: string, n: number) =>
    `昔の記事や裁定が引用している総合ルールの規則番号（2008年の「502.9b」など）を、最新の総合ルール（${newest}）での番号に読み替えます。${oldest} から ${n} 回の改訂を1回ずつたどり、番号が変わった規則、その後に文が変わった規則、なくなった規則を示します。`,
  'cite.noEnglish': 'このビルドには英語原文の総合ルールがないため、読み替えられません。',
  'cite.text': '規則番号を含む文章',
  'cite.placeholder': '例：トランプル（502.9b）を持つクリーチャーは…（306.1 も参照）',
  'cite.release': '引用している版（その文章が書かれたときの総合ルール）',
  'cite.guess': '番号と前後の語から推測する',
  'cite.submit': '今の番号に読み替える',
  'cite.results': '読み替えの結果',
  'cite.noscriptBefore':
    'このページの読み替えには JavaScript が必要です。各版の番号の対応表は下の ',
  'cite.noscriptAfter': ' にあります。',
  'cite.dataBefore': '各版のデータは ',
  'cite.dataAfter':
    ' にあります（版ごとに、その版の規則番号と最新版での番号・その後の変更の有無）。',
  'search.words': '検索語',
  'search.placeholder': '規則の番号・用語・質問',
  'search.filters': '絞り込み（種類・版）',
  'search.kind': '種類 ',
  'search.allKinds': 'すべて',
  'search.version': '版 ',
  'search.newest': (name: string) => `最新版（${name}）と記事・カード・FAQ`,
  'search.allVersions': 'すべての版',
  'search.help': '語を減らすか、別の言い方（公式の用語、英語の用語、規則の番号）で試してください。',
  'search.helpGlossary': '：用語の定義と、それを定める規則',
  'search.helpTerms': '：日本語の用語を五十音順に',
  'search.helpToc': '総合ルールの目次',
  'search.noscript': '検索にはJavaScriptが必要です。規則は番号で直接開けます：',
  'search.noscriptAfter': 'からもたどれます。',
  'search.more': 'さらに表示',
  'wanted.lead':
    '記事中で言及されているのに、まだこのサイトにない記事と規則の一覧です（メンテナー向け）。',
  'wanted.articles': (n: number) => `未作成の記事（${n}）`,
  'wanted.from': (titles: readonly string[]) => `${titles.join('、')} から`,
  'wanted.rules': (n: number) => `未収録の規則（${n}）`,
  /** An update's entry in the Atom feed: what it compares, and its counts (changeKindLabels). */
  'feed.summary': (old: string, next: string, via: number, counts: string, glossary: number) =>
    `${old} から ${next} ${via ? `まで（間に ${via} 回の改訂）の違い` : 'への更新'}：${counts || '規則の変更なし'}。用語集の変更 ${glossary}。`,
  'feed.releaseTitle': (date: string) => `総合ルール ${date} の改訂（英語原文）`,
  'feed.releaseSummary': (previous: string, date: string, counts: readonly string[]) =>
    `${previous} から ${date} への改訂：${counts.join('・')}。`,
  'cards.withEntry': 'カード・テキストのあるカード',
  'cards.named': '名前だけが挙がっているカード',
  'cards.lead': (withEntry: number, named: number) =>
    `FAQにカード・テキストが載っているカード ${withEntry} 枚と、名前が挙がっているだけのカード ${named} 枚。`,
  'cards.order':
    '並びは名前の五十音順です。FAQにはカード名の読みがないため、漢字で始まる名前は仮名で始まる名前の後に、漢字の並び順で置いています。反転カードは上半分（反転前）の名前で載せ、下半分（反転後）の名前を添えています。',
  'cards.backFace': '　⇔ 反転後：',
  'cards.mechanics': 'メカニズム',
  'lang.ja': '日本語',
  'lang.en': '英語',
  'terms.title': (what: string) => `用語索引：${what}`,
  'terms.count': (n: number) => `（${n} 語）`,
  'terms.rowLead': (version: string, row: string) =>
    `総合ルール ${version} の用語集の、${row}の見出し語を読みの五十音順に。英語の原語と、定義している規則へのリンクを添えています。`,
  'terms.rowLabel': (row: string) => `${row}の用語`,
  'terms.headword': '用語（読み）',
  'terms.term': '用語',
  'terms.definition': '定義',
  'terms.english': '英語から引く',
  'terms.englishAZ': '英語から引く（A–Z）',
  'terms.englishLead': (version: string, n: number) =>
    `総合ルール ${version} の用語集の英語の見出し（${n} 語）をアルファベット順に、日本語の用語を添えて並べています。`,
  'terms.indexLead': (version: string, n: number) =>
    `総合ルール ${version} の用語集の見出し語（${n} 語）を読みの五十音順に並べ、行ごとのページで英語の原語と、定義している規則へのリンクを添えています。`,
  'terms.indexLeadAfter': 'もあります。',
  'terms.pairs': '規則文中の日英対訳',
  'terms.pairsLead': (n: number) => `日本語の規則文で英語の原語が併記されている用語（${n} 組）。`,
  'terms.foundIn': '出てくる規則',
  'versions.lead':
    '版は日本語訳のラベル（20231117.0 など）で、日本語訳のない版は発効日で呼びます。同じ番号でも版によって意味が違うことがあります（506 は 20231117.0 では戦闘フェイズ、5.5.2.0 ではサブゲーム）。',
  'versions.table': '表',
  'versions.version': '版',
  'versions.held': '収録',
  'versions.note': '備考',
  'versions.unknownEffective': (era: string | number | undefined) => `不明（${era}年ごろ）`,
  'versions.ruleCount': (n: number) => `${n} 項目`,
  'glossary.title': (label: string) => `用語集（${label}）`,
  'glossary.pageTitle': (row: string, label: string) => `用語集：${row}（${label}）`,
  'glossary.lead': (n: number, ja: number) =>
    `総合ルールの用語集（${n} 語、うち日本語 ${ja} 語）。見出し語を読みの五十音順に、行ごとのページに分けて載せています。`,
  'glossary.pager': '前後の行',
  'play.combatLead': (version: string) =>
    `戦闘フェイズを1ステップずつ進めて、何がどのルールで起こるかを確かめられます。プリセットから、または空の盤面から、クリーチャー（パワー・タフネス、色、キーワード能力、カウンターなど）やプレインズウォーカー、バトルを置き、攻撃・ブロック・ダメージの割り振りを指定して、好きな版のルール（最初は最新の ${version}）で進めます。「次へ」「前へ」か ← → キーで進み、同じ盤面を各版で比べ、アドレスで共有できます。`,
  'play.noCombat': 'このビルドには、戦闘のルールを含む版の総合ルールがありません。',
  'play.layersLead':
    '継続的効果が種類別（レイヤー）ごとにどう適用されるかを、1段階ずつ確かめられます。効果ごとに、いつ・なぜその順で適用されたか（タイムスタンプ、依存、ループ、能力を失っても続く効果）を、その版の規則へのリンクとともに示します。「ルールの版」を切り替えると、2004年・2008年の418条の種類別でも同じ盤面を処理し直し、版ごとの結果を表で比べられます。規則は ',
  'play.layersLeadAfter': ' です。',
  'play.ruleOf': (version: string, number: string) => `${version} の ${number}`,
  'play.ownBoard': '自分の盤面',
  'play.ownBoardNote':
    '「盤面のJSON」を書き換えて読み込むと、その盤面で進められます。アドレスに盤面が入るので、そのまま共有できます。オブジェクト（タイプ、色、能力、パワー・タフネス、カウンター、タイムスタンプ）と、常在型能力や解決した呪文の効果（影響を受けるもの、効果の種類、タイムスタンプ）を書けます。',
  'play.noLayers': 'このビルドには、レイヤー・ステッパーが進められる版の総合ルールがありません。',
  'play.subgameLead':
    'Shahrazad（と Enter the Dungeon）のサブゲームを1手順ずつ進め、カードがゲームの間をどう動くかを確かめられます。最初は最新の総合ルールで進みます。「ルールの版」を切り替えると、同じ状況を別の版の総合ルールで処理し直し、結果の違いを表で示します（2004年の規則ではサブゲームで取り除かれたカードは戻りません）。',
  'play.notShown': '表せない状況',
  'play.notShownNote':
    '記事にある「メインゲームのスタック上のShahrazadを燃え立つ願い/Burning Wishでサブゲームに持ち込む」状況は、このシナリオ形式では表せません。シナリオの手順（追放する・唱える・投了する・敗北する）には、ゲームの外部からカードを持ち込む操作がないためです',
  'permalink.title': (number: string, version: string) => `${number}（${version}）は未収録`,
  'permalink.elsewhere':
    '同じ番号の規則は次の版にあります（版によって番号の意味が違うことがあります）。',
  'permalink.ruleIn': (version: string, number: string) => `総合ルール ${version} の ${number}`,
  'permalink.versions': '収録している版の一覧',
  'permalink.wanted': '未収録の規則と記事',
  'faq.title': 'FAQ一覧',
  'faq.lead': (n: number) =>
    `このサイトが収録しているセットのFAQ（よくある質問集）${n} 件。メカニズムとカードには、それぞれFAQから作った個別のページがあります。`,
  'faq.cardsIndex': 'カード一覧（カード・テキストの有無で分けたもの）',
  'save.lead':
    '会場など電波の届かない場所でも読めるよう、このサイトのページをこの端末に保存します。一度開いたページと、使った検索索引は自動的に保存されています。保存する前に、それぞれの大きさを確かめてください。',
  'save.noscript': '保存にはJavaScriptが必要です。',
  'offline.title': 'オフラインです',
  'offline.lead':
    'このページはまだこの端末に保存されていません。接続が戻ったらもう一度開いてください。',
  'offline.savedBefore': '保存済みのページと',
  'offline.savedMiddle': 'はオフラインでも使えます。次回に備えて',
  'offline.saveAll': '全ページを保存',
  'offline.savedAfter': 'しておくこともできます。',
  'notFound.title': 'ページが見つかりません',
  /** The sentence around the address forms (code) of a rule link and a rules page. */
  'notFound.lead': 'このアドレスのページはありません。規則への固定リンクは ',
  'notFound.or': ' または ',
  'notFound.pages': ' の形、規則のページは ',
  'notFound.form': ' の形です',
  'notFound.home': 'ホームへ',
  'glossary.noHeadword': '見出し語なし',
  'glossary.noHeadwordNote': (reading: string, english: string) =>
    ` 公開されている日本語訳では、この見出しに日本語の用語がなく、読み「${reading}」と英語「${english}」だけが書かれています。`,
  'glossary.garbledNote':
    ' 公開されている日本語訳のこの部分は、ウェブからの写しの際に乱れています。原文のまま載せています。',
  'glossary.jaNumbering': (n: string) =>
    ` 日本語訳の規則番号は ${n} のものです（英語原文はその後の番号で同じ規則を指しています）。`,
  'terms.gojuonNav': '五十音で移動',
  'eras.title': '版による違い',
  'eras.lead':
    '同じ盤面を、このステッパーが再現する各版のルールで進めた結果です。2004・2008年のルールでは戦闘ダメージの割り振りがいったんスタックに置かれてから与えられ、2008年のルールでは接死と絆魂が誘発型能力でした。20231117.0 にはダメージ割り振り順があり、2024-11-08 以降はブロック・クリーチャーの間で自由に割り振ります。',
  'eras.differ': '（版によって結果が違う）',
  'eras.same': '（どの版でも同じ）',
  'eras.label': (title: string) => `${title}：版ごとの結果`,
  'play.noSubgame': 'このビルドには、プリセットのシナリオが使う版の総合ルールがありません。',
  'play.combatNoscript': (title: string, version: string) =>
    `盤面の組み立てと1ステップずつの表示には JavaScript が必要です。最初のシナリオ「${title}」（${version} のルール）の戦闘全体：`,
} as const;
