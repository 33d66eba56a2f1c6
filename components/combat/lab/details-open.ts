// Whether a <details> is open, for drawing its content only once it is: kept in step with the
// element itself — also when the reader opened it before the island hydrated.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';

export function useDetailsOpen(): {
  ref: { current: HTMLDetailsElement | null };
  open: boolean;
  onToggle: (e: JSX.TargetedEvent<HTMLDetailsElement>) => void;
} {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return { ref, open, onToggle: (e) => setOpen(e.currentTarget.open) };
}
