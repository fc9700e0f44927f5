import type { TargetSpec } from './types.js';

/**
 * Whether a number of targets is X ("X target creatures", "up to X target creatures", CR
 * 107.3a): it is known only once X is announced, just before the targets (601.2b-c).
 */
export const countsByX = (spec: TargetSpec | null): boolean =>
  spec !== null && [spec, ...(spec.also ?? [])].some((w) => w.count === 'x' || w.upTo === 'x');
