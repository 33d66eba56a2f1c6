// What search records are, as plain values (no schema library): the search page's bundle
// imports these, the data contract builds its schema from them.

/** The index of the reading pages (article and FAQ sections, cards): /pagefind/pages/ */
export const DOCUMENTS_INDEX = 'pages';
/** What a record is: a rule, a glossary entry, or a reading page's part. */
export const SEARCH_KINDS = ['ルール', '用語', '記事', 'カード', 'FAQ'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
