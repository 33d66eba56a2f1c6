// The 「前へ」「次へ」 buttons of a stepper: a step taken with either (or with ←/→) keeps the focus
// on a button: the one pressed goes dim at the first or last step, so focus moves to the other and
// never falls to the page. After a step the step's text is scrolled just enough to be in view
// (never a jump: nothing moves when it already is), above the buttons that stick to a phone's
// screen. A view that mounts after the reader stepped (the stepping view loads with the engine, so
// a press may come before it) reveals its step at once.
import { useEffect, useRef } from 'preact/hooks';

export function useStepButtons(
  first: number,
  last: number,
  go: (step: number) => void,
  step: number,
  revealOnMount = false,
) {
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  /** The step's text: what is kept in view after a step. */
  const now = useRef<HTMLDivElement>(null);
  const moved = useRef(revealOnMount);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    now.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [step]);
  const move = (to: number) => {
    const active = document.activeElement;
    moved.current = true;
    go(to);
    if (to >= last && active === next.current) prev.current?.focus();
    if (to <= first && active === prev.current) next.current?.focus();
  };
  return { prev, next, now, move };
}
