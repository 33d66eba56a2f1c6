// Whether the island has hydrated: its server-rendered buttons do nothing before, so they say so
// (aria-disabled: still reached by Tab, the focus kept when they come alive; a press is never
// silently taken for done; without JavaScript they stay so).
import { useEffect, useState } from 'preact/hooks';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
