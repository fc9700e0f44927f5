import { gameInteger } from '../numbers/game-integer.js';
import { err, map, ok, optional, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import { plainDataProblem } from '../state/plain-data.js';
import { shapeProblem } from '../state/shape.js';
import { kindOf } from '../value-kind.js';
import type { Action } from './action.js';
import { ACTION_FIELDS } from './action-fields.js';

const refuse = (message: string, path: string, rule?: string): Result<never> =>
  err(rulesError('ERR_ACTION', message, { path, ...optional('rule', rule) }));

/**
 * An action as `apply` is handed it, whatever a JavaScript caller passed: plain data, an object
 * with one of the actions' kinds, each field of the shape its kind has (action-fields.ts), and an
 * X, if it announces one, that the game can count. Anything else is refused at its path in the
 * action, where it used to throw (`apply(state, pool, undefined)`, an action that contains
 * itself, targets that are not a list) or resolve with X = 2.5.
 */
export const checkedAction = (action: unknown): Result<Action> => {
  const data = plainDataProblem(action);
  if (data !== null) return refuse(`not an action: ${data.message}`, jsonPath(data.where));
  if (typeof action !== 'object' || action === null || Array.isArray(action))
    return refuse(`an action is an object with a kind, not ${kindOf(action)}`, '$');
  const { kind, x } = action as { readonly kind?: unknown; readonly x?: unknown };
  if (typeof kind !== 'string' || !Object.hasOwn(ACTION_FIELDS, kind)) {
    const kinds = Object.keys(ACTION_FIELDS).join(', ');
    return refuse(`an action's kind is one of ${kinds}, not ${kindOf(kind)}`, '$.kind');
  }
  const wrong = shapeProblem(action, ACTION_FIELDS[kind as Action['kind']]);
  if (wrong !== null)
    return refuse(`not a ${kind} action: ${wrong.message}`, jsonPath(wrong.where), wrong.rule);
  // CR 107.3a, 107.1: an announced X is a whole number from 0, whichever action announces it.
  if (x === undefined) return ok(action as Action);
  return map(gameInteger(x, '$.x', 0, 'ERR_X_VALUE'), () => action as Action);
};
