// Turns running text into segments: plain text and resolved (or unresolved) rule links.
// Every reference is recorded, so the build can report what it could not resolve and
// rules can list what cites them.
import type { CiterKind, Origin } from '../model/types.ts';
import type { RuleBook } from '../model/rule-book.ts';
import { rulePermalink, ruleUrl } from '../model/urls.ts';
import { findRuleReferences, type FindOptions } from './rule-references.ts';
import { NameIndex } from './names.ts';
import type { Segment } from '../model/data-contract.ts';

// {2}{R}, {T}, {W/U}; the 2004 rules wrote {o2} and {oT}.
const MANA = /(?:\{o?[0-9WUBRGCXYZSTQEP]{1,2}(?:\/[0-9WUBRGCP])?\})+/g;
const CARD = /《([^《》]+)》/g;

function isWordChar(c: string | undefined): boolean {
  return !!c && /[A-Za-z0-9]/.test(c);
}

export type { Segment };

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
  /** 《names》 that matched no card, with where they stand. */
  readonly unknownCards: { name: string; from: Citer }[] = [];
  private readonly book: RuleBook;
  readonly names: NameIndex;
  /** Plain-text names are linked once per page: page URL → names already linked. */
  private readonly linkedOnPage = new Map<string, Set<string>>();
  constructor(book: RuleBook, names: NameIndex = new NameIndex()) {
    this.book = book;
    this.names = names;
  }

  /** Where a link to a rule goes: straight to its anchor when held, else to its permanent page (which says so). */
  href(version: string, number: string): string {
    return this.book.has(version, number)
      ? ruleUrl(version, number)
      : rulePermalink(number, version);
  }

  /** `record: false` links without counting the references (text shown for reference only, like an outdated translation). */
  segments(
    text: string,
    version: string | null,
    from: Citer,
    options: FindOptions & { names?: boolean; record?: boolean } = {},
  ): Segment[] {
    const out: Segment[] = [];
    const plain = (t: string) => out.push(...this.inline(t, from, options.names ?? false));
    if (!version) {
      plain(text);
      return out;
    }
    let at = 0;
    for (const ref of findRuleReferences(text, options)) {
      if (ref.start > at) plain(text.slice(at, ref.start));
      const held = ref.numbers.map((n) => this.book.has(version, n));
      if (options.record !== false)
        for (const [i, n] of ref.numbers.entries())
          this.references.push({ version, number: n, resolved: held[i]!, from });
      out.push({
        type: 'rule',
        raw: ref.raw,
        version,
        numbers: ref.numbers,
        href: this.href(version, ref.numbers[0]!),
        resolved: held.every(Boolean),
      });
      at = ref.end;
    }
    if (at < text.length) plain(text.slice(at));
    return out;
  }

  /** Card names in 《》, mana symbols and (on documents) article and mechanic names. */
  private inline(text: string, from: Citer, names: boolean): Segment[] {
    const found: { start: number; end: number; seg: Segment }[] = [];
    for (const m of text.matchAll(CARD)) {
      const target = this.names.card(m[1]!);
      if (target && target.href !== pageOf(from.href))
        found.push({
          start: m.index,
          end: m.index + m[0].length,
          seg: { type: 'name', raw: m[0], kind: target.kind, href: target.href },
        });
      else if (!target) this.unknownCards.push({ name: m[1]!, from });
    }
    for (const m of text.matchAll(MANA)) {
      const symbols = [...m[0].matchAll(/\{o?([^}]+)\}/g)].map((x) => x[1]!);
      found.push({
        start: m.index,
        end: m.index + m[0].length,
        seg: { type: 'mana', raw: m[0], symbols },
      });
    }
    if (names) {
      const page = pageOf(from.href);
      const done = this.linkedOnPage.get(page) ?? new Set<string>();
      this.linkedOnPage.set(page, done);
      for (const { name, target } of this.names.plainNames()) {
        if (done.has(name) || target.href === page) continue;
        let i = text.indexOf(name);
        while (
          i >= 0 &&
          (isWordChar(text[i - 1]) ||
            isWordChar(text[i + name.length]) ||
            found.some((f) => i < f.end && f.start < i + name.length))
        )
          i = text.indexOf(name, i + 1);
        if (i < 0) continue;
        done.add(name);
        found.push({
          start: i,
          end: i + name.length,
          seg: { type: 'name', raw: name, kind: target.kind, href: target.href },
        });
      }
    }
    found.sort((a, b) => a.start - b.start);
    const out: Segment[] = [];
    let at = 0;
    for (const f of found) {
      if (f.start < at) continue;
      if (f.start > at) out.push({ type: 'text', value: text.slice(at, f.start) });
      out.push(f.seg);
      at = f.end;
    }
    if (at < text.length) out.push({ type: 'text', value: text.slice(at) });
    return out;
  }
}

function pageOf(href: string): string {
  const hash = href.indexOf('#');
  return hash >= 0 ? href.slice(0, hash) : href;
}
