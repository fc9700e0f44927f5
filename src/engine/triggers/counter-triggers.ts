import type { CardPool } from '../../cards/pool.js';
import { all, map, type Result } from '../../result.js';
import type { ObjectId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';
import { watchersOf } from './watchers.js';

/**
 * CR 122.6, 603.2c: "Whenever one or more [kind] counters are put on [this] / on a [creature you
 * control]": once for each permanent that had counters of the kind put on it in the event (as it
 * entered too), however many and in however many steps. Read in `view`, the game just after.
 */
export const countersPutTriggers = (
  view: View,
  pool: CardPool,
  events: readonly GameEvent[],
): Result<Pending[]> => {
  const put = new Map<string, Set<ObjectId>>();
  for (const e of events) {
    if (e.kind !== 'countersChanged' || e.change <= 0 || !view.objects.has(e.object)) continue;
    put.set(e.counter, (put.get(e.counter) ?? new Set()).add(e.object));
  }
  return map(
    all([...put], ([counter, ids]) =>
      map(
        watchersOf(
          view,
          pool,
          'countersPut',
          [...ids],
          (t) => t.kind === 'countersPut' && t.counter === counter,
        ),
        (watching) => [
          ...[...ids].flatMap((id) =>
            triggeredAbilities(
              view,
              pool,
              id,
              (t) => t.kind === 'countersPutOnSelf' && t.counter === counter,
            ),
          ),
          ...watching,
        ],
      ),
    ),
    (found) => found.flat(),
  );
};
