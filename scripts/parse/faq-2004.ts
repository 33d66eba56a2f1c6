// The 2004 set FAQ format (seed 002): one long line; parts split by " ---- "; a header
// (title, compilers, dates, contents), three chapters (the legend rule, general notes with
// one part per mechanic, card notes with one part per card), card entries
// (《日本語名/English》 or a bare name, cost, type line, P/T, text, ＊ rulings, a flip face after
// ++++++++++), quoted rules of the time (502.38a …) and errata (＃＃訂正＃＃).
// Structure errors name the character offset with the text around it.
import type { SourceEntry, SourceText } from '../model/types.ts';
import { SourceError } from '../read/source-error.ts';
import { DOTTED_NUMBER_SOURCE } from '../model/rule-number.ts';

export interface FaqCardFace {
  nameJa: string;
  nameEn: string | null;
  /** A note printed after the name, e.g. （ミラディンのカードの最新オラクル表記）. */
  note: string | null;
  cost: string | null;
  typeLine: string;
  pt: string | null;
  text: string;
}

export interface FaqCard {
  faces: FaqCardFace[];
  rulings: string[];
  offset: number;
}

export type FaqBlock =
  | { type: 'prose'; text: string; offset: number }
  | { type: 'card'; card: FaqCard }
  | { type: 'rules'; rules: { number: string; text: string; examples: string[]; offset: number }[] }
  | { type: 'ruling'; text: string; offset: number }
  | { type: 'erratum'; text: string; offset: number };

export interface FaqSection {
  title: string;
  chapter: number;
  /** 0 for a chapter's own opening part; otherwise a mechanic or card part. */
  kind: 'header' | 'chapter' | 'mechanic' | 'card' | 'footer';
  blocks: FaqBlock[];
  offset: number;
}

export interface FaqDocument {
  title: string;
  compilers: string[];
  dates: { label: string; text: string }[];
  chapters: { number: number; title: string }[];
  sections: FaqSection[];
}

const SEPARATOR = ' ---- ';
const FLIP = ' ++++++++++ ';
const TYPE = String.raw`(?:伝説の)?(?:アーティファクト・クリーチャー|アーティファクト|クリーチャー|エンチャント（場）|エンチャント|インスタント|ソーサリー|土地)`;
// A card head: a name (in 《》, or bare with a cost), an optional note in （）, cost, type line, P/T.
const CARD_HEAD = new RegExp(
  String.raw`(?:《([^《》/]+)/([^《》]+)》|(?<=^|\s)([^\s《》（）「」、。＊]+)(?=\s+\{))(?:\s+(（[^）]*）))?(?:\s+((?:\{[^}\s]+\})+))?\s+(${TYPE})(?:\s+―\s+(\S+))?(?:\s+([\d*X]+\/[\d*X]+))?(?=\s|$)`,
  'g',
);
const FACE_HEAD = new RegExp(
  String.raw`^《([^《》/]+)/([^《》]+)》\s+(${TYPE})(?:\s+―\s+(\S+))?(?:\s+([\d*X]+\/[\d*X]+))?(?=\s|$)`,
);
const RULE_START = new RegExp(String.raw`(?<=^|\s)(${DOTTED_NUMBER_SOURCE})\.?(?=[\s\S])`, 'g');
// Where a card's text gives way to prose in the general-notes chapters.
const PROSE_RESUMES = /\s(?=\S*(?:に関する)?公式ルールは以下の通り。|なお、|\d\.\s)/;

/** How a complete FAQ ends. */
const TRADEMARK = /^All trademarks\b[\s\S]*Wizards\.\s*$/;

function context(text: string, offset: number): string {
  return JSON.stringify(text.slice(Math.max(0, offset - 20), offset + 30));
}

function fail(file: string, offset: number, text: string, what: string): never {
  throw new SourceError(file, 1, `offset ${offset} (near ${context(text, offset)}): ${what}`);
}

/** Splits "＊ a ＊ b" into rulings, keeping errata apart. */
function rulingsOf(text: string, base: number): FaqBlock[] {
  const out: FaqBlock[] = [];
  let at = 0;
  let erratumNext = false;
  for (const piece of text.split(/\s?＊\s/)) {
    const t = piece.trim();
    if (!t) continue;
    const offset = base + text.indexOf(t, at);
    at = offset - base + t.length;
    // "＃＃訂正＃＃ ＊ text" (a heading) or "＊ ＃＃訂正＃＃ text": either way the text is an erratum.
    if (t === '＃＃訂正＃＃') erratumNext = true;
    else if (erratumNext || t.startsWith('＃＃訂正＃＃')) {
      out.push({ type: 'erratum', text: t.replace(/^＃＃訂正＃＃\s*/, ''), offset });
      erratumNext = false;
    } else out.push({ type: 'ruling', text: t, offset });
  }
  return out;
}

/** A run of quoted rules: "502.38.武士道 502.38a 武士道は… 502.38b …". */
function parseRules(text: string, base: number): FaqBlock {
  const starts = [...text.matchAll(RULE_START)];
  const rules = starts.map((m, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]!.index : text.length;
    const body = text
      .slice(m.index + m[0].length, end)
      .replace(/^\.?\s*/, '')
      .trim();
    const [main, ...examples] = body.split(/\s(?=例：)/);
    return {
      number: m[1]!.replace(/\.$/, ''),
      text: main!.trim(),
      examples: examples.map((e) => e.trim()),
      offset: base + m.index,
    };
  });
  return { type: 'rules', rules };
}

/** Prose that may contain quoted rules (after "…以下の通り。" or in a ruling about them). */
function proseAndRules(text: string, base: number, out: FaqBlock[]): void {
  const first = [...text.matchAll(RULE_START)][0];
  if (!first) {
    if (text.trim())
      out.push({ type: 'prose', text: text.trim(), offset: base + text.indexOf(text.trim()) });
    return;
  }
  const before = text.slice(0, first.index).trim();
  if (before) out.push({ type: 'prose', text: before, offset: base + text.indexOf(before) });
  out.push(parseRules(text.slice(first.index), base + first.index));
}

function face(m: RegExpExecArray | RegExpMatchArray, text: string): FaqCardFace {
  return {
    nameJa: (m[1] ?? m[3])!.trim(),
    nameEn: m[2]?.trim() ?? null,
    note: m[4] ?? null,
    cost: m[5] ?? null,
    typeLine: m[7] ? `${m[6]} ― ${m[7]}` : m[6]!,
    pt: m[8] ?? null,
    text: text.trim(),
  };
}

function parsePart(
  file: string,
  full: string,
  part: string,
  base: number,
  cardChapter: boolean,
): FaqBlock[] {
  const out: FaqBlock[] = [];
  // A head right after ++++++++++ is the flipped face of the card before it, not a card.
  const allHeads = [...part.matchAll(CARD_HEAD)].filter(
    (m) => !part.slice(0, m.index).endsWith(FLIP.trimStart()),
  );
  // What comes before the first card may hold errata ("＃＃訂正＃＃ ＊ …").
  const leadEnd = allHeads[0]?.index ?? part.length;
  const lead = part.slice(0, leadEnd);
  if (/(?:^|\s)＊\s/.test(lead) || lead.trim().startsWith('＃＃訂正＃＃')) {
    out.push(...rulingsOf(lead, base));
  } else proseAndRules(lead, base, out);
  // The rulings begin at the first "＊" after the first card; before it come cards, prose and rules.
  const afterLead = part.slice(leadEnd);
  const starAt = afterLead.search(/(?:^|\s)＊\s/);
  const star = starAt >= 0 ? leadEnd + starAt : -1;
  const head = star >= 0 ? part.slice(0, star) : part;
  const tail = star >= 0 ? part.slice(star) : '';
  const heads = allHeads.filter((m) => m.index < head.length);
  let at = leadEnd;
  const cards: FaqCard[] = [];
  for (const [i, m] of heads.entries()) {
    proseAndRules(head.slice(at, m.index), base + at, out);
    const nextHead = i + 1 < heads.length ? heads[i + 1]!.index : head.length;
    let body = head.slice(m.index + m[0].length, nextHead);
    let rest = '';
    const faces: FaqCardFace[] = [];
    const flip = body.indexOf(FLIP);
    if (flip >= 0) {
      const second = body.slice(flip + FLIP.length);
      const f = FACE_HEAD.exec(second);
      if (!f)
        fail(
          file,
          base + m.index + m[0].length + flip + FLIP.length,
          full,
          'expected the flipped face (《名前/Name》, type line, P/T) after ++++++++++',
        );
      faces.push(face(m, body.slice(0, flip)));
      body = second.slice(f[0].length);
      faces.push(
        face(
          [
            f[0],
            f[1],
            f[2],
            undefined,
            undefined,
            undefined,
            f[3],
            f[4],
            f[5],
          ] as unknown as RegExpMatchArray,
          '',
        ),
      );
    }
    if (!cardChapter) {
      const resumes = PROSE_RESUMES.exec(body);
      if (resumes) {
        rest = body.slice(resumes.index);
        body = body.slice(0, resumes.index);
      }
    }
    if (faces.length) faces[1]!.text = body.trim();
    else faces.push(face(m, body));
    const card: FaqCard = { faces, rulings: [], offset: base + m.index };
    cards.push(card);
    out.push({ type: 'card', card });
    if (rest)
      proseAndRules(
        rest,
        base +
          m.index +
          m[0].length +
          (head.slice(m.index + m[0].length, nextHead).length - rest.length),
        out,
      );
    at = nextHead;
  }
  proseAndRules(head.slice(at), base + at, out);
  if (tail) {
    // A ruling may itself quote rules (509 ターンの終了 under 時間停止).
    for (const b of rulingsOf(tail, base + star)) {
      if (b.type === 'ruling' && /公式ルールは以下の通り。/.test(b.text)) {
        const split = b.text.indexOf('以下の通り。') + '以下の通り。'.length;
        out.push({ type: 'ruling', text: b.text.slice(0, split), offset: b.offset });
        proseAndRules(b.text.slice(split), b.offset + split, out);
      } else out.push(b);
    }
    // In the card chapter, a part is one card: its rulings are that card's.
    if (cardChapter && cards.length === 1)
      cards[0]!.rulings = out
        .filter((b) => b.type === 'ruling')
        .map((b) => (b as { text: string }).text);
  }
  return out;
}

export function parseFaq2004(src: SourceText, entry: SourceEntry): FaqDocument {
  const file = src.file;
  if (src.lines.length !== 1) throw new SourceError(file, 2, 'expected the FAQ on one line');
  const text = src.lines[0]!;
  if (!text.startsWith(entry.title))
    fail(file, 0, text, `expected the title ${JSON.stringify(entry.title)}`);
  const parts: { text: string; offset: number }[] = [];
  let at = 0;
  for (const p of text.split(SEPARATOR)) {
    parts.push({ text: p, offset: at });
    at += p.length + SEPARATOR.length;
  }
  // A complete FAQ ends with its trademark notice; one that stops early is reported, not half-built.
  const end = parts[parts.length - 1]!;
  if (parts.length < 2 || !TRADEMARK.test(end.text)) {
    const entries = parts.slice(0, -1).flatMap((p) => {
      const m = /^《([^/／》]+)/.exec(p.text);
      return m ? [`《${m[1]}》`] : [];
    });
    const cutIn = /^《([^/／》]+)/.exec(end.text)?.[1];
    throw new SourceError(
      file,
      1,
      `offset ${text.length}: cut short: the text ends ${context(text, text.length - 30)}${cutIn ? `, inside the entry 《${cutIn}》` : ''}, where the trademark notice ("All trademarks, including character names, are property of Wizards of the Coast …") should end the FAQ; the last complete entry is ${entries.at(-1) ?? 'none'}`,
    );
  }
  const header = parts[0]!.text;
  const compilers =
    /Compiled by (.+?) (?=\S*[ぁ-んァ-ヶ一-龠])/
      .exec(header)?.[1]
      ?.split(/,\s*(?:and\s+)?|\s+and\s+/) ?? [];
  if (!compilers.length) fail(file, 0, text, 'expected "Compiled by …" in the header');
  // "プレリリース開催日：2004年9月18-19日" gives its label; a date inside a sentence gives the sentence.
  const dates = [
    ...header.matchAll(/(\S+)：(\d{4}年[\d月-]+日)|(\S*\d{4}年\d{1,2}月\d{1,2}日[^。\s]*。?)/g),
  ].map((m) => (m[1] ? { label: m[1], text: m[2]! } : { label: '', text: m[3]! }));
  const chapters = [...header.matchAll(/第([１２３])章（([^）]+)）/g)].map((m) => ({
    number: '１２３'.indexOf(m[1]!) + 1,
    title: m[2]!,
  }));
  if (chapters.length !== 3)
    fail(
      file,
      header.indexOf('第'),
      text,
      'expected three chapters 第１章（…）, 第２章（…）, 第３章（…） in the header',
    );

  const sections: FaqSection[] = [
    {
      title: entry.title,
      chapter: 0,
      kind: 'header',
      blocks: [{ type: 'prose', text: header, offset: 0 }],
      offset: 0,
    },
  ];
  let chapter = 1;
  for (const p of parts.slice(1)) {
    let t = p.text;
    let offset = p.offset;
    const last = p === parts[parts.length - 1];
    if (last && /^All trademarks/.test(t)) {
      sections.push({
        title: '商標',
        chapter,
        kind: 'footer',
        blocks: [{ type: 'prose', text: t, offset }],
        offset,
      });
      continue;
    }
    // A part that opens a chapter starts with the chapter's title.
    const opens = chapters.find((c) => c.number > chapter && t.startsWith(`${c.title} `));
    if (opens) {
      chapter = opens.number;
      sections.push({ title: opens.title, chapter, kind: 'chapter', blocks: [], offset });
      t = t.slice(opens.title.length + 1);
      offset += opens.title.length + 1;
    }
    if (chapter === 1) {
      const title = chapters[0]!.title;
      if (!t.startsWith(title))
        fail(file, offset, text, `expected chapter 1 to begin with ${JSON.stringify(title)}`);
      sections.push({
        title,
        chapter,
        kind: 'chapter',
        blocks: parsePart(file, text, t.slice(title.length), offset + title.length, false),
        offset,
      });
    } else if (chapter === 2) {
      const title = t.split(' ', 1)[0]!;
      sections.push({
        title,
        chapter,
        kind: 'mechanic',
        blocks: parsePart(file, text, t.slice(title.length), offset + title.length, false),
        offset,
      });
    } else {
      const blocks = parsePart(file, text, t, offset, true);
      const card = blocks.find((b) => b.type === 'card');
      if (!card && !blocks.some((b) => b.type === 'erratum'))
        fail(
          file,
          offset,
          text,
          'expected a card entry (《名前/Name》 cost type) in the card notes',
        );
      const chapterOpening = sections[sections.length - 1]!;
      if (chapterOpening.kind === 'chapter' && chapterOpening.blocks.length === 0 && !card)
        chapterOpening.blocks = blocks;
      else if (card?.type === 'card') {
        // Errata that precede the first card belong to the chapter, not to the card.
        const lead: FaqBlock[] = blocks
          .slice(0, blocks.indexOf(card))
          .filter((b) => b.type === 'erratum');
        if (chapterOpening.kind === 'chapter' && chapterOpening.blocks.length === 0)
          chapterOpening.blocks = lead;
        sections.push({
          title: card.card.faces[0]!.nameJa,
          chapter,
          kind: 'card',
          blocks: blocks.filter((b) => !lead.includes(b)),
          offset,
        });
      }
    }
  }
  return { title: entry.title, compilers, dates, chapters, sections };
}
