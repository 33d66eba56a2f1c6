// The trace the engine returns (the contract's "Output"): codes and rule numbers only, keys in the
// contract's order. The widget words it; the command line prints it.
import type { LayersError } from './scenario.ts';
import type { ObjectView } from './state.ts';

export type { ObjectView };

export interface AppliedEntry {
  effect: string;
  to: string[];
  /** `cda`, `counters`, `timestamp`, `dependency: A depends on B[, C]` or `loop: A, B`. */
  reason: string;
  rule: string;
  /** It started in an earlier step and goes on though its ability is gone (613.6; 2008 418.5b). */
  continues?: string;
  /** The rule the site had to read beyond its words (2004 418.5d; 613.8c in 2004 and 2008). */
  reading?: string;
}

export interface SkippedEntry {
  effect: string;
  reason: 'source-lost-ability';
  rule: string;
  reading?: string;
}

export interface DependencyEntry {
  effect: string;
  on: string;
  rule: string;
}

export interface StepTrace {
  layer: string;
  rule: string;
  applied: AppliedEntry[];
  skipped: SkippedEntry[];
  dependencies: DependencyEntry[];
  objects: Record<string, ObjectView>;
}

export interface SbaEntry {
  id: string;
  action: 'graveyard' | 'annihilate';
  removed?: number;
  rule: string;
}

export interface LayersOk {
  ok: true;
  version: string;
  printed: Record<string, ObjectView>;
  locked: Record<string, { objects: string[]; rule: string }>;
  steps: StepTrace[];
  final: { objects: Record<string, ObjectView>; sba: SbaEntry[] };
}

export interface LayersFailure {
  ok: false;
  error: LayersError;
}

export type LayersTrace = LayersOk | LayersFailure;
