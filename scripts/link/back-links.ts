// Each rule lists what cites it, grouped by kind and counted.
import type { RecordedReference } from './linker.ts';
import type { BackLink } from '../model/data-contract.ts';

export type { BackLink };

export function backLinks(references: RecordedReference[]): Map<string, BackLink[]> {
  const out = new Map<string, Map<string, BackLink>>();
  for (const ref of references) {
    if (!ref.resolved) continue;
    const key = `${ref.version}|${ref.number}`;
    if (!out.has(key)) out.set(key, new Map());
    const link = { kind: ref.from.kind, href: ref.from.href, label: ref.from.label };
    out.get(key)!.set(`${link.kind}|${link.href}`, link);
  }
  return new Map(
    [...out].map(([k, v]) => [
      k,
      [...v.values()].sort((a, b) => (a.kind + a.href < b.kind + b.href ? -1 : 1)),
    ]),
  );
}
