import type { CardPool } from '../../src/cards/pool.js';
import type { Action } from '../../src/engine/action.js';
import { apply } from '../../src/engine/apply.js';
import type { Outcome } from '../../src/engine/outcome.js';
import type { Result } from '../../src/result.js';
import type { GameState } from '../../src/state/types.js';
import { validateState } from '../../src/state/validate.js';

/**
 * `apply`, with the state it returns checked by validateState, which never consults the states
 * apply vouches for: every state a table reaches is one the engine's door would let in. A state
 * that isn't throws, naming the action and the problem.
 */
export const checkedApply = (state: GameState, pool: CardPool, action: Action): Result<Outcome> => {
  const done = apply(state, pool, action);
  if (!done.ok) return done;
  const valid = validateState(done.value.state, pool);
  if (!valid.ok)
    throw new Error(
      `${action.kind} made a state validateState refuses: ${valid.error.path}: ${valid.error.message}`,
    );
  return done;
};
