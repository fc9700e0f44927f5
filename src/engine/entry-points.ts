import type { CardPool } from '../cards/pool.js';
import { type EvaluateOptions, type Evaluation, evaluate as evaluateLayers } from '../layers/evaluate.js';
import { chain, type Result } from '../result.js';
import { checkedState, shapedState } from '../state/known-valid.js';
import type { GameState } from '../state/types.js';
import { checkedAction } from './action-shape.js';
import { withinGameIntegers } from './grown-numbers.js';
import type { Outcome } from './outcome.js';
import { type Resolution, resolve as resolveNow } from './resolution/resolve.js';
import type { ResolveAction } from './resolution/resolve-action.js';
import { type ToAct, whoActs } from './stack/priority.js';
import { checkStateBasedActions as checkNow } from './state-based/state-based.js';
import type { View } from './view.js';

/**
 * The public ways into the engine that take a game state besides `apply` (which checks its own):
 * each passes the state through validateState first, unless it is known valid (one apply
 * returned or parseBoard made, or checked before; state/known-valid.ts), and answers a problem
 * with the state as its error. The engine's own calls, on states it builds as it goes, use the
 * functions these wrap. `toAct` takes no pool and reads no card, so it checks only that the state
 * is of a game state's shape; `makeBoard` writes any state (its file is checked as it is read back).
 */

/**
 * Who must act in `state`, and how (see {@link ToAct}): priority (CR 117) or a choice first.
 * Never throws: what is not of a game state's shape is `invalid`, with validateState's error
 * (issue 18). A state `apply` or `parseBoard` gave, or one checked before, costs only a lookup.
 */
export const toAct = (state: GameState): ToAct => {
  const shaped = shapedState(state);
  return shaped.ok ? whoActs(shaped.value) : { kind: 'invalid', error: shaped.error };
};

/**
 * Checks state-based actions (CR 704.3): performs all that apply at once, and repeats until none
 * apply; what they trigger waits for the stack (603.3). Returns the final state, its events and
 * its view. The state is checked by `validateState` first, and a problem with it is the error.
 */
export const checkStateBasedActions = (
  state: GameState,
  pool: CardPool,
): Result<Outcome & { readonly view: View }> =>
  withinGameIntegers(chain(checkedState(state, pool), (valid) => checkNow(valid, pool)));

/**
 * The characteristics of every object in every zone by the layer system (CR 613), with a trace
 * that explains each step when asked. The state is checked by `validateState` first (one that
 * `apply` or `parseBoard` gave is known valid and costs only a lookup); a problem with it is the
 * error.
 */
export const evaluate = (
  state: GameState,
  pool: CardPool,
  options: EvaluateOptions = {},
): Result<Evaluation> => chain(checkedState(state, pool), (valid) => evaluateLayers(valid, pool, options));

/**
 * A spell's or ability's effect resolved at once, its targets the announced ones (CR 601.2c,
 * 608.2), and nothing else: no state-based actions, no priority; what it triggers waits in the
 * state (603.3). For positions the game would not leave standing; `apply` with a `resolve` action
 * goes on as the game does. The state is checked by `validateState` first.
 */
export const resolve = (state: GameState, pool: CardPool, action: ResolveAction): Result<Resolution> =>
  chain(checkedState(state, pool), (valid) =>
    withinGameIntegers(chain(checkedAction(action), () => resolveNow(valid, pool, action))),
  );
