// Linked text as the pipeline hands it to pages: a list of segments (plain text, rule
// references, names, mana symbols, rules terms). The shape is declared in the data contract.
import type { Segment } from './data-contract.ts';

export type { Segment };

/** The text as written, links dropped. */
export const plain = (segments: Segment[] | null): string | null =>
  segments ? segments.map((s) => (s.type === 'text' ? s.value : s.raw)).join('') : null;
