// Parses the MTG Wiki article dumps in both variants seen in the seeds:
//   A: 「提供：MTG Wiki」, plain heading lines;
//   B: 「出典: MTG Wiki」, headings prefixed with 「[編集] 」 and a `"URL" より作成` footer.
import type {
  Article,
  Block,
  ListItem,
  QuotedRule,
  Section,
  SourceEntry,
  SourceText,
} from '../model/types.ts';
import { SourceError } from '../read/source-error.ts';
import { ADDRESS_NUMBER_SOURCE, parentNumber } from '../model/rule-number.ts';

const ATTRIBUTION = /^(提供：|出典: ?)MTG Wiki$/;
const FOOTER = /^"(https?:\/\/[^"]+)" より作成$/;
const EDIT_PREFIX = /^\[編集\]\s*/;
const QUOTE_HEADING = /^引用：総合ルール\s*(\S+)$/;
const BULLET = /^( *)•\s?(.*)$/;
const RULE_ITEM = new RegExp(String.raw`^(${ADDRESS_NUMBER_SOURCE})\.?\s+(.+)$`);

interface Line {
  text: string;
  no: number;
}

/** A heading in variant A is a lone short line that is not a sentence or list item. */
function isPlainHeading(text: string): boolean {
  return text.length <= 30 && !/[。！？、,]/.test(text) && !BULLET.test(text) && !/^\d/.test(text);
}

function indentLevels(file: string, lines: Line[]): { level: number; text: string; no: number }[] {
  const base = (BULLET.exec(lines[0]!.text)?.[1] ?? '').length;
  let prev = -1;
  return lines.map((l) => {
    const m = BULLET.exec(l.text);
    if (!m)
      throw new SourceError(
        file,
        l.no,
        `expected a list item starting with 「•」, found ${JSON.stringify(l.text.slice(0, 30))}`,
      );
    const spaces = m[1]!.length - base;
    if (spaces < 0 || spaces % 2 !== 0) {
      throw new SourceError(
        file,
        l.no,
        `impossible indentation: ${m[1]!.length} spaces, expected ${base} plus a multiple of 2`,
      );
    }
    const level = spaces / 2;
    if (level > prev + 1) {
      throw new SourceError(
        file,
        l.no,
        `impossible indentation: list item nested ${level - prev} levels deeper than the item before it, expected at most one level`,
      );
    }
    prev = level;
    return { level, text: m[2]!.trim(), no: l.no };
  });
}

function nest<T extends { children: T[] }>(items: { level: number; node: T }[]): T[] {
  const roots: T[] = [];
  const stack: T[] = [];
  for (const { level, node } of items) {
    stack.length = level;
    if (level === 0) roots.push(node);
    else stack[level - 1]!.children.push(node);
    stack[level] = node;
  }
  return roots;
}

function parseList(file: string, lines: Line[]): ListItem[] {
  return nest(
    indentLevels(file, lines).map((x) => ({
      level: x.level,
      node: { text: x.text, origin: { file, line: x.no }, children: [] as ListItem[] },
    })),
  );
}

function parseQuote(file: string, lines: Line[]): QuotedRule[] {
  const leveled = indentLevels(file, lines).map((x) => {
    const m = RULE_ITEM.exec(x.text);
    if (!m)
      throw new SourceError(
        file,
        x.no,
        `expected a rule number (e.g. "506.4c") at the start of the quoted rule, found ${JSON.stringify(x.text.slice(0, 30))}`,
      );
    return {
      level: x.level,
      node: {
        number: m[1]!,
        text: m[2]!,
        origin: { file, line: x.no },
        children: [] as QuotedRule[],
      },
    };
  });
  const roots = nest(leveled);
  const check = (parent: QuotedRule | null, nodes: QuotedRule[]) => {
    for (const n of nodes) {
      if (parent && !isChildNumber(parent.number, n.number)) {
        throw new SourceError(
          file,
          n.origin.line,
          `rule ${n.number} is nested under ${parent.number}: expected a number that belongs to ${parent.number}`,
        );
      }
      check(n, n.children);
    }
  };
  check(null, roots);
  return roots;
}

/** 5 → 506, 506 → 506.1, 506.1 → 506.1a. */
export function isChildNumber(parent: string, child: string): boolean {
  return parentNumber(child) === parent;
}

/** Splits the body into blank-line separated blocks of lines. */
function blocksOf(lines: Line[]): Line[][] {
  const out: Line[][] = [];
  let cur: Line[] = [];
  for (const l of lines) {
    if (l.text.trim() === '') {
      if (cur.length) out.push(cur);
      cur = [];
    } else cur.push(l);
  }
  if (cur.length) out.push(cur);
  return out;
}

export function parseWikiDump(src: SourceText, entry: SourceEntry): Article {
  const file = src.file;
  const lines: Line[] = src.lines.map((text, i) => ({ text, no: i + 1 }));
  const title = lines[0]?.text.trim() ?? '';
  if (!title) throw new SourceError(file, 1, 'expected the article title on the first line');
  const attrIndex = lines.findIndex((l, i) => i > 0 && l.text.trim() !== '');
  if (attrIndex < 0 || !ATTRIBUTION.test(lines[attrIndex]!.text.trim())) {
    throw new SourceError(
      file,
      lines[attrIndex]?.no ?? 2,
      'expected 「提供：MTG Wiki」 or 「出典: MTG Wiki」 after the title',
    );
  }
  let body = lines.slice(attrIndex + 1);
  let sourceUrl: string | null = null;
  const lastIdx = body.findLastIndex((l) => l.text.trim() !== '');
  const footer = lastIdx >= 0 ? FOOTER.exec(body[lastIdx]!.text.trim()) : null;
  if (footer) {
    sourceUrl = footer[1]!;
    body = body.slice(0, lastIdx);
  }
  const variantB = lines[attrIndex]!.text.startsWith('出典');
  // How a complete dump ends: variant B with its trailer (a dump without it was cut short and
  // stops the build); variant A has none, so a last line that stops mid-sentence is a warning.
  const lastLine = body[body.findLastIndex((l) => l.text.trim() !== '')];
  const before = body
    .slice(0, lastLine ? body.indexOf(lastLine) : 0)
    .findLast((l) => l.text.trim() !== '');
  const snippet = (l: Line | undefined) =>
    l ? `line ${l.no} (${JSON.stringify(l.text.trim().slice(0, 30))}…)` : 'none';
  const warnings: { line: number; message: string }[] = [];
  if (variantB && !footer) {
    throw new SourceError(
      file,
      lastLine?.no ?? lines.length,
      `cut short: an 「出典: MTG Wiki」 dump ends with its trailer '"URL" より作成', and this one stops at ${snippet(lastLine)}; the last complete entry is ${snippet(before)}`,
    );
  }
  if (!variantB && lastLine && !/[。」]$/.test(lastLine.text.trim())) {
    warnings.push({
      line: lastLine.no,
      message: `possibly cut short: the last line stops mid-sentence (no closing 。 or 」): ${JSON.stringify(lastLine.text.trim().slice(-30))}; the last complete entry is ${snippet(before)}`,
    });
  }

  const intro: Block[] = [];
  const sections: Section[] = [];
  let quoteVersion: string | null = null;
  let rulesVersion: string | null = null;
  const target = () => (sections.length ? sections[sections.length - 1]!.blocks : intro);

  for (const block of blocksOf(body)) {
    const first = block[0]!;
    const head = first.text.trim();
    const isHeading =
      block.length === 1 && (variantB ? EDIT_PREFIX.test(head) : isPlainHeading(head));
    if (isHeading) {
      const heading = head.replace(EDIT_PREFIX, '');
      sections.push({ heading, origin: { file, line: first.no }, blocks: [] });
      const q = QUOTE_HEADING.exec(heading);
      quoteVersion = q ? q[1]! : null;
      if (quoteVersion) {
        if (!entry.rulesVersions.includes(quoteVersion)) {
          throw new SourceError(
            file,
            first.no,
            `quotes rules version ${quoteVersion}, but the manifest lists ${entry.rulesVersions.join(', ') || 'none'} for this file`,
          );
        }
        rulesVersion ??= quoteVersion;
      }
      continue;
    }
    // Within a block, consecutive bullet lines form one list; other lines are paragraphs.
    let run: Line[] = [];
    const flush = () => {
      if (!run.length) return;
      if (quoteVersion)
        target().push({ type: 'rules-quote', version: quoteVersion, rules: parseQuote(file, run) });
      else target().push({ type: 'list', items: parseList(file, run) });
      run = [];
    };
    for (const l of block) {
      if (BULLET.test(l.text)) run.push(l);
      else {
        flush();
        if (quoteVersion)
          throw new SourceError(
            file,
            l.no,
            `expected a quoted rule (a 「•」 item with a rule number) inside 「引用：総合ルール ${quoteVersion}」`,
          );
        target().push({ type: 'paragraph', text: l.text.trim(), origin: { file, line: l.no } });
      }
    }
    flush();
  }
  if (title !== entry.title)
    throw new SourceError(
      file,
      1,
      `title is ${JSON.stringify(title)}, but the manifest says ${JSON.stringify(entry.title)}`,
    );
  // MTG Wiki opens an article with its name and the English one: 「現象/Phenomenon(複数形…」.
  const first = intro.find((b) => b.type === 'paragraph');
  const alias =
    first && first.type === 'paragraph'
      ? new RegExp(
          `^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([A-Za-z][A-Za-z' -]*[A-Za-z])`,
        ).exec(first.text)?.[1]
      : undefined;
  return {
    kind: 'article',
    slug: title,
    title,
    source: { ...entry, sourceUrl: sourceUrl ?? entry.sourceUrl },
    rulesVersion: rulesVersion ?? entry.rulesVersions[0] ?? null,
    aliases: alias ? [alias] : [],
    intro,
    sections,
    warnings,
  };
}
