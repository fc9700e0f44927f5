import type { CardPool } from '../../cards/pool.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * CR 706.1, 603.2: "Whenever you roll a die [a 4 or higher]" abilities of the permanents the
 * rolling player controls in `view`, once for each die rolled whose result is high enough.
 */
export const dieRollTriggers = (view: View, pool: CardPool, events: readonly GameEvent[]): Pending[] =>
  events.flatMap((e) =>
    e.kind === 'dieRolled'
      ? view.state.objects.flatMap((o) =>
          triggeredAbilities(
            view,
            pool,
            o.id,
            (t) => t.kind === 'youRollDie' && e.result >= (t.atLeast ?? 1),
          ).filter((p) => p.controller === e.player),
        )
      : [],
  );
