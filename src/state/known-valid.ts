import type { CardPool } from '../cards/pool.js';
import { ok, type Result } from '../result.js';
import type { GameState } from './types.js';
import { validateState } from './validate.js';
import { wellShapedState } from './well-shaped.js';

/**
 * The states known to pass validateState with a pool: those a door of the engine checked (the
 * exported validateState among them), and those the engine made itself (apply's results,
 * parseBoard's), which need no second look.
 * `apply` runs in simulators' inner loops, and checking every state it is handed would cost as
 * much again as the action. This is a cache of a pure function's answers, not game state: a
 * state is readonly and its validity depends on nothing but it and the pool, so an answer once
 * known stays true. Weak references, so the states and pools it names are freed as usual.
 */
const known = new WeakMap<CardPool, WeakSet<GameState>>();

/** The states known to be of a game state's shape, whatever the pool: every valid one, and those `toAct` checked. */
const wellShaped = new WeakSet<GameState>();

/** Notes a state the engine made from a valid one, or one just validated. */
export const vouchFor = (state: GameState, pool: CardPool): void => {
  wellShaped.add(state);
  const states = known.get(pool);
  if (states === undefined) known.set(pool, new WeakSet([state]));
  else states.add(state);
};

/**
 * The door every game state passes on its way into the engine, however it was made (a board
 * file, code, a saved game): whether it can be a game at all (state/validate.ts lists the
 * checks). It answers with the state itself, or the first problem: its code (`ERR_STATE`,
 * `ERR_STATE_REFERENCE`, `ERR_STATE_DUPLICATE_ID`, `ERR_UNKNOWN_CARD`, `ERR_NUMBER`), a message,
 * its JSON path in the state and the rule behind it. It checks every time it is called, and a
 * state it passes is remembered as valid with `pool`, so that `apply`, `evaluate` and the other
 * doors don't check it again (a state built in code, checked, then evaluated). What the package
 * exports as `validateState`.
 */
export const validatedState = (state: GameState, pool: CardPool): Result<GameState> => {
  const checked = validateState(state, pool);
  if (checked.ok) vouchFor(state, pool);
  return checked;
};

/** validateState, run only on a state not known to be valid with this pool. */
export const checkedState = (state: GameState, pool: CardPool): Result<GameState> =>
  known.get(pool)?.has(state) ? ok(state) : validatedState(state, pool);

/** wellShapedState, run only on a state not known to be of a game state's shape. */
export const shapedState = (state: GameState): Result<GameState> => {
  // WeakSet.has answers false for a value that can't be held weakly (undefined, a number), never throws.
  if (wellShaped.has(state)) return ok(state);
  const checked = wellShapedState(state);
  if (checked.ok) wellShaped.add(state);
  return checked;
};
