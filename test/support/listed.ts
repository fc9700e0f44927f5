import { legalActions } from '../../src/game/legal-actions.js';
import type { LegalActions } from '../../src/game/types.js';
import type { GameState } from '../../src/state/types.js';
import { pool, stateOf } from './play.js';

/** A board in a step of A's turn 4: the tables of what legalActions lists start from one. */
export const board = (step: string, objects: readonly object[], extra: object = {}): GameState =>
  stateOf({ turn: { number: 4, active: 'A', step }, objects, ...extra });

/** A board in A's first main phase. */
export const main = (objects: readonly object[]): GameState => board('main1', objects);

/** What legalActions lists for `state`; a test fails at once if it refuses. */
export const listed = (state: GameState): LegalActions => {
  const legal = legalActions(state, pool);
  if (!legal.ok) throw new Error(legal.error.message);
  return legal.value;
};
