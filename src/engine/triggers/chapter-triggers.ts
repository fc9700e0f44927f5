import type { CardPool } from '../../cards/pool.js';
import type { GameEvent } from '../events.js';
import { counterCount, type View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

type CountersChanged = Extract<GameEvent, { kind: 'countersChanged' }>;

/** Whether an event puts lore counters on something (CR 714.2b), which may trigger a chapter. */
export const putsLore = (e: GameEvent): e is CountersChanged =>
  e.kind === 'countersChanged' && e.counter === 'lore' && e.change > 0;

/**
 * CR 714.2b-c, 122.6: the chapter abilities that lore counters put on Sagas triggered. Each time
 * one or more are put on a Saga (as it enters too), each chapter N for which the count was less
 * than N and became at least N triggers, once: two counters at once trigger two chapters. The
 * count before each event is the count now less what that event and the later ones changed.
 */
export const chapterTriggers = (after: View, pool: CardPool, events: readonly GameEvent[]): Pending[] => {
  const lore = events.filter(
    (e): e is CountersChanged => e.kind === 'countersChanged' && e.counter === 'lore',
  );
  return lore.flatMap((e, i) => {
    const object = after.objects.get(e.object);
    if (!putsLore(e) || object?.zone !== 'battlefield') return [];
    const since = lore.slice(i).reduce((sum, l) => (l.object === e.object ? sum + l.change : sum), 0);
    const was = counterCount(object, 'lore') - since;
    const now = was + e.change;
    return triggeredAbilities(
      after,
      pool,
      e.object,
      (t) => t.kind === 'chapter' && was < t.chapter && now >= t.chapter,
    );
  });
};
