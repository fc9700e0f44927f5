import type { CardPool } from '../../cards/pool.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * CR 119.9, 603.2c: "Whenever you gain life" abilities of the permanents the gaining player
 * controls in `view` (the game as the life was gained), once for each life-gain event; a gain
 * of 0 is no event (119.9). Lifelink damage is one event for each source (702.15b, 120.3f).
 * Each carries the life gained, for "that much".
 */
export const lifeGainTriggers = (view: View, pool: CardPool, events: readonly GameEvent[]): Pending[] =>
  events.flatMap((e) =>
    e.kind === 'lifeGained' && e.amount > 0
      ? view.state.objects.flatMap((o) =>
          triggeredAbilities(view, pool, o.id, (t) => t.kind === 'youGainLife')
            .filter((p) => p.controller === e.player)
            // "That much" is the life gained in the event (603.2c).
            .map((p) => ({ ...p, amount: e.amount })),
        )
      : [],
  );
