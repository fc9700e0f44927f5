import { gameInteger } from '../numbers/game-integer.js';
import { err, map, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import { plainDataProblem } from '../state/plain-data.js';
import { type Fields, shapeProblem } from '../state/shape.js';
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
  assignCombatDamage: true,
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

/**
 * The fields of the kinds whose actions are read by value before their own checks: a `resolve`
 * action's source is looked up in the card pool by name (CR 608.2), which a source that is not a
 * string made throw, and a `damage` action's list of recipients is walked (120.1), which a list
 * that is not one made throw (both found by the fuzzer). The other kinds' fields are checked where they are
 * read; what still throws there, the fuzzer's `outsideTypes` class finds (fuzz/known-crashes.ts).
 */
const FIELDS: Partial<Readonly<Record<Action['kind'], Fields>>> = {
  resolve: {
    required: { source: 'string', controller: 'string' },
    optional: { ability: 'number', targets: { each: 'string' } },
  },
  assignCombatDamage: { required: { player: 'string', division: 'object' } },
  damage: { required: { source: 'string', to: { each: { required: { to: 'string', amount: 'number' } } } } },
};

/**
 * CR 117.1: the player an action names as acting is checked against who holds priority and named
 * in the refusal, which a player that is not a string (an object without a prototype) made throw
 * (found by the fuzzer). Every kind names its actor `player`, if at all.
 */
const ACTOR: Fields = { required: {}, optional: { player: 'string' } };

const refuse = (message: string, path: string): Result<never> =>
  err(rulesError('ERR_ACTION', message, { path }));

/**
 * An action as `apply` is handed it, whatever a JavaScript caller passed: plain data, an object
 * with one of the actions' kinds, and an X, if it announces one, that the game can count. Anything
 * else is refused at its path in the action, where it used to throw (`apply(state, pool,
 * undefined)`, an action that contains itself) or resolve with X = 2.5.
 */
export const checkedAction = (action: unknown): Result<Action> => {
  const data = plainDataProblem(action);
  if (data !== null) return refuse(`not an action: ${data.message}`, jsonPath(data.where));
  if (typeof action !== 'object' || action === null || Array.isArray(action))
    return refuse(`an action is an object with a kind, not ${kindOf(action)}`, '$');
  const { kind, x } = action as { readonly kind?: unknown; readonly x?: unknown };
  if (typeof kind !== 'string' || !Object.hasOwn(ACTION_KINDS, kind)) {
    const kinds = Object.keys(ACTION_KINDS).join(', ');
    return refuse(`an action's kind is one of ${kinds}, not ${kindOf(kind)}`, '$.kind');
  }
  const fields = FIELDS[kind as Action['kind']];
  const wrong = shapeProblem(action, ACTOR) ?? (fields === undefined ? null : shapeProblem(action, fields));
  if (wrong !== null) return refuse(`not a ${kind} action: ${wrong.message}`, jsonPath(wrong.where));
  // CR 107.3a, 107.1: an announced X is a whole number from 0, whichever action announces it.
  if (x === undefined) return ok(action as Action);
  return map(gameInteger(x, '$.x', 0, 'ERR_X_VALUE'), () => action as Action);
};
