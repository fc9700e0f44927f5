import type { CardPool } from '../cards/pool.js';
import { definitionOf } from '../cards/token-card.js';
import { intrinsicCounters } from '../engine/zones/intrinsic-counters.js';
import { map, ok, type Result } from '../result.js';
import type { CounterPile, GameObject } from '../state/types.js';

/**
 * CR 306.5b, 310.4b: the counters a permanent written without `counters` has, those it would
 * have entered with: a planeswalker's printed loyalty, a battle's printed defense (a printed X
 * is its X, 107.3m), at its own timestamp. Anything else, and a face-down permanent (708.2),
 * has none; so has an object off the battlefield.
 */
export const printedCounters = (pool: CardPool, object: GameObject): Result<readonly CounterPile[]> => {
  if (object.zone !== 'battlefield' || object.faceDown) return ok([]);
  const definition = definitionOf(pool, object);
  if (definition === undefined) return ok([]);
  return map(intrinsicCounters(definition.data, object.choices), (found) =>
    found.map(([kind, count]) => ({ kind, count, timestamp: object.timestamp })),
  );
};
