// The data contract (data-contract.ts): offline: /offline-sets.json (what /save/ offers).
import { z } from 'zod';
import { str } from './scalars.ts';

/** A choice of what to save offline: the pages and index files whose addresses start with one of `prefixes`, and their size. */
export const OfflineSetSchema = z.object({
  id: z.enum(['newest', 'reading', 'search', 'all']),
  label: str,
  prefixes: z.array(str),
  bytes: z.number(),
});
export type OfflineSet = z.infer<typeof OfflineSetSchema>;
