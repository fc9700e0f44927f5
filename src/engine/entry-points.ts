import type { CardPool } from '../cards/pool.js';
import { type EvaluateOptions, type Evaluation, evaluate as evaluateLayers } from '../layers/evaluate.js';
import { chain, type Result } from '../result.js';
import { checkedState } from '../state/known-valid.js';
import type { GameState } from '../state/types.js';
import { checkedAction } from './action-shape.js';
import { withinGameIntegers } from './grown-numbers.js';
import type { Outcome } from './outcome.js';
import { type Resolution, resolve as resolveNow } from './resolution/resolve.js';
import type { ResolveAction } from './resolution/resolve-action.js';
import { checkStateBasedActions as checkNow } from './state-based/state-based.js';
import type { View } from './view.js';

/**
 * The public ways into the engine that take a game state besides `apply` (which checks its own):
 * each passes the state through validateState first, unless it is known valid (one apply
 * returned or parseBoard made, or checked before; state/known-valid.ts), and answers a problem
 * with the state as its error. The engine's own calls, on states it builds as it goes, use the
 * functions these wrap. `toAct` reads only who must act, and `makeBoard` writes any state (its
 * file is checked as it is read back): neither validates.
 */

/** checkStateBasedActions (state-based/state-based.ts) on a valid state. */
export const checkStateBasedActions = (
  state: GameState,
  pool: CardPool,
): Result<Outcome & { readonly view: View }> =>
  withinGameIntegers(chain(checkedState(state, pool), (valid) => checkNow(valid, pool)));

/** evaluate (layers/evaluate.ts) on a valid state; a known one costs a lookup more. */
export const evaluate = (
  state: GameState,
  pool: CardPool,
  options: EvaluateOptions = {},
): Result<Evaluation> => chain(checkedState(state, pool), (valid) => evaluateLayers(valid, pool, options));

/** resolve (resolution/resolve.ts), the shortcut resolving a spell's effect at once, on a valid state. */
export const resolve = (state: GameState, pool: CardPool, action: ResolveAction): Result<Resolution> =>
  chain(checkedState(state, pool), (valid) =>
    withinGameIntegers(chain(checkedAction(action), () => resolveNow(valid, pool, action))),
  );
