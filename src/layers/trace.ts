import type { ObjectId } from '../state/types.js';
import type { Layer } from './layer.js';

/**
 * One step of an explanation: which effect changed which object in which layer (CR 613.1), and the
 * value before and after. Recorded as the layers are applied, never recomputed.
 */
export interface TraceStep {
  readonly object: ObjectId;
  /** '1' for copiable values, a layer or sublayer of 613, or 'result' for the rules read off the end (208.3). */
  readonly layer: '1' | Layer | 'result';
  readonly rule: string;
  /** The effect's id, or null for printed values and rules. */
  readonly effect: string | null;
  /** The effect's source, by name. */
  readonly source: string;
  readonly timestamp: number | null;
  readonly what: string;
  readonly before: string;
  readonly after: string;
  /**
   * CR 613.8a: the effects of this layer (by id) that it depends on and that were applied before
   * it for that reason (613.8b); absent when it depends on none.
   */
  readonly dependsOn?: readonly string[];
  /**
   * CR 613.6: a static ability's effect that began to apply in an earlier layer, applied here to
   * the same objects even if the ability that generates it is gone by now; absent otherwise.
   */
  readonly lockedIn?: true;
}

/**
 * CR 613.8a: the effects a step depends on, each named by its source and timestamp as its own
 * step in the same trace says them ("Mycosynth Lattice (t2)"); an id with no step of its own stays an id.
 */
export const dependencySources = (trace: readonly TraceStep[], step: TraceStep): readonly string[] =>
  (step.dependsOn ?? []).map((id) => {
    const on = trace.find((s) => s.effect === id);
    return on ? `${on.source}${on.timestamp === null ? '' : ` (t${on.timestamp})`}` : id;
  });
