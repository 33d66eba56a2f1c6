import type { PhrasingContent } from 'mdast';
import type { Segment } from '../link/linker.ts';
import { jsxText, text } from './mdast-builders.ts';

/** Linked segments → phrasing content: rule links carry what the preview script needs. */
export function phrasing(segments: Segment[]): PhrasingContent[] {
  return segments.map((s) =>
    s.type === 'text'
      ? text(s.value)
      : jsxText('a', { href: s.href, class: s.resolved ? 'rule-ref' : 'rule-ref unresolved', 'data-rule': s.numbers[0], 'data-version': s.version, 'data-rules': s.numbers.length > 1 ? s.numbers.join(' ') : undefined }, [text(s.raw)]),
  );
}
