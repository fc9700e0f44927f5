import type { CardPool } from '../../cards/pool.js';
import type { Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { passUntil } from '../turn/pass-until.js';

/**
 * A shortcut for all players passing in succession until the stack is empty (CR 117.4, 405.5):
 * each object resolves in turn, and what it triggers goes on the stack and resolves too. It
 * stops early where a player must choose something only they can (603.3b, 608.2d) or the game
 * ends; `toAct` says who.
 */
export const resolveStack = (state: GameState, pool: CardPool): Result<Outcome> =>
  passUntil(state, pool, (s) => s.stack.length === 0, 'an empty stack');
