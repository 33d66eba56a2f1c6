import type { PhrasingContent } from 'mdast';
import type { Segment } from '../link/linker.ts';
import { manaClass, manaLabel, manaText } from '../model/mana.ts';
import { jsxText, text } from './mdast-builders.ts';

/** Mana symbols: icons for the eye, a label for screen readers, {2}{R} for the clipboard. */
export function manaPhrasing(symbols: string[]): PhrasingContent {
  return jsxText(
    'span',
    { class: 'mana', role: 'img', 'aria-label': manaLabel(symbols), title: manaLabel(symbols) },
    [
      ...symbols.map((s) => jsxText('i', { class: manaClass(s), 'aria-hidden': 'true' }, [])),
      jsxText('span', { class: 'mana-text' }, [text(manaText(symbols))]),
    ],
  );
}

/** Linked segments → phrasing content: rule links carry what the preview script needs. */
export function phrasing(segments: Segment[]): PhrasingContent[] {
  return segments.map((s) => {
    switch (s.type) {
      case 'text':
        return text(s.value);
      case 'rule':
        return jsxText(
          'a',
          {
            href: s.href,
            class: s.resolved ? 'rule-ref' : 'rule-ref unresolved',
            'data-rule': s.numbers[0],
            'data-version': s.version,
            'data-rules': s.numbers.length > 1 ? s.numbers.join(' ') : undefined,
          },
          [text(s.raw)],
        );
      case 'name':
        return jsxText('a', { href: s.href, class: `${s.kind}-ref` }, [text(s.raw)]);
      case 'mana':
        return manaPhrasing(s.symbols);
      case 'term':
        return jsxText(
          'a',
          {
            href: s.href,
            class: 'term-ref',
            'data-rule': s.rule ?? undefined,
            'data-version': s.rule ? s.version : undefined,
          },
          [text(s.raw)],
        );
    }
  });
}
