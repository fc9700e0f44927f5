import { err, ok, type Result, rulesError } from '../result.js';
import { kindOf } from '../value-kind.js';
import type { CardPool } from './pool.js';

/** What the engine calls on a card pool: every one a function. */
const POOL_FUNCTIONS = ['get', 'find', 'names'] as const satisfies readonly (keyof CardPool)[];

/**
 * The value named `name` on an object or its prototypes (a pool may be a class's instance), read
 * from its property descriptor so that no getter runs; a getter's value counts as missing.
 */
const methodOf = (value: object, name: string): unknown => {
  for (let at: object | null = value; at !== null; at = Object.getPrototypeOf(at)) {
    const field = Object.getOwnPropertyDescriptor(at, name);
    if (field !== undefined) return 'value' in field ? field.value : undefined;
  }
  return undefined;
};

/**
 * A card pool as a JavaScript caller passed it: an object with the functions of {@link CardPool},
 * or `ERR_CARD_POOL` saying what it is instead, where `null`, `{}` or a string used to throw at
 * the first card looked up (issue 18). What the functions answer is the pool's own business.
 */
export const checkedPool = (pool: unknown): Result<CardPool> => {
  if (typeof pool !== 'object' || pool === null)
    return err(
      rulesError(
        'ERR_CARD_POOL',
        `a card pool is an object with ${POOL_FUNCTIONS.join(', ')} (defaultPool(), poolFromCardFile), not ${kindOf(pool)}`,
      ),
    );
  const missing = POOL_FUNCTIONS.find((name) => typeof methodOf(pool, name) !== 'function');
  if (missing === undefined) return ok(pool as CardPool);
  return err(rulesError('ERR_CARD_POOL', `not a card pool: its ${missing} is not a function`));
};
