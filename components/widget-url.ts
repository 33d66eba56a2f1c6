// A widget's state in the page address (so a step can be linked): written only once the reader
// has acted, so a page's own address — a permanent link's landing place — is left alone.
import { useEffect } from 'preact/hooks';

export function useWidgetUrl(enabled: boolean, params: Record<string, string | null>): void {
  const values = Object.entries(params);
  useEffect(() => {
    if (!enabled) return;
    const q = new URLSearchParams(location.search);
    for (const [k, v] of values) {
      if (v === null) q.delete(k);
      else q.set(k, v);
    }
    history.replaceState(null, '', `${location.pathname}?${q}${location.hash}`);
  }, [enabled, ...values.map(([, v]) => v)]);
}

/** A non-negative step number from the address, or null. */
export function stepFromUrl(q: URLSearchParams): number | null {
  const n = q.has('step') ? Number(q.get('step')) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : null;
}
