// Turns running text into segments: plain text and resolved (or unresolved) rule links.
// Every reference is recorded, so the build can report what it could not resolve and
// rules can list what cites them.
import type { CiterKind, Origin } from '../model/types.ts';
import type { RuleBook } from '../model/rule-book.ts';
import { ruleAnchorUrl, ruleHomeUrl, rulePermalink } from '../model/urls.ts';
import { findRuleReferences, type FindOptions } from './rule-references.ts';

export type Segment =
  | { type: 'text'; value: string }
  | { type: 'rule'; raw: string; version: string; numbers: string[]; href: string; resolved: boolean };

/** Who is citing: the page (and anchor) a reference stands on. */
export interface Citer {
  kind: CiterKind;
  /** The URL of the citing place, anchor included where there is one. */
  href: string;
  label: string;
  origin: Origin;
}

export interface RecordedReference {
  version: string;
  number: string;
  resolved: boolean;
  from: Citer;
}

export class Linker {
  readonly references: RecordedReference[] = [];
  private readonly book: RuleBook;
  constructor(book: RuleBook) {
    this.book = book;
  }

  /** Where a link to a rule goes: straight to its anchor when held, else to its permanent page (which says so). */
  href(version: string, number: string): string {
    return this.book.has(version, number) ? ruleAnchorUrl(ruleHomeUrl(version, number), number) : rulePermalink(number, version);
  }

  segments(text: string, version: string | null, from: Citer, options: FindOptions = {}): Segment[] {
    if (!version) return [{ type: 'text', value: text }];
    const out: Segment[] = [];
    let at = 0;
    for (const ref of findRuleReferences(text, options)) {
      if (ref.start > at) out.push({ type: 'text', value: text.slice(at, ref.start) });
      const held = ref.numbers.map((n) => this.book.has(version, n));
      for (const [i, n] of ref.numbers.entries()) this.references.push({ version, number: n, resolved: held[i]!, from });
      out.push({ type: 'rule', raw: ref.raw, version, numbers: ref.numbers, href: this.href(version, ref.numbers[0]!), resolved: held.every(Boolean) });
      at = ref.end;
    }
    if (at < text.length) out.push({ type: 'text', value: text.slice(at) });
    return out;
  }

  unresolved(): RecordedReference[] {
    return this.references.filter((r) => !r.resolved);
  }
}
