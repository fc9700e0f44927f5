import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameEvent } from '../events.js';
import type { View } from '../view.js';
import { CYCLED, DISCARD_RULES } from '../zones/player-action-rules.js';
import type { Pending } from './triggers.js';
import { watchersOf } from './watchers.js';

/** CR 701.9a: a card discarded: moved from its owner's hand to their graveyard as a discard. */
const discarded = (e: GameEvent): e is Extract<GameEvent, { kind: 'zoneChange' }> =>
  e.kind === 'zoneChange' && e.from === 'hand' && e.to === 'graveyard' && DISCARD_RULES.has(e.rule);

/**
 * CR 701.9a, 603.2: "Whenever you discard a [kind of] card", once for each card discarded, read
 * in the graveyard it went to (the trigger's filter says so, and that its owner is the watcher's
 * controller); it is the trigger object. "Whenever you cycle a card" sees only the cards cycled
 * (702.29c); "cycle or discard" is a discard, so it triggers once for a card cycled (702.29d).
 */
export const discardTriggers = (
  after: View,
  pool: CardPool,
  events: readonly GameEvent[],
): Result<Pending[]> => {
  const cards = events.filter(discarded);
  if (cards.length === 0) return ok([]);
  const cycled = cards.flatMap((e) => (e.rule === CYCLED ? [e.object] : []));
  return chain(
    watchersOf(
      after,
      pool,
      'cardDiscarded',
      cards.map((e) => e.object),
      (t) => !cycling(t),
    ),
    (discarding) =>
      map(watchersOf(after, pool, 'cardDiscarded', cycled, cycling), (c) => [...discarding, ...c]),
  );
};

const cycling = (t: Trigger): boolean => t.kind === 'cardDiscarded' && t.cycled === true;
