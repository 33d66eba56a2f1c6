// Names that link: 《card names》 (Japanese or English, either face of a flip card), article
// titles, and mechanic names. One index decides where each name goes.

export interface NameTarget {
  kind: 'card' | 'article' | 'mechanic';
  href: string;
  label: string;
}

export class NameIndex {
  private readonly cards = new Map<string, NameTarget>();
  private readonly articles = new Map<string, NameTarget>();
  private readonly mechanics = new Map<string, NameTarget>();

  addCard(names: (string | null)[], target: NameTarget): void {
    for (const n of names) if (n) this.cards.set(n, target);
  }
  addArticle(title: string, href: string): void {
    this.articles.set(title, { kind: 'article', href, label: title });
  }
  addMechanic(name: string, href: string): void {
    this.mechanics.set(name, { kind: 'mechanic', href, label: name });
  }

  /** 《渦巻く霧》, 《Isamaru, Hound of Konda》, 《今田家の猟犬、勇丸/Isamaru, Hound of Konda》. */
  card(bracketed: string): NameTarget | undefined {
    const [ja, en] = bracketed.split('/');
    return (
      this.cards.get(bracketed) ??
      this.cards.get(ja!.trim()) ??
      (en ? this.cards.get(en.trim()) : undefined) ??
      this.articles.get(ja!.trim())
    );
  }
  article(title: string): NameTarget | undefined {
    return this.articles.get(title);
  }
  /** Names worth finding in running text, longest first (so 連繋（秘儀） wins over 連繋). */
  plainNames(): { name: string; target: NameTarget }[] {
    return [...this.articles, ...this.mechanics]
      .map(([name, target]) => ({ name, target }))
      .sort((a, b) => b.name.length - a.name.length || (a.name < b.name ? -1 : 1));
  }
  allCards(): NameTarget[] {
    return [...new Map([...this.cards.values()].map((t) => [t.href, t])).values()];
  }
}
