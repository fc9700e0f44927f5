import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { all, map, type Result } from '../../result.js';
import type { ObjectId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';
import { watchersOf } from './watchers.js';

/**
 * CR 603.2c: "one or more [kind] counters are put on" triggers once for the permanent, with "that
 * many" the counters put on it (608.2h); "a [kind] counter is put on" (`each`) triggers once for
 * each of them, as the rulings of Fathom Mage and Bloodcrazed Hoplite say.
 */
const times = (n: number, pending: Pending): Pending[] => {
  const trigger: Trigger = pending.def.trigger;
  return 'each' in trigger && trigger.each
    ? Array.from({ length: n }, () => pending)
    : [{ ...pending, amount: n }];
};

/**
 * CR 122.6, 603.2c: "Whenever one or more [kind] counters are put on [this] / on a [creature you
 * control]": once for each permanent that had counters of the kind put on it in the event (as it
 * entered too), however many and in however many steps; "Whenever a [kind] counter is put on",
 * once for each counter. Read in `view`, the game just after.
 */
export const countersPutTriggers = (
  view: View,
  pool: CardPool,
  events: readonly GameEvent[],
): Result<Pending[]> => {
  const put = new Map<string, Map<ObjectId, number>>();
  for (const e of events) {
    if (e.kind !== 'countersChanged' || e.change <= 0 || !view.objects.has(e.object)) continue;
    const on = put.get(e.counter) ?? new Map<ObjectId, number>();
    put.set(e.counter, on.set(e.object, (on.get(e.object) ?? 0) + e.change));
  }
  return map(
    all([...put], ([counter, on]) =>
      map(
        watchersOf(
          view,
          pool,
          'countersPut',
          [...on.keys()],
          (t) => t.kind === 'countersPut' && t.counter === counter,
        ),
        (watching) => [
          ...[...on].flatMap(([id, n]) =>
            triggeredAbilities(
              view,
              pool,
              id,
              (t) => t.kind === 'countersPutOnSelf' && t.counter === counter,
            ).flatMap((p) => times(n, p)),
          ),
          // watchersOf gives each the permanent it saw as its trigger object.
          ...watching.flatMap((p) =>
            p.triggerObject === undefined ? [] : times(on.get(p.triggerObject) ?? 0, p),
          ),
        ],
      ),
    ),
    (found) => found.flat(),
  );
};
