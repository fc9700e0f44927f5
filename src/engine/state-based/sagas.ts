import type { CardPool } from '../../cards/pool.js';
import type { Characteristics } from '../../layers/result.js';
import { largest } from '../../lists.js';
import type { GameObject } from '../../state/types.js';
import { counterCount, type View } from '../view.js';
import { chapterNumbers, isSaga } from '../zones/lore.js';
import { sourceOfPendingTrigger } from './pending-source.js';

/**
 * CR 704.5s, 714.4: a Saga permanent with one or more chapter abilities whose lore counters have
 * reached its final chapter number (714.2d) is sacrificed by its controller, unless it is the
 * source of a chapter ability that has triggered but not yet left the stack. A Saga that has
 * lost its chapter abilities stays.
 */
export const sagaIsDone = (view: View, pool: CardPool, object: GameObject, c: Characteristics): boolean => {
  if (!isSaga(c)) return false;
  const chapters = chapterNumbers(pool, object, c);
  if (chapters.length === 0 || counterCount(object, 'lore') < largest(chapters, 0)) return false;
  return !sourceOfPendingTrigger(view.state, object, (def) => def.trigger.kind === 'chapter');
};
