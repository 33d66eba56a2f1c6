// Turns running text into segments: plain text and resolved (or unresolved) rule links.
// Every reference is recorded, so the build can report what it could not resolve and
// rules can list what cites them.
import type { Origin } from '../model/types.ts';
import type { RuleBook } from '../model/rule-book.ts';
import { ruleAnchorUrl, rulePermalink } from '../model/urls.ts';
import { findRuleReferences, type FindOptions } from './rule-references.ts';

export type Segment =
  | { type: 'text'; value: string }
  | { type: 'rule'; raw: string; version: string; numbers: string[]; href: string; resolved: boolean };

export interface RecordedReference {
  version: string;
  number: string;
  resolved: boolean;
  /** The page the reference stands on, and where in the sources. */
  fromPage: string;
  fromTitle: string;
  origin: Origin;
}

export class Linker {
  readonly references: RecordedReference[] = [];
  private readonly book: RuleBook;
  constructor(book: RuleBook) {
    this.book = book;
  }

  /** Where a link to a rule goes: straight to its anchor when held, else to its permanent page (which says so). */
  href(version: string, number: string): string {
    const home = this.book.home(version, number);
    return home ? ruleAnchorUrl(home, number) : rulePermalink(number, version);
  }

  segments(text: string, version: string | null, from: { page: string; title: string; origin: Origin }, options: FindOptions = {}): Segment[] {
    if (!version) return [{ type: 'text', value: text }];
    const out: Segment[] = [];
    let at = 0;
    for (const ref of findRuleReferences(text, options)) {
      if (ref.start > at) out.push({ type: 'text', value: text.slice(at, ref.start) });
      const resolvedAll = ref.numbers.map((n) => this.book.has(version, n));
      for (const [i, n] of ref.numbers.entries()) {
        this.references.push({ version, number: n, resolved: resolvedAll[i]!, fromPage: from.page, fromTitle: from.title, origin: from.origin });
      }
      const first = ref.numbers[0]!;
      out.push({ type: 'rule', raw: ref.raw, version, numbers: ref.numbers, href: this.href(version, first), resolved: resolvedAll.every(Boolean) });
      at = ref.end;
    }
    if (at < text.length) out.push({ type: 'text', value: text.slice(at) });
    return out;
  }

  unresolved(): RecordedReference[] {
    return this.references.filter((r) => !r.resolved);
  }
}
