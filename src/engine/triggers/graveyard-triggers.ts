import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';
import type { Pending } from './triggers.js';
import { onceForAnyWatchers, watchersOf } from './watchers.js';

/**
 * "Whenever a land card is put into your graveyard from anywhere", once for each card moved to a
 * graveyard that the trigger's filter matches there (its owner's: 404.1; not a token: 111.1),
 * the trigger object; "Whenever one or more creature cards are put ...", once for the event
 * (603.2c). A "from anywhere" ability never looks back in time, even for a card that left the
 * battlefield (603.6c): the watchers and the cards are read after the event.
 */
export const graveyardTriggers = (
  after: View,
  pool: CardPool,
  events: readonly GameEvent[],
): Result<Pending[]> => {
  const cards = events.flatMap((e) => (e.kind === 'zoneChange' && e.to === 'graveyard' ? [e.object] : []));
  if (cards.length === 0) return ok([]);
  return chain(
    watchersOf(after, pool, 'cardPutIntoGraveyard', cards, (t) => !oneOrMore(t)),
    (each) =>
      map(onceForAnyWatchers(after, pool, 'cardPutIntoGraveyard', cards, oneOrMore), (once) => [
        ...each,
        ...once,
      ]),
  );
};

const oneOrMore = (t: Trigger): boolean => t.kind === 'cardPutIntoGraveyard' && t.oneOrMore === true;
