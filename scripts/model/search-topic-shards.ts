// The question topics in files, so a question loads only the topics its words can match. A topic
// matches when each of its groups has a word the folded query holds (search-query.ts topicRules),
// so the query holds the first two characters of some word of every group: a topic lies in the
// files of the two-character keys of one group (the group with the fewest keys), and a query reads
// the files of the keys it holds. A topic with a one-character word in each group is read always
// (in the head). Each topic keeps its place in the table, so the topics a query reads, in that
// order, are the very topics the whole table would give it.
import { shardOf } from './search-tokens.ts';
import type { SearchTopicEntry, SearchTopicShard, SearchTopics } from './contract/search.ts';

/**
 * How many files the keyed topics fall into: with 2,014 topics, 256 keep a question's part of them
 * about what 64 files of 994 were (the bench's cold searches 215 KB at most, against 218 with 64).
 */
export const TOPIC_SHARDS = 256;

/** A key's file (FNV-1a, as the jumps'). */
export const topicShardOf = (key: string): number => shardOf(key, TOPIC_SHARDS);

/** A word's key: its first two characters (none for a word of one). */
const keyOf = (word: string): string | null => {
  const chars = [...word];
  return chars.length < 2 ? null : chars.slice(0, 2).join('');
};

/** The keys a topic is found by: those of its group with the fewest, or null when every group has a one-character word. */
export function topicKeys(all: string[][]): string[] | null {
  let best: string[] | null = null;
  for (const group of all) {
    const keys = group.map(keyOf);
    if (keys.some((k) => k === null)) continue;
    const distinct = [...new Set(keys as string[])].sort();
    if (!best || distinct.length < best.length) best = distinct;
  }
  return best;
}

/** The head (the keys in use and the topics read always) and the files of keyed topics. */
export function topicFiles(
  version: string,
  list: [string[][], string[]][],
): { head: SearchTopics; shards: Map<number, SearchTopicShard> } {
  const shared: SearchTopicEntry[] = [];
  const keys = new Set<string>();
  const shards = new Map<number, SearchTopicShard>();
  list.forEach(([all, rules], n) => {
    const found = topicKeys(all);
    if (!found) return void shared.push([all, rules, n]);
    for (const k of found) keys.add(k);
    for (const s of new Set(found.map(topicShardOf))) {
      if (!shards.has(s)) shards.set(s, []);
      shards.get(s)!.push([all, rules, n]);
    }
  });
  return {
    head: { version, keys: [...keys].sort(), list: shared },
    shards: new Map([...shards].sort(([a], [b]) => a - b)),
  };
}

/** The files of keyed topics a folded query reads: those of the keys it holds. */
export function topicShardsFor(folded: string, head: SearchTopics): number[] {
  const chars = [...folded];
  const keys = new Set(head.keys);
  const held = new Set<number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const k = chars[i]! + chars[i + 1]!;
    if (keys.has(k)) held.add(topicShardOf(k));
  }
  return [...held].sort((a, b) => a - b);
}

/** The head's topics and the read files' as one table, each topic once, in the table's order. */
export function mergeTopics(head: SearchTopics, shards: SearchTopicShard[]): SearchTopics {
  const byPlace = new Map<number, SearchTopicEntry>();
  for (const e of [...head.list, ...shards.flat()]) byPlace.set(e[2], e);
  return { ...head, list: [...byPlace.values()].sort((a, b) => a[2] - b[2]) };
}
