import { err, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from './json-path.js';
import { plainDataProblem } from './plain-data.js';
import { stateShapeProblem } from './shape.js';
import type { GameState } from './types.js';

/**
 * Whether a value a JavaScript caller passed as a game state is data of a game state's shape
 * (plain JSON data, each field of its kind), before anything reads it: the first check of
 * validateState, and all `toAct` needs, as it reads no card. `ERR_STATE` at the path otherwise.
 */
export const wellShapedState = (state: unknown): Result<GameState> => {
  const data = plainDataProblem(state) ?? stateShapeProblem(state);
  if (data === null) return ok(state as GameState);
  return err(rulesError('ERR_STATE', `not a game state: ${data.message}`, { path: jsonPath(data.where) }));
};
