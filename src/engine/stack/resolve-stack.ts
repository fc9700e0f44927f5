import type { CardPool } from '../../cards/pool.js';
import { ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import { type Outcome, refuse } from '../outcome.js';
import { pass } from './pass.js';
import { toAct } from './priority.js';

/** How many passes `resolveStack` makes before it calls the game a loop (104.4b). */
const MAX_PASSES = 10_000;

/**
 * A shortcut for all players passing in succession until the stack is empty (CR 117.4, 405.5):
 * each object resolves in turn, and what it triggers goes on the stack and resolves too. It
 * stops early where a player must choose something only they can (603.3b, 608.2d) or the game
 * ends; `toAct` says who.
 */
export const resolveStack = (state: GameState, pool: CardPool): Result<Outcome> => {
  const events: GameEvent[] = [];
  let current = state;
  for (let passes = 0; current.stack.length > 0 && toAct(current).kind === 'priority'; passes++) {
    if (passes >= MAX_PASSES)
      return refuse(
        `${MAX_PASSES} passes of priority left the stack unemptied: the game loops, which makes it a draw, and the engine doesn't detect loops yet`,
        '$.kind',
        '104.4b',
      );
    const passed = pass(current, pool);
    if (!passed.ok) return passed;
    events.push(...passed.value.events);
    current = passed.value.state;
  }
  return ok({ state: current, events });
};
