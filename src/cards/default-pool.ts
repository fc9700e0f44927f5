import { HAND_DEFINITIONS } from './behaviours/index.js';
import type { CardData } from './card-data.js';
import { makePool } from './make-pool.js';
import type { CardPool } from './pool.js';
import poolData from './pool-data.json' with { type: 'json' };

let pool: CardPool | undefined;

/**
 * The card pool the package ships: printed characteristics generated from real card data
 * by scripts/build-card-pool.ts, and the hand definitions. Built on first use.
 */
export const defaultPool = (): CardPool => {
  pool ??= makePool(poolData as readonly CardData[], HAND_DEFINITIONS);
  return pool;
};
