import type { CardPool } from '../../cards/pool.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * CR 121.2, 603.2: "Whenever you draw a card" abilities of the permanents the drawing player
 * controls in `view`, once for each card drawn (cards are drawn one at a time); an attempt to
 * draw from an empty library draws no card (121.4). "Whenever you draw your second card each
 * turn" (`nth`) sees only the card that made the turn's count that many: the count after these
 * events, less the player's draws among them still to come.
 */
export const drawTriggers = (view: View, pool: CardPool, events: readonly GameEvent[]): Pending[] => {
  const drawn = view.state.turn.cardsDrawn ?? {};
  const later = new Map<string, number>();
  for (const e of events) if (e.kind === 'cardDrawn') later.set(e.player, (later.get(e.player) ?? 0) + 1);
  return events.flatMap((e) => {
    if (e.kind !== 'cardDrawn') return [];
    const left = (later.get(e.player) ?? 0) - 1;
    later.set(e.player, left);
    const nth = (drawn[e.player] ?? 0) - left;
    return view.state.objects.flatMap((o) =>
      triggeredAbilities(
        view,
        pool,
        o.id,
        (t) => t.kind === 'youDrawCard' && (t.nth === undefined || t.nth === nth),
      ).filter((p) => p.controller === e.player),
    );
  });
};
