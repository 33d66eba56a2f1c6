// Exact jumps for search: the table's shape, and how a query finds its target. Shared by the
// build (which writes the table) and the search page (which reads it).
import { ruleUrl } from './urls.ts';
import type { Jump, JumpTable } from './data-contract.ts';

export type { Jump, JumpTable };

/** How queries and keys are compared: width-folded, lower case, without spaces or the 「・」 of a compound (マナコスト is マナ・コスト); "r506.4c" is "506.4c". */
export function jumpKey(query: string): string {
  return query
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s・]+/g, '')
    .replace(/^r(?=\d)/, '');
}

/** The target of a key (a rule number, or a name as jumpKey folds it), or null: rule numbers first, then names. */
export function jumpOf(table: JumpTable, key: string): Jump | null {
  const v = table.rules[key];
  if (v !== undefined) {
    const version = table.versions[v]!;
    return {
      href: ruleUrl(version, key),
      label: `${key}（総合ルール ${version}）`,
      kind: 'ルール',
    };
  }
  return table.names[key] ?? null;
}
