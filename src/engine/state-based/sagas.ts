import type { CardPool } from '../../cards/pool.js';
import type { Characteristics } from '../../layers/result.js';
import { sameObject } from '../../state/identity.js';
import type { TriggeredDef } from '../../state/stack.js';
import type { GameObject, GameState, ObjectId } from '../../state/types.js';
import { counterCount, type View } from '../view.js';
import { chapterNumbers, isSaga } from '../zones/lore.js';

/**
 * CR 704.5s, 714.4: a Saga permanent with one or more chapter abilities whose lore counters have
 * reached its final chapter number (714.2d) is sacrificed by its controller, unless it is the
 * source of a chapter ability that has triggered but not yet left the stack: one waiting to be
 * put on it (603.3) counts as much as one on it. A Saga that has lost its chapter abilities stays.
 */
export const sagaIsDone = (view: View, pool: CardPool, object: GameObject, c: Characteristics): boolean => {
  if (!isSaga(c)) return false;
  const chapters = chapterNumbers(pool, object, c);
  if (chapters.length === 0 || counterCount(object, 'lore') < Math.max(...chapters)) return false;
  return !chapterPending(view.state, object);
};

interface TriggeredFrom {
  readonly source: ObjectId;
  readonly def: TriggeredDef | { readonly kind: 'activated' };
  readonly at?: number;
}

/** CR 400.7: an ability of the object as it is now, not of one it was before it last changed zones. */
const isChapterOf =
  (object: GameObject) =>
  (a: TriggeredFrom): boolean =>
    a.source === object.id &&
    a.def.kind === 'triggered' &&
    a.def.trigger.kind === 'chapter' &&
    sameObject(object, a.at);

const chapterPending = (state: GameState, object: GameObject): boolean =>
  state.triggered.some(isChapterOf(object)) ||
  state.stack.some((s) => s.kind === 'ability' && isChapterOf(object)(s));
