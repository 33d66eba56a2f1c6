// What a comparison of two rule texts is made of: the rules compared, the pairs found, and the
// pairing as pages show it (each pair labelled, what is left split, merged, removed or added).

export interface RuleText {
  number: string;
  text: string;
}

export interface Pairing {
  added: string[];
  removed: string[];
  /** Same number, new text (modified and references only, together). */
  changed: { number: string; before: string; after: string }[];
  /** A new number (renumbered and renumbered-and-modified, together). */
  moved: { from: string; to: string; similarity: number; before: string; after: string }[];
  /** Same number, same text: not reported as a change, but part of each rule's history. */
  unchanged: string[];
  /** Same number, the text changed in more than the rules it cites. */
  modified: string[];
  /** Same number, the text changed only because the rules it cites were renumbered. */
  referencesOnly: string[];
  /** The same text (but for the rules it cites) under a new number. */
  renumbered: { from: string; to: string }[];
  /** A new number and a changed text. */
  renumberedModified: { from: string; to: string }[];
  /** A rule whose text now stands in several rules (none of them paired with it). */
  split: { from: string; to: string[] }[];
  /** Several rules whose texts now stand in one. */
  merged: { from: string[]; to: string }[];
}

/** One pairing: an old rule and its new counterpart, with how similar their texts are. */
export interface Pair {
  from: string;
  to: string;
  similarity: number;
}

/** A pairing a maintainer decided, with its reason (content/history/overrides.json). */
export interface Override {
  from: string;
  to: string | null;
  reason: string;
}
