import { defaultPool } from '../../src/cards/default-pool.js';
import type { PlayerAction } from '../../src/engine/action.js';
import { apply } from '../../src/engine/apply.js';
import { type RandomSeed, randomAction } from '../../src/game/concrete.js';
import { legalActions } from '../../src/game/legal-actions.js';
import type { LegalActions } from '../../src/game/types.js';
import type { GameState } from '../../src/state/types.js';

const pool = defaultPool();

/**
 * Random walks of listed actions (issue 14): from the boards of legal-boards.ts, each step draws
 * an action from `legalActions` by `randomAction` and applies it. The exactness properties of
 * test/game/legal-actions.property.test.ts run on the states they reach.
 */

export interface Step {
  readonly state: GameState;
  readonly legal: LegalActions;
  readonly action: PlayerAction;
}

/**
 * Up to `length` steps of listed actions from `start`, drawn with `seed`; it stops when the game
 * is over. Throws when legalActions fails or the drawn action is refused: both break the property.
 */
export const walk = (start: GameState, seed: number, length: number): Step[] => {
  const steps: Step[] = [];
  let state = start;
  let s: RandomSeed = seed;
  for (let i = 0; i < length && !state.over; i++) {
    const legal = legalActions(state, pool);
    if (!legal.ok) throw new Error(`legalActions: ${legal.error.message}`);
    if (legal.value.entries.length === 0) break;
    const drawn = randomAction(legal.value, s);
    if (!drawn.ok) throw new Error(drawn.error.message);
    s = drawn.value.seed;
    const done = apply(state, pool, drawn.value.action);
    if (!done.ok) throw new Error(`refused ${JSON.stringify(drawn.value.action)}: ${done.error.message}`);
    steps.push({ state, legal: legal.value, action: drawn.value.action });
    state = done.value.state;
  }
  return steps;
};
