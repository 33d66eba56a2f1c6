// Pagefind as the search's full-text engine: one bundle per index (a version's rules and
// glossary, the reading pages), each searched by its own instance of Pagefind's runtime. What
// this adds is only the reading of a result: its meta says what it is (key, kind, label), its
// excerpt is Pagefind's, with the query's words marked. The browser gives the runtime by
// importing /pagefind/<index>/pagefind.js, the tests and the bench by running it in Node.
import { SEARCH_KINDS, type SearchKind } from '#scripts/model/search-kinds.ts';

/** What the site uses of Pagefind's runtime (pagefind.js). */
export interface PagefindRuntime {
  createInstance(options: { basePath: string }): PagefindInstance;
}
export interface PagefindInstance {
  options(options: Record<string, unknown>): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string | string[] | { any: string[] }> },
  ): Promise<{ results: PagefindResult[]; unfilteredResultCount: number }>;
}
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindFragment>;
}
export interface PagefindFragment {
  excerpt: string;
  meta: Record<string, string | undefined>;
  word_count: number;
}

export type { SearchKind };

/** One result, read: which record it is, how Pagefind scored it, and its marked excerpt. */
export interface FullTextHit {
  index: string;
  key: string;
  kind: SearchKind;
  label: string | null;
  score: number;
  /** Pagefind's excerpt: HTML, the text escaped, the query's words in <mark>. */
  excerpt: string;
}

/** Words around the query's that an excerpt shows (Pagefind counts words; Japanese ones are short). */
const EXCERPT_WORDS = 40;

/**
 * How Pagefind weighs a record's length (its default 0.75): a rule's record holds its Japanese and
 * its English, so a rule that says more is less of a stray match than on a page of prose — measured
 * over the judged sets (first 420 → 425, top three 490 → 492 of 565), 0.3 to 1 tried.
 */
const RANKING = { pageLength: 0.6 };

/** An empty search: it loads a bundle's metadata (and the WebAssembly), and no index chunk. */
const WARM_UP = '';

const isKind = (k: string | undefined): k is SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(k ?? '');

/** Searches the bundles by their names, each instance made once, lazily. */
export class FullText {
  private readonly instances = new Map<string, Promise<PagefindInstance>>();
  private readonly runtime: () => Promise<PagefindRuntime>;
  private readonly basePath: (index: string) => string;

  constructor(runtime: () => Promise<PagefindRuntime>, basePath: (index: string) => string) {
    this.runtime = runtime;
    this.basePath = basePath;
  }

  /** The last instance made: the next waits for it (two instances loading at once share the runtime's one WebAssembly module, and one of them fails). */
  private last: Promise<unknown> = Promise.resolve();

  private instance(index: string): Promise<PagefindInstance> {
    if (!this.instances.has(index)) {
      const made = this.last.then(async () => {
        // A bundle that cannot be read (offline and not saved) is named here, before Pagefind
        // makes an instance whose own loading would fail unheard.
        const entry = await fetch(`${this.basePath(index)}pagefind-entry.json`);
        if (!entry.ok) throw new Error(`pagefind ${index}: ${entry.status}`);
        const i = (await this.runtime()).createInstance({ basePath: this.basePath(index) });
        await i.options({ excerptLength: EXCERPT_WORDS, excerptEllipsis: '…', ranking: RANKING });
        // A first search loads the index's metadata (and the WebAssembly): done here, one at a time.
        await i.search(WARM_UP);
        return i;
      });
      this.last = made.catch(() => undefined);
      this.instances.set(index, made);
    }
    return this.instances.get(index)!;
  }

  /** The records of one bundle, of the kinds given, that hold every word of the term (Pagefind matches words by their start), best first. */
  async results(
    index: string,
    term: string,
    kinds: readonly SearchKind[],
  ): Promise<PagefindResult[]> {
    const i = await this.instance(index);
    // Every kind asked for is no filter at all (and Pagefind loads no filter file).
    const every = SEARCH_KINDS.every((k) => kinds.includes(k));
    const found = await i.search(term, every ? {} : { filters: { kind: { any: [...kinds] } } });
    return found.results;
  }

  /** A result read: its record and excerpt (Pagefind loads its fragment). */
  async read(index: string, result: PagefindResult): Promise<FullTextHit | null> {
    const f = await result.data();
    const { key, kind, label } = f.meta;
    if (!key || !isKind(kind)) return null;
    return { index, key, kind, label: label ?? null, score: result.score, excerpt: f.excerpt };
  }
}
