import { err, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import type { GameState } from '../state/types.js';
import { grownNumberProblem } from '../state/validate/grown-numbers.js';

/**
 * An action's result, or ERR_NUMBER citing 107.1 when it would carry a number past 2^53 − 1
 * (counters added past it, life, damage, the turn number): refused, not answered wrongly, and the
 * state as it was.
 */
export const withinGameIntegers = <T extends { readonly state: GameState }>(done: Result<T>): Result<T> => {
  if (!done.ok) return done;
  const problem = grownNumberProblem(done.value.state);
  if (problem === null) return done;
  const path = jsonPath(problem.where);
  const message = `this would pass the numbers the game can count, at ${path}: ${problem.message}`;
  return err(rulesError('ERR_NUMBER', message, { path, rule: problem.rule ?? '107.1' }));
};
