// Whether the island has hydrated: its server-rendered buttons do nothing before, so they are
// drawn disabled until then (a press is never silently lost; without JavaScript they stay so).
import { useEffect, useState } from 'preact/hooks';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
