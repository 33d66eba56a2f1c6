// The 「前へ」「次へ」 buttons of a stepper: a step taken with either (or with ←/→) keeps the focus
// on a button: the one pressed goes dim at the first or last step, so focus moves to the other and
// never falls to the page.
import { useRef } from 'preact/hooks';

export function useStepButtons(first: number, last: number, go: (step: number) => void) {
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const move = (to: number) => {
    const active = document.activeElement;
    go(to);
    if (to >= last && active === next.current) prev.current?.focus();
    if (to <= first && active === prev.current) next.current?.focus();
  };
  return { prev, next, move };
}
