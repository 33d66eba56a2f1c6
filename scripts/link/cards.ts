// The card catalogue: every card the FAQ prints (merged by name), its errata, and every card
// it only names in 《日本語名/English》 (a page of its own too, so every 《》 resolves).
import type { FaqCard, FaqDocument } from '../parse/faq-2004.ts';
import { cardSlug, cardUrl, faqUrl } from '../model/urls.ts';
import type { NameIndex } from './names.ts';
import { hiragana } from './glossary.ts';

export interface CatalogueCard {
  slug: string;
  url: string;
  nameJa: string;
  nameEn: string | null;
  /** The other face of a flip card (its names are this card's too). */
  backFace: { nameJa: string; nameEn: string | null } | null;
  /** Printed card text, both faces of a flip card; empty for a card the FAQ only names. */
  entry: FaqCard | null;
  rulings: string[];
  errata: string[];
  /** FAQ sections where the card appears or is named. */
  appearsIn: { title: string; href: string }[];
}

export function sectionId(
  kind: string,
  title: string,
  index: number,
  mechanicSlug?: string,
): string {
  if (kind === 'mechanic' && mechanicSlug) return `m-${mechanicSlug}`;
  if (kind === 'chapter') return `chapter-${index}`;
  return `s-${index}`;
}

export function buildCatalogue(
  faq: FaqDocument,
  faqSlug: string,
  mechanicSlugs: Record<string, { slug: string }>,
): CatalogueCard[] {
  const english = new Map<string, string>();
  const all = JSON.stringify(faq.sections.map((s) => s.blocks));
  for (const m of all.matchAll(/《([^《》/]+)\/([^《》]+)》/g))
    english.set(m[1]!.trim(), m[2]!.trim());
  // A flip card's back face is part of its front card: from its entry, or from the FAQ's
  // list of flip pairs "《表/Front》 --> 《裏/Back》".
  const frontOf = new Map<string, string>();
  for (const m of all.matchAll(/《([^《》/]+)\/[^《》]+》 --> 《([^《》/]+)\/[^《》]+》/g))
    frontOf.set(m[2]!.trim(), m[1]!.trim());
  for (const s of faq.sections)
    for (const b of s.blocks)
      if (b.type === 'card' && b.card.faces[1])
        frontOf.set(b.card.faces[1].nameJa, b.card.faces[0]!.nameJa);

  const cards = new Map<string, CatalogueCard>();
  const card = (nameJa: string, nameEn: string | null) => {
    const name = frontOf.get(nameJa) ?? nameJa;
    const en =
      name === nameJa ? (nameEn ?? english.get(name) ?? null) : (english.get(name) ?? null);
    if (!cards.has(name)) {
      const slug = cardSlug(name, en);
      cards.set(name, {
        slug,
        url: cardUrl(slug),
        nameJa: name,
        nameEn: en,
        backFace: null,
        entry: null,
        rulings: [],
        errata: [],
        appearsIn: [],
      });
    }
    const c = cards.get(name)!;
    if (name !== nameJa && !c.backFace)
      c.backFace = { nameJa, nameEn: nameEn ?? english.get(nameJa) ?? null };
    return c;
  };
  const cited = /《([^《》/]+)(?:\/([^《》]+))?》/g;
  faq.sections.forEach((s, i) => {
    const href = faqUrl(faqSlug, sectionId(s.kind, s.title, i, mechanicSlugs[s.title]?.slug));
    const seen = (c: CatalogueCard) => {
      if (!c.appearsIn.some((a) => a.href === href)) c.appearsIn.push({ title: s.title, href });
    };
    for (const b of s.blocks) {
      const texts: string[] = [];
      if (b.type === 'card') {
        const front = b.card.faces[0]!;
        const c = card(front.nameJa, front.nameEn);
        c.entry ??= b.card;
        c.rulings.push(...b.card.rulings.filter((r) => !c.rulings.includes(r)));
        seen(c);
        texts.push(...b.card.faces.map((f) => f.text), ...b.card.rulings);
      } else if (b.type === 'rules') texts.push(...b.rules.map((r) => r.text));
      else texts.push(b.text);
      for (const t of texts)
        for (const m of t.matchAll(cited)) seen(card(m[1]!.trim(), m[2]?.trim() ?? null));
    }
  });
  // An erratum names the corrected card: "…これは“残忍な詐欺師”の誤植である。"
  for (const s of faq.sections) {
    for (const b of s.blocks) {
      if (b.type !== 'erratum') continue;
      const fixed = /“([^“”]+)”の誤植/.exec(b.text)?.[1];
      const c = fixed ? cards.get(fixed) : undefined;
      if (c && !c.errata.includes(b.text)) c.errata.push(b.text);
    }
  }
  return [...cards.values()].sort(compareCardNames);
}

/**
 * The card index's order: 五十音 by the name's kana (katakana read as hiragana). The FAQ gives
 * no readings, so a name that starts with kanji cannot be placed by its reading: such names
 * follow the kana ones, in the collation's kanji order.
 */
export function compareCardNames(a: { nameJa: string }, b: { nameJa: string }): number {
  const ka = startsWithKana(a.nameJa);
  if (ka !== startsWithKana(b.nameJa)) return ka ? -1 : 1;
  return hiragana(a.nameJa).localeCompare(hiragana(b.nameJa), 'ja');
}

/** Whether a name starts with kana (and so can be placed in 五十音 order without a reading). */
export const startsWithKana = (name: string): boolean => /^[ぁ-ゖァ-ヶー]/.test(hiragana(name));

/** Both faces' names, Japanese and English, lead to the card (a flip card's back face to its front). */
export function indexCards(names: NameIndex, catalogue: CatalogueCard[]): void {
  for (const c of catalogue) {
    names.addCard([c.nameJa, c.nameEn], { kind: 'card', href: c.url, label: c.nameJa });
    if (c.backFace)
      names.addCard([c.backFace.nameJa, c.backFace.nameEn], {
        kind: 'card',
        href: c.url,
        label: c.nameJa,
      });
  }
}
