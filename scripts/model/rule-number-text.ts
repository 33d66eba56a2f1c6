// Rule numbers as people write them in text: the one a search query names, however it is typed,
// and those a text cites, with the words around them.
import { isRuleNumber, RULE_SOURCE, SECTION_SOURCE } from './rule-number.ts';

/** A typed number: a section, and a rule's digits and letter after a dot, spaces anywhere between. */
const TYPED = new RegExp(`^(${SECTION_SOURCE})(?:\\s*\\.\\s*(\\d+)\\s*([a-z])?)?\\s*\\.?$`);
/** A cited number, with a dot (a date such as 2008.10.01 is not one). */
const CITED = new RegExp(`(?<![\\d.])(${RULE_SOURCE}[a-z]?)(?![\\d])`, 'g');

/**
 * The rule number a search query names, however it is typed: 「CR 702.19b」「rule 704.5a」
 * 「総合ルール 100.1」「r506.4c」「７０２．１９ｂ」「702. 19 b」; null when the query is not one.
 */
export function queryRuleNumber(query: string): string | null {
  const q = query
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/^(?:総合ルール|ルール|cr|rules?|r)\s*/, '')
    // 「第729条」「702.9条」「702.9項」: the way a Japanese reader names a rule.
    .replace(/^第\s*/, '')
    .replace(/\s*(?:条|項)$/, '');
  const m = TYPED.exec(q);
  if (!m) return null;
  const n = m[2] ? `${m[1]}.${m[2]}${m[3] ?? ''}` : m[1]!;
  return isRuleNumber(n) ? n : null;
}

/**
 * The rule numbers (with a dot: 502.9b, 306.1) a text cites, in order, each as often as it is
 * cited; full-width digits read as ASCII (「５０２．９ｂ」). A date (2008.10.01) is not a number.
 */
export function citedNumbers(text: string): string[] {
  return citations(text).map((c) => c.number);
}

/** How many characters around a citation are its words (「トランプル（502.9b）」, "trample (rule 502.9b)"). */
const BEFORE = 30;
const AFTER = 20;

/** A rule number a text cites, with the words around it on its line. */
export interface Citation {
  number: string;
  context: string;
}

/** The same citations, each with the words around it on its line, up to the next citation on either side. */
export function citations(text: string): Citation[] {
  const t = text.normalize('NFKC');
  const found = [...t.matchAll(CITED)];
  return found.map((m, i) => {
    const before = found[i - 1];
    const after = found[i + 1];
    const start = Math.max(
      t.lastIndexOf('\n', m.index) + 1,
      m.index - BEFORE,
      before ? before.index + before[0].length : 0,
    );
    const lineEnd = t.indexOf('\n', m.index);
    const end = Math.min(
      lineEnd < 0 ? t.length : lineEnd,
      m.index + m[0].length + AFTER,
      after ? after.index : t.length,
    );
    return { number: m[1]!, context: t.slice(start, end) };
  });
}
