import type { CardPool } from '../cards/pool.js';
import { recent } from './recent.js';
import type { GameState } from './types.js';

/** Answers of one pure function, remembered per state and pool, by a key of the question asked. */
export type PerState<T> = (state: GameState, pool: CardPool, key: string, answer: () => T) => T;

/**
 * A memory for a pure function of a state: a state is readonly, so an answer once known stays
 * true, and the engine asks one state the same question many times (`legalActions` tries many
 * targets for one cast, then the agent plays one it tried). This is a cache, not game state.
 * It keeps the last few states' answers (state/recent.ts).
 */
export const perState = <T>(): PerState<T> => {
  const memory = recent<GameState, { readonly pool: CardPool; readonly answers: Map<string, T> }>();
  return (state, pool, key, answer) => {
    let known = memory.get(state);
    if (known?.pool !== pool) {
      known = { pool, answers: new Map() };
      memory.set(state, known);
    }
    const remembered = known.answers.get(key);
    if (remembered !== undefined) return remembered;
    const answered = answer();
    known.answers.set(key, answered);
    return answered;
  };
};
