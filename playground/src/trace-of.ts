import {
  type CardPool,
  evaluate,
  type GameState,
  ok,
  type Result,
  type TraceStep,
} from '../../src/browser.js';

/** The trace of `state`'s evaluation (CR 613): every step of the layers, which explains each value. */
export const traceOf = (state: GameState, pool: CardPool): Result<readonly TraceStep[]> => {
  const traced = evaluate(state, pool, { trace: true });
  return traced.ok ? ok(traced.value.trace) : traced;
};
