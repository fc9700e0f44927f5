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
}
