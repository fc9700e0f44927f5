import type { CardPool } from '../cards/pool.js';
import { ok, type Result } from '../result.js';
import type { GameState } from '../state/types.js';
import { evaluateByIslands } from './islands.js';
import { type Characteristics, type ReportsMade, toCharacteristics } from './result.js';
import { runLayers } from './run-layers.js';
import type { TraceStep } from './trace.js';

/**
 * Options of `evaluate`: whether to record the trace that explains each characteristic (CR 613).
 */
export interface EvaluateOptions {
  /** Record every step for explanations (CR citations, before and after). */
  readonly trace?: boolean;
}

/**
 * What `evaluate` returns: every object's characteristics after the layers (CR 613.1), and the
 * trace of the steps that made them (empty unless asked for).
 */
export interface Evaluation {
  /** Every object's characteristics, in the state's object order. */
  readonly objects: readonly Characteristics[];
  readonly trace: readonly TraceStep[];
}

/**
 * The characteristics of every object in every zone, by the layer system of CR 613:
 * copiable values (layer 1), then control, types, colours, abilities and power/toughness
 * (layers 2-7d). Within a layer, characteristic-defining abilities first (613.3), then
 * dependency order (613.8), then timestamps (613.7). Never changes `state`.
 */
export const evaluate = (
  state: GameState,
  pool: CardPool,
  options: EvaluateOptions = {},
): Result<Evaluation> => {
  if (!options.trace) {
    const byIslands = evaluateByIslands(state, pool);
    if (byIslands) return ok({ objects: byIslands, trace: [] });
  }
  const trace: TraceStep[] | null = options.trace ? [] : null;
  const run = runLayers(state, pool, trace);
  if (!run.ok) return run;
  const { ctx } = run.value;
  const reportsMade: ReportsMade = new Map();
  return ok({
    objects: ctx.objects.map((w) => toCharacteristics(w, trace, reportsMade)),
    trace: trace ?? [],
  });
};
