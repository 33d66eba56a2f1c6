// What search records are, as plain values (no schema library): the search page's bundle
// imports these, the data contract builds its schema from them.

/** What a record is: a rule, a glossary entry, or a reading page's part. */
export const SEARCH_KINDS = ['ルール', '用語', '記事', 'カード', 'FAQ'] as const;
/** The kinds a version's rules text holds (the others are the reading pages, which every bundle holds too). */
export const RULES_KINDS = ['ルール', '用語'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** The order the search page offers the kinds to filter by: the reading pages first, as a reader browses. */
export const FILTER_ORDER: readonly SearchKind[] = ['記事', 'ルール', 'カード', 'FAQ', '用語'];
