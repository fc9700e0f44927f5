import { err, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import { plainDataProblem } from '../state/plain-data.js';
import { kindOf } from '../value-kind.js';
import type { Action } from './action.js';

/** Every action's kind: a record, so that the compiler sees the list is complete. */
const ACTION_KINDS: Readonly<Record<Action['kind'], true>> = {
  pass: true,
  cast: true,
  activate: true,
  tapForMana: true,
  playLand: true,
  turnFaceUp: true,
  crew: true,
  orderTriggers: true,
  decide: true,
  keepLegend: true,
  declareAttackers: true,
  declareBlockers: true,
  discardToHandSize: true,
  advance: true,
  resolveStack: true,
  resolve: true,
  putOntoBattlefield: true,
  move: true,
  counters: true,
  damage: true,
  attach: true,
  changeControl: true,
  regenerate: true,
};

const refuse = (message: string, path: string): Result<never> =>
  err(rulesError('ERR_ACTION', message, { path }));

/**
 * An action as `apply` is handed it, whatever a JavaScript caller passed: plain data, an object
 * with one of the actions' kinds. Anything else is refused at its path in the action, where it
 * used to throw (`apply(state, pool, undefined)`, an action that contains itself).
 */
export const checkedAction = (action: unknown): Result<Action> => {
  const data = plainDataProblem(action);
  if (data !== null) return refuse(`not an action: ${data.message}`, jsonPath(data.where));
  if (typeof action !== 'object' || action === null || Array.isArray(action))
    return refuse(`an action is an object with a kind, not ${kindOf(action)}`, '$');
  const { kind } = action as { readonly kind?: unknown };
  if (typeof kind === 'string' && Object.hasOwn(ACTION_KINDS, kind)) return ok(action as Action);
  const kinds = Object.keys(ACTION_KINDS).join(', ');
  return refuse(`an action's kind is one of ${kinds}, not ${kindOf(kind)}`, '$.kind');
};
