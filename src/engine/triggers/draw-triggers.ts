import type { CardPool } from '../../cards/pool.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * CR 121.2, 603.2: "Whenever you draw a card" abilities of the permanents the drawing player
 * controls in `view`, once for each card drawn (cards are drawn one at a time); an attempt to
 * draw from an empty library draws no card (121.4).
 */
export const drawTriggers = (view: View, pool: CardPool, events: readonly GameEvent[]): Pending[] =>
  events.flatMap((e) =>
    e.kind === 'cardDrawn'
      ? view.state.objects.flatMap((o) =>
          triggeredAbilities(view, pool, o.id, (t) => t.kind === 'youDrawCard').filter(
            (p) => p.controller === e.player,
          ),
        )
      : [],
  );
