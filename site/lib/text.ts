// Linked text as plain text (titles, contents entries).
import type { Segment } from './data.ts';

export function plainText(segments: Segment[] | null | undefined): string {
  return (segments ?? []).map((s) => (s.type === 'text' ? s.value : s.raw)).join('');
}
